import { skuSearchTokens } from '../../../modules/search/tokenize.service.ts';
import type { Queryable } from '../database.ts';
import { CATALOG } from './categories.ts';
import { sellersOf } from './sellers.ts';
import { storesFor } from './stores.ts';
import { TENANTS, type Tenant } from './tenants.ts';

/**
 * Which goods each zone carries, by zone name: the top-level (or second-level) categories whose SKUs fit
 * the zone. Zones not named here (external links, comparison) get a mix of everyday office goods.
 */
const ZONE_CATEGORIES: Record<string, string[]> = {
  办公用品专区: ['办公用品'],
  品牌馆: ['电脑数码', '办公设备'],
  限时秒杀: ['食品饮料', '清洁用品'],
  区域特惠: ['家用电器', '清洁用品'],
  比价专区: ['打印耗材', '纸张本册', '书写工具'],
  员工福利专区: ['食品饮料', '家用电器'],
  劳保安全专区: ['劳保用品', '五金工具'],
  集采专区: ['办公设备', '电工电料', '工业品'],
};

/** The zone whose goods are offered by several suppliers (zone type 8). */
const COMPARISON_ZONE = '比价专区';

/** The stores of a tenant as the seller rules see them, keyed by name. */
const sellerStores = (tenant: Tenant) => storesFor(tenant).map((def) => ({ def }));

/**
 * Brands of the comparison zone's categories that at least three stores may sell: only their goods can be
 * compared across suppliers (the same for every tenant: only the self-operated store's name differs).
 */
function comparableBrands(): string[] {
  const stores = sellerStores(TENANTS[0]!);
  const names = ZONE_CATEGORIES[COMPARISON_ZONE] ?? [];
  const brands = new Set<string>();
  for (const top of CATALOG)
    for (const group of top.groups)
      if (names.includes(group.name) || names.includes(top.name))
        for (const brand of group.brands)
          if (sellersOf(stores, brand, top.name).length >= 3) brands.add(brand);
  return [...brands];
}

/** How many SKUs a zone gets: 20 to 60, fixed per zone name so every run seeds the same rows. */
function zoneSize(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) % 997;
  return 20 + (h % 41);
}

/** Links every zone of every tenant (except external links) to SKUs of the categories fitting its name. */
export async function seedZones(q: Queryable): Promise<void> {
  const { rows: zones } = await q.query<{ id: number; shopId: string; name: string }>(
    `SELECT id, shop_id AS "shopId", name FROM zone WHERE zone_type <> 4 ORDER BY shop_id, id`,
  );
  const comparable = comparableBrands();
  for (const zone of zones) {
    const categories = ZONE_CATEGORIES[zone.name] ?? ['办公用品'];
    // The comparison zone needs several offers of the same product: take whole SPUs, cheapest first, those
    // of brands that several stores sell first (its first goods are the ones offered again, see below).
    const brands = zone.name === COMPARISON_ZONE ? comparable : [];
    await q.query(
      `WITH RECURSIVE tree(id) AS (
         SELECT id FROM category WHERE shop_id = $1 AND name = ANY($2::text[])
         UNION ALL
         SELECT c.id FROM category c JOIN tree ON c.parent_id = tree.id),
       picked AS (
         SELECT s.id, row_number() OVER (ORDER BY c.comparable DESC, s.spu_code, s.price NULLS LAST, s.id) AS n
           FROM product_sku s
           CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM brand b
                                 WHERE b.id = s.brand_id AND b.name = ANY($5::text[])) AS comparable) c
          WHERE s.shop_id = $1 AND s.status = 1 AND s.category_id IN (SELECT id FROM tree)
          ORDER BY c.comparable DESC, s.spu_code, s.price NULLS LAST, s.id
          LIMIT $3)
       INSERT INTO zone_sku (shop_id, zone_id, sku_id, sort)
       SELECT $1, $4, id, n FROM picked`,
      [zone.shopId, categories, zoneSize(zone.name), zone.id, brands],
    );
  }
  await seedComparisonOffers(q);
}

/**
 * The comparison zones (type 8) compare the same product across suppliers: the first 12 priced goods of
 * each such zone are also offered by two other stores of the tenant that may sell the brand (sellers.ts),
 * at prices a few per cent apart, and those offers join the zone. Same image and specs, the store's own
 * title prefix (【现货】, 【企业专享】) and a SPU code of their own (`<spu>-C<n>`), so a product page does
 * not list another store's offer as a variant.
 */
