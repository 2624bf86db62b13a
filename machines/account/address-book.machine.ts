import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { Address, AddressBook, AddressDraft } from '../checkout/checkout.types.ts';

export interface AddressBookContext {
  addresses: Address[];
  max: number;
  loadError: string | null;
  /** The address the dialog edits; null for a new one. */
  editing: Address | null;
  /** The address waiting for the buyer to confirm its deletion. */
  deleting: Address | null;
  /** The server's refusal of a save (shown in the dialog), a delete or a default change. */
  actionError: string | null;
  /** The buyer asked to add one more address at the maximum (创建的收货地址已达上限). */
  full: boolean;
}

export type AddressBookEvent =
  | { type: 'book.retry' }
  | { type: 'address.add' }
  | { type: 'address.edit'; addressId: number }
  | { type: 'address.save'; draft: AddressDraft }
  | { type: 'address.cancel' }
  | { type: 'address.delete'; addressId: number }
  | { type: 'address.confirmDelete' }
  | { type: 'address.setDefault'; addressId: number };

/** The draft that saves `a` unchanged but for being the default address. */
export function defaultDraft(a: Address): AddressDraft {
  return {
    id: a.id,
    receiver: a.receiver,
    phone: a.phone,
    provinceCode: a.provinceCode,
    cityCode: a.cityCode,
    countyCode: a.countyCode,
    ...(a.townCode ? { townCode: a.townCode } : {}),
    detail: a.detail,
    isDefault: true,
  };
}

const byId = (context: AddressBookContext, id: number) => context.addresses.find((a) => a.id === id);

/**
 * 收货地址 (spec §2 uc-address): `loadAddresses` reads the book (default first) and the maximum. In
 * `ready.idle` the buyer adds (refused at the maximum with `full`, the server's 创建的收货地址已达上限
 * otherwise), edits (`dialog` → `saving`), deletes after a confirmation (`confirming` → `removing`) or makes
 * an address the default (`settingDefault`); every change reloads the book (`reloading`). A refused save
 * stays in the dialog with `actionError`; a refused delete or default change returns to `idle` with it.
 * Tags `loading`, `error`, `dialog`, `saving`, `confirming`, `busy`.
 */
export const addressBookMachine = setup({
  types: {} as { context: AddressBookContext; events: AddressBookEvent },
  actors: {
    loadAddresses: fromPromise<AddressBook>(async () => {
      throw new Error('loadAddresses is provided by the app');
    }),
    saveAddress: fromPromise<Address, AddressDraft>(async () => {
      throw new Error('saveAddress is provided by the app');
    }),
    deleteAddress: fromPromise<void, { id: number }>(async () => {
      throw new Error('deleteAddress is provided by the app');
    }),
  },
  actions: {
    /** Tells the buyer a change was saved (a toast); `what` names it. */
    announce: (_, _params: { what: 'saved' | 'deleted' | 'defaultSet' }) => {},
  },
  guards: {
    isFull: ({ context }) => context.addresses.length >= context.max,
    isKnown: ({ context, event }) => 'addressId' in event && byId(context, event.addressId) !== undefined,
    isAlreadyDefault: ({ context, event }) =>
      'addressId' in event && byId(context, event.addressId)?.isDefault === true,
  },
}).createMachine({
  id: 'addressBook',
  context: {
    addresses: [],
    max: 0,
    loadError: null,
    editing: null,
    deleting: null,
    actionError: null,
    full: false,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAddresses',
        onDone: {
          target: 'ready',
          actions: assign({
            addresses: ({ event }) => event.output.records,
            max: ({ event }) => event.output.max,
            loadError: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    failed: { tags: ['error'], on: { 'book.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'address.add': [
              { guard: 'isFull', actions: assign({ full: true, actionError: null }) },
              { target: 'dialog', actions: assign({ editing: null, actionError: null, full: false }) },
            ],
            'address.edit': {
              guard: 'isKnown',
              target: 'dialog',
              actions: assign({
                editing: ({ context, event }) => byId(context, event.addressId)!,
                actionError: null,
                full: false,
              }),
            },
            'address.delete': {
              guard: 'isKnown',
              target: 'confirming',
              actions: assign({
                deleting: ({ context, event }) => byId(context, event.addressId)!,
                actionError: null,
                full: false,
              }),
            },
            'address.setDefault': [
              { guard: 'isAlreadyDefault' },
              {
                guard: 'isKnown',
                target: 'settingDefault',
                actions: assign({ actionError: null, full: false }),
              },
            ],
          },
        },
        dialog: {
          tags: ['dialog'],
          on: {
            'address.save': 'saving',
            'address.cancel': { target: 'idle', actions: assign({ editing: null, actionError: null }) },
          },
        },
        saving: {
          tags: ['dialog', 'saving'],
          invoke: {
            src: 'saveAddress',
            input: ({ event }) => (event as Extract<AddressBookEvent, { type: 'address.save' }>).draft,
            onDone: {
              target: 'reloading',
              actions: [assign({ editing: null }), { type: 'announce', params: { what: 'saved' } }],
            },
            onError: {
              target: 'dialog',
              actions: assign({ actionError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'address.confirmDelete': 'removing',
            'address.cancel': { target: 'idle', actions: assign({ deleting: null }) },
          },
        },
        removing: {
          tags: ['confirming', 'busy'],
          invoke: {
            src: 'deleteAddress',
            input: ({ context }) => ({ id: context.deleting!.id }),
            onDone: {
              target: 'reloading',
              actions: [assign({ deleting: null }), { type: 'announce', params: { what: 'deleted' } }],
            },
            onError: {
              target: 'idle',
              actions: assign({ deleting: null, actionError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        settingDefault: {
          tags: ['busy'],
          invoke: {
            src: 'saveAddress',
            input: ({ context, event }) =>
              defaultDraft(
                byId(
                  context,
                  (event as Extract<AddressBookEvent, { type: 'address.setDefault' }>).addressId,
                )!,
              ),
            onDone: { target: 'reloading', actions: { type: 'announce', params: { what: 'defaultSet' } } },
            onError: {
              target: 'idle',
              actions: assign({ actionError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            src: 'loadAddresses',
            onDone: {
              target: 'idle',
              actions: assign({
                addresses: ({ event }) => event.output.records,
                max: ({ event }) => event.output.max,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ actionError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
  },
});
