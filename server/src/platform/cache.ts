import type { Change } from './db/change-feed.ts';
import type { Database } from './db/database.ts';

/** Tables whose changes reach the caches (the triggers of migrations 0021 and 0036). */
export type CachedTable =
  | 'shop'
  | 'web_config'
  | 'base_config'
  | 'dict_item'
  | 'category'
  | 'brand'
  | 'store'
  | 'hot_search'
  | 'product_sku'
  | 'banner'
  | 'zone'
  | 'zone_group'
  | 'shop_notice';

export interface CacheOptions {
  /**
   * Rebuild at once when a change makes the answer stale (home floors after the sales roll-up), instead
   * of at the next request; requests meanwhile wait for the rebuild, so none gets the stale answer.
   */
  eager?: boolean;
  /**
   * For keys built from request values (a keyword, a page): the tenant keeps at most `max` entries of
   * the group, the ones asked for most recently; a new key past it takes the place of the one asked for
   * longest ago. Keys without a group are fixed names.
   */
  bound?: { group: string; max: number };
  /**
   * A change of this kind (the sales roll-up's `sales`, every 30 s) does not stop the last build being
   * answered while the rebuild runs; it is swapped in when done. Any other change drops it as usual. An
   * eager entry is rebuilt at once; any other at its next request, which still gets the last build. For
   * answers whose ranking may lag by a rebuild (home floors, search pages, suggestions), so that no
   * request waits behind a rebuild queued with a crowd's reads, and a crowd does not read the database
   * afresh for every key every 30 s.
   */
  staleOn?: string;
}

/** Tenants kept: unknown shop ids are cached as "no shop", and cannot grow it further. */
const MAX_TENANTS = 10_000;
/** The tenant of entries that belong to no tenant (a shop looked up by its domain). */
export const GLOBAL = '';

interface Entry {
  group: string | null;
  tables: readonly CachedTable[];
  load: () => Promise<unknown>;
  eager: boolean;
  staleOn: string | undefined;
  /** Bumped by every change that touches the entry. */
  gen: number;
  /** The last build; `stale` when a change of kind `staleOn` came after it and the rebuild is not done. */
  value?: { gen: number; data: unknown; stale?: boolean };
  pending?: { gen: number; promise: Promise<unknown> };
}

/**
 * Answers per tenant kept in memory until the database announces a change of a table they were read
 * from (Database.changes: NOTIFY on PostgreSQL, heard by every API node; PGlite's own session). Nothing
 * is kept while the feed is not live: then every call reads the database. A load that overlaps a change
 * is answered but not kept, so a change committed before a request is never hidden from it by an answer
 * read before the change. Entries are never shared between tenants: each is loaded with its tenant
 * pinned (row-level security) and keyed by it.
 */
export class TenantCache {
  private readonly tenants = new Map<string, Map<string, Entry>>();
  /** The keys of each tenant's bounded groups, the one asked for longest ago first. */
  private readonly groups = new Map<string, Map<string, Set<string>>>();
  private readonly ready: Promise<void>;

  constructor(private readonly db: Database) {
    db.changes.subscribe((change) => this.changed(change));
    this.ready = db.changes.start();
  }

  async get<T>(
    shopId: string,
    key: string,
    tables: readonly CachedTable[],
    load: () => Promise<T>,
    options: CacheOptions = {},
  ): Promise<T> {
    if (!this.db.changes.live) {
      await this.ready;
      if (!this.db.changes.live) return load();
    }
    const entry = this.entry(shopId, key, tables, load, options);
    if (!entry) return load();
    if (entry.group !== null) this.touch(shopId, entry.group, key);
    if (entry.value && entry.value.gen === entry.gen) return entry.value.data as T;
    if (entry.value?.stale) {
      // A failed rebuild is tried again by the next request, which still gets the last build.
      if (!(entry.pending && entry.pending.gen === entry.gen)) this.reload(entry).catch(() => undefined);
      return entry.value.data as T;
    }
    if (entry.pending && entry.pending.gen === entry.gen) return entry.pending.promise as Promise<T>;
    return this.reload(entry) as Promise<T>;
  }

