import type { EventFrom, SnapshotFrom } from 'xstate';
import type { voucherRedeemMachine } from './voucher-redeem.machine.ts';
import type { ConsoleVoucher } from './voucher-redeem.types.ts';

/** What the redemption counter reads from its machine. */
export interface VoucherRedeemApi {
  /** The code as typed last (the field's value after a look-up). */
  typed: string;
  /** The code found, while shown. */
  voucher: ConsoleVoucher | null;
  /** The typed code is not 12 digits. */
  isInvalid: boolean;
  isLoading: boolean;
  /** The code shown was redeemed just now. */
  isDone: boolean;
  /** The code shown can be redeemed now (the button's state). */
  canRedeem: boolean;
  error: string | null;
  redeemed: ConsoleVoucher[];
  lookup(code: string): void;
  redeem(): void;
  clear(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof voucherRedeemMachine>,
  send: (event: EventFrom<typeof voucherRedeemMachine>) => void,
): VoucherRedeemApi {
  const { typed, voucher, error, redeemed } = snapshot.context;
  return {
    typed,
    voucher: snapshot.hasTag('shown') ? voucher : null,
    isInvalid: snapshot.hasTag('invalid'),
    isLoading: snapshot.hasTag('loading'),
    isDone: snapshot.hasTag('done'),
    canRedeem: snapshot.can({ type: 'voucher.redeem' }),
    error,
    redeemed,
    lookup: (code) => send({ type: 'code.lookup', code }),
    redeem: () => send({ type: 'voucher.redeem' }),
    clear: () => send({ type: 'code.clear' }),
  };
}
