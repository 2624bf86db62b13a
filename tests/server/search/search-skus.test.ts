import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/src/platform/db/database.ts';
import { rngFor, pick, randInt, type Rng } from '../../../server/src/platform/db/seed/random.ts';
import { MAX_LISTED, searchSkus, type SkuSort } from '../../../server/src/modules/search/skus.service.ts';
import { retokenize } from '../../../server/src/platform/db/retokenize.ts';
import {
  PINYIN_MAX_CHARS,
  pinyinRuns,
  skuSearchTokens,
  TOKENIZER_VERSION,
} from '../../../server/src/modules/search/tokenize.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
let skus: Array<{ id: number; name: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  skus = (
    await t.db.owner((q) =>
      q.query<{ id: number; name: string }>(
        `SELECT id, name FROM product_sku WHERE shop_id = 'DEMO' AND status = 1 ORDER BY id`,
      ),
    )
  ).rows;
});
afterAll(() => t.close());

/** What the service must answer, by brute force over every name: the oracle of the property test. */
function containing(query: string): number[] {
  const needle = query.trim().toLowerCase();
  return skus.filter((s) => s.name.toLowerCase().includes(needle)).map((s) => s.id);
}

/** Pinyin oracle: names with a CJK substring whose full pinyin (or initials, 2+ chars) is the query. */
function pinyinMatches(query: string): number[] {
  query = query.trim().toLowerCase();
  if (!/^[a-z]{2,60}$/.test(query)) return [];
  return skus
    .filter((s) =>
      pinyinRuns(s.name).some((syl) => {
        for (let i = 0; i < syl.length; i++)
          for (let j = i + 1; j <= Math.min(syl.length, i + PINYIN_MAX_CHARS); j++) {
            const part = syl.slice(i, j);
            if (part.join('') === query) return true;
            if (j - i >= 2 && part.map((p) => p[0]).join('') === query) return true;
          }
        return false;
      }),
    )
    .map((s) => s.id);
}

/** The oracle: substring matches plus, for pinyin-like queries, pinyin matches. */
function matching(query: string): number[] {
  return [...new Set([...containing(query), ...pinyinMatches(query)])].sort((a, b) => a - b);
}

/** Every SKU a keyword lists (a listing reaches MAX_LISTED at most), in id order, and the total. */
async function search(keyword: string): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const page = await t.db.tenant('DEMO', (q) => searchSkus(q, { keyword, size: MAX_LISTED }));
  return {
    ids: page.records.map((r) => r.skuId).sort((a, b) => a - b),
    total: page.total,
    capped: page.capped,
  };
}

/**
 * What a search must answer for the oracle's `expected` ids: all of them, or, when more match than a
 * listing reaches, MAX_LISTED of them and a total that says so.
 */
function expectListing(query: string, got: Awaited<ReturnType<typeof search>>, expected: number[]): void {
  if (expected.length <= MAX_LISTED) {
    expect([query, got.ids]).toEqual([query, expected]);
    expect(got).toMatchObject({ total: expected.length, capped: false });
    return;
  }
  expect(got).toMatchObject({ total: MAX_LISTED, capped: true });
  expect(got.ids).toHaveLength(MAX_LISTED);
  expect(expected).toEqual(expect.arrayContaining(got.ids));
}

const hanRuns = (name: string) => name.match(/\p{Script=Han}+/gu) ?? [];

function hanSubstring(rng: Rng, length: number): string {
  for (;;) {
    const runs = hanRuns(pick(rng, skus).name).filter((r) => [...r].length >= length);
    if (!runs.length) continue;
    const chars = [...pick(rng, runs)];
    const start = randInt(rng, 0, chars.length - length);
    return chars.slice(start, start + length).join('');
  }
}

