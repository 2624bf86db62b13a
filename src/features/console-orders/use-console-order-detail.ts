import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  connect,
  type ConsoleOrderDetailApi,
} from '../../../machines/console/console-order-detail.connect.ts';
import { consoleOrderDetailMachine } from '../../../machines/console/console-order-detail.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { consoleOrderDetailActors } from './api.ts';
import './locales/index.ts';

/**
 * One order in the console, for its page and its delivery note (the one `.provide()` of
 * machines/console/console-order-detail.machine.ts): a shipment is confirmed by a toast.
 */
export function useConsoleOrderDetail(
  shopId: string,
  orderNo: string | null,
  onSessionLost: () => void,
): ConsoleOrderDetailApi {
  const { t } = useTranslation('consoleOrders');
  const [snapshot, send] = useMachine(
    consoleOrderDetailMachine.provide({
      actors: consoleOrderDetailActors(shopId),
      actions: {
        notifyShipped: () => notify('success', t('detail.shipped')),
        sessionLost: onSessionLost,
      },
    }),
    { input: { orderNo }, inspect },
  );
  return connect(snapshot, send);
}
