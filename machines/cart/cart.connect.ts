import type { EventFrom, SnapshotFrom } from 'xstate';
import { compareDecimals } from '../shared/price.ts';
import {
  allChecked,
  allLines,
  checkedLines,
  isCheckable,
  type CartNotice,
  type cartMachine,
  type LineError,
} from './cart.machine.ts';
import type { CartLine, LineProblem } from './cart.types.ts';

/** How a price moved since the line was added: up, down, or null when unchanged or unknown. */
export function priceChange(line: Pick<CartLine, 'price' | 'addedPrice'>): 'up' | 'down' | null {
  if (line.price === null || line.addedPrice === null) return null;
  const order = compareDecimals(line.price, line.addedPrice);
  return order > 0 ? 'up' : order < 0 ? 'down' : null;
}

/** One cart line as its row shows it. */
export interface CartLineApi {
  line: CartLine;
  checked: boolean;
  canToggle: boolean;
  /** Why the line cannot be ordered: the server's words (`message`, may be empty) and the rule key. */
  problem: { kind: LineProblem; message: string } | null;
  /** The price moved since adding (加入时 ¥x). */
  priceChange: 'up' | 'down' | null;
  /** The quantity as typed, else as saved. */
  quantity: string;
  /** A local check (请输入正确的商品数量, 库存不足) or the server's refusal of the last change. */
  error: LineError | null;
  /** The quantity box is read-only while a change is saved. */
  quantityDisabled: boolean;
  canDecrement: boolean;
  canIncrement: boolean;
  canDelete: boolean;
  toggle(): void;
  editQuantity(quantity: string): void;
  commitQuantity(): void;
  decrement(): void;
  increment(): void;
  remove(): void;
}

/** One store of the cart: its check box and its lines. */
export interface CartStoreApi {
  storeId: number;
  storeName: string;
  checked: boolean;
  canToggle: boolean;
  toggle(): void;
  lines: CartLineApi[];
}

/** What the cart page reads from the cart machine; the view computes none of it. */
export interface CartApi {
  isLoading: boolean;
  loadFailed: boolean;
  /** No lines (or nothing loaded): the page offers to go shopping. */
  isEmpty: boolean;
  retry(): void;
  stores: CartStoreApi[];
  /** The shop allows decimal quantities (the quantity box's input mode). */
  allowsDecimals: boolean;
  notice: CartNotice | null;
  allChecked: boolean;
  canToggleAll: boolean;
  toggleAll(): void;
  canDeleteChecked: boolean;
  deleteChecked(): void;
  checkedCount: number;
  /** The server's total of the checked lines. */
  checkedAmount: string;
  isSettling: boolean;
  canSettle: boolean;
  settle(): void;
  /** The delete confirmation is open, about `deleteCount` lines. */
  isConfirmingDelete: boolean;
  deleteCount: number;
  confirmDelete(): void;
  cancelDelete(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof cartMachine>,
  send: (event: EventFrom<typeof cartMachine>) => void,
): CartApi {
  const { context } = snapshot;
  const cart = context.cart;
  const busy = snapshot.hasTag('busy');

  const lineApi = (line: CartLine): CartLineApi => {
    const { lineId } = line;
    return {
      line,
      checked: line.checked,
      canToggle: (line.checked || isCheckable(line)) && snapshot.can({ type: 'line.toggle', lineId }),
      problem: line.problem ? { kind: line.problem, message: line.message } : null,
      priceChange: priceChange(line),
      quantity: context.drafts[lineId] ?? line.quantity,
      error: context.lineErrors[lineId] ?? null,
      quantityDisabled: busy,
      canDecrement: snapshot.can({ type: 'quantity.decrement', lineId }),
      canIncrement: snapshot.can({ type: 'quantity.increment', lineId }),
      canDelete: snapshot.can({ type: 'line.delete', lineId }),
      toggle: () => send({ type: 'line.toggle', lineId }),
      editQuantity: (quantity) => send({ type: 'quantity.edit', lineId, quantity }),
      commitQuantity: () => send({ type: 'quantity.commit', lineId }),
      decrement: () => send({ type: 'quantity.decrement', lineId }),
      increment: () => send({ type: 'quantity.increment', lineId }),
      remove: () => send({ type: 'line.delete', lineId }),
    };
  };

  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isEmpty: snapshot.hasTag('empty') || cart === null,
    retry: () => send({ type: 'cart.retry' }),
    stores: (cart?.stores ?? []).map((store) => ({
      storeId: store.storeId,
      storeName: store.storeName,
      checked: allChecked(store.lines),
      canToggle: snapshot.can({ type: 'store.toggle', storeId: store.storeId }),
      toggle: () => send({ type: 'store.toggle', storeId: store.storeId }),
      lines: store.lines.map(lineApi),
    })),
    allowsDecimals: (cart?.decimalScale ?? 0) > 0,
    notice: context.notice,
    allChecked: allChecked(allLines(cart)),
    canToggleAll: snapshot.can({ type: 'all.toggle' }),
    toggleAll: () => send({ type: 'all.toggle' }),
    canDeleteChecked: snapshot.can({ type: 'checked.delete' }),
    deleteChecked: () => send({ type: 'checked.delete' }),
    checkedCount: checkedLines(cart).length,
    checkedAmount: cart?.checkedAmount ?? '0',
    isSettling: snapshot.matches({ ready: 'settling' }) || snapshot.matches({ ready: 'leaving' }),
    canSettle: snapshot.can({ type: 'settle' }),
    settle: () => send({ type: 'settle' }),
    isConfirmingDelete: snapshot.hasTag('confirming'),
    deleteCount: context.pendingDelete.length,
    confirmDelete: () => send({ type: 'delete.confirm' }),
    cancelDelete: () => send({ type: 'delete.cancel' }),
  };
}
