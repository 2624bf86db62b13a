import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connect, type TopupApi } from '../../../machines/wallet/topup.connect.ts';
import { topupMachine } from '../../../machines/wallet/topup.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { topupActors } from './api.ts';
import './locales/index.ts';

/**
 * The balance top-up: the one .provide() of the top-up machine. `onToppedUp` runs once it is credited;
 * the machine keeps the first one it is given, so it must only send to a long-lived actor (the ledger's
 * reload).
 */
export function useTopup(onToppedUp: () => void): TopupApi {
  const { t } = useTranslation('wallet');
  const [snapshot, send] = useMachine(
    topupMachine.provide({
      actors: topupActors,
      actions: {
        toppedUp: (_, { topup }) => {
          notify('success', t('topup.done', { amount: topup.amount }));
          onToppedUp();
        },
      },
    }),
    { inspect },
  );
  return connect(snapshot, send);
}
