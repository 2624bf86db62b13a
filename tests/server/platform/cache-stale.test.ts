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
