/**
 * "The cart changed": views that add to or delete from the cart announce it, and the header's cart count
 * (machines/cart-count.machine.ts, `cart.refresh`) reloads.
 */
const listeners = new Set<() => void>();

export const cartEvents = {
  changed: () => listeners.forEach((l) => l()),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
