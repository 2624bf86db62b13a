import type { AccessRow } from './row.ts';

/** Access rows for the product service (see access-matrix.ts). */
export const productAccess: Record<string, AccessRow> = {
  'POST /iiot/jcmall-product/category/front/getMallFrontCategory': { access: 'public', body: {} },
  'GET /iiot/jcmall-product/product/queryHotKeywords': { access: 'public', query: { keyword: '笔' } },
  'GET /iiot/jcmall-product/product/detail': { access: 'public', query: { skuId: '1' } },
  'GET /iiot/jcmall-product/manual-compare-sku/list': { access: 'user' },
  // Adding a listed SKU and deleting an unlisted one are no-ops, so every account can repeat these.
  'POST /iiot/jcmall-product/manual-compare-sku/add': { access: 'user', body: { skuId: 1 } },
  'POST /iiot/jcmall-product/manual-compare-sku/delete': { access: 'user', body: { skuId: 2 } },
  // Toggles answer 200 on every call (each flips the state), so they repeat for every account.
  'POST /iiot/jcmall-product/favourite/toggle': { access: 'user', body: { skuId: 1 } },
  'POST /iiot/jcmall-product/store/follow/toggle': { access: 'user', body: { storeId: 1 } },
  'GET /iiot/jcmall-product/product/userState': { access: 'user', query: { skuId: '1' } },
  'POST /iiot/jcmall-product/footprint/add': { access: 'user', body: { skuId: 1 } },
  'GET /iiot/jcmall-product/footprint/list': { access: 'user' },
  // Removing a row that is not there is a no-op, so every account can repeat these.
  'POST /iiot/jcmall-product/footprint/delete': { access: 'user', body: { skuId: 1 } },
  'POST /iiot/jcmall-product/footprint/clear': { access: 'user' },
  'GET /iiot/jcmall-product/favourite/page': { access: 'user', query: { current: '1', size: '5' } },
  'POST /iiot/jcmall-product/favourite/delete': { access: 'user', body: { skuId: 1 } },
  'GET /iiot/jcmall-product/store/follow/page': { access: 'user', query: { current: '1', size: '5' } },
  'POST /iiot/jcmall-product/store/follow/delete': { access: 'user', body: { storeId: 1 } },
  'POST /iiot/jcmall-product/orderComment/shopComments': {
    access: 'public',
    body: { skuId: 1, current: 1, size: 5 },
  },
  'GET /iiot/jcmall-product/manual-compare-sku/detail': { access: 'user' },
  'GET /iiot/jcmall-product/promotion/flash-sale': { access: 'public' },
  'GET /iiot/jcmall-product/promotion/group-buy': { access: 'public' },
  'GET /iiot/jcmall-product/promotion/group-buy/groups': { access: 'public', query: { activityId: '1' } },
  'GET /iiot/jcmall-product/promotion/group-buy/group': { access: 'public', query: { groupId: '1' } },
  'GET /iiot/jcmall-product/promotion/discounts': { access: 'public' },
  'GET /iiot/jcmall-product/promotion/discount': { access: 'public', query: { discountId: '1' } },
  'GET /iiot/jcmall-product/promotion/sku': { access: 'public', query: { skuId: '1' } },
};
