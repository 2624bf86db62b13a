import type { components } from '../../../../openapi/generated/search.ts';
import { canonicalJson } from '../../../../machines/shared/canonical-json.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/openapi/handlers.ts';
import { GOODS_VIEW_TABLES, withLiveStock } from '../catalog/stock.service.ts';
import { selectCategoryPath } from './goods-hall.repo.ts';
import type { SkuSearch } from './skus.repo.ts';
import { brandFacets, searchSkus } from './skus.service.ts';

/** The goods hall's request (spec §2 /list parameters, plus the filters of the hall's filter bar). */
export type GoodsHallQuery = components['schemas']['GoodsQuery'];

/** A goods hall page: the SKU page plus brand counts and the breadcrumb of the chosen categories. */
export type GoodsHallPage = components['schemas']['GoodsPage'];

/** Maps the hall's parameters onto a SKU search and adds the facets the filter bar shows. */
export async function goodsHall(q: Queryable, query: GoodsHallQuery): Promise<GoodsHallPage> {
  const categoryIds = [query.cpid, query.cid, query.thCid].filter((id): id is number => !!id);
  const search: SkuSearch = {
    keyword: query.pn,
    keywords: query.sc,
    matchAny: query.st === 1,
    categoryIds,
    brandIds: query.brandIds,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    inStock: query.inStock,
    welfareOnly: query.isWelfare === 1,
    sort: query.sort,
    current: query.current,
    size: query.size,
  };
  const page = await searchSkus(q, search);
  const brands = await brandFacets(q, search);
  const categoryPath = categoryIds.length ? await selectCategoryPath(q, categoryIds) : [];
  return { ...page, facets: { brands, categoryPath } };
}

/** Distinct goods hall queries kept per tenant (past it, the query asked for longest ago makes room). */
const MAX_KEPT_QUERIES = 1_000;

/**
 * The goods hall's answer as a buyer gets it. Searches repeat (the same keywords, the pages of one
 * listing), and a search statement is the costliest read of the storefront, so a page is kept per
 * tenant and query (platform/cache.ts) until a change of its tables commits on any API node; after the
 * 30-second sales roll-up the next request rebuilds it and is answered the last build meanwhile (the
 * ranking by sales lags by a rebuild, as the home floors do). Stock changes with every order and
 * announces no change, so the stock of a kept page is read afresh (one statement), and a page filtered
 * on stock (`inStock`) is read whole every time.
 */
export async function goodsHallAnswer(
  ctx: Pick<RequestContext, 'cached' | 'read'>,
  query: GoodsHallQuery,
): Promise<GoodsHallPage> {
  if (query.inStock) return ctx.read((q) => goodsHall(q, query));
  const page = await ctx.cached(
    `goodsHall:${canonicalJson(query)}`,
    GOODS_VIEW_TABLES,
    (read) => read((q) => goodsHall(q, query)),
    { bound: { group: 'goodsHall', max: MAX_KEPT_QUERIES }, staleOn: 'sales' },
  );
  if (page.records.length === 0) return page;
  return { ...page, records: await ctx.read((q) => withLiveStock(q, page.records)) };
}
