import type { Queryable } from '../../db/database.ts';

/** Number of lines in the user's cart (spec §7 /sc/skuCount; the header shows 99+ from 100). */
export async function cartLineCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cart_line WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}
