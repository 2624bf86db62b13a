import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { Settlement } from './store-application.machine.ts';
import { STORE_PASSWORD } from './store-application.rules.ts';

export type StoreAccountProblem = 'oldRequired' | 'passwordRule' | 'mismatch';

export interface StoreAccountForm {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** The first rule a form breaks (spec §5: store account password 6–12; the original cannot be empty). */
export function storeAccountProblem(
  form: StoreAccountForm,
  hasPassword: boolean,
): StoreAccountProblem | null {
  if (hasPassword && form.oldPassword === '') return 'oldRequired';
  if (!STORE_PASSWORD.test(form.password)) return 'passwordRule';
  if (form.password !== form.confirm) return 'mismatch';
  return null;
}

/**
 * The store account of the supplier's store (uc-shopaccount): its name and status are loaded; the owner
 * sets its first password (which opens a store not yet open) or changes it with the original. Each save
 * answers the settlement again.
 */
export const storeAccountMachine = setup({
  types: {} as {
    context: {
      settlement: Settlement | null;
      problem: StoreAccountProblem | null;
      error: string | null;
      saved: boolean;
    };
    events: { type: 'save'; form: StoreAccountForm } | { type: 'retry' } | { type: 'edit' };
  },
  actors: {
    load: fromPromise<Settlement, void>(async () => {
      throw new Error('load is provided by the app');
    }),
    save: fromPromise<Settlement, { password: string; oldPassword: string | null }>(async () => {
      throw new Error('save is provided by the app');
    }),
  },
}).createMachine({
  id: 'storeAccount',
  context: { settlement: null, problem: null, error: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ settlement: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'], on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        edit: { actions: assign({ problem: null, error: null, saved: false }) },
        save: [
          {
            guard: ({ context, event }) =>
              storeAccountProblem(event.form, context.settlement?.store?.accountReady ?? false) === null,
            target: 'saving',
            actions: assign({ problem: null, error: null, saved: false }),
          },
          {
            actions: assign({
              problem: ({ context, event }) =>
                storeAccountProblem(event.form, context.settlement?.store?.accountReady ?? false),
            }),
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context, event }) => {
          const form = (event as { form: StoreAccountForm }).form;
          return {
            password: form.password,
            oldPassword: context.settlement?.store?.accountReady ? form.oldPassword : null,
          };
        },
        onDone: {
          target: 'ready',
          actions: assign({ settlement: ({ event }) => event.output, saved: true }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
