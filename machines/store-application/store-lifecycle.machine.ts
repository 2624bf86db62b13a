import { setup, transition } from 'xstate';

/**
 * The life of a store application and the store it opens (spec §4 "Store statuses"): under review (the
 * applicant may ask once to expedite it), not passed (the operator's remarks are shown; the applicant
 * modifies and resubmits), then, once approved, a store that is not yet open until its store account has
 * a password, open, taken offline by its owner and back online, or suspended by the mall operator and
 * restored (to offline: the owner decides when to open again). The server asks {@link nextStoreStatus}
 * before every change and writes it as `UPDATE … WHERE status = <expected>`; the pages show a button for
 * each event {@link storeActions} allows.
 */
export const STORE_STATUSES = ['reviewing', 'rejected', 'notOpen', 'open', 'offline', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export type StoreLifecycleEvent =
  /** The operator approves the application: the store and its store account are created. */
  | { type: 'APPROVE' }
  /** The operator rejects it, with remarks. */
  | { type: 'REJECT' }
  /** The applicant modifies a rejected application and submits it again. */
  | { type: 'RESUBMIT' }
  /** The store account got its first password: the store opens. */
  | { type: 'OPEN' }
  /** The owner takes the store offline (its goods and pages leave the mall). */
  | { type: 'GO_OFFLINE' }
  /** The owner brings it back online. */
  | { type: 'GO_ONLINE' }
  /** The mall operator suspends the store, with a reason. */
  | { type: 'SUSPEND' }
  /** The mall operator lifts the suspension. */
  | { type: 'RESTORE' };
export type StoreLifecycleEventType = StoreLifecycleEvent['type'];

export const storeLifecycleMachine = setup({
  types: { events: {} as StoreLifecycleEvent },
}).createMachine({
  id: 'storeLifecycle',
  initial: 'reviewing',
  states: {
    reviewing: { on: { APPROVE: 'notOpen', REJECT: 'rejected' } },
    rejected: { on: { RESUBMIT: 'reviewing' } },
    notOpen: { on: { OPEN: 'open', SUSPEND: 'suspended' } },
    open: { on: { GO_OFFLINE: 'offline', SUSPEND: 'suspended' } },
    offline: { on: { GO_ONLINE: 'open', SUSPEND: 'suspended' } },
    suspended: { on: { RESTORE: 'offline' } },
  },
});

/** The status an event moves a store (or its application) to, or null when its lifecycle refuses it. */
export function nextStoreStatus(status: StoreStatus, event: StoreLifecycleEventType): StoreStatus | null {
  const from = storeLifecycleMachine.resolveState({ value: status, context: undefined });
  const [next] = transition(storeLifecycleMachine, from, { type: event });
  const value = next.value as StoreStatus;
  return value === status ? null : value;
}

/** What the owner and the mall operator may do in this status (one button each). */
export function storeActions(status: StoreStatus): {
  owner: Array<'RESUBMIT' | 'GO_OFFLINE' | 'GO_ONLINE'>;
  operator: Array<'APPROVE' | 'REJECT' | 'SUSPEND' | 'RESTORE'>;
} {
  const allowed = (e: StoreLifecycleEventType) => nextStoreStatus(status, e) !== null;
  return {
    owner: (['RESUBMIT', 'GO_OFFLINE', 'GO_ONLINE'] as const).filter(allowed),
    operator: (['APPROVE', 'REJECT', 'SUSPEND', 'RESTORE'] as const).filter(allowed),
  };
}

/** How a store's status is stored (store.status): 1 open, 2 suspended, 3 offline, 4 not yet open. */
export const STORE_STATUS_CODE = { open: 1, suspended: 2, offline: 3, notOpen: 4 } as const;
export type StoreRowStatus = keyof typeof STORE_STATUS_CODE;
export function storeStatusOf(code: number): StoreRowStatus {
  const found = (Object.keys(STORE_STATUS_CODE) as StoreRowStatus[]).find(
    (k) => STORE_STATUS_CODE[k] === code,
  );
  return found ?? 'offline';
}
