import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParameters } from '../../server/src/db/database.ts';
import { createTestApp, type TestApp } from './fixtures/app.ts';

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