describe('keyword search returns exactly the SKUs whose names contain the query', () => {
  const rng = rngFor('search-property');
  const cases: Array<[string, () => string]> = [
    ['one CJK character', () => hanSubstring(rng, 1)],
    ['two CJK characters', () => hanSubstring(rng, 2)],
    ['three or more CJK characters', () => hanSubstring(rng, randInt(rng, 3, 4))],
    ['a Latin word', () => pick(rng, pick(rng, skus).name.match(/[A-Za-z]{2,}/g) ?? ['deli'])],
    ['a model number', () => pick(rng, skus).name.split(' ')[1]!],
    [
      'a model number cut anywhere',
      () => {
        const model = pick(rng, skus).name.split(' ')[1]!;
        const start = randInt(rng, 0, model.length - 2);
        return model.slice(start, randInt(rng, start + 2, model.length));
      },
    ],
    [
      'letters and digits across their boundary',
      () => {
        for (;;) {
          const runs = (pick(rng, skus).name.match(/[A-Za-z0-9]+/g) ?? []).filter((r) =>
            /[A-Za-z][0-9]|[0-9][A-Za-z]/.test(r),
          );
          if (!runs.length) continue;
          const run = pick(rng, runs);
          const at = [...run.matchAll(/[A-Za-z](?=[0-9])|[0-9](?=[A-Za-z])/g)].map((m) => m.index);
          const edge = pick(rng, at);
          return run.slice(randInt(rng, 0, edge), randInt(rng, edge + 2, run.length));
        }
      },
    ],
    ['a spec with digits and CJK', () => pick(rng, pick(rng, skus).name.split(' ').slice(2))],
    ['a whole name in capitals', () => pick(rng, skus).name.toUpperCase()],
  ];

  for (const [label, draw] of cases) {
    it(`for 12 queries of ${label}`, async () => {
      for (let i = 0; i < 12; i++) {
        const query = draw();
        const expected = matching(query);
        expectListing(query, await search(query), expected);
        expect(expected.length).toBeGreaterThan(0);
      }
    });
  }

  it('finds A4 paper and models such as 9812Pro by letters and digits together', async () => {
    for (const query of ['A4', 'a4', 'A4纸', '9812pro', '812P', 'E-9812', 'de-98', '0.38mm', '36支']) {
      expectListing(query, await search(query), matching(query));
    }
    expect(matching('A4').length).toBeGreaterThan(10);
    expect(matching('9812pro').length).toBeGreaterThan(0);
  });

  it('treats % and _ literally', async () => {
    for (const query of ['%', '_', '5%', 'a_b', '\\'])
      expect((await search(query)).ids).toEqual(containing(query));
  });
});

describe('pinyin search matches the pinyin of CJK parts of names', () => {
  const rng = rngFor('search-pinyin');

  it('finds 签字笔 by qianzibi and qzb', async () => {
    const expected = containing('签字笔');
    expect(expected.length).toBeGreaterThan(0);
    for (const query of ['qianzibi', 'qzb']) {
      const got = await search(query);
      expect(got.ids).toEqual(expect.arrayContaining(expected));
      expect(got.ids).toEqual(pinyinMatches(query));
    }
  });

  it('agrees with the pinyin oracle for full pinyin and initials of 1 to 4 characters', async () => {
    for (let i = 0; i < 24; i++) {
      const name = pick(rng, skus).name;
      const runs = pinyinRuns(name);
      const syl = pick(rng, runs);
      const len = randInt(rng, 1, Math.min(4, syl.length));
      const start = randInt(rng, 0, syl.length - len);
      const part = syl.slice(start, start + len);
      const initials = i % 2 === 1 && len >= 2;
      const query = initials ? part.map((p) => p[0]).join('') : part.join('');
      if (query.length < 2) continue;
      expectListing(query, await search(query), matching(query));
    }
  });
});

describe('searchSkus', () => {
  it('answers an empty page and a zero total for a keyword nobody sells', async () => {
    expect(await search('不存在的商品名称')).toEqual({ ids: [], total: 0, capped: false });
  });

  it('counts the whole match set while returning one page', async () => {
    const page = await t.db.tenant('DEMO', (q) => searchSkus(q, { keyword: '笔', size: 5 }));
    expect(page.records).toHaveLength(5);
    expect(page.total).toBe(containing('笔').length);
  });

  it('knows the total past the last page', async () => {
    const page = await t.db.tenant('DEMO', (q) => searchSkus(q, { keyword: '笔', size: 5, current: 1000 }));
    expect(page.records).toEqual([]);
    expect(page.total).toBe(containing('笔').length);
  });

  it("never sees another tenant's SKUs", async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number; name: string }>(
        `SELECT id, name FROM product_sku WHERE shop_id = 'HBKY' AND status = 1 ORDER BY id LIMIT 1`,
      ),
    );
    const hbky = rows[0]!;
    // At home the name finds goods, so what DEMO answers for it is a real answer, not an empty search.
    const home = await t.db.tenant('HBKY', (q) => searchSkus(q, { keyword: hbky.name, size: 100 }));
    expect(home.total).toBeGreaterThan(0);
    const page = await t.db.tenant('DEMO', (q) => searchSkus(q, { keyword: hbky.name, size: 100 }));
    expect(page.records.map((r) => r.skuId)).not.toContain(hbky.id);
    const demoIds = new Set(skus.map((s) => s.id));
    expect(page.records.filter((r) => !demoIds.has(r.skuId))).toEqual([]);
    expect(page.total).toBe(matching(hbky.name).length);
  });
});