  /** Forgets every entry of the tenant (GLOBAL: the entries of no tenant). */
  forget(shopId: string): void {
    this.tenants.delete(shopId);
    this.groups.delete(shopId);
  }

  /** The keys of a tenant's bounded group, in the order they were last asked for. */
  private keysOf(shopId: string, group: string): Set<string> {
    let groups = this.groups.get(shopId);
    if (!groups) {
      groups = new Map();
      this.groups.set(shopId, groups);
    }
    let keys = groups.get(group);
    if (!keys) {
      keys = new Set();
      groups.set(group, keys);
    }
    return keys;
  }

  /** Marks the key of a bounded group as the one asked for last. */
  private touch(shopId: string, group: string, key: string): void {
    const keys = this.groups.get(shopId)?.get(group);
    if (!keys || !keys.delete(key)) return;
    keys.add(key);
  }

  private entry(
    shopId: string,
    key: string,
    tables: readonly CachedTable[],
    load: () => Promise<unknown>,
    options: CacheOptions,
  ): Entry | null {
    let entries = this.tenants.get(shopId);
    if (!entries) {
      if (this.tenants.size >= MAX_TENANTS) return null;
      entries = new Map();
      this.tenants.set(shopId, entries);
    }
    let entry = entries.get(key);
    if (!entry) {
      const bound = options.bound;
      if (bound) {
        if (bound.max <= 0) return null;
        const keys = this.keysOf(shopId, bound.group);
        // Full: the key asked for longest ago makes room (a load of it in flight still answers its callers).
        while (keys.size >= bound.max) {
          const oldest = keys.values().next().value!;
          keys.delete(oldest);
          entries.delete(oldest);
        }
        keys.add(key);
      }
      entry = {
        group: bound?.group ?? null,
        tables,
        load,
        eager: options.eager ?? false,
        staleOn: options.staleOn,
        gen: 0,
      };
      entries.set(key, entry);
    }
    return entry;
  }

  private reload(entry: Entry): Promise<unknown> {
    const gen = entry.gen;
    const promise = entry.load().then((data) => {
      if (entry.gen === gen) entry.value = { gen, data };
      return data;
    });
    entry.pending = { gen, promise };
    const done = () => {
      if (entry.pending?.promise === promise) entry.pending = undefined;
    };
    promise.then(done, done);
    return promise;
  }

  private changed(change: Change | null): void {
    if (change === null) {
      // Changes may have been missed: nothing kept can be trusted.
      this.tenants.clear();
      this.groups.clear();
      return;
    }
    const touched = change.shopId === '*' ? [...this.tenants.keys()] : [change.shopId, GLOBAL];
    for (const shopId of touched) {
      const entries = this.tenants.get(shopId);
      if (!entries) continue;
      for (const [key, entry] of entries) {
        if (!entry.tables.includes(change.table as CachedTable)) continue;
        // A load in flight now is answered, not kept.
        entry.gen += 1;
        const keep = entry.value && change.kind !== undefined && change.kind === entry.staleOn;
        entry.value = keep ? { ...entry.value!, stale: true } : undefined;
        // An eager entry is rebuilt at once (a failed rebuild leaves it to the next request); a stale one
        // at its next request; any other is dropped, which frees its key.
        if (entry.eager) {
          this.reload(entry).catch(() => undefined);
          continue;
        }
        if (keep) continue;
        entries.delete(key);
        if (entry.group !== null) this.groups.get(shopId)?.get(entry.group)?.delete(key);
      }
    }
  }
}

const caches = new WeakMap<Database, TenantCache>();

/** The cache of a database (one per open database: tests open many in one process). */
export function tenantCache(db: Database): TenantCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TenantCache(db);
    caches.set(db, cache);
  }
  return cache;
}
