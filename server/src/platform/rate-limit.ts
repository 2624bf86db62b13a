import type { Queryable } from './db/database.ts';

/**
 * Counts one hit of `subject` (e.g. a client IP) in `bucket` and says whether it is still within `limit`
 * hits per fixed window of `windowSeconds`. One upsert, so concurrent hits on PostgreSQL are counted
 * exactly (the conflicting row is locked and re-read) and any number of server processes share the count.
 */
export async function hitRateLimit(
  q: Queryable,
  bucket: string,
  subject: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const { rows } = await q.query<{ hits: number }>(
    `INSERT INTO rate_limit AS r (bucket, subject, window_start, hits)
     VALUES ($1, $2, now(), 1)
     ON CONFLICT (bucket, subject) DO UPDATE SET
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $3) THEN now() ELSE r.window_start END,
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => $3) THEN 1 ELSE r.hits + 1 END
     RETURNING hits`,
    [bucket, subject, windowSeconds],
  );
  return (rows[0]?.hits ?? 1) <= limit;
}
