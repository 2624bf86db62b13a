import { useSyncExternalStore } from 'react';
import type { RegionValue } from '../../machines/cart/region-picker.machine.ts';

/**
 * The chosen delivery region (spec §3 cart state: provinceCode, cityCode, countyCode, townCode), kept in
 * local storage with its names so every page (product detail, cart, batch order) and every tab shares it.
 * None is chosen until the buyer picks one.
 */
export const CART_REGION_STORAGE_KEY = 'mall.cartRegion';

const isCode = (value: unknown, digits: number) =>
  typeof value === 'string' && new RegExp(`^[0-9]{${digits}}$`).test(value);

/** A stored value, or null when it is missing or not a region. */
export function parseStoredRegion(text: string | null): RegionValue | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<RegionValue> | null;
    if (
      value === null ||
      !isCode(value.provinceCode, 6) ||
      !isCode(value.cityCode, 6) ||
      !isCode(value.countyCode, 6) ||
      (value.townCode !== undefined && !isCode(value.townCode, 9)) ||
      !Array.isArray(value.names) ||
      !value.names.every((n) => typeof n === 'string')
    )
      return null;
    const { provinceCode, cityCode, countyCode, townCode, names } = value as RegionValue;
    return { provinceCode, cityCode, countyCode, ...(townCode ? { townCode } : {}), names };
  } catch {
    return null;
  }
}

const read = () =>
  typeof localStorage === 'undefined'
    ? null
    : parseStoredRegion(localStorage.getItem(CART_REGION_STORAGE_KEY));

let current: RegionValue | null = read();
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== CART_REGION_STORAGE_KEY) return;
    current = read();
    publish();
  });
}

export const cartRegion = {
  get: (): RegionValue | null => current,
  set(value: RegionValue | null): void {
    current = value;
    if (value) localStorage.setItem(CART_REGION_STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(CART_REGION_STORAGE_KEY);
    publish();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The chosen delivery region, re-rendering when it changes (here or in another tab). */
export const useCartRegion = (): RegionValue | null =>
  useSyncExternalStore(cartRegion.subscribe, cartRegion.get, () => null);
