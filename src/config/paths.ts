import { parse } from 'regexparam';

/**
 * Every route of spec §2 as data. Paths are relative to the router base `/mall` (real URLs are
 * /mall/{domain}/index). `getHref` builds links. A route whose screen a later issue builds is `pending`:
 * the app shows a plain "coming soon" page there until then.
 */
export interface RouteDef {
  path: string;
  /** Title key (i18n `routes.<key>`), also the page title of the access record. */
  key: string;
  pending?: true;
  /** Where the bare path goes (spec §2: comparison, user-center, help-center, shop). */
  redirectTo?: string;
}

const tenant = (key: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  key,
  path: `/:domain${path}`,
  ...extra,
});
const pending = { pending: true } as const;

export const USER_CENTER_CHILDREN = [
  'uc-home',
  'uc-account',
  'uc-address',
  'uc-afsJdlogistics',
  'uc-afslogistics',
  'uc-aftersales',
  'uc-applyafs',
  'uc-jdApplyafs',
  'uc-jdPull',
  'uc-balance',
  'uc-collection',
  'uc-comments',
  'uc-coupons',
  'uc-demand',
  'uc-demandApply',
  'uc-demandDetail',
  'uc-demandMatch',
  'uc-demandMatchDetail',
  'uc-evalDetail',
  'uc-evaluation',
  'uc-footprint',
  'uc-integral',
  'uc-invoice',
  'uc-material',
  'uc-order',
  'uc-orderRecycling',
  'uc-ordercheck',
  'uc-password',
  'uc-planDemandMatch',
  'uc-planDemandMatchDetail',
  'uc-receipt',
  'uc-shopaccount',
  'uc-task',
] as const;
export const HELP_CENTER_CHILDREN = [
  'goods',
  'onlinePayment',
  'password',
  'protocol',
  'purchase',
  'register',
  'resident',
] as const;
export const MEMBER_CENTER_CHILDREN = ['buy-member', 'integral-mall', 'member-equity'] as const;
/** Issue 6's screens after the cart (built; OTHER_SCREENS are still pending). */
export const CHECKOUT_SCREENS = [
  'submit-order',
  'payment',
  'weixin-pay',
  'pay-success',
  'order-detail',
] as const;
const OTHER_SCREENS = [
  'snapshot-detail',
  'batchPoint-detail',
  'deliverynote-detail',
  'afs-detail',
  'afs-detail-offline',
  'archive-detail',
  'batch-procurement',
  'coupons',
  'discount-detail',
  'enter-process',
  'flash-sale',
  'group-buy',
  'invoice-detail',
  'material-add',
  'write-comments',
  'notice-list',
  'notice-detail',
  'pay-person',
  'select-decorate',
  'special-discount',
  'demo',
] as const;

export const ROUTES: RouteDef[] = [
  tenant('home', '/index'),
  tenant('list', '/list'),
  tenant('welfareList', '/welfare/list'),
  tenant('welfareActivity', '/welfare/activity'),
  tenant('welfareSubsidiary', '/welfare/subsidiary-zone'),
  tenant('storeList', '/store-list'),
  tenant('cart', '/cart'),
  tenant('batchOrder', '/batch-order'),
  tenant('zone', '/zone'),
  tenant('zoneSup', '/zone-sup'),
  tenant('simpleZoneActivity', '/simple-zone/activity'),
  tenant('simpleZoneSubsidiary', '/simple-zone/subsidiary'),
  tenant('comparison', '/comparison', { redirectTo: '/comparison/search' }),
  tenant('comparisonSearch', '/comparison/search'),
  tenant('comparisonResult', '/comparison/result'),
  tenant('makeComparison', '/make-comparison'),
  tenant('detail', '/detail'),
  tenant('purchaseZone', '/purchase-zone', pending),
  tenant('inquiryNotices', '/noticeListNewMd', pending),
  tenant('planAudit', '/planAudit', pending),
  tenant('plan', '/plan', pending),
  tenant('userCenter', '/user-center', { redirectTo: '/user-center/uc-home' }),
  ...USER_CENTER_CHILDREN.map((c) =>
    tenant(`userCenter.${c}`, `/user-center/${c}`, c === 'uc-password' ? {} : pending),
  ),
  tenant('helpCenter', '/help-center', { redirectTo: '/help-center/register' }),
  ...HELP_CENTER_CHILDREN.map((c) => tenant(`helpCenter.${c}`, `/help-center/${c}`)),
  tenant('memberCenter', '/member-center', { redirectTo: '/member-center/member-equity' }),
  ...MEMBER_CENTER_CHILDREN.map((c) => tenant(`memberCenter.${c}`, `/member-center/${c}`, pending)),
  tenant('shop', '/shop', { redirectTo: '/shop/home' }),
  tenant('shopHome', '/shop/home'),
  tenant('shopNoticeDetail', '/shop/notice-detail'),
  tenant('shopNoticeList', '/shop/notice-list'),
  tenant('about', '/about'),
  tenant('chat', '/chat', pending),
  ...CHECKOUT_SCREENS.map((s) => tenant(`screens.${s}`, `/${s}`)),
  ...OTHER_SCREENS.map((s) => tenant(`screens.${s}`, `/${s}`, pending)),
  tenant('notFound', '/404'),
  { key: 'terms', path: '/terms-page' },
  { key: 'register', path: '/register' },
  { key: 'forgetPassword', path: '/forget-password' },
  { key: 'projectNotFound', path: '/404-project' },
  { key: 'static.productStandard', path: '/static/product-standard', pending: true },
  { key: 'static.test', path: '/static/test', pending: true },
  { key: 'static.machines', path: '/static/machines' },
];

