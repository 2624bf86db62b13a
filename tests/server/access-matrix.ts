import type { Access } from '../../server/src/openapi/operations.ts';

/**
 * Who may call each registered route, with a valid request to call it with. The access-matrix test
 * fails when a route exists without a row here (or a row without a route), and checks every row
 * against anonymous callers, every demo account and a second tenant's token.
 */
export interface AccessRow {
  access: Access;
  body?: unknown;
  multipart?: Record<string, string>;
  query?: Record<string, string>;
  /** URL with path parameters filled in, when the route has any. */
  url?: string;
}

export const ACCESS_MATRIX: Record<string, AccessRow> = {
  'POST /iiot/jcmall-front/shop/getShopIdByDomain': { access: 'global', body: { domain: 'demo' } },
  'POST /iiot/jcmall-front/webConfig/queryWebConfig': { access: 'public', body: { configType: 3 } },
  'GET /iiot/jcmall-front/mall/setting/queryBaseConfig': { access: 'public' },
  'GET /iiot/jcmall-front/mall/setting/queryShowZoneType': { access: 'public' },
  'POST /iiot/jcmall-front/userAccessRecord/add': {
    access: 'public',
    body: { shopId: 'DEMO', pageUrl: '/demo/index', pageTitle: '首页', type: 1 },
  },
  'POST /iiot/jcmall-front/banner/pageListForFront': { access: 'public', body: {} },
  'POST /iiot/jcmall-front/zone/queryAllShopZoneList': { access: 'public', body: {} },
  'GET /iiot/jcmall-front/bidderLine/getBidderLineList': { access: 'public' },
  'POST /iiot/jcmall-front/common/queryDictForType': { access: 'public', multipart: { type: 'FEEDBACK' } },
  'GET /yzc-upms/user/get': { access: 'user' },
  'GET /yzc-upms/user/getInfo': { access: 'user' },
  'GET /yzc-upms/user/getMenuByUser': { access: 'user', query: { userId: ':me', appId: '2' } },
  'POST /yzc-upms/dict/getListByDictCode': { access: 'public', body: { dataCode: 'purchase' } },
  'POST /iiot/jcmall-product/category/front/getMallFrontCategory': { access: 'public', body: {} },
  'GET /iiot/jcmall-product/product/queryHotKeywords': { access: 'public', query: { keyword: '笔' } },
  'POST /iiot/jcmall-search/hotSearch/pageListForFront': { access: 'public', body: { isFront: 1, type: 0 } },
  'GET /iiot/jcmall-oss/file/:shopId/:fileId': { access: 'path-tenant', url: ':firstFile' },
  'GET /mall/app-version.json': { access: 'global' },
};
