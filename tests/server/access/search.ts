import type { AccessRow } from './row.ts';

/** Access rows for the search service (see access-matrix.ts). */
export const searchAccess: Record<string, AccessRow> = {
  'POST /iiot/jcmall-search/hotSearch/pageListForFront': { access: 'public', body: { isFront: 1, type: 0 } },
  'POST /iiot/jcmall-search/product/pageListForFront': { access: 'public', body: { pn: '签字笔' } },
  'POST /iiot/jcmall-search/store/pageListForFront': { access: 'public', body: { supplierName: '旗舰' } },
  'POST /iiot/jcmall-search/product/floorsForFront': { access: 'public', body: { size: 8 } },
  // Store 1 is the platform shop's self-operated store; notice 1 is its first seeded notice.
  'GET /iiot/jcmall-search/store/home': { access: 'public', query: { storeId: '1' } },
  'POST /iiot/jcmall-search/store/goods': { access: 'public', body: { storeId: 1, keyword: '笔' } },
  'GET /iiot/jcmall-search/store/notice/page': { access: 'public', query: { storeId: '1' } },
  'GET /iiot/jcmall-search/store/notice/detail': { access: 'public', query: { storeId: '1', id: '1' } },
};
