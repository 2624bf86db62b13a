import { chance, randInt, type Rng } from './random.ts';

/**
 * Seeded prices, computed in integer units and printed as decimal strings so no float ever reaches the
 * database. Goods sold by the piece, metre or gram at a fraction of a yuan (`tiny` groups: fasteners)
 * carry four decimals, some of them seven, as agreement prices for such goods do; every other price has
 * two, to the fen. A few prices are missing so the storefront's *** branch has data.
 */
export interface SeedPrice {
  price: string | null;
  marketPrice: string | null;
}

/** `units` in 10^-decimals yuan as a decimal string: (123456, 4) → '12.3456'. */
export function formatUnits(units: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(units / scale);
  return decimals === 0 ? String(whole) : `${whole}.${String(units % scale).padStart(decimals, '0')}`;
}

/** A market price 10–40 % above the price, rounded up to the fen so it never drops below the price. */
function marketAbove(rng: Rng, units: number, decimals: number): string {
  const marked = Math.ceil((units * randInt(rng, 110, 140)) / 100);
  return formatUnits(Math.ceil(marked / 10 ** (decimals - 2)), 2);
}

/** One SKU's prices. `base` is in fen, or in 1/10000 yuan when `tiny`. */
export function seedPrice(rng: Rng, base: number, tiny: boolean): SeedPrice {
  if (chance(rng, 0.03)) return { price: null, marketPrice: null };
  let units = base;
  let decimals = tiny ? 4 : 2;
  if (tiny && chance(rng, 0.3)) {
    units = base * 1000 + randInt(rng, 1, 999);
    decimals = 7;
  } else if (!tiny && chance(rng, 0.07)) {
    // A negotiated price, a few jiao under the list price: still whole fen.
    units = Math.max(1, base - randInt(rng, 1, 99));
  }
  return { price: formatUnits(units, decimals), marketPrice: marketAbove(rng, units, decimals) };
}
