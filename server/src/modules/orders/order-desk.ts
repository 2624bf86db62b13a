import { pgCode } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/openapi/handlers.ts';
import { placeBatch, type BatchRequest } from './checkout-batch.service.ts';
import { placeOrder, type PlacedOrder } from './checkout.service.ts';

/**
 * The checkout desk of this API node, one per tenant. A direct order (checkout-batch.batchable) is placed
 * at once while fewer than MAX_IN_FLIGHT of the tenant's desk transactions run, exactly as before; when
 * they are all busy it waits, and the orders waiting when one ends go together into the next transaction
 * (placeBatch, at most MAX_BATCH, one per buyer: a buyer's second order waits for the batch after). In a
 * crowd most of an order's database work is then shared with the others of its batch (one insert and one
 * stock statement for all; docs/benchmarks/checkout.md), and an order waits for the batches ahead of it.
 */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 16;

interface Waiting extends BatchRequest {
  tx: RequestContext['tx'];
  resolve: (answer: PlacedOrder) => void;
  reject: (error: unknown) => void;
}

interface Desk {
  inFlight: number;
  queue: Waiting[];
  /**
   * SKUs whose orders a batch lately sent back to be placed alone (a flash sale's or a group's price,
   * nothing to pay), until when: their orders skip the desk meanwhile, instead of being read twice.
   */
  alone: Map<number, number>;
}

/** A lock waited on past the transaction's lock_timeout, or a deadlock: the order is too hot for now. */
export const lockNotHad = (error: unknown) => pgCode(error) === '55P03' || pgCode(error) === '40P01';

/** How long a SKU sent back by a batch keeps its orders off the desk. */
const ALONE_MS = 60_000;

/** The desks of each server (an API node; tests start several in one process), by tenant. */
const desksOf = new WeakMap<object, Map<string, Desk>>();

/** Places a batchable direct order through the desk of the request's server and tenant. */
export function placeAtDesk(
  server: object,
  ctx: RequestContext,
  userId: number,
  key: string,
  input: BatchRequest['input'],
): Promise<PlacedOrder> {
  const shopId = ctx.shopId!;
  let desks = desksOf.get(server);
  if (!desks) {
    desks = new Map();
    desksOf.set(server, desks);
  }
  let desk = desks.get(shopId);
  if (!desk) {
    desk = { inFlight: 0, queue: [], alone: new Map() };
    desks.set(shopId, desk);
  }
  const at = desk;
  return new Promise<PlacedOrder>((resolve, reject) => {
    at.queue.push({ userId, key, input, tx: ctx.tx, resolve, reject });
    pump(at);
  });
}

/** Whether a batch lately sent an order of one of these SKUs back to be placed alone. */
function goesAlone(desk: Desk, w: Waiting): boolean {
  const now = Date.now();
  return (w.input.lines ?? []).some((l) => (desk.alone.get(l.skuId) ?? 0) > now);
}

/** Starts the waiting orders' transactions while there is room. */
function pump(desk: Desk): void {
  // Orders of SKUs that batches send back leave the desk at once, each in its own transaction (as they
  // were placed before the desk), waiting or not.
  if (desk.alone.size > 0) {
    desk.queue = desk.queue.filter((w) => {
      if (!goesAlone(desk, w)) return true;
      void alone(w);
      return false;
    });
  }
  while (desk.inFlight < MAX_IN_FLIGHT && desk.queue.length > 0) {
    const batch = takeBatch(desk.queue);
    desk.inFlight += 1;
    void run(desk, batch).finally(() => {
      desk.inFlight -= 1;
      pump(desk);
    });
  }
}

/** The first waiting order of each buyer, in arrival order, up to MAX_BATCH; the rest keep their places. */
function takeBatch(queue: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const buyers = new Set<number>();
  for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
    const w = queue[i]!;
    if (buyers.has(w.userId)) {
      i += 1;
      continue;
    }
    buyers.add(w.userId);
    batch.push(w);
    queue.splice(i, 1);
  }
  return batch;
}

/** One order in a transaction of its own (placeOrder), answered to its waiter. */
function alone(w: Waiting): Promise<void> {
  return w
    .tx((q) => placeOrder(q, w.userId, w.key, w.input, 'direct'), { planOnce: true })
    .then(w.resolve, w.reject);
}

async function run(desk: Desk, batch: Waiting[]): Promise<void> {
  if (batch.length === 1) return alone(batch[0]!);
  let outcomes;
  try {
    outcomes = await batch[0]!.tx((q) => placeBatch(q, batch), { planOnce: true });
  } catch (error) {
    // A hot row's lock not had in time answers every order of the batch, as it answers one order.
    if (lockNotHad(error)) {
      for (const w of batch) w.reject(error);
      return;
    }
    // Any other failure of the shared transaction: each order is placed on its own, so that one order's
    // failure stays its own.
    await Promise.all(batch.map(alone));
    return;
  }
  const later: Waiting[] = [];
  outcomes.forEach((o, i) => {
    const w = batch[i]!;
    if ('placed' in o) w.resolve(o.placed);
    else if ('refused' in o) w.reject(o.refused);
    else later.push(w);
  });
  const until = Date.now() + ALONE_MS;
  for (const w of later) for (const l of w.input.lines ?? []) desk.alone.set(l.skuId, until);
  for (const [sku, end] of desk.alone) if (end <= Date.now()) desk.alone.delete(sku);
  if (later.length > 0) pump(desk); // the waiting orders of those SKUs leave now
  await Promise.all(later.map(alone));
}
