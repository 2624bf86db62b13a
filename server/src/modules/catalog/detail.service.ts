import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
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
