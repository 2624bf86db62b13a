import { openDatabase } from '../server/src/db/database.ts';
import { searchSkus } from '../server/src/services/search/skus.ts';
const db = await openDatabase({ databaseUrl: process.env.DB! });
const kw = process.argv[2]!;
await db.tenant('DEMO', async (q) => {
  for (const s of (process.env.SETS ?? '').split(';').filter(Boolean)) await q.query(s);
  const spy = { ...q, async query(text: string, params?: unknown[]) {
    if (text.includes('WITH hits')) {
      const r = await q.query<{ 'QUERY PLAN': string }>('EXPLAIN (ANALYZE, BUFFERS) ' + text, params);
      console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
    }
    return q.query(text, params);
  } };
  for (let i = 0; i < 3; i++) await searchSkus(q, { keyword: kw, current: 1, size: 20 });
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await searchSkus(q, { keyword: kw, current: 1, size: 20 });
  console.log('avg ms', ((performance.now() - t0) / 20).toFixed(2));
  await searchSkus(spy as never, { keyword: kw, current: 1, size: 20 });
});
await db.close();
