import { skuSearchTokens, TOKENIZER_VERSION } from '../../modules/search/tokenize.service.ts';
import type { Database, Queryable } from './database.ts';

/** SKUs whose lexemes are made again per statement. */
const BATCH = 2000;

/** Records that product_sku.search_tokens holds the lexemes of the app's tokenizer (migration 0014). */
export async function stampTokenizerVersion(q: Queryable): Promise<void> {
  await q.query('UPDATE search_tokenizer SET version = $1', [TOKENIZER_VERSION]);
}

/**
 * Makes the search lexemes of every SKU again when the database holds those of an older tokenizer, and
 * stamps the new version. One owner transaction: a failure leaves the old lexemes and the old version,
 * and the next start-up tries again. Several servers starting at once on PostgreSQL take turns, and the
 * later ones find the version already current. Returns the number of SKUs whose lexemes were made.
 */
export async function retokenize(db: Database): Promise<number> {
  return db.owner(async (q) => {
    // Row lock: a second server starting at once waits here, then reads the version the first one wrote.
    const { rows } = await q.query<{ version: number }>('SELECT version FROM search_tokenizer FOR UPDATE');
    if ((rows[0]?.version ?? 0) >= TOKENIZER_VERSION) return 0;
    let done = 0;
    for (let after = 0; ;) {
      const batch = await q.query<{ id: number; name: string }>(
        'SELECT id, name FROM product_sku WHERE id > $1 ORDER BY id LIMIT $2',
        [after, BATCH],
      );
      if (!batch.rows.length) break;
      await q.query(
        `UPDATE product_sku s SET search_tokens = array_to_tsvector(string_to_array(t.tokens, ' '))
           FROM unnest($1::bigint[], $2::text[]) AS t(id, tokens)
          WHERE s.id = t.id`,
        [batch.rows.map((r) => r.id), batch.rows.map((r) => skuSearchTokens(r.name).join(' '))],
      );
      done += batch.rows.length;
      after = batch.rows[batch.rows.length - 1]!.id;
    }
    await stampTokenizerVersion(q);
    return done;
  });
}
