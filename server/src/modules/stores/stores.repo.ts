import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';

type Schemas = components['schemas'];

/** An open store of the current tenant with its goods count and whether `userId` follows it. */
export async function selectOpenStore(q: Queryable, storeId: number, userId: number | null) {
  const { rows } = await q.query<Omit<Schemas['StoreHome'], 'categories'>>(
    `SELECT st.id AS "storeId", st.name AS "storeName", st.logo, st.store_type AS "storeType", st.area,
            st.address, st.contact_phone AS "contactPhone", st.description,
            (SELECT count(*)::int FROM product_sku s WHERE s.store_id = st.id AND s.status = 1) AS "skuCount",
            EXISTS (SELECT 1 FROM store_follow f WHERE f.store_id = st.id AND f.user_id = $2) AS following
       FROM store st
      WHERE st.id = $1 AND st.status = 1`,
    [storeId, userId],
  );
  return rows[0];
}

/** The name of the current tenant's open store `storeId`, or undefined. */
export async function selectOpenStoreName(q: Queryable, storeId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ name: string }>('SELECT name FROM store WHERE id = $1 AND status = 1', [
    storeId,
  ]);
  return rows[0]?.name;
}

/** The second-level categories of the store's goods on sale with their counts, in menu order. */
export async function selectStoreCategories(q: Queryable, storeId: number) {
  const { rows } = await q.query<Schemas['StoreCategory']>(
    `SELECT c.id AS "cateId", c.name AS "cateName", count(*)::int AS "skuCount"
       FROM product_sku s
       JOIN category leaf ON leaf.id = s.category_id
       JOIN category c ON c.id = leaf.parent_id
       LEFT JOIN category top ON top.id = c.parent_id
      WHERE s.store_id = $1 AND s.status = 1
      GROUP BY c.id, c.name, c.sort, top.sort, top.id
      ORDER BY top.sort, top.id, c.sort, c.id`,
    [storeId],
  );
  return rows;
}

/** What a page of a store's goods asks for; `keyword` '' matches every name. */
export interface StoreGoodsFilter {
  storeId: number;
  keyword: string;
  cateId: number | null;
  sort: Schemas['GoodsSort'];
}

/**
 * The goods of a store on sale ($1) below a category ($2, any level, or null) whose lowered name
 * contains the keyword ($3): a substring test by strpos, so `%` and `_` in a keyword are plain text.
 */
const STORE_GOODS = `WITH RECURSIVE tree(id) AS (
       SELECT id FROM category WHERE id = $2
       UNION ALL
       SELECT c.id FROM category c JOIN tree ON c.parent_id = tree.id)`;
const STORE_GOODS_FILTER = `s.store_id = $1 AND s.status = 1
        AND ($2::bigint IS NULL OR s.category_id IN (SELECT id FROM tree))
        AND strpos(s.name_lc, lower($3::text)) > 0`;

/** The goods hall's orders (skus.repo.ts): relevance is where the keyword first occurs, then sales. */
const ORDER_BY: Record<Schemas['GoodsSort'], string> = {
  relevance: 'strpos(s.name_lc, lower($3::text)), s.sales DESC, s.id',
  priceAsc: 's.price ASC NULLS LAST, s.id',
  priceDesc: 's.price DESC NULLS LAST, s.id',
  sales: 's.sales DESC, s.id',
  newest: 's.created_at DESC, s.id DESC',
};

type CardRow = Omit<Schemas['SkuCard'], 'untaxedPrice'> & { untaxed: string | null; total: number };

/**
 * A page of the store's goods in the order asked for, as the goods hall's cards (prices as the database
 * prints them), and the number of goods the filter matches (undefined when the page is empty).
 * `stockOf` is the catalogue's stock expression (catalog/stock.service.ts).
 */
export async function selectStoreGoods(
  q: Queryable,
  filter: StoreGoodsFilter,
  page: { current: number; size: number },
  stockOf: (alias: string) => string,
): Promise<{ rows: Array<Omit<CardRow, 'total'>>; total: number | undefined }> {
  const { rows } = await q.query<CardRow>(
    `${STORE_GOODS}
     SELECT s.id AS "skuId", s.spu_code AS "spuCode", s.name, s.model, s.main_img AS "mainImgUrl",
            s.price::text AS price, s.market_price::text AS "marketPrice",
            round(s.price / (1 + s.tax_rate), 7)::text AS untaxed, ${stockOf('s')} AS stock, s.sales,
            s.store_id AS "storeId", st.name AS "storeName", s.brand_id AS "brandId", b.name AS "brandName",
            s.product_type AS "productType", s.pre_sale AS "preSale", count(*) OVER ()::int AS total
       FROM product_sku s
       JOIN store st ON st.id = s.store_id
       LEFT JOIN brand b ON b.id = s.brand_id
      WHERE ${STORE_GOODS_FILTER}
      ORDER BY ${ORDER_BY[filter.sort]}
      LIMIT $4 OFFSET $5`,
    [filter.storeId, filter.cateId, filter.keyword, page.size, (page.current - 1) * page.size],
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total };
}

/** How many of the store's goods on sale the filter matches. */
export async function countStoreGoods(q: Queryable, filter: StoreGoodsFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `${STORE_GOODS}
     SELECT count(*)::int AS n FROM product_sku s WHERE ${STORE_GOODS_FILTER}`,
    [filter.storeId, filter.cateId, filter.keyword],
  );
  return rows[0]?.n ?? 0;
}

const NOTICE_COLUMNS = `n.id, n.store_id AS "storeId", n.title, n.summary,
  to_char(n.published_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "publishedAt"`;

/** A page of the store's notices, newest first, and how many it has. */
export async function selectStoreNotices(q: Queryable, storeId: number, current: number, size: number) {
  const { rows } = await q.query<Schemas['StoreNoticeSummary']>(
    `SELECT ${NOTICE_COLUMNS} FROM store_notice n WHERE n.store_id = $1
      ORDER BY n.published_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
    [storeId, size, (current - 1) * size],
  );
  const { rows: count } = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM store_notice WHERE store_id = $1',
    [storeId],
  );
  return { records: rows, total: count[0]?.total ?? 0 };
}

/** One notice of the store with its paragraphs and the store's name. */
export async function selectStoreNotice(q: Queryable, storeId: number, id: number) {
  const { rows } = await q.query<Schemas['StoreNoticeDetail']>(
    `SELECT ${NOTICE_COLUMNS}, n.paragraphs, st.name AS "storeName"
       FROM store_notice n JOIN store st ON st.id = n.store_id
      WHERE n.id = $1 AND n.store_id = $2`,
    [id, storeId],
  );
  return rows[0];
}
