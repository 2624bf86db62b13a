import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { connect, type MyOrdersApi } from '../../../machines/orders/my-orders.connect.ts';
import { myOrdersMachine, parseOrderTab } from '../../../machines/orders/my-orders.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { routes } from '../../shared/routes.ts';
import { myOrdersActors } from './api.ts';
import '../../shared/ui/order-texts.ts';
import './locales/index.ts';

/**
 * My orders (uc-order, first tab from the URL's `tab`) or the recycle bin (uc-orderRecycling). A finished
 * action is confirmed by a toast; buy again names what it skipped and opens the cart when it added goods.
 */
export function useMyOrders(domain: string, recycled: boolean): MyOrdersApi {
  const { t } = useTranslation('orders');
  const [, navigate] = useLocation();
  const tab = parseOrderTab(new URLSearchParams(useSearch()).get('tab'));
  const [snapshot, send] = useMachine(
    myOrdersMachine.provide({
      actors: myOrdersActors,
      actions: {
        notifyDone: (_, { action, result }) => {
          if (action !== 'buyAgain' || !result) return notify('success', t(`list.done.${action}`));
          const skipped = result.skipped
            .map((s) => t('list.skippedItem', { name: s.name, reason: s.reason }))
            .join(t('list.separator'));
          if (result.added === 0) return notify('warning', t('list.done.buyAgainNone', { skipped }), 5000);
          notify(
            result.skipped.length ? 'warning' : 'success',
            result.skipped.length
              ? t('list.done.buyAgainPartly', { count: result.added, skipped })
              : t('list.done.buyAgain', { count: result.added }),
            result.skipped.length ? 5000 : 1500,
          );
        },
        goToCart: () => navigate(routes.cart.href(domain)),
      },
    }),
    { input: { recycled, tab }, inspect },
  );
  return connect(snapshot, send);
}