describe('a listing of more goods than it reaches', () => {
  // In another tenant (RDSC), so that the oracle above is untouched: 1,000 goods 宽幅纸 甲款 and 150 宽幅纸 乙款
  // (1,150 match 宽幅), plus 1,000 other goods that outsell them all, so that walking the best sellers has
  // to pass them first. Sales, prices (some missing) and listing times are spread so every order differs.
  const SHOP = 'RDSC';
  interface Good {
    id: number;
    name: string;
    sales: number;
    price: string | null;
    createdAt: number;
  }
  let wide: Good[] = [];

  beforeAll(async () => {
    const names = Array.from({ length: 2150 }, (_, i) =>
      i < 1000 ? `宽幅纸 甲款 ${i}号` : i < 1150 ? `宽幅纸 乙款 ${i}号` : `畅销文件夹 ${i}号`,
    );
    const { rows } = await t.db.owner((q) =>
      q.query<Good>(
        `INSERT INTO product_sku (shop_id, store_id, category_id, brand_id, spu_code, name, price, sales,
                                  created_at, search_tokens)
         SELECT s.shop_id, s.store_id, s.category_id, s.brand_id, 'RDSC-WIDE-' || n.i, n.name,
                CASE WHEN n.i % 50 = 0 THEN NULL ELSE ((n.i * 7919) % 3000) / 100.0 END,
                CASE WHEN n.i > 1150 THEN 100000 + n.i ELSE (n.i * 37) % 700 END,
                timestamptz '2026-01-01' + ((n.i * 53) % 2150) * interval '1 minute',
                array_to_tsvector(string_to_array(n.tokens, ' '))
           FROM (SELECT * FROM product_sku WHERE shop_id = $1 ORDER BY id LIMIT 1) s,
                unnest($2::text[], $3::text[]) WITH ORDINALITY AS n(name, tokens, i)
         RETURNING id, name, sales, price::text AS price, extract(epoch FROM created_at)::float8 AS "createdAt"`,
        [SHOP, names, names.map((name) => skuSearchTokens(name).join(' '))],
      ),
    );
    wide = rows.filter((r) => r.name.startsWith('宽幅'));
  });

  /** The oracle's order of `goods` for a sort of the goods hall (relevance of a capped listing: sales). */
  function ordered(goods: Good[], sort: Exclude<SkuSort, 'relevance'>): number[] {
    const price = (g: Good, missing: number) =>
      g.price === null ? missing : new Decimal(g.price).toNumber();
    const by: Record<typeof sort, (a: Good, b: Good) => number> = {
      sales: (a, b) => b.sales - a.sales || a.id - b.id,
      newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
      priceAsc: (a, b) => price(a, Infinity) - price(b, Infinity) || a.id - b.id,
      priceDesc: (a, b) => price(b, -Infinity) - price(a, -Infinity) || a.id - b.id,
    };
    return [...goods].sort(by[sort]).map((g) => g.id);
  }

  /** A page of the RDSC listing of `keyword`, and the statements it took. */
  async function listing(keyword: string, sort: SkuSort, current: number, size = 20) {
    const statements: string[] = [];
    const page = await t.db.tenant(SHOP, (q) => {
      const recording: Queryable = {
        exec: (sql) => q.exec(sql),
        queryThenCommit: (sql, params) => q.queryThenCommit(sql, params),
        query: (sql, params) => {
          statements.push(sql);
          return q.query(sql, params);
        },
      };
      return searchSkus(recording, { keyword, sort, current, size });
    });
    return { ...page, ids: page.records.map((r) => r.skuId), statements };
  }

  it('says more match than it lists, and lists the first MAX_LISTED in every order', async () => {
    for (const sort of ['sales', 'newest', 'priceAsc', 'priceDesc'] as const) {
      const page = await listing('宽幅', sort, 3);
      expect(page).toMatchObject({ total: MAX_LISTED, capped: true, current: 3, size: 20 });
      expect([sort, page.ids]).toEqual([sort, ordered(wide, sort).slice(40, 60)]);
      // Counted, and walked (sales, newest) or ranked from every match (prices) in the same statement.
      expect([sort, page.statements.length]).toEqual([sort, 1]);
    }
  });

  it('walks the same way for a keyword that matches as pinyin, which the names do not contain', async () => {
    for (const sort of ['sales', 'newest'] as const) {
      const page = await listing('kuanfu', sort, 3);
      expect(page).toMatchObject({ total: MAX_LISTED, capped: true });
      expect([sort, page.ids]).toEqual([sort, ordered(wide, sort).slice(40, 60)]);
      expect([sort, page.statements.length]).toEqual([sort, 1]);
    }
  });

  it('puts best sellers first for relevance, reading along the sales index', async () => {
    const page = await listing('宽幅', 'relevance', 1);
    expect(page.ids).toEqual(ordered(wide, 'sales').slice(0, 20));
    // One statement counts and walks: the 1,000 best sellers that do not match are passed on the way.
    expect(page.statements).toHaveLength(1);
  });

  it('ranks every match for a last page the walk cannot reach, in the same order', async () => {
    const last = MAX_LISTED / 20;
    const page = await listing('宽幅', 'relevance', last);
    expect(page.ids).toEqual(ordered(wide, 'sales').slice(MAX_LISTED - 20, MAX_LISTED));
    expect(page.statements).toHaveLength(2);
    const past = await listing('宽幅', 'sales', last + 1);
    expect(past).toMatchObject({ records: [], total: MAX_LISTED, capped: true });
  });

  it('counts and ranks exactly up to MAX_LISTED matches', async () => {
    const exact = await listing('甲款', 'sales', 2, 50);
    expect(exact).toMatchObject({ total: 1000, capped: false });
    expect(exact.ids).toEqual(
      ordered(
        wide.filter((g) => g.name.includes('甲款')),
        'sales',
      ).slice(50, 100),
    );
    expect(await listing('乙款', 'priceAsc', 1, 200)).toMatchObject({ total: 150, capped: false });
  });
});

