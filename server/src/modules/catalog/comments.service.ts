import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { selectComments, selectCommentStats } from './comments.repo.ts';

/** One buyer comment as the product page shows it (spec §7 orderComment/shopComments). */
export type ProductComment = components['schemas']['ProductComment'];

export type CommentPage = components['schemas']['CommentPage'];

/** The name shown for a comment: anonymous ones keep only the first character. */
export function maskName(name: string, anonymous: boolean): string {
  if (!anonymous) return name;
  return `${Array.from(name)[0] ?? '匿'}**`;
}

/**
 * A page of a SKU's comments, newest first, with the SKU's average rating and the seller's reply under
 * each. Row-level security keeps it to the request's tenant.
 */
export async function skuComments(
  q: Queryable,
  skuId: number,
  current: number,
  size: number,
): Promise<CommentPage> {
  const stats = await selectCommentStats(q, skuId);
  const rows = await selectComments(q, skuId, current, size);
  return {
    records: rows.map((r) => ({ ...r, userName: maskName(r.userName, r.anonymous) })),
    total: stats?.total ?? 0,
    current,
    size,
    averageRating: stats?.average ?? 0,
  };
}
