import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  connect,
  type ConsoleAfterSaleDetailApi,
} from '../../../machines/console/console-after-sale-detail.connect.ts';
import { consoleAfterSaleDetailMachine } from '../../../machines/console/console-after-sale-detail.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { consoleAfterSaleDetailActors } from './api.ts';
import './locales/index.ts';

/**
 * One after-sales request in the console (the one `.provide()` of
 * machines/console/console-after-sale-detail.machine.ts): each decision is confirmed by a toast.
 */
export function useConsoleAfterSaleDetail(
  shopId: string,
  afsNo: string | null,
  onSessionLost: () => void,
): ConsoleAfterSaleDetailApi {
  const { t } = useTranslation('consoleAfterSales');
  const [snapshot, send] = useMachine(
    consoleAfterSaleDetailMachine.provide({
      actors: consoleAfterSaleDetailActors(shopId),
      actions: {
        notifyDone: (_, { decision }) => notify('success', t(`decisions.${decision}.done`)),
        sessionLost: onSessionLost,
      },
    }),
    { input: { afsNo }, inspect },
  );
  return connect(snapshot, send);
}
