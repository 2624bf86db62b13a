import { useMachine } from '@xstate/react';
import { connect, type WelfareApi } from '../../../machines/catalog/welfare.connect.ts';
import { welfareMachine } from '../../../machines/catalog/welfare.machine.ts';
import { welfareActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loginPopup } from '../../shared/login-popup.ts';

import './locales/index.ts';

/** The welfare bar's zones and the visitor's welfare points (the login popup for an anonymous visitor). */
export function useWelfare(loggedIn: boolean, userType: number | null): WelfareApi {
  const [snapshot, send] = useMachine(
    welfareMachine.provide({ actors: welfareActors, actions: { requireLogin: () => loginPopup.open() } }),
    { input: { loggedIn, userType }, inspect },
  );
  return connect(snapshot, send);
}
