import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ConsoleOrderDetail } from './console.types.ts';
import { type consoleOrderDetailMachine } from './console-order-detail.machine.ts';
import {
  leftToShip,
  shipPlanProblems,
  unshippedLines,
  type PackageDraft,
  type ShipProblem,
} from './shipment.ts';

/** What the console's order page, its ship dialog and the delivery note read from the machine. */
export interface ConsoleOrderDetailApi {
  isLoading: boolean;
  isNotFound: boolean;
  loadFailed: boolean;
  retry(): void;
  order: ConsoleOrderDetail | null;
  /** The server's words for a failed load or a refused shipment. */
  error: string | null;
  /** 发货 is offered: the order awaits delivery. */
  canShip: boolean;
  openShip(): void;
  /** The ship dialog is open. */
  isShipping: boolean;
  /** Its packages are being sent. */
  isSending: boolean;
  cancelShip(): void;
  submitShip(packages: PackageDraft[]): void;
  /** The lines the dialog distributes over packages, with what is left to ship of each. */
  shipLines: Array<ConsoleOrderDetail['lines'][number] & { left: string }>;
  /** The shipment rules, for the dialog's form. */
  problemsOf(packages: PackageDraft[]): ShipProblem[];
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleOrderDetailMachine>,
  send: (event: EventFrom<typeof consoleOrderDetailMachine>) => void,
): ConsoleOrderDetailApi {
  const { order, error } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'detail.retry' }),
    order,
    error,
    canShip: snapshot.can({ type: 'ship.open' }) || snapshot.hasTag('shipping'),
    openShip: () => send({ type: 'ship.open' }),
    isShipping: snapshot.hasTag('shipping'),
    isSending: snapshot.hasTag('sending'),
    cancelShip: () => send({ type: 'ship.cancel' }),
    submitShip: (packages) => send({ type: 'ship.submit', packages }),
    shipLines: unshippedLines(order?.lines ?? []).map((l) => ({ ...l, left: leftToShip(l) })),
    problemsOf: (packages) => shipPlanProblems(order?.lines ?? [], packages),
  };
}
