import type { components } from '../../../../openapi/generated/account.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';

/** An address book entry (openapi account.yaml Address). */
type Address = components['schemas']['Address'];

/** A SKU as the facts statement reads it: what the server knows about it for a cart or an order. */
export interface SkuFactsRow {
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
  /** 1 goods to ship, 2 service vouchers (a code per unit, issued when paid). */
  goodsKind: number;
  activityStart: Date | null;
  activityEnd: Date | null;
  /** Whether the store delivers to the region asked about (true when no region was given). */
  deliverable: boolean;
  /** The store's shipping terms (yuan, as decimal strings). */
  shippingFee: string;
  freeShippingFrom: string;
  sameCityFee: string;
}

/** The shop's decimal scale for quantities, as a CTE `cfg(scale)` (0 when the shop sets none). */
const SCALE_CTE = `cfg AS (
       SELECT COALESCE((SELECT decimal_scale FROM base_config
                         WHERE shop_id = current_setting('app.shop_id', true)), 0) AS scale)`;

/**
 * A SKU's facts from `s` (product_sku), `st` (its store) and `k` (its stock), with `codes` the SQL
 * expression of the region codes a delivery exclusion may name.
 */
const factColumns = (
  codes: string,
) => `s.id AS "skuId", s.store_id AS "storeId", st.name AS "storeName", s.category_id AS "categoryId",
            s.name, s.main_img AS "mainImg", s.unit,
            COALESCE((SELECT string_agg(e->>'value', ' / ') FROM jsonb_array_elements(s.specs) e), '') AS specs,
            s.price::text AS price, COALESCE(k.stock, 0) AS stock, s.status, s.product_type AS "productType",
            s.goods_kind AS "goodsKind", s.activity_start AS "activityStart", s.activity_end AS "activityEnd",
            NOT EXISTS (SELECT 1 FROM store_delivery_exclusion x
                         WHERE x.store_id = s.store_id AND x.region_code = ANY(${codes})) AS deliverable,
            st.shipping_fee::text AS "shippingFee", st.free_shipping_from::text AS "freeShippingFrom",
            st.same_city_fee::text AS "sameCityFee"`;

/** The SKUs `want(id)` with their stores and stock, for factColumns (SKUs of other tenants drop out). */
const FACT_TABLES = `JOIN product_sku s ON s.id = want.id
                           JOIN store st ON st.id = s.store_id
                           LEFT JOIN sku_stock k ON k.sku_id = s.id`;

/** The rows of one statement's SKUs, keyed by id (a row without a SKU carries only the scale). */
function factsOf(
  rows: Array<SkuFactsRow & { scale: number; at?: number; address?: unknown }>,
): Map<number, SkuFactsRow> {
  return new Map(
    rows
      .filter((r) => r.skuId !== null)
      .map(
        ({ scale: _scale, at: _at, address: _address, ...r }) =>
          [r.skuId, { ...r, price: priceString(r.price) }] as const,
      ),
  );
}

/**
 * Facts of the given SKUs (keyed by id) and the shop's decimal scale for quantities, in one statement.
 * `codes` are the region codes a delivery exclusion may name. The SKU ids drive the join (unnest): the
 * statement is prepared, and after five executions PostgreSQL may keep a generic plan, which for
 * `s.id = ANY($1)` walked every SKU of every store.
 */
export async function selectSkuFactsAndScale(
  q: Queryable,
  skuIds: number[],
  codes: string[],
): Promise<{ facts: Map<number, SkuFactsRow>; scale: number }> {
  const { rows } = await q.query<SkuFactsRow & { scale: number }>(
    `WITH ${SCALE_CTE}
     SELECT cfg.scale, ${factColumns('$2::text[]')}
       FROM cfg LEFT JOIN (unnest($1::bigint[]) AS want(id)
                           ${FACT_TABLES}) ON true`,
    [skuIds, codes],
    { prepare: true },
  );
  return { facts: factsOf(rows), scale: rows[0]?.scale ?? 0 };
}

/** What one buyer's lines are judged with: the SKUs, and the address book entry delivered to. */
export interface GoodsAt {
  skuIds: number[];
  userId: number;
  /** null: the buyer's default address (or, should none be marked, the oldest). */
  addressId: number | null;
}

/**
 * For each of several buyers' lines (GoodsAt): the facts of its SKUs judged for delivery to its address,
 * the address (null when the buyer has no such address, or none at all) and the shop's decimal scale,
 * in one statement: the orders of a checkout batch read their goods together. `addressColumns` is the
 * account module's select list of an address (account/address.service.ts).
 */
export async function selectSkuFactsAtAddresses(
  q: Queryable,
  wanted: GoodsAt[],
  addressColumns: string,
): Promise<Array<{ facts: Map<number, SkuFactsRow>; scale: number; address: Address | null }>> {
  const { rows } = await q.query<SkuFactsRow & { at: number; scale: number; address: Address | null }>(
    `WITH ${SCALE_CTE},
     buyer AS (
       SELECT b.at, a.address, a.codes
         FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS b(at, user_id, address_id)
         LEFT JOIN LATERAL (
           SELECT row_to_json(x) AS address,
                  array_remove(ARRAY[x."provinceCode", x."cityCode", x."countyCode", x."townCode"], NULL) AS codes
             FROM (SELECT ${addressColumns} FROM user_address
                    WHERE user_id = b.user_id AND (b.address_id IS NULL OR id = b.address_id)
                    ORDER BY is_default DESC, created_at, id LIMIT 1) x) a ON true)
     SELECT buyer.at, cfg.scale, buyer.address, ${factColumns('buyer.codes')}
       FROM cfg CROSS JOIN buyer
       LEFT JOIN (unnest($4::int[], $5::bigint[]) AS want(at, id)
                  ${FACT_TABLES}) ON want.at = buyer.at`,
    [
      wanted.map((_, i) => i),
      wanted.map((w) => w.userId),
      wanted.map((w) => w.addressId),
      wanted.flatMap((w, i) => w.skuIds.map(() => i)),
      wanted.flatMap((w) => w.skuIds),
    ],
    { prepare: true },
  );
  const byBuyer = wanted.map(() => [] as typeof rows);
  for (const r of rows) byBuyer[r.at]!.push(r);
  return byBuyer.map((own) => ({
    facts: factsOf(own),
    scale: own[0]?.scale ?? 0,
    address: own[0]?.address ?? null,
  }));
}

/** The shop's decimal scale for quantities (base config decimalOrderConfig.decimalScale). */
export async function selectDecimalScale(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ scale: number }>(
    `SELECT decimal_scale AS scale FROM base_config WHERE shop_id = current_setting('app.shop_id', true)`,
    [],
    { prepare: true },
  );
  return rows[0]?.scale ?? 0;
}

/** The regions of the given codes, with their parents and levels. */
export async function selectRegions(q: Queryable, codes: string[]) {
  const { rows } = await q.query<{ code: string; parent: string | null; name: string; level: number }>(
    `SELECT code, parent_code AS parent, name, level FROM region WHERE code = ANY($1::text[])`,
    [codes],
  );
  return rows;
}

/** How many regions (towns) lie directly below a county. */
export async function countTowns(q: Queryable, countyCode: string): Promise<number> {
  const { rows: towns } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM region WHERE parent_code = $1',
    [countyCode],
  );
  return towns[0]?.n ?? 0;
}
