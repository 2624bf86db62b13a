import Decimal from 'decimal.js';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { AddressView } from '../account/address.service.ts';
import {
  countCartLines,
  deleteCartLines,
  selectLine,
  selectLineOfSku,
  selectSkusByCode,
  selectStoredLines,
  updateCartLine,
  updateChecked,
  upsertCartLine,
  type StoredLine,
} from './cart.repo.ts';
import {
  belowMinimum,
  decimalScale,
  lineAmount,
  lineProblem,
  loadSkuFacts,
  loadSkuFactsAndScale,
  MAX_SETTLE_LINES,
  MIXED_GOODS,
  money,
  parseQuantity,
  PROBLEM_MESSAGES,
  regionOfAddress,
  requireQuantity,
  stockUnits,
  TOO_MANY_LINES,
  VOUCHER_GOODS,
  type FactsAtAddress,
  type LineProblem,
  type Region,
  type SkuFacts,
} from './lines.service.ts';

/** Distinct SKUs a cart may hold. */
export const MAX_CART_LINES = 200;

type OrderSchemas = components['schemas'];

/** One line of a cart or of a direct purchase (openapi order.yaml CartLine). */
export type CartLineView = OrderSchemas['CartLine'];
/** Lines grouped by store (openapi order.yaml CartView). */
export type CartView = OrderSchemas['CartView'];
/** Whether the lines can be settled, and why not (openapi order.yaml CanOrder). */
export type CanOrder = OrderSchemas['CanOrder'];

/** Number of lines in the user's cart (spec §7 /sc/skuCount; the header shows 99+ from 100). */
export async function cartLineCount(q: Queryable, userId: number): Promise<number> {
  return countCartLines(q, userId);
}

/** A single quantity-problem check for one SKU, refusing with the problem's message. */
function refuse(problem: LineProblem, facts: SkuFacts): never {
  const message = PROBLEM_MESSAGES[problem];
  if (problem === 'insufficient') throw badRequest(`${message}：「${facts.name}」当前库存${facts.stock}`);
  throw badRequest(`${message}：「${facts.name}」`);
}

/** Adds a quantity of a SKU to the cart; a line already there grows, within stock. */
export async function addToCart(
  q: Queryable,
  userId: number,
  skuId: number,
  rawQuantity: string,
): Promise<number> {
  const scale = await decimalScale(q);
  const quantity = requireQuantity(rawQuantity, scale);
  const facts = (await loadSkuFacts(q, [skuId], undefined)).get(skuId);
  if (!facts) throw notFound('商品不存在');
  const existing = await selectLineOfSku(q, userId, skuId);
  const total = quantity.plus(existing?.quantity ?? 0);
  const problem = lineProblem(facts, total, new Date(), false);
  if (problem) refuse(problem, facts);
  if (existing === undefined && (await cartLineCount(q, userId)) >= MAX_CART_LINES) {
    throw badRequest(`购物车最多可放${MAX_CART_LINES}种商品，请先结算或删除部分商品`);
  }
  await upsertCartLine(q, userId, skuId, quantity.toString(), facts.price);
  return cartLineCount(q, userId);
}

/** Builds the grouped view of lines (cart or direct), evaluating each against stock, activity and region. */
/** A view together with the facts it was built from (checkout needs categories and shipping terms). */
export interface ViewWithFacts {
  view: CartView;
  facts: Map<number, SkuFacts>;
  /** With `at`: the address the lines were judged for (null: the buyer has no such address). */
  address?: AddressView | null;
}

async function buildView(
  q: Queryable,
  lines: StoredLine[],
  region: Region | undefined,
  scale: number,
  loaded?: Map<number, SkuFacts>,
): Promise<ViewWithFacts> {
  const facts =
    loaded ??
    (await loadSkuFacts(
      q,
      lines.map((l) => l.skuId),
      region,
    ));
  const now = new Date();
  const stores = new Map<number, CartView['stores'][number]>();
  let checkedCount = 0;
  let checkedAmount = new Decimal(0);
  for (const line of lines) {
    const f = facts.get(line.skuId);
    if (!f) continue;
    const quantity = parseQuantity(line.quantity, scale);
    const problem = lineProblem(f, quantity, now, region !== undefined);
    const amount = quantity ? lineAmount(f.price, quantity) : new Decimal(0);
    const view: CartLineView = {
      lineId: line.lineId,
      skuId: f.skuId,
      storeId: f.storeId,
      name: f.name,
      mainImg: f.mainImg,
      unit: f.unit,
      specs: f.specs,
      goodsKind: f.goodsKind === VOUCHER_GOODS ? 'voucher' : 'physical',
      price: f.price,
      addedPrice: line.addedPrice,
      quantity: line.quantity,
      stock: f.stock,
      checked: line.checked,
      amount: money(amount),
      problem,
      message: problem ? PROBLEM_MESSAGES[problem] : '',
    };
    if (line.checked) {
      checkedCount += 1;
      if (!problem) checkedAmount = checkedAmount.plus(amount);
    }
    const store = stores.get(f.storeId) ?? { storeId: f.storeId, storeName: f.storeName, lines: [] };
    store.lines.push(view);
    stores.set(f.storeId, store);
  }
  const view: CartView = {
    stores: [...stores.values()],
    lineCount: lines.length,
    checkedCount,
    checkedAmount: money(checkedAmount),
    decimalScale: scale,
    maxSettle: MAX_SETTLE_LINES,
  };
  return { view, facts };
}

