import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { connect, type ChangePasswordApi } from '../../../machines/identity/change-password.connect.ts';
import { changePasswordMachine } from '../../../machines/identity/change-password.machine.ts';
import { updatePassword } from './api.ts';
import { routes } from '../../shared/routes.ts';
import { forgetSession } from '../../shared/session.ts';
import { useSessionUpdate } from '../../shared/shell-context.ts';
import './locales/index.ts';

/**
 * Change password in the user centre: the server ends every session on success, so the browser forgets
 * its own and the route guard its user; 3 s later the browser goes to the shop's login page.
 */
export function useChangePassword(shopId: string, domain: string): ChangePasswordApi {
  const updateSession = useSessionUpdate();
  const [logic] = useState(() =>
    changePasswordMachine.provide({
      actors: {
        updatePassword: fromPromise(({ input, signal }) =>
          updatePassword(input.oldPassword, input.password, signal),
        ),
      },
      actions: {
        endSession: () => {
          forgetSession();
          updateSession(false);
        },
        goToLogin: () => window.location.assign(routes.login.href(shopId, `/mall/${domain}/index`)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic);
  return connect(snapshot, send);
}
