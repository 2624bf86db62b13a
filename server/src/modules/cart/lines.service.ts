import type { components } from '../../../../openapi/generated/order.ts';
import Decimal from 'decimal.js';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { ADDRESS_COLUMNS, type AddressView } from '../account/address.service.ts';
import { priceString } from '../../platform/money.ts';

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
export interface SkuFacts {
  skuId: number;
  storeId: number;
  storeName: string;
  categoryId: number;
  name: string;
  mainImg: string;
  unit: string;
  specs: string;
  price: string | null;
  stock: number;
  status: number;
  productType: number;
  activityStart: Date | null;
  activityEnd: Date | null;
  /** Whether the store delivers to the region asked about (true when no region was given). */
  deliverable: boolean;
  /** The store's shipping terms (yuan, as decimal strings). */
  shippingFee: string;
  freeShippingFrom: string;
  sameCityFee: string;
}

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

/**
 * {@link loadSkuFacts} together with the shop's decimal scale for quantities, in one statement. With
 * `at`, the delivery region is the buyer's address book entry, read by the same statement and returned
 * (null when the buyer has no such address). The SKU ids drive the join (unnest): the statement is
 * prepared, and after five executions PostgreSQL may keep a generic plan, which for `s.id = ANY($1)`
 * walked every SKU of every store.
 */
export async function loadSkuFactsAndScale(
  q: Queryable,
  skuIds: number[],
  region: Region | undefined,
  at?: { userId: number; addressId: number },
): Promise<{ facts: Map<number, SkuFacts>; scale: number; address?: AddressView | null }> {
  const codes = region ? regionChain(region) : [];
  const { rows } = await q.query<SkuFacts & { scale: number; address: AddressView | null }>(
    `WITH cfg AS (
       SELECT COALESCE((SELECT decimal_scale FROM base_config
                         WHERE shop_id = current_setting('app.shop_id', true)), 0) AS scale),
     addr AS (SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE $3::bigint IS NOT NULL AND user_id = $3 AND id = $4),
     codes AS (
       SELECT CASE WHEN $3::bigint IS NULL THEN $2::text[]
                   ELSE (SELECT array_remove(ARRAY["provinceCode", "cityCode", "countyCode", "townCode"], NULL)
                           FROM addr) END AS c)
     SELECT cfg.scale, (SELECT row_to_json(addr) FROM addr) AS address,
            s.id AS "skuId", s.store_id AS "storeId", st.name AS "storeName", s.category_id AS "categoryId",
            s.name, s.main_img AS "mainImg", s.unit,
            COALESCE((SELECT string_agg(e->>'value', ' / ') FROM jsonb_array_elements(s.specs) e), '') AS specs,
            s.price::text AS price, COALESCE(k.stock, 0) AS stock, s.status, s.product_type AS "productType",
            s.activity_start AS "activityStart", s.activity_end AS "activityEnd",
            NOT EXISTS (SELECT 1 FROM store_delivery_exclusion x
                         WHERE x.store_id = s.store_id AND x.region_code = ANY((SELECT c FROM codes)::text[])) AS deliverable,
            st.shipping_fee::text AS "shippingFee", st.free_shipping_from::text AS "freeShippingFrom",
            st.same_city_fee::text AS "sameCityFee"
       FROM cfg LEFT JOIN (unnest($1::bigint[]) AS want(id)
                           JOIN product_sku s ON s.id = want.id
                           JOIN store st ON st.id = s.store_id
                           LEFT JOIN sku_stock k ON k.sku_id = s.id) ON true`,
    [skuIds, codes, at?.userId ?? null, at?.addressId ?? null],
    { prepare: true },
  );
  const facts = new Map(
    rows
      .filter((r) => r.skuId !== null)
      .map(
        ({ scale: _scale, address: _address, ...r }) =>
          [r.skuId, { ...r, price: priceString(r.price) }] as const,
      ),
  );
  return { facts, scale: rows[0]?.scale ?? 0, ...(at ? { address: rows[0]?.address ?? null } : {}) };
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
  if (quantity === null) return 'badQuantity';
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
  const { rows } = await q.query<{ scale: number }>(
    `SELECT decimal_scale AS scale FROM base_config WHERE shop_id = current_setting('app.shop_id', true)`,
    [],
    { prepare: true },
  );
  return rows[0]?.scale ?? 0;
}

/** Checks that the region codes form one chain (province ⊃ city ⊃ county ⊃ town) and answers its names. */
export async function validateRegion(q: Queryable, region: Region, requireTown = true): Promise<string[]> {
  const codes = regionChain(region);
  const { rows } = await q.query<{ code: string; parent: string | null; name: string; level: number }>(
    `SELECT code, parent_code AS parent, name, level FROM region WHERE code = ANY($1::text[])`,
    [codes],
  );
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
  if (requireTown && !region.townCode) {
    const { rows: towns } = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM region WHERE parent_code = $1',
      [region.countyCode],
    );
    if ((towns[0]?.n ?? 0) > 0) throw badRequest('请选择街道/镇');
  }
  return names;
}
