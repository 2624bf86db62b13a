import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { priceString } from '../../platform/money.ts';
import { stockOf } from './stock.service.ts';

/** A product page: the SKU, its gallery and specs, the variants of its SPU, store card and brand. */
export type ProductDetail = components['schemas']['ProductDetail'];

/**
 * The product page of a SKU of the current tenant. Off-shelf SKUs are still shown (onSale false) so
 * old links and order snapshots resolve; a SKU that does not exist for this tenant is a 404 (row-level
 * security hides other tenants' rows, so they look the same as unknown ones).
 */
export async function productDetail(q: Queryable, skuId: number): Promise<ProductDetail> {
  // The SKU's own columns of the page; the rest comes from the queries below.
  const { rows } = await q.query<
    Omit<ProductDetail, 'untaxedPrice' | 'onSale' | 'categoryPath' | 'brand' | 'store' | 'variants'> & {
      untaxed: string | null;
      status: number;
      categoryId: number;
      brandId: number | null;
      storeId: number;
    }
  >(
    `SELECT id AS "skuId", spu_code AS "spuCode", name, model, unit, main_img AS "mainImgUrl", images, specs,
            price::text AS price, market_price::text AS "marketPrice",
            round(price / (1 + tax_rate), 7)::text AS untaxed, trim_scale(tax_rate)::text AS "taxRate",
            ${stockOf('product_sku')} AS stock, sales, product_type AS "productType", pre_sale AS "preSale", status,
            category_id AS "categoryId", brand_id AS "brandId", store_id AS "storeId"
       FROM product_sku WHERE id = $1`,
    [skuId],
  );
  const sku = rows[0];
  if (!sku) throw notFound('商品不存在或已删除');

  // One after another: a transaction is one connection, and pg no longer wants overlapping queries on it.
  const path = await q.query<components['schemas']['CategoryRef']>(
    `WITH RECURSIVE up AS (
         SELECT id, parent_id, name, level FROM category WHERE id = $1
         UNION ALL
         SELECT c.id, c.parent_id, c.name, c.level FROM category c JOIN up ON c.id = up.parent_id)
       SELECT id AS "cateId", name AS "cateName", level FROM up ORDER BY level`,
    [sku.categoryId],
  );
  const brand = await q.query<components['schemas']['BrandRef']>(
    `SELECT id AS "brandId", name, name_en AS "nameEn", logo FROM brand WHERE id = $1`,
    [sku.brandId],
  );
  const store = await q.query<ProductDetail['store']>(
    `SELECT st.id AS "storeId", st.name AS "storeName", st.logo, st.store_type AS "storeType", st.area,
              st.address, st.contact_phone AS "contactPhone", st.description,
              (SELECT count(*)::int FROM product_sku s WHERE s.store_id = st.id AND s.status = 1) AS "skuCount"
         FROM store st WHERE st.id = $1`,
    [sku.storeId],
  );
  const variants = await q.query<components['schemas']['ProductVariant']>(
    `SELECT id AS "skuId", name, specs, price::text AS price, ${stockOf('product_sku')} AS stock, main_img AS "mainImgUrl",
              status = 1 AS "onSale"
         FROM product_sku WHERE spu_code = $1 ORDER BY id`,
    [sku.spuCode],
  );
  const { untaxed, status, categoryId: _c, brandId: _b, storeId: _s, ...rest } = sku;
  return {
    ...rest,
    images: sku.images.length ? sku.images : [sku.mainImgUrl],
    price: priceString(sku.price),
    marketPrice: priceString(sku.marketPrice),
    untaxedPrice: priceString(untaxed),
    onSale: status === 1,
    categoryPath: path.rows,
    brand: brand.rows[0] ?? null,
    store: store.rows[0]!,
    variants: variants.rows.map((v) => ({ ...v, price: priceString(v.price) })),
  };
}