export async function cartWithFacts(
  q: Queryable,
  userId: number,
  region: Region | undefined,
): Promise<ViewWithFacts> {
  return buildView(q, await selectStoredLines(q, userId), region, await decimalScale(q));
}

export async function queryCart(q: Queryable, userId: number, region: Region | undefined): Promise<CartView> {
  return (await cartWithFacts(q, userId, region)).view;
}

/**
 * Direct lines (buy now, batch order) as a view, with the facts it was built from; repeated SKUs are
 * merged. With `at`, the lines are judged for delivery to that address book entry (the default one for a
 * null id), read in the same round trip as the goods and returned; `read` is that read when a checkout
 * batch has already issued it for several buyers.
 */
export async function directWithFacts(
  q: Queryable,
  lines: Array<{ skuId: number; quantity: string }>,
  region: Region | undefined,
  at?: { userId: number; addressId: number | null },
  read?: Promise<FactsAtAddress>,
): Promise<ViewWithFacts> {
  const skuIds = lines.map((l) => l.skuId);
  // Facts and the shop's decimal scale come in one round trip; the quantities are checked after.
  if (at) {
    const loaded = await (read ?? loadSkuFactsAndScale(q, skuIds, undefined, at));
    const address = loaded.address;
    const where = address ? regionOfAddress(address) : undefined;
    const built = await buildView(q, mergeDirect(lines, loaded.scale), where, loaded.scale, loaded.facts);
    return { ...built, address };
  }
  const loaded = await loadSkuFactsAndScale(q, skuIds, region);
  return buildView(q, mergeDirect(lines, loaded.scale), region, loaded.scale, loaded.facts);
}

export async function directView(
  q: Queryable,
  lines: Array<{ skuId: number; quantity: string }>,
  region: Region | undefined,
): Promise<CartView> {
  return (await directWithFacts(q, lines, region)).view;
}

/** Merges repeated SKUs of direct lines, refusing a bad quantity by name. */
export function mergeDirect(lines: Array<{ skuId: number; quantity: string }>, scale: number): StoredLine[] {
  const merged = new Map<number, Decimal>();
  for (const l of lines) {
    const quantity = requireQuantity(l.quantity, scale);
    merged.set(l.skuId, (merged.get(l.skuId) ?? new Decimal(0)).plus(quantity));
  }
  return [...merged].map(([skuId, quantity]) => ({
    lineId: 0,
    skuId,
    quantity: quantity.toString(),
    checked: true,
    addedPrice: null,
  }));
}

/** Changes one line's quantity (within stock and scale) and/or its check mark. */
export async function updateCart(
  q: Queryable,
  userId: number,
  lineId: number,
  change: { quantity?: string | undefined; checked?: boolean | undefined },
): Promise<number> {
  if (change.quantity === undefined && change.checked === undefined)
    throw badRequest('请提供 quantity 或 checked');
  const line = await selectLine(q, userId, lineId);
  if (!line) throw notFound('购物车中没有这件商品');
  let quantity: string | null = null;
  if (change.quantity !== undefined) {
    const parsed = requireQuantity(change.quantity, await decimalScale(q));
    const facts = (await loadSkuFacts(q, [line.skuId], undefined)).get(line.skuId)!;
    if (belowMinimum(facts.price, parsed)) refuse('belowMinimum', facts);
    if (stockUnits(parsed) > facts.stock)
      throw badRequest(`库存不足：「${facts.name}」当前库存${facts.stock}`);
    quantity = parsed.toString();
  }
  await updateCartLine(q, userId, lineId, quantity, change.checked ?? null);
  return cartLineCount(q, userId);
}

