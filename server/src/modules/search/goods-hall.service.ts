import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';
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