describe('names the tokens see differently from the name itself', () => {
  // NFKC turns ㎜ into mm, ℃ into °C, full-width letters, ligatures and Kangxi radicals into plain ones, so
  // the tokens of such names hold lexemes the names do not contain: the substring recheck must still reject
  // them, however exact the lexemes are for ordinary names.
  const names = [
    '测试螺丝 M6×20㎜ 304不锈钢',
    'ＡＢＣ牌 全角字母 订书机',
    '耐温 120℃ 测温枪',
    'ﬁlter 过滤棉',
    '⼀次性 丁腈手套',
    '【测试】得力（deli） 订书机 24/6',
  ];
  let added: Array<{ id: number; name: string }> = [];

  beforeAll(async () => {
    added = (
      await t.db.owner((q) =>
        q.query<{ id: number; name: string }>(
          `INSERT INTO product_sku (shop_id, store_id, category_id, brand_id, spu_code, name, search_tokens)
           SELECT s.shop_id, s.store_id, s.category_id, s.brand_id, 'DEMO-NFKC-' || n.i, n.name,
                  array_to_tsvector(string_to_array(n.tokens, ' '))
             FROM (SELECT * FROM product_sku WHERE shop_id = 'DEMO' ORDER BY id LIMIT 1) s,
                  unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(name, tokens, i)
           RETURNING id, name`,
          [names, names.map((name) => skuSearchTokens(name).join(' '))],
        ),
      )
    ).rows;
    skus.push(...added);
  });
  afterAll(async () => {
    skus = skus.filter((s) => !added.some((a) => a.id === s.id));
    await t.db.owner((q) =>
      q.query('DELETE FROM product_sku WHERE id = ANY($1::bigint[])', [added.map((a) => a.id)]),
    );
  });

  it('finds them by what they contain and not by what NFKC made of them', async () => {
    for (const query of [
      'mm',
      '20',
      'abc',
      'c',
      '120',
      'fi',
      'filter',
      'lter',
      '一次',
      '一',
      '次性',
      'deli',
      '测试',
      '订书机',
    ]) {
      expectListing(query, await search(query), matching(query));
    }
    expect(containing('lter').length).toBeGreaterThan(0);
    expect(matching('mm')).not.toContain(added[0]!.id);
    expect(matching('abc')).not.toContain(added[1]!.id);
    expect(matching('deli')).toContain(added[5]!.id);
  });
});

