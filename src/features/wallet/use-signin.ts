import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connect as connectResource } from '../../../machines/shared/resource.connect.ts';
import { resourceMachine, type ResourceApi } from '../../../machines/shared/resource.machine.ts';
import { connect, type SigninApi } from '../../../machines/wallet/signin.connect.ts';
import { signinMachine } from '../../../machines/wallet/signin.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import type { PointsTask } from '../../../machines/wallet/wallet.types.ts';
import { signinActors, tasksActors } from './api.ts';
import './locales/index.ts';

/** The daily sign-in: the one .provide() of the sign-in machine. */
export function useSignin(): SigninApi {
  const { t } = useTranslation('wallet');
  const [snapshot, send] = useMachine(
    signinMachine.provide({
      actors: signinActors,
      actions: {
        announceSigned: (_, { result }) =>
          notify('success', t('signin.done', { points: result.points + result.bonus })),
      },
    }),
    { inspect },
  );
  return connect(snapshot, send);
}

/** The points tasks with the member's progress. */
export function usePointsTasks(): ResourceApi<PointsTask[]> {
  const [snapshot, send] = useMachine(resourceMachine.provide({ actors: tasksActors }), {
    input: { id: 'tasks' },
    inspect,
  });
  return connectResource<PointsTask[]>(snapshot, send);
}
