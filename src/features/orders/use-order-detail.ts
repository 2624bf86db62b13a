import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { connect, type OrderDetailApi } from '../../../machines/orders/order-detail.connect.ts';
import { orderDetailMachine } from '../../../machines/orders/order-detail.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { orderDetailActors } from './api.ts';
import '../../shared/ui/order-texts.ts';
import './locales/index.ts';

/** The order page of the URL's `orderNo`; the view remounts it (key) when the URL names another order. */
export function useOrderDetail(orderNo: string | null): OrderDetailApi {
  const { t } = useTranslation('orders');
  const [snapshot, send] = useMachine(
    orderDetailMachine.provide({
      actors: orderDetailActors,
      actions: {
        notifyDone: (_, { action }) =>
          notify('success', t(action === 'cancel' ? 'detail.canceled' : 'list.done.receive')),
      },
    }),
    { input: { orderNo }, inspect },
  );
  return connect(snapshot, send);
}

/** The `orderNo` of the current URL. */
export function useOrderNo(): string | null {
  return new URLSearchParams(useSearch()).get('orderNo');
}
