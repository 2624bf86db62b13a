import type { components } from '../../../../openapi/generated/order.ts';
import Decimal from 'decimal.js';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { ADDRESS_COLUMNS, type AddressView } from '../account/address.service.ts';
import {
  countTowns,
  selectDecimalScale,
  selectRegions,
  selectSkuFactsAndScale,
  selectSkuFactsAtAddresses,
  type GoodsAt,
  type SkuFactsRow,
} from './lines.repo.ts';

/** Why a line cannot be ordered now (openapi order.yaml LineProblem); messages in the order of the checks. */
export type LineProblem = components['schemas']['LineProblem'];

export const PROBLEM_MESSAGES: Record<LineProblem, string> = {
  offShelf: '商品已下架',
  noPrice: '商品暂无报价',
  notStarted: '活动未开始',
  ended: '活动已结束',
  outOfStock: '商品无货',
  insufficient: '库存不足',
  badQuantity: '请输入正确的商品数量',
  belowMinimum: '商品金额不足¥0.01，请增加数量',
  undeliverable: '当前地区不支持配送',
};

/** product_sku.goods_kind of service vouchers (migration 0023): one code per unit, nothing to ship. */
export const VOUCHER_GOODS = 2;

/** Why goods to ship and service vouchers are not settled together (their orders live differently). */
export const MIXED_GOODS = '服务券商品需单独结算，请勿与实物商品一起下单';

/** The least a line may be worth: below it, price × quantity would round to ¥0.00. */
export const MIN_LINE_AMOUNT = new Decimal('0.01');

/** Whether a quantity of a SKU at this unit price is worth less than ¥0.01 (exactly, before rounding). */
export function belowMinimum(price: string | null, quantity: Decimal): boolean {
  return price !== null && new Decimal(price).mul(quantity).lt(MIN_LINE_AMOUNT);
}

/** Lines one settlement may hold (spec §5, §9). */
export const MAX_SETTLE_LINES = 50;
export const TOO_MANY_LINES = `购物车最多支持${MAX_SETTLE_LINES}件商品一起结算，请分开下单`;

export type Region = components['schemas']['Region'];

/** What the server knows about a SKU when it is put in a cart or an order. */
export type SkuFacts = SkuFactsRow;

/**
 * Facts of the given SKUs in this tenant, keyed by id; SKUs of other tenants are invisible (RLS) and
 * simply absent. With a region, `deliverable` says whether the store delivers there: a store excludes
 * a region when it lists the region or any of its ancestors.
 */
export async function loadSkuFacts(
  q: Queryable,
  skuIds: number[],
  region: Region | undefined,
): Promise<Map<number, SkuFacts>> {
  if (skuIds.length === 0) return new Map();
  return (await loadSkuFactsAndScale(q, skuIds, region)).facts;
}

/** The facts of a buyer's SKUs judged for its address, the address, and the shop's decimal scale. */
export interface FactsAtAddress {
  facts: Map<number, SkuFacts>;
  scale: number;
  /** null: the buyer has no such address (or, asked for the default one, no address at all). */
  address: AddressView | null;
}

/**
 * {@link loadSkuFacts} together with the shop's decimal scale for quantities, in one round trip. With
 * `at`, the delivery region is the buyer's address book entry (its default one for a null id), read by
 * the same statement and returned.
 */
export async function loadSkuFactsAndScale(
  q: Queryable,
  skuIds: number[],
  region: Region | undefined,
): Promise<{ facts: Map<number, SkuFacts>; scale: number }>;
export async function loadSkuFactsAndScale(
  q: Queryable,
  skuIds: number[],
  region: undefined,
  at: { userId: number; addressId: number | null },
): Promise<FactsAtAddress>;
export async function loadSkuFactsAndScale(
  q: Queryable,
  skuIds: number[],
  region: Region | undefined,
  at?: { userId: number; addressId: number | null },
): Promise<{ facts: Map<number, SkuFacts>; scale: number; address?: AddressView | null }> {
  if (at) return (await loadFactsAtAddresses(q, [{ skuIds, ...at }]))[0]!;
  return selectSkuFactsAndScale(q, skuIds, region ? regionChain(region) : []);
}

/**
 * {@link loadSkuFactsAndScale} with an address for several buyers' SKUs at once, in one statement (the
 * orders of a checkout batch).
 */
