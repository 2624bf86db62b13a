import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { orderDetailFlow } from '../../app/flows/orders.flow.ts';
import { inspect } from '../../app/inspect.ts';
import { notify } from '../../app/notify.ts';
import '../checkout/checkout-texts.ts';

/** The order page of the URL's `orderNo`; the view remounts it (key) when the URL names another order. */
export function useOrderDetail(orderNo: string | null) {
  const { t } = useTranslation();
  return useMachine(
    orderDetailFlow.provide({
      actions: { notifyCanceled: () => notify('success', t('checkout.detail.canceled')) },
    }),
    { input: { orderNo }, inspect },
  );
}

/** The `orderNo` of the current URL. */
export function useOrderNo(): string | null {
  return new URLSearchParams(useSearch()).get('orderNo');
}