const matchers = ROUTES.map((r) => ({ route: r, ...parse(r.path) }));

/** The route a router path (no /mall base, no query) belongs to, or null. */
export function matchRoutePath(path: string): RouteDef | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return matchers.find((m) => m.pattern.test(clean))?.route ?? null;
}

/** Links used by the shell. */
export const paths = {
  home: { getHref: (domain: string) => `/${domain}/index` },
  list: {
    getHref: (domain: string, query: Record<string, string> = {}) => `/${domain}/list${toQuery(query)}`,
    /** A keyword search; `t` makes each search a new history entry (spec §2 goods-hall parameters). */
    searchHref: (domain: string, keyword: string) =>
      `/${domain}/list${toQuery({ pn: keyword, t: String(Date.now()) })}`,
  },
  storeList: {
    getHref: (domain: string, supplierName: string) => `/${domain}/store-list${toQuery({ supplierName })}`,
  },
  detail: {
    getHref: (domain: string, skuId: number | string) =>
      `/${domain}/detail${toQuery({ skuId: String(skuId) })}`,
  },
  cart: { getHref: (domain: string) => `/${domain}/cart` },
  batchOrder: { getHref: (domain: string) => `/${domain}/batch-order` },
  purchaseZone: { getHref: (domain: string) => `/${domain}/purchase-zone` },
  inquiryNotices: { getHref: (domain: string) => `/${domain}/noticeListNewMd` },
  about: { getHref: (domain: string) => `/${domain}/about` },
  helpCenter: { getHref: (domain: string, code: string) => `/${domain}/help-center/${code}` },
  shopNoticeList: {
    getHref: (domain: string, page = 1) =>
      `/${domain}/shop/notice-list${page > 1 ? toQuery({ current: String(page) }) : ''}`,
  },
  shopNoticeDetail: {
    getHref: (domain: string, id: number) => `/${domain}/shop/notice-detail${toQuery({ id: String(id) })}`,
  },
  planAudit: { getHref: (domain: string) => `/${domain}/planAudit?audit=1` },
  userCenter: { getHref: (domain: string) => `/${domain}/user-center/uc-home` },
  projectNotFound: { getHref: () => '/404-project' },
  tenantNotFound: { getHref: (domain: string) => `/${domain}/404` },
  terms: { getHref: (sts: 0 | 1) => `/terms-page?sts=${sts}` },
} as const;

/** Paths outside the /mall router base (spec §2 external paths). */
export const externalPaths = {
  login: (shopId: string, targetUrl: string) =>
    `/user-management/${shopId}/pc/pwd-login?targetUrl=${encodeURIComponent(targetUrl)}`,
  register: (shopId: string, targetUrl: string) =>
    `/user-management/${shopId}/pc/login-register?targetUrl=${encodeURIComponent(targetUrl)}`,
  workspace: () => '/user-management/workspace',
  managementPlatform: () => '/vp/',
  supplierOnboarding: () => '/vp/shop/apply-settle',
} as const;

function toQuery(query: Record<string, string>): string {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return q ? `?${q}` : '';
}

/** The router base: real URLs are /mall/{domain}/index (spec §2). */
export const ROUTER_BASE = '/mall';
