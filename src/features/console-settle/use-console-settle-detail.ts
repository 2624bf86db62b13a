import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  connect,
  type ConsoleSettleDetailApi,
} from '../../../machines/console/console-settle-detail.connect.ts';
import { consoleSettleDetailMachine } from '../../../machines/console/console-settle-detail.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { consoleSettleDetailActors } from './api.ts';
import './locales/index.ts';

/**
 * One store application in the console (the one `.provide()` of
 * machines/console/console-settle-detail.machine.ts): each decision is confirmed by a toast.
 */
export function useConsoleSettleDetail(
  shopId: string,
  id: string | null,
  onSessionLost: () => void,
): ConsoleSettleDetailApi {
  const { t } = useTranslation('consoleSettle');
  const [snapshot, send] = useMachine(
    consoleSettleDetailMachine.provide({
      actors: consoleSettleDetailActors(shopId),
      actions: {
        notifyDone: (_, { decision }) => notify('success', t(`decisions.${decision}.done`)),
        sessionLost: onSessionLost,
      },
    }),
    { input: { id }, inspect },
  );
  return connect(snapshot, send);
}
