import type { EventFrom, SnapshotFrom } from 'xstate';
import { operatorRemarkProblem, type ManagedStore, type StoreStatusEvent } from './console-settle.types.ts';
import type { consoleStoresStatusMachine } from './console-stores-status.machine.ts';

/** What the suspend / restore dialog reads from its machine. */
export interface ConsoleStoresStatusApi {
  /** The store being changed while the dialog is open, else null. */
  store: ManagedStore | null;
  /** What is being done to it (while the dialog is open). */
  event: StoreStatusEvent | null;
  open(store: ManagedStore, event: StoreStatusEvent): void;
  /** What is wrong with the suspension's reason the operator submitted, or null. */
  problem: ReturnType<typeof operatorRemarkProblem>;
  isSending: boolean;
  error: string | null;
  submit(remark?: string): void;
  dismiss(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleStoresStatusMachine>,
  send: (event: EventFrom<typeof consoleStoresStatusMachine>) => void,
): ConsoleStoresStatusApi {
  const { store, event, remark, error } = snapshot.context;
  const open = snapshot.hasTag('open');
  return {
    store: open ? store : null,
    event: open ? event : null,
    open: (s, e) => send({ type: 'status.open', store: s, event: e }),
    problem: snapshot.hasTag('invalid') ? operatorRemarkProblem(remark) : null,
    isSending: snapshot.hasTag('sending'),
    error,
    submit: (r) => send({ type: 'status.submit', ...(r === undefined ? {} : { remark: r }) }),
    dismiss: () => send({ type: 'status.dismiss' }),
  };
}
