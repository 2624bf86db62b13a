import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { countStores, selectStores } from './stores.repo.ts';

/** A store in the store search (spec §2 /store-list). */
export type StoreHit = components['schemas']['StoreHit'];

/**
 * Stores of the current tenant whose name contains `name` (case-insensitive, `%` and `_` literal),
 * self-operated first, then preferred, then general. A tenant has tens of stores, not thousands, so a
 * substring scan is the right tool here.
 */
export async function searchStores(
  q: Queryable,
  name: string | undefined,
  current: number,
  size: number,
): Promise<{ records: StoreHit[]; total: number; current: number; size: number }> {
  const needle = (name ?? '').trim();
  const rows = await selectStores(q, needle, current, size);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && current > 1) total = await countStores(q, needle);
  return { records: rows.map(({ total: _t, ...r }) => r), total, current, size };
}