describe('the final run of a keyword, looked up as the lexemes it begins', () => {
  // The goods hall looks a keyword's last run up as the tenant's lexemes that begin with it (migration
  // 0015): a lexeme the lexicon missed would be a good the search misses.
  const added: Array<{ id: number; name: string }> = [];
  const insert = (names: string[]) =>
    t.db.owner((q) =>
      q.query<{ id: number; name: string }>(
        `INSERT INTO product_sku (shop_id, store_id, category_id, brand_id, spu_code, name, search_tokens)
         SELECT s.shop_id, s.store_id, s.category_id, s.brand_id, 'DEMO-LEX-' || n.name, n.name,
                array_to_tsvector(string_to_array(n.tokens, ' '))
           FROM (SELECT * FROM product_sku WHERE shop_id = 'DEMO' ORDER BY id LIMIT 1) s,
                unnest($1::text[], $2::text[]) AS n(name, tokens)
         RETURNING id, name`,
        [names, names.map((name) => skuSearchTokens(name).join(' '))],
      ),
    );
  afterAll(async () => {
    skus = skus.filter((s) => !added.some((a) => a.id === s.id));
    await t.db.owner((q) =>
      q.query('DELETE FROM product_sku WHERE id = ANY($1::bigint[])', [added.map((a) => a.id)]),
    );
  });

  it('finds a good listed after the lexicon was made, and again under its new name', async () => {
    expect(await search('QX77')).toEqual({ ids: [], total: 0, capped: false });
    const { rows } = await insert(['测试标签机 QX7731']);
    added.push(...rows);
    skus.push(...rows);
    expect((await search('QX77')).ids).toEqual([rows[0]!.id]);
    expect((await search('x773')).ids).toEqual([rows[0]!.id]);

    const renamed = '测试标签机 ZW5520';
    await t.db.owner((q) =>
      q.query(
        'UPDATE product_sku SET name = $2, search_tokens = array_to_tsvector($3::text[]) WHERE id = $1',
        [rows[0]!.id, renamed, skuSearchTokens(renamed)],
      ),
    );
    skus.find((s) => s.id === rows[0]!.id)!.name = renamed;
    expect((await search('ZW55')).ids).toEqual([rows[0]!.id]);
    expect((await search('QX77')).ids).toEqual([]);
  });

  it('finds every good of a prefix that begins more lexemes than it looks up', async () => {
    const names = Array.from({ length: 70 }, (_, i) => `测试卡扣 KJQ${String(i).padStart(3, '0')}`);
    const { rows } = await insert(names);
    added.push(...rows);
    skus.push(...rows);
    for (const query of ['kjq', 'KJQ0', 'kjq06', 'kjq069', 'kjq07']) {
      expectListing(query, await search(query), matching(query));
    }
    expect(matching('kjq')).toHaveLength(70);
    expect(matching('kjq06')).toHaveLength(10);
  });
});

describe('lexemes of an older tokenizer', () => {
  it('are stamped current by the seed', async () => {
    expect(await retokenize(t.db)).toBe(0);
  });

  it('are made again for every SKU, once, when the database holds an older version', async () => {
    const a4 = containing('a4');
    await t.db.owner(async (q) => {
      await q.query('UPDATE search_tokenizer SET version = 1');
      await q.query(`UPDATE product_sku SET search_tokens = ''::tsvector WHERE id = ANY($1::bigint[])`, [a4]);
    });
    expect((await search('A4')).total).toBe(0);

    const { rows } = await t.db.owner((q) =>
      q.query<{ n: number }>('SELECT count(*)::int AS n FROM product_sku'),
    );
    expect(await retokenize(t.db)).toBe(rows[0]!.n);
    expect((await search('A4')).ids).toEqual(matching('A4'));
    expect((await search('A4')).ids).toEqual(a4);

    expect(await retokenize(t.db)).toBe(0);
    const version = await t.db.owner((q) =>
      q.query<{ version: number }>('SELECT version FROM search_tokenizer'),
    );
    expect(version.rows).toEqual([{ version: TOKENIZER_VERSION }]);
  });

  it('are made by one of two servers starting at once, and the other finds them current', async () => {
    await t.db.owner((q) => q.query('UPDATE search_tokenizer SET version = 1'));
    const { rows } = await t.db.owner((q) =>
      q.query<{ n: number }>('SELECT count(*)::int AS n FROM product_sku'),
    );
    const made = await Promise.all([retokenize(t.db), retokenize(t.db)]);
    expect(made.sort((a, b) => a - b)).toEqual([0, rows[0]!.n]);
    expect((await search('A4')).ids).toEqual(matching('A4'));
  });
});