async function seedComparisonOffers(q: Queryable): Promise<void> {
  const { rows: zones } = await q.query<{ id: number; shopId: string }>(
    `SELECT id, shop_id AS "shopId" FROM zone WHERE zone_type = 8 ORDER BY shop_id, id`,
  );
  for (const zone of zones) {
    const tenant = TENANTS.find((t) => t.shopId === zone.shopId);
    if (!tenant) continue;
    const { rows: stores } = await q.query<{ id: number; name: string }>(
      `SELECT id, name FROM store WHERE shop_id = $1 AND status = 1 ORDER BY id`,
      [zone.shopId],
    );
    const idOf = new Map(stores.map((st) => [st.name, st.id]));
    const { rows: originals } = await q.query<{ id: number; storeId: number; brand: string; top: string }>(
      `SELECT s.id, s.store_id AS "storeId", b.name AS brand, c1.name AS top
         FROM zone_sku z JOIN product_sku s ON s.id = z.sku_id JOIN brand b ON b.id = s.brand_id
         JOIN category c3 ON c3.id = s.category_id JOIN category c2 ON c2.id = c3.parent_id
         JOIN category c1 ON c1.id = c2.parent_id
        WHERE z.zone_id = $1 AND s.price IS NOT NULL
        ORDER BY z.sort LIMIT 12`,
      [zone.id],
    );
    // Two other sellers of the brand each, the brand's own store first, then by the store list's order.
    const offers = originals.flatMap((o) =>
      sellersOf(sellerStores(tenant), o.brand, o.top)
        .sort((a, b) => b.weight - a.weight)
        .map((s) => idOf.get(s.store.def.name))
        .filter((id): id is number => id !== undefined && id !== o.storeId)
        .slice(0, 2)
        .map((storeId, i) => ({ skuId: o.id, k: i + 1, storeId })),
    );
    await q.query(
      `WITH offers AS (
         SELECT o.*, z.sort AS zone_sort, t.k, t.store_id AS offer_store,
                round(o.price * CASE t.k WHEN 1 THEN 1 + ((o.id % 7) - 3) / 100.0
                                         ELSE 1 + ((o.id % 5) - 2) / 50.0 END, 2) AS offer_price
           FROM unnest($2::bigint[], $3::int[], $4::bigint[]) AS t(sku_id, k, store_id)
           JOIN product_sku o ON o.id = t.sku_id
           JOIN zone_sku z ON z.zone_id = $1 AND z.sku_id = o.id),
       inserted AS (
         INSERT INTO product_sku (shop_id, store_id, category_id, brand_id, spu_code, name, model, unit, specs,
                                  price, market_price, tax_rate, sales, product_type, pre_sale, main_img,
                                  images, status, search_tokens, created_at)
         SELECT shop_id, offer_store, category_id, brand_id, spu_code || '-C' || k,
                CASE k WHEN 1 THEN '【现货】' ELSE '【企业专享】' END || name, model, unit, specs,
                offer_price, CASE WHEN market_price IS NULL THEN NULL ELSE greatest(market_price, offer_price) END,
                tax_rate, (sales / (k + 1))::int, 1, false, main_img, images, 1, ''::tsvector,
                created_at
           FROM offers
          ORDER BY zone_sort, k
         RETURNING id, shop_id),
       stocked AS (
         INSERT INTO sku_stock (sku_id, shop_id, stock) SELECT id, shop_id, 120 + (id % 9) * 85 FROM inserted)
       INSERT INTO zone_sku (shop_id, zone_id, sku_id, sort)
       SELECT shop_id, $1, id, 1000 + row_number() OVER (ORDER BY id) FROM inserted`,
      [zone.id, offers.map((o) => o.skuId), offers.map((o) => o.k), offers.map((o) => o.storeId)],
    );
  }
  // The offers' titles differ from the originals: index them as the catalogue indexes every name.
  const { rows: offers } = await q.query<{ id: number; name: string }>(
    `SELECT id, name FROM product_sku WHERE spu_code ~ '-C[0-9]+$' AND search_tokens = ''::tsvector ORDER BY id`,
  );
  if (offers.length)
    await q.query(
      `UPDATE product_sku s SET search_tokens = array_to_tsvector(string_to_array(t.tokens, ' '))
         FROM unnest($1::bigint[], $2::text[]) AS t(id, tokens) WHERE s.id = t.id`,
      [offers.map((o) => o.id), offers.map((o) => skuSearchTokens(o.name).join(' '))],
    );
}
