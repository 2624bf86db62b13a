import type { AccessRow } from './row.ts';

/** Access rows for the front service (see access-matrix.ts). */
export const frontAccess: Record<string, AccessRow> = {
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
  'POST /iiot/jcmall-front/feedback/saveFeedbackRecord': {
    access: 'user',
    body: { problemType: '7', problemDesc: '希望增加更多办公用品品牌' },
  },
  'GET /iiot/jcmall-front/supplyApplyManage/getPurcharserSupplyerList': {
    access: 'user',
    query: { status: '2', supplierType: '3' },
  },
  'POST /iiot/jcmall-front/zone/queryShopZone': { access: 'public', body: { zoneId: 1 } },
  'POST /iiot/jcmall-front/zone/queryFrontendZoneSkuList': {
    access: 'public',
    body: { zoneId: 1, current: 1, size: 20 },
  },
  'POST /iiot/jcmall-front/zone/querySecondCategoryList': {
    access: 'public',
    body: { zoneId: 1, current: 1, size: 20 },
  },
  'POST /iiot/jcmall-front/zone/queryThrCategoryList': {
    access: 'public',
    body: { zoneId: 1, current: 1, size: 20 },
  },
  'POST /iiot/jcmall-front/zone/queryBrandList': { access: 'public', body: { zoneId: 1 } },
  'POST /iiot/jcmall-front/zone/queryAddressList': { access: 'public', body: { zoneId: 1 } },
  'POST /iiot/jcmall-front/zone/querySupZoneSupDic': { access: 'public', body: { zoneId: 1 } },
  'POST /iiot/jcmall-front/zone/querySupZoneBannerList': { access: 'public', body: {} },
  'POST /iiot/jcmall-front/zone/zoneGroupPageForFront': { access: 'public', body: { current: 1, size: 10 } },
  'POST /iiot/jcmall-front/zone/queryComparisonResult': { access: 'public', body: { zoneId: 1 } },
  'POST /iiot/jcmall-front/welfare/score/getuserscore': { access: 'user', body: {} },
};
