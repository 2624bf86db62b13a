import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';

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
  const { rows: stats } = await q.query<{ total: number; average: number }>(
    `SELECT count(*)::int AS total, coalesce(round(avg(rating), 1), 0)::float8 AS average
       FROM product_comment WHERE sku_id = $1`,
    [skuId],
  );
  const { rows } = await q.query<ProductComment>(
    `SELECT id::int AS "commentId", user_name AS "userName", anonymous, rating::int AS rating, content, pictures,
            to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
            reply, to_char(replied_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "repliedAt"
       FROM product_comment WHERE sku_id = $1
      ORDER BY created_at DESC, id DESC
      LIMIT $2 OFFSET $3`,
    [skuId, size, (current - 1) * size],
  );
  return {
    records: rows.map((r) => ({ ...r, userName: maskName(r.userName, r.anonymous) })),
    total: stats[0]?.total ?? 0,
    current,
    size,
    averageRating: stats[0]?.average ?? 0,
  };
}
