import { describe, expect, it } from 'vitest';
import { TenantCache, type CacheOptions } from '../../../server/src/platform/cache.ts';
import type { Change } from '../../../server/src/platform/db/change-feed.ts';
import type { Database } from '../../../server/src/platform/db/database.ts';

/**
 * TenantCache's `staleOn` (platform/cache.ts): after a change of that kind (the sales roll-up's `sales`)
 * the last build keeps answering while the rebuild runs; any other change makes requests wait for the
 * rebuild as before. Driven by a change feed of its own and builds that finish when the test says.
 */

function feed() {
  let deliver: (change: Change | null) => void = () => undefined;
  const db = {
    changes: {
      live: true,
      start: async () => undefined,
      subscribe: (fn: (change: Change | null) => void) => {
        deliver = fn;
        return () => undefined;
      },
    },
  } as unknown as Database;
  return { db, change: (change: Change | null) => deliver(change) };
}

/** A build whose answers the test hands out one by one. */
function builds() {
  const waiting: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  let calls = 0;
  return {
    load: () =>
      new Promise<string>((resolve, reject) => {
        calls += 1;
        waiting.push({ resolve, reject });
      }),
    finish: (value: string) => waiting.shift()!.resolve(value),
    fail: () => waiting.shift()!.reject(new Error('build failed')),
    get calls() {
      return calls;
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const SALES: Change = { table: 'product_sku', shopId: 'DEMO', kind: 'sales' };
const RENAME: Change = { table: 'product_sku', shopId: 'DEMO' };

/** A cache with one entry (the floors, kept on a sales change unless told otherwise), built once: 'v1'. */
async function builtOnce(options: CacheOptions = { eager: true, staleOn: 'sales' }) {
  const { db, change } = feed();
  const cache = new TenantCache(db);
  const b = builds();
  const get = () => cache.get('DEMO', 'floors', ['product_sku'], b.load, options);
  const first = get();
  b.finish('v1');
  expect(await first).toBe('v1');
  return { change, b, get };
}

describe('a read model kept while it is rebuilt after the sales roll-up (staleOn)', () => {
  it('answers the last build after a sales change until the rebuild is done, then the new one', async () => {
    const { change, b, get } = await builtOnce();

    change(SALES);
    expect(b.calls).toBe(2); // rebuilt at once
    expect(await get()).toBe('v1');
    expect(await get()).toBe('v1');
    expect(b.calls).toBe(2); // and not once more per request
    b.finish('v2');
    await settled();
    expect(await get()).toBe('v2');
  });

  it('makes requests wait for the rebuild after any other change of its tables', async () => {
    const { change, b, get } = await builtOnce();

    change(SALES);
    change(RENAME); // a rename after the roll-up: the last build may not be answered any more
    const waiting = get();
    let answered = false;
    void waiting.then(() => (answered = true));
    await settled();
    expect(answered).toBe(false);
    b.finish('from the roll-up'); // the rebuild begun before the rename is not kept
    b.finish('renamed');
    expect(await waiting).toBe('renamed');
    expect(await get()).toBe('renamed');
  });

  it('keeps answering the last build when the rebuild fails, and the next request tries again', async () => {
    const { change, b, get } = await builtOnce();

    change(SALES);
    b.fail();
    await settled();
    expect(await get()).toBe('v1');
    expect(b.calls).toBe(3);
    b.finish('v2');
    await settled();
    expect(await get()).toBe('v2');
  });

  it('rebuilds a lazy entry (search pages) at its first request after a sales change, answering the last build meanwhile', async () => {
    const { change, b, get } = await builtOnce({ staleOn: 'sales', bound: { group: 'search', max: 1 } });

    change(SALES);
    expect(b.calls).toBe(1); // not rebuilt until asked
    expect(await get()).toBe('v1');
    expect(b.calls).toBe(2);
    expect(await get()).toBe('v1');
    expect(b.calls).toBe(2);
    b.finish('v2');
    await settled();
    expect(await get()).toBe('v2');

    // Any other change still drops it, and frees its key of the bounded group for the next one.
    change(RENAME);
    const waiting = get();
    b.finish('renamed');
    expect(await waiting).toBe('renamed');
    expect(b.calls).toBe(3);
  });

  it('does not keep an entry without staleOn, and forgets everything when changes may have been missed', async () => {
    const plain = await builtOnce({ eager: true });
    plain.change(SALES);
    const next = plain.get();
    plain.b.finish('v2');
    expect(await next).toBe('v2');

    const kept = await builtOnce();
    kept.change(null);
    const again = kept.get();
    kept.b.finish('v2');
    expect(await again).toBe('v2');
  });
});

describe('a bounded group of keys built from request values (search pages, product pages)', () => {
  it('keeps the keys asked for most recently: a new key past the bound takes the place of the one asked for longest ago', async () => {
    const { db } = feed();
    const cache = new TenantCache(db);
    const loads: string[] = [];
    const get = (key: string, shopId = 'DEMO') =>
      cache.get(
        shopId,
        key,
        ['product_sku'],
        async () => {
          loads.push(`${shopId}:${key}`);
          return key;
        },
        { bound: { group: 'search', max: 3 } },
      );
    for (const key of ['a', 'b', 'c']) await get(key);
    await get('a'); // asked again: now the most recent
    await get('d'); // past the bound: b, asked for longest ago, makes room
    expect(loads).toEqual(['DEMO:a', 'DEMO:b', 'DEMO:c', 'DEMO:d']);
    await get('a');
    await get('c');
    await get('d');
    expect(loads).toHaveLength(4); // all kept
    await get('b'); // read again, and kept in place of a
    expect(loads.at(-1)).toBe('DEMO:b');
    await get('a');
    expect(loads.at(-1)).toBe('DEMO:a');
    // Every tenant has a bound of its own.
    for (const key of ['a', 'b', 'c']) await get(key, 'HBKY');
    const before = loads.length;
    await get('d');
    await get('b');
    expect(loads).toHaveLength(before);
  });

  it('frees the key of a dropped entry, and reads a new key while keeping none when the bound is 0', async () => {
    const { db, change } = feed();
    const cache = new TenantCache(db);
    let n = 0;
    const get = (key: string, max: number) =>
      cache.get('DEMO', key, ['product_sku'], async () => `${key}${++n}`, { bound: { group: 'g', max } });
    expect(await get('a', 2)).toBe('a1');
    expect(await get('b', 2)).toBe('b2');
    change(RENAME); // both dropped
    expect(await get('c', 2)).toBe('c3');
    expect(await get('d', 2)).toBe('d4');
    expect(await get('c', 2)).toBe('c3'); // c was not pushed out by stale keys
    expect(await get('e', 0)).toBe('e5');
    expect(await get('e', 0)).toBe('e6');
  });
});
