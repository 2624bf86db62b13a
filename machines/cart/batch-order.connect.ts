import type { EventFrom, SnapshotFrom } from 'xstate';
import type { BatchFile, BatchNotice, batchOrderMachine } from './batch-order.machine.ts';
import type { BatchResult } from './cart.types.ts';

/** What the batch order page reads from the batch order machine; the view computes none of it. */
export interface BatchOrderApi {
  /** Anonymous: the page asks to log in first. */
  needsLogin: boolean;
  /** The rows as text. */
  text: string;
  /** A file is read or the rows are checked or added: the text box and the file button wait. */
  isBusy: boolean;
  changeText(text: string): void;
  chooseFile(file: BatchFile): void;
  isChecking: boolean;
  canCheck: boolean;
  check(): void;
  notice: BatchNotice | null;
  /** The server's answer for the rows last checked, each row with its own message. */
  result: BatchResult | null;
  isAdding: boolean;
  /** Only valid rows can go to the cart or to submit order. */
  canAddToCart: boolean;
  addToCart(): void;
  canOrderNow: boolean;
  orderNow(): void;
  /** The valid rows went to the cart: how many. */
  added: { count: number } | null;
}

export function connect(
  snapshot: SnapshotFrom<typeof batchOrderMachine>,
  send: (event: EventFrom<typeof batchOrderMachine>) => void,
): BatchOrderApi {
  const { context } = snapshot;
  return {
    needsLogin: !context.loggedIn,
    text: context.text,
    isBusy: snapshot.hasTag('busy'),
    changeText: (text) => send({ type: 'text.change', text }),
    chooseFile: (file) => send({ type: 'file.choose', file }),
    isChecking: snapshot.matches('checking'),
    canCheck: snapshot.can({ type: 'rows.check' }),
    check: () => send({ type: 'rows.check' }),
    notice: context.notice,
    result: context.result,
    isAdding: snapshot.matches('adding'),
    canAddToCart: snapshot.can({ type: 'cart.add' }),
    addToCart: () => send({ type: 'cart.add' }),
    canOrderNow: snapshot.can({ type: 'order.now' }),
    orderNow: () => send({ type: 'order.now' }),
    added: snapshot.hasTag('added') && context.result ? { count: context.result.added } : null,
  };
}
