import type { EventFrom, SnapshotFrom } from 'xstate';
import type { cartCountMachine } from './cart-count.machine.ts';
import { cartBadge } from './shell.ts';

/** What the header's cart button shows of the cart count, and the refresh the app sends on a cart change. */
export interface CartCountApi {
  /** Lines in the cart; null when anonymous or not loaded yet (no badge then). */
  count: number | null;
  /** The badge text (spec §9: 99+ from 100); null without a count. */
  badge: string | null;
  refresh(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof cartCountMachine>,
  send: (event: EventFrom<typeof cartCountMachine>) => void,
): CartCountApi {
  const { count } = snapshot.context;
  return {
    count,
    badge: count === null ? null : cartBadge(count),
    refresh: () => send({ type: 'cart.refresh' }),
  };
}
