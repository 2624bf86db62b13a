import { useMachine } from '@xstate/react';
import { welfareFlow } from '../../app/flows/welfare.flow.ts';
import { inspect } from '../../app/inspect.ts';
import { loginPopup } from '../../app/login-popup.ts';
import './welfare-texts.ts';

/** The welfare bar's zones and the visitor's welfare points (the login popup for an anonymous visitor). */
export function useWelfare(loggedIn: boolean, userType: number | null) {
  return useMachine(welfareFlow.provide({ actions: { requireLogin: () => loginPopup.open() } }), {
    input: { loggedIn, userType },
    inspect,
  });
}
