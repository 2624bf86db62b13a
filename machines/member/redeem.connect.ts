import type { SnapshotFrom } from 'xstate';
import type { redeemMachine, RedeemEvent } from './redeem.machine.ts';
import type { PointsGoods, Redemption } from './member.types.ts';

/** What the points-mall redemption dialog shows and can do. */
export interface RedeemApi {
  goods: PointsGoods | null;
  quantity: number;
  addressId: number | null;
  isOpen: boolean;
  isConfirming: boolean;
  isBusy: boolean;
  isDone: boolean;
  redemption: Redemption | null;
  error: string | null;
  canConfirm: boolean;
  open(goods: PointsGoods, addressId: number | null): void;
  setQuantity(quantity: number): void;
  setAddress(addressId: number): void;
  confirm(): void;
  close(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof redeemMachine>,
  send: (event: RedeemEvent) => void,
): RedeemApi {
  const { goods, quantity, addressId, redemption, error } = snapshot.context;
  return {
    goods,
    quantity,
    addressId,
    isOpen: !snapshot.hasTag('closed'),
    isConfirming: snapshot.hasTag('confirming'),
    isBusy: snapshot.hasTag('busy'),
    isDone: snapshot.hasTag('done'),
    redemption,
    error,
    canConfirm: snapshot.can({ type: 'redeem.confirm' }),
    open: (g, a) => send({ type: 'redeem.open', goods: g, addressId: a }),
    setQuantity: (q) => send({ type: 'quantity.change', quantity: q }),
    setAddress: (a) => send({ type: 'address.change', addressId: a }),
    confirm: () => send({ type: 'redeem.confirm' }),
    close: () => send({ type: 'redeem.close' }),
  };
}
