/**
 * Deterministic randomness for the seed. Every tenant draws from its own generator seeded by a hash of its
 * shop id, so adding a tenant or reordering the build never changes another tenant's data.
 */

/** A generator of floats in [0, 1). */
export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for demo data; not for anything secret. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over UTF-16 code units: turns a label into a generator seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator for one purpose within one tenant, e.g. `rngFor('DEMO', 'catalog')`. */
export function rngFor(...labels: string[]): Rng {
  return mulberry32(hashSeed(labels.join('/')));
}

/** An integer in [min, max], both inclusive. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** `count` distinct elements (or all of them when the list is shorter), in list order. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(rng() * items.length));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
}

/** True with probability `p`. */
export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}
