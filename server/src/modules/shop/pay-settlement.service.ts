import type { Queryable } from '../../platform/db/database.ts';
import { selectPaySettlementType } from './pay-settlement.repo.ts';

/** How the shop settles orders: 1 pay online before delivery, 2 settle on account (monthly statement). */
export type PaySettlementType = 1 | 2;

/** The tenant's pay settlement type; a shop without base config pays online. */
export async function paySettlementType(q: Queryable): Promise<PaySettlementType> {
  return (await selectPaySettlementType(q)) === 2 ? 2 : 1;
}
