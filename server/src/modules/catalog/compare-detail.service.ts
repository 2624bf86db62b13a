import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { selectCompareDetails } from './compare-detail.repo.ts';

/** One compared SKU with everything the side-by-side view shows. */
export type CompareDetail = components['schemas']['CompareDetail'];

/** The user's compared SKUs in list order, with brand, store, stock and specs (make-comparison). */
export async function compareDetails(q: Queryable, userId: number): Promise<CompareDetail[]> {
  return selectCompareDetails(q, userId);
}
