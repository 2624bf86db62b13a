import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/openapi/handlers.ts';
import { notFound } from '../../platform/errors.ts';
import { describeProduct } from './detail.description.ts';
import { priceString } from '../../platform/money.ts';
import {
  selectBrand,
  selectCategoryPath,
  selectSku,
  selectStoreCard,
  selectVariants,
} from './detail.repo.ts';
import { GOODS_VIEW_TABLES, liveStocks } from './stock.service.ts';

/**
 * A product page: the SKU, its gallery and specs, the variants of its SPU, store card, brand and the
 * description section (specs table, package list, after-sales promise).
 */
export type ProductDetail = components['schemas']['ProductDetail'];

/**
 * The product page of a SKU of the current tenant. Off-shelf SKUs are still shown (onSale false) so
 * old links and order snapshots resolve; a SKU that does not exist for this tenant is a 404 (row-level
 * security hides other tenants' rows, so they look the same as unknown ones).
 */
export async function productDetail(q: Queryable, skuId: number): Promise<ProductDetail> {
  const sku = await selectSku(q, skuId);
  if (!sku) throw notFound('商品不存在或已删除');

  // One after another: a transaction is one connection, and pg no longer wants overlapping queries on it.
  const categoryPath = await selectCategoryPath(q, sku.categoryId);
  const brand = await selectBrand(q, sku.brandId);
  const store = await selectStoreCard(q, sku.storeId);
  const variants = await selectVariants(q, sku.spuCode);
  const { untaxed, status, categoryId: _c, brandId: _b, storeId: _s, ...rest } = sku;
  const description = describeProduct({ ...sku, categoryPath, brand: brand ?? null, store: store! });
  return {
    ...rest,
    images: sku.images.length ? sku.images : [sku.mainImgUrl],
    price: priceString(sku.price),
    marketPrice: priceString(sku.marketPrice),
    untaxedPrice: priceString(untaxed),
    onSale: status === 1,
    categoryPath,
    brand: brand ?? null,
    store: store!,
    variants: variants.map((v) => ({ ...v, price: priceString(v.price) })),
    description,
  };
}

/** Product pages kept per tenant (past it, the page asked for longest ago makes room). */
const MAX_KEPT_DETAILS = 2_000;

/**
 * A product page as a buyer gets it: kept per tenant and SKU (platform/cache.ts) until a change of its
 * tables commits on any API node, rebuilt at the first request after the sales roll-up (which is
 * answered the last build meanwhile); the stock of the SKU and of its variants is read afresh every
 * time, in one statement, since it changes with every order and announces no change.
 */
export async function productDetailAnswer(
  ctx: Pick<RequestContext, 'cached' | 'read'>,
  skuId: number,
): Promise<ProductDetail> {
  const detail = await ctx.cached(
    `productDetail:${skuId}`,
    GOODS_VIEW_TABLES,
    (read) => read((q) => productDetail(q, skuId)),
    { bound: { group: 'productDetail', max: MAX_KEPT_DETAILS }, staleOn: 'sales' },
  );
  const stock = await ctx.read((q) => liveStocks(q, [skuId, ...detail.variants.map((v) => v.skuId)]));
  return {
    ...detail,
    stock: stock(skuId),
    variants: detail.variants.map((v) => ({ ...v, stock: stock(v.skuId) })),
  };
}