/** Checks or unchecks every line, one store's lines, or the given lines. */
export async function setChecked(
  q: Queryable,
  userId: number,
  checked: boolean,
  storeId: number | undefined,
  lineIds: number[] | undefined,
): Promise<number> {
  await updateChecked(q, userId, checked, storeId ?? null, lineIds ?? null);
  return cartLineCount(q, userId);
}

export async function deleteLines(q: Queryable, userId: number, lineIds: number[]): Promise<number> {
  if ((await deleteCartLines(q, userId, lineIds)) === 0) throw notFound('购物车中没有这些商品');
  return cartLineCount(q, userId);
}

/** Whether a quantity of one SKU can be ordered now, for the region if given (product detail). */
export async function checkSku(
  q: Queryable,
  skuId: number,
  rawQuantity: string,
  region: Region | undefined,
): Promise<CanOrder> {
  const scale = await decimalScale(q);
  const facts = (await loadSkuFacts(q, [skuId], region)).get(skuId);
  if (!facts) throw notFound('商品不存在');
  const problem = lineProblem(facts, parseQuantity(rawQuantity, scale), new Date(), region !== undefined);
  return verdict(problem ? [{ skuId, problem, message: PROBLEM_MESSAGES[problem] }] : []);
}

function verdict(problems: CanOrder['problems'], tooMany = false): CanOrder {
  if (tooMany) return { canOrder: false, message: TOO_MANY_LINES, problems };
  return { canOrder: problems.length === 0, message: problems[0]?.message ?? '', problems };
}

/** Whether a view's lines (the checked ones for the cart) can go to settlement. */
export function settleable(view: CartView, onlyChecked: boolean): CanOrder {
  const lines = view.stores.flatMap((s) => s.lines).filter((l) => !onlyChecked || l.checked);
  if (lines.length === 0) return { canOrder: false, message: '请选择要结算的商品', problems: [] };
  const problems = lines
    .filter((l) => l.problem !== null)
    .map((l) => ({ skuId: l.skuId, problem: l.problem!, message: `${l.message}：「${l.name}」` }));
  if (problems.length === 0 && new Set(lines.map((l) => l.goodsKind)).size > 1) {
    return { canOrder: false, message: MIXED_GOODS, problems };
  }
  return verdict(problems, lines.length > MAX_SETTLE_LINES);
}

/** Throws the verdict's message when the lines cannot be ordered (order creation). */
export function requireSettleable(verdict: CanOrder): void {
  if (!verdict.canOrder) throw new AppError(400, verdict.message);
}

type BatchRow = OrderSchemas['BatchResult']['rows'][number];

/**
 * Batch order: every row is checked on its own (unknown SKU, no stock, not deliverable, bad quantity);
 * with commit, the valid rows are added to the cart in this same transaction.
 */
export async function batchRows(
  q: Queryable,
  userId: number,
  rows: Array<{ sku: string; quantity: string }>,
  commit: boolean,
  region: Region | undefined,
): Promise<{ rows: BatchRow[]; validCount: number; added: number }> {
  const scale = await decimalScale(q);
  const typed = rows.map((r) => r.sku.trim());
  const found = await selectSkusByCode(q, typed);
  const idByTyped = new Map(found.map((f) => [f.typed, f.id]));
  const facts = await loadSkuFacts(q, [...new Set(found.map((f) => f.id))], region);
  const now = new Date();
  const result: BatchRow[] = rows.map((r, i) => {
    const base = { row: i + 1, sku: r.sku, quantity: r.quantity, skuId: null, name: null, price: null };
    if (typed[i] === '') return { ...base, ok: false, message: '请填写商品编号' };
    const id = idByTyped.get(typed[i]!);
    const f = id === undefined ? undefined : facts.get(id);
    if (!f) return { ...base, ok: false, message: `商品编号 ${typed[i]} 不存在` };
    const known = { ...base, skuId: f.skuId, name: f.name, price: f.price };
    const quantity = parseQuantity(r.quantity.trim(), scale);
    if (!quantity) {
      return {
        ...known,
        ok: false,
        message:
          scale === 0
            ? '请输入正确的商品数量（正整数）'
            : `请输入正确的商品数量（大于0，最多${scale}位小数）`,
      };
    }
    const problem = lineProblem(f, quantity, now, region !== undefined);
    if (problem) return { ...known, ok: false, message: PROBLEM_MESSAGES[problem] };
    return { ...known, ok: true, message: '' };
  });
  let added = 0;
  if (commit) {
    for (const r of result.filter((x) => x.ok)) {
      await addToCart(q, userId, r.skuId!, r.quantity.trim());
      added += 1;
    }
  }
  return { rows: result, validCount: result.filter((r) => r.ok).length, added };
}
