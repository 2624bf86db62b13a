import { fromPromise } from 'xstate';
import type { BatchFile } from '../../../machines/cart/batch-order.machine.ts';
import type {
  BatchInputRow,
  BatchResult,
  CanOrder,
  CartView,
  DirectLine,
  Region,
} from '../../../machines/cart/cart.types.ts';
import type { LineUpdate, LinesCheck } from '../../../machines/cart/cart.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { orderApi } from '../../shared/api/services.ts';
import { readBatchFile } from '../../shared/lib/batch-file.ts';

/** The region part of a cart body: absent when none is chosen. */
const withRegion = (region: Region | null) => (region ? { region } : {});

/** The user's cart grouped by store, each line checked against the region (queryCartInfo). */
export async function loadCart(region: Region | null, signal?: AbortSignal): Promise<CartView> {
  return unwrap(await orderApi.POST('/sc/queryCartInfo', { body: withRegion(region), signal }));
}

/** One line's quantity or check mark (updateCart). */
export async function updateCartLine(update: LineUpdate): Promise<void> {
  unwrap(await orderApi.POST('/sc/updateCart', { body: update }));
}

/** Checks or unchecks several lines (changeAllIsChecked). */
export async function checkCartLines(check: LinesCheck): Promise<void> {
  unwrap(await orderApi.POST('/sc/changeAllIsChecked', { body: check }));
}

export async function deleteCartLines(lineIds: number[]): Promise<void> {
  unwrap(await orderApi.POST('/sc/deleteCart', { body: { lineIds } }));
}

/** Whether the checked lines can go to settlement (at most 50, each orderable). */
export async function canSubmitCart(region: Region | null): Promise<CanOrder> {
  return unwrap(await orderApi.POST('/sc/canSubmitOrder', { body: withRegion(region) }));
}

/** Adds a quantity of a SKU to the cart (addShoppingCarts); answers the cart's line count. */
export async function addToCart(line: DirectLine): Promise<number> {
  return unwrap(await orderApi.POST('/sc/addShoppingCarts', { body: line })).count;
}

/** Batch order rows, each checked with its own message; `commit` adds the valid ones to the cart. */
export async function validateBatch(
  rows: BatchInputRow[],
  commit: boolean,
  region: Region | null,
): Promise<BatchResult> {
  return unwrap(
    await orderApi.POST('/sc/addShoppingCartsForBatch', { body: { rows, commit, ...withRegion(region) } }),
  );
}

/** Whether a quantity of a SKU can be ordered now for the region (checkSkuCanOrder). */
export async function checkSku(
  line: DirectLine,
  region: Region | null,
  signal?: AbortSignal,
): Promise<CanOrder> {
  return unwrap(
    await orderApi.POST('/sc/checkSkuCanOrder', { body: { ...line, ...withRegion(region) }, signal }),
  );
}

/** Whether the given lines can be bought directly (buy now). */
export async function canDirectSubmit(lines: DirectLine[], region: Region | null): Promise<CanOrder> {
  return unwrap(await orderApi.POST('/sc/canDirectSubmitOrder', { body: { lines, ...withRegion(region) } }));
}

// ---------------------------------------------------------------------------------------------------
// The machines' actors, given to them by use-cart.ts, use-batch-order.ts and use-buy-box.ts.

/** The cart page's requests (machines/cart/cart.machine.ts). */
export const cartActors = {
  loadCart: fromPromise<CartView, { region: Region | null }>(({ input, signal }) =>
    loadCart(input.region, signal),
  ),
  updateLine: fromPromise<void, LineUpdate>(({ input }) => updateCartLine(input)),
  checkLines: fromPromise<void, LinesCheck>(({ input }) => checkCartLines(input)),
  deleteLines: fromPromise<void, { lineIds: number[] }>(({ input }) => deleteCartLines(input.lineIds)),
  canSubmitOrder: fromPromise<CanOrder, { region: Region | null }>(({ input }) =>
    canSubmitCart(input.region),
  ),
};

/** The batch order's file reader and row check (machines/cart/batch-order.machine.ts). */
export const batchOrderActors = {
  readFile: fromPromise<BatchInputRow[], { file: BatchFile }>(({ input }) =>
    readBatchFile(input.file as File),
  ),
  validateRows: fromPromise<BatchResult, { rows: BatchInputRow[]; commit: boolean; region: Region | null }>(
    ({ input }) => validateBatch(input.rows, input.commit, input.region),
  ),
};

/** The product page's buying requests (machines/cart/buy-box.machine.ts). */
export const buyBoxActors = {
  checkSku: fromPromise<CanOrder, { skuId: number; quantity: string; region: Region | null }>(
    ({ input, signal }) => checkSku({ skuId: input.skuId, quantity: input.quantity }, input.region, signal),
  ),
  addToCart: fromPromise<void, DirectLine>(async ({ input }) => void (await addToCart(input))),
  canDirectSubmit: fromPromise<CanOrder, { lines: DirectLine[]; region: Region | null }>(({ input }) =>
    canDirectSubmit(input.lines, input.region),
  ),
};
