import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { storeAccountMachine } from '../../../machines/store-application/store-account.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loadMySettlement, setStoreAccountPassword } from './api.ts';

const logic = storeAccountMachine.provide({
  actors: {
    load: fromPromise(({ signal }) => loadMySettlement(signal)),
    save: fromPromise(({ input }) => setStoreAccountPassword(input.password, input.oldPassword)),
  },
});

/** The store account page's machine (uc-shopaccount), with its requests. */
export function useShopAccount() {
  return useMachine(logic, { inspect });
}
