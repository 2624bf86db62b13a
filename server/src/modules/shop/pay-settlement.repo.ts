import type { Queryable } from '../../platform/db/database.ts';

/** The tenant's stored pay settlement type, or undefined for a shop without base config. */
export async function selectPaySettlementType(q: Queryable): Promise<number | undefined> {
  const { rows } = await q.query<{ type: number }>('SELECT pay_settlement_type AS type FROM base_config');
  return rows[0]?.type;
}
