import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParameters } from '../../../server/src/platform/db/database.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('inlineParameters (statements sent with their COMMIT in one message)', () => {
  const hostile = [
    "it's",
    'back\\slash',
    'quote " and brace { } , comma',
    "'; DROP TABLE shop; --",
    '$1 and $2',
    '换行\n和制表\t',
    '',
  ];

  it('writes strings, numbers, nulls and arrays so that the database reads back exactly the values', async () => {
    const params = [
      hostile[3],
      42,
      -7.25,
      null,
      hostile,
      [1, 2, 3],
      ['a', null, 'b'],
      JSON.stringify({ k: "it's" }),
    ];
    const text = `SELECT $1::text AS s, $2::bigint AS n, $3::numeric AS d, $4::text AS z, $5::text[] AS texts,
                          $6::int[] AS ids, $7::text[] AS holes, $8::jsonb AS j`;
    const inlined = inlineParameters(text, params);
    const { rows } = await t.db.owner((q) => q.query(inlined));
    expect(rows[0]).toEqual({
      s: "'; DROP TABLE shop; --",
      n: 42,
      d: '-7.25',
      z: null,
      texts: hostile,
      ids: [1, 2, 3],
      holes: ['a', null, 'b'],
      j: { k: "it's" },
    });
    // The shop table is still there.
    const { rows: shops } = await t.db.owner((q) =>
      q.query<{ n: number }>('SELECT count(*)::int AS n FROM shop'),
    );
    expect(shops[0]!.n).toBeGreaterThan(0);
  });

  it('refuses what it cannot write faithfully', () => {
    expect(() => inlineParameters('SELECT $1::int', [Number.NaN])).toThrow(/finite/);
    expect(() => inlineParameters('SELECT $1::int', [{}])).toThrow(/literal/);
    expect(() => inlineParameters('SELECT $2::int', [1])).toThrow(/\$2/);
  });
});

describe('prepared statements', () => {
  it('answer with the values of each call, however hostile, on either database', async () => {
    const text = 'SELECT $1::text AS s, $2::int[] AS ids, $3::numeric AS n';
    for (const s of ["'; DROP TABLE shop; --", 'back\\slash', '$1 and $2', '换行\n和制表\t']) {
      const { rows } = await t.db.tenant('DEMO', (q) =>
        q.query(text, [s, [1, 2], '12.3456'], { prepare: true }),
      );
      expect(rows).toEqual([{ s, ids: [1, 2], n: '12.3456' }]);
    }
  });
});

describe('Database.vacuum', () => {
  it('waits for a transaction in flight on the embedded database, and vacuums it afterwards', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const tx = t.db.owner(async (q) => {
      await q.query(`UPDATE shop SET name = name WHERE shop_id = 'DEMO'`);
      await held;
      events.push('committed');
    });
    const vacuum = t.db.vacuum().then(() => events.push('vacuumed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([tx, vacuum]);
    // PostgreSQL leaves vacuuming to autovacuum, and the call returns at once.
    expect(events).toEqual(t.db.kind === 'pglite' ? ['committed', 'vacuumed'] : ['vacuumed', 'committed']);
    if (t.db.kind === 'pglite') {
      const { rows } = await t.db.owner((q) =>
        q.query(`SELECT last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'shop'`),
      );
      expect(rows).toEqual([{ vacuumed: true }]);
    }
  });
});

describe('statements issued without waiting (pipelined transactions)', () => {
  it('run in the order they were issued, and answer each its own', async () => {
    const answers = await t.db.owner(async (q) => {
      await q.query('CREATE TEMP TABLE pipe_probe (n int) ON COMMIT DROP');
      const writes = [1, 2, 3].map((n) =>
        q.query(
          'INSERT INTO pipe_probe VALUES ($1) RETURNING (SELECT count(*)::int FROM pipe_probe) AS seen',
          [n],
          {
            prepare: true,
          },
        ),
      );
      const read = q.query<{ ns: number[] }>('SELECT array_agg(n ORDER BY n) AS ns FROM pipe_probe');
      return { seen: (await Promise.all(writes)).map((r) => r.rows[0]!.seen), ns: (await read).rows[0]!.ns };
    });
    // Each insert saw the rows of the ones issued before it, and the read all three.
    expect(answers).toEqual({ seen: [0, 1, 2], ns: [1, 2, 3] });
  });

  it('report the first failure, not the refusals of the statements behind it, and commit nothing', async () => {
    const key = `pipe-${Date.now()}`;
    const failure = await t.db
      .tenant('DEMO', async (q) => {
        const first = q.query(
          `INSERT INTO idempotency_record (shop_id, user_id, scope, key, request_hash)
           VALUES (current_setting('app.shop_id', true), 1, 'order', $1, 'h')`,
          [key],
        );
        first.catch(() => undefined);
        const broken = q.query('SELECT 1 / 0');
        broken.catch(() => undefined);
        // Behind the failure: PostgreSQL refuses it as part of an aborted transaction.
        await q.queryThenCommit('SELECT $1::text', [key]);
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '22012' });
    const { rows } = await t.db.owner((q) =>
      q.query('SELECT count(*)::int AS n FROM idempotency_record WHERE key = $1', [key]),
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
