import type { AccessRow } from '../access-matrix.ts';

/** Access rows for the product service (see access-matrix.ts). */
export const productAccess: Record<string, AccessRow> = {
  'POST /iiot/jcmall-product/category/front/getMallFrontCategory': { access: 'public', body: {} },
  'GET /iiot/jcmall-product/product/queryHotKeywords': { access: 'public', query: { keyword: '笔' } },
  'GET /iiot/jcmall-product/product/detail': { access: 'public', query: { skuId: '1' } },
  'GET /iiot/jcmall-product/manual-compare-sku/list': { access: 'user' },
  // Adding a listed SKU and deleting an unlisted one are no-ops, so every account can repeat these.
  'POST /iiot/jcmall-product/manual-compare-sku/add': { access: 'user', body: { skuId: 1 } },
  'POST /iiot/jcmall-product/manual-compare-sku/delete': { access: 'user', body: { skuId: 2 } },
};
