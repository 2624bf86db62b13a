import { fromPromise } from 'xstate';
import type { ConsoleVoucher } from '../../../machines/console/voucher-redeem.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { consoleApi } from '../../shared/api/services.ts';

/** The actors of machines/console/voucher-redeem.machine.ts. */
export const voucherRedeemActors = (shopId: string) => ({
  lookupVoucher: fromPromise<ConsoleVoucher, { code: string }>(async ({ input, signal }) =>
    unwrap(await consoleApi(shopId).GET('/console/vouchers', { params: { query: input }, signal })),
  ),
  redeemVoucher: fromPromise<ConsoleVoucher, { code: string }>(async ({ input, signal }) =>
    unwrap(await consoleApi(shopId).POST('/console/vouchers/redeem', { body: input, signal })),
  ),
});