export function loadFactsAtAddresses(q: Queryable, wanted: GoodsAt[]): Promise<FactsAtAddress[]> {
  return selectSkuFactsAtAddresses(q, wanted, ADDRESS_COLUMNS);
}

/** The delivery region of an address book entry. */
export const regionOfAddress = (a: AddressView): Region => ({
  provinceCode: a.provinceCode,
  cityCode: a.cityCode,
  countyCode: a.countyCode,
  townCode: a.townCode ?? undefined,
});

/** The region codes a delivery exclusion may name: the region itself and each level above it. */
export function regionChain(region: Region): string[] {
  return [
    region.provinceCode,
    region.cityCode,
    region.countyCode,
    ...(region.townCode ? [region.townCode] : []),
  ];
}

/**
 * Parses a wire quantity (a decimal string, already matched by the schema pattern) for a shop whose
 * quantities may carry `decimalScale` places. Zero, too many places or more than 999,999 is refused
 * with 请输入正确的商品数量.
 */
export function parseQuantity(raw: string, decimalScale: number): Decimal | null {
  if (!/^[0-9]{1,9}(\.[0-9]{1,4})?$/.test(raw)) return null;
  const q = new Decimal(raw);
  if (q.lte(0) || q.decimalPlaces() > decimalScale || q.gt(999_999)) return null;
  return q;
}

export function requireQuantity(raw: string, decimalScale: number): Decimal {
  const q = parseQuantity(raw, decimalScale);
  if (!q) {
    throw badRequest(
      decimalScale === 0
        ? `请输入正确的商品数量：${raw} 须为不超过999999的正整数`
        : `请输入正确的商品数量：${raw} 须大于0，最多${decimalScale}位小数`,
    );
  }
  return q;
}

/**
 * Stock is counted in whole units. A decimal quantity (shops with decimalScale > 0, e.g. 2.5 米 of
 * cable) reserves the whole units it starts: ceil(quantity).
 */
export function stockUnits(quantity: Decimal): number {
  return quantity.ceil().toNumber();
}

/** The first reason a quantity of this SKU cannot be ordered now, or null. */
export function lineProblem(
  facts: SkuFacts,
  quantity: Decimal | null,
  now: Date,
  checkDelivery: boolean,
): LineProblem | null {
  if (facts.status !== 1) return 'offShelf';
  if (facts.price === null) return 'noPrice';
  if (facts.productType === 2 || facts.productType === 3) {
    if (facts.activityStart && facts.activityStart > now) return 'notStarted';
    if (facts.activityEnd && facts.activityEnd <= now) return 'ended';
  }
  if (facts.stock <= 0) return 'outOfStock';
  // Vouchers are issued a code per unit: whole units only, whatever the shop's decimal scale.
  if (quantity === null || (facts.goodsKind === VOUCHER_GOODS && !quantity.isInteger())) return 'badQuantity';
  if (belowMinimum(facts.price, quantity)) return 'belowMinimum';
  if (stockUnits(quantity) > facts.stock) return 'insufficient';
  if (checkDelivery && !facts.deliverable) return 'undeliverable';
  return null;
}

/** A line's amount: unit price × quantity, rounded half up to the fen (the one rounding rule for totals). */
export function lineAmount(price: string | null, quantity: Decimal): Decimal {
  if (price === null) return new Decimal(0);
  return new Decimal(price).mul(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export const money = (d: Decimal): string => d.toFixed(2);

/** The shop's decimal scale for quantities (base config decimalOrderConfig.decimalScale). */
export async function decimalScale(q: Queryable): Promise<number> {
  return selectDecimalScale(q);
}

/** Checks that the region codes form one chain (province ⊃ city ⊃ county ⊃ town) and answers its names. */
export async function validateRegion(q: Queryable, region: Region, requireTown = true): Promise<string[]> {
  const codes = regionChain(region);
  const rows = await selectRegions(q, codes);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const names: string[] = [];
  let parent: string | null = null;
  for (const [i, code] of codes.entries()) {
    const row = byCode.get(code);
    if (!row || row.level !== i + 1 || row.parent !== parent)
      throw badRequest(`地区 ${code} 不存在或与上级地区不符`);
    names.push(row.name);
    parent = code;
  }
  if (requireTown && !region.townCode && (await countTowns(q, region.countyCode)) > 0)
    throw badRequest('请选择街道/镇');
  return names;
}
