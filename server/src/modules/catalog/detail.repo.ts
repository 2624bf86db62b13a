import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { stockOf } from './stock.repo.ts';

type ProductDetail = components['schemas']['ProductDetail'];

/** The SKU's own columns of its product page; the rest comes from the statements below. */
export async function selectSku(q: Queryable, skuId: number) {
  const { rows } = await q.query<
    Omit<
      ProductDetail,
      'untaxedPrice' | 'onSale' | 'categoryPath' | 'brand' | 'store' | 'variants' | 'description'
    > & {
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
            CASE goods_kind WHEN 2 THEN 'voucher' ELSE 'physical' END AS "goodsKind",
            category_id AS "categoryId", brand_id AS "brandId", store_id AS "storeId"
       FROM product_sku WHERE id = $1`,
    [skuId],
  );
  return rows[0];
}

/** The category and its ancestors, top level first. */
export async function selectCategoryPath(q: Queryable, categoryId: number) {
  const path = await q.query<components['schemas']['CategoryRef']>(
    `WITH RECURSIVE up AS (
         SELECT id, parent_id, name, level FROM category WHERE id = $1
         UNION ALL
         SELECT c.id, c.parent_id, c.name, c.level FROM category c JOIN up ON c.id = up.parent_id)
       SELECT id AS "cateId", name AS "cateName", level FROM up ORDER BY level`,
    [categoryId],
  );
  return path.rows;
}

export async function selectBrand(q: Queryable, brandId: number | null) {
  const brand = await q.query<components['schemas']['BrandRef']>(
    `SELECT id AS "brandId", name, name_en AS "nameEn", logo FROM brand WHERE id = $1`,
    [brandId],
  );
  return brand.rows[0];
}

/** The store card of the product page, with the store's number of SKUs on sale. */
export async function selectStoreCard(q: Queryable, storeId: number) {
  const store = await q.query<ProductDetail['store']>(
    `SELECT st.id AS "storeId", st.name AS "storeName", st.logo, st.store_type AS "storeType", st.area,
              st.address, st.contact_phone AS "contactPhone", st.description,
              (SELECT count(*)::int FROM product_sku s WHERE s.store_id = st.id AND s.status = 1) AS "skuCount"
         FROM store st WHERE st.id = $1`,
    [storeId],
  );
  return store.rows[0];
}

/** The SKUs of an SPU, by id. */
export async function selectVariants(q: Queryable, spuCode: string) {
  const variants = await q.query<components['schemas']['ProductVariant']>(
    `SELECT id AS "skuId", name, specs, price::text AS price, ${stockOf('product_sku')} AS stock, main_img AS "mainImgUrl",
              status = 1 AS "onSale"
         FROM product_sku WHERE spu_code = $1 ORDER BY id`,
    [spuCode],
  );
  return variants.rows;
}
