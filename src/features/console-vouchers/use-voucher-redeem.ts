import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { connect, type VoucherRedeemApi } from '../../../machines/console/voucher-redeem.connect.ts';
import { voucherRedeemMachine } from '../../../machines/console/voucher-redeem.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { voucherRedeemActors } from './api.ts';

/** The redemption counter (the one `.provide()` of machines/console/voucher-redeem.machine.ts). */
export function useVoucherRedeem(shopId: string, onSessionLost: () => void): VoucherRedeemApi {
  const [logic] = useState(() =>
    voucherRedeemMachine.provide({
      actors: voucherRedeemActors(shopId),
      actions: { sessionLost: onSessionLost },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  return connect(snapshot, send);
}
