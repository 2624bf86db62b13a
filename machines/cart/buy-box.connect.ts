import type { EventFrom, SnapshotFrom } from 'xstate';
import type { buyBoxMachine } from './buy-box.machine.ts';
import type { LineProblem } from './cart.types.ts';
import type { QuantityProblem } from './quantity.ts';

/** What the product page's buying controls read from the buy box machine; the view computes none of it. */
export interface BuyBoxApi {
  /** The delivery check is asking the server. */
  isChecking: boolean;
  /** The server answered that this quantity can be ordered here. */
  isOrderable: boolean;
  /** The server's reason it cannot (当前地区不支持配送 …): its words, else the first problem's rule key. */
  blocked: { message: string; problem: LineProblem | null } | null;
  checkFailed: boolean;
  retryCheck(): void;
  /** The quantity as typed. */
  quantity: string;
  /** 库存不足 or 请输入正确的商品数量, caught before asking the server. */
  quantityProblem: QuantityProblem | null;
  /** The shop allows decimal quantities (the quantity box's input mode). */
  allowsDecimals: boolean;
  canDecrement: boolean;
  canIncrement: boolean;
  changeQuantity(quantity: string): void;
  decrement(): void;
  increment(): void;
  isAdding: boolean;
  canAddToCart: boolean;
  addToCart(): void;
  isBuying: boolean;
  canBuyNow: boolean;
  buyNow(): void;
  /** Why the last add or buy was refused (the server's words). */
  error: string | null;
}

export function connect(
  snapshot: SnapshotFrom<typeof buyBoxMachine>,
  send: (event: EventFrom<typeof buyBoxMachine>) => void,
): BuyBoxApi {
  const { context } = snapshot;
  const check = context.check;
  return {
    isChecking: snapshot.hasTag('checking'),
    isOrderable: snapshot.matches({ delivery: 'orderable' }),
    blocked:
      snapshot.hasTag('blocked') && check
        ? { message: check.message, problem: check.problems[0]?.problem ?? null }
        : null,
    checkFailed: snapshot.hasTag('checkFailed'),
    retryCheck: () => send({ type: 'check.retry' }),
    quantity: context.quantity,
    quantityProblem: snapshot.hasTag('insufficientStock')
      ? 'insufficient'
      : snapshot.hasTag('badQuantity')
        ? 'badQuantity'
        : null,
    allowsDecimals: context.decimalScale > 0,
    canDecrement: snapshot.can({ type: 'quantity.decrement' }),
    canIncrement: snapshot.can({ type: 'quantity.increment' }),
    changeQuantity: (quantity) => send({ type: 'quantity.change', quantity }),
    decrement: () => send({ type: 'quantity.decrement' }),
    increment: () => send({ type: 'quantity.increment' }),
    isAdding: snapshot.hasTag('adding'),
    canAddToCart: snapshot.can({ type: 'cart.add' }),
    addToCart: () => send({ type: 'cart.add' }),
    isBuying: snapshot.hasTag('buying'),
    canBuyNow: snapshot.can({ type: 'buy.now' }),
    buyNow: () => send({ type: 'buy.now' }),
    error: context.error,
  };
}
