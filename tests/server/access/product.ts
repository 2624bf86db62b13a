import type { AccessRow } from '../access-matrix.ts';

/** Access rows for the product service (see access-matrix.ts). */
export const productAccess: Record<string, AccessRow> = {
  'POST /iiot/jcmall-product/category/front/getMallFrontCategory': { access: 'public', body: {} },
  'GET /iiot/jcmall-product/product/queryHotKeywords': { access: 'public', query: { keyword: '笔' } },
};
