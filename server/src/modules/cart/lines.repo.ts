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

/**
 * Facts of the given SKUs (keyed by id) and the shop's decimal scale for quantities, in one statement.
 * `codes` are the region codes a delivery exclusion may name; with `at`, the buyer's address book entry
 * is read by the same statement, its codes take their place, and it is returned (null when the buyer has
 * no such address). `addressColumns` is the account module's select list of an address
 * (account/address.service.ts). The SKU ids drive the join (unnest): the statement is prepared, and after
 * five executions PostgreSQL may keep a generic plan, which for `s.id = ANY($1)` walked every SKU of
 * every store.
 */
export async function selectSkuFactsAndScale(
  q: Queryable,
  skuIds: number[],
  codes: string[],
  at: { userId: number; addressId: number } | undefined,
  addressColumns: string,
): Promise<{ facts: Map<number, SkuFactsRow>; scale: number; address?: Address | null }> {
  const { rows } = await q.query<SkuFactsRow & { scale: number; address: Address | null }>(
    `WITH cfg AS (
       SELECT COALESCE((SELECT decimal_scale FROM base_config
                         WHERE shop_id = current_setting('app.shop_id', true)), 0) AS scale),
     addr AS (SELECT ${addressColumns} FROM user_address WHERE $3::bigint IS NOT NULL AND user_id = $3 AND id = $4),
     codes AS (
       SELECT CASE WHEN $3::bigint IS NULL THEN $2::text[]
                   ELSE (SELECT array_remove(ARRAY["provinceCode", "cityCode", "countyCode", "townCode"], NULL)
                           FROM addr) END AS c)
     SELECT cfg.scale, (SELECT row_to_json(addr) FROM addr) AS address,
            s.id AS "skuId", s.store_id AS "storeId", st.name AS "storeName", s.category_id AS "categoryId",
            s.name, s.main_img AS "mainImg", s.unit,
            COALESCE((SELECT string_agg(e->>'value', ' / ') FROM jsonb_array_elements(s.specs) e), '') AS specs,
            s.price::text AS price, COALESCE(k.stock, 0) AS stock, s.status, s.product_type AS "productType",
            s.goods_kind AS "goodsKind", s.activity_start AS "activityStart", s.activity_end AS "activityEnd",
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
