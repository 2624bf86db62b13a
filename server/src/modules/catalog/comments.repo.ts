import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** How many comments a SKU has and their average rating (one decimal; 0 without comments). */
export async function selectCommentStats(q: Queryable, skuId: number) {
  const { rows: stats } = await q.query<{ total: number; average: number }>(
    `SELECT count(*)::int AS total, coalesce(round(avg(rating), 1), 0)::float8 AS average
       FROM product_comment WHERE sku_id = $1`,
    [skuId],
  );
  return stats[0];
}

/** A page of a SKU's comments, newest first, each with the seller's reply; names as stored. */
export async function selectComments(q: Queryable, skuId: number, current: number, size: number) {
  const { rows } = await q.query<components['schemas']['ProductComment']>(
    `SELECT id::int AS "commentId", user_name AS "userName", anonymous, rating::int AS rating, content, pictures,
            to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
            reply, to_char(replied_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "repliedAt"
       FROM product_comment WHERE sku_id = $1
      ORDER BY created_at DESC, id DESC
      LIMIT $2 OFFSET $3`,
    [skuId, size, (current - 1) * size],
  );
  return rows;
}
