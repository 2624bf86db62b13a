import { parse } from 'regexparam';

/**
 * The storefront's route table: every route of spec §2 declared once, as data. A route has its key (also
 * the page title of the access record), its path relative to the router base `/mall` (real URLs are
 * /mall/{domain}/index), and, when anything links to it, its `href()`. A route whose screen a later issue
 * builds is `pending`. Everything links through this table: views, machines' navigation effects, the
 * shell. The app binds each key to its lazy screen (src/app/storefront/screens.tsx); this table stays in
 * src/shared because features link through it and may not import the app.
 */
export interface RouteDef {
  path: string;
  key: string;
  pending?: true;
  /** Where the bare path goes (spec §2: comparison, user-center, help-center, shop). */
  redirectTo?: string;
}

/** Every route, in matching order (routes() and the lists below add themselves). */
export const ROUTES: RouteDef[] = [];

function route<H extends object = object>(
  key: string,
  path: string,
  extra: Partial<RouteDef> & H = {} as H,
): RouteDef & H {
  const r = { key, path, ...extra } as RouteDef & H;
  ROUTES.push({
    key,
    path,
    ...(extra.pending ? { pending: true } : {}),
    ...(extra.redirectTo ? { redirectTo: extra.redirectTo } : {}),
  });
  return r;
}
const tenant = <H extends object = object>(
  key: string,
  path: string,
  extra: Partial<RouteDef> & H = {} as H,
) => route<H>(key, `/:domain${path}`, extra);
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
/** The user-centre pages built so far; the others are `pending` and nothing links to them. */
const USER_CENTER_BUILT = new Set<string>([
  'uc-home',
  'uc-order',
  'uc-orderRecycling',
  'uc-aftersales',
  'uc-applyafs',
  'uc-afslogistics',
  'uc-evaluation',
  'uc-comments',
  'uc-evalDetail',
  'uc-password',
  'uc-invoice',
  'uc-shopaccount',
  'uc-collection',
  'uc-footprint',
  'uc-account',
  'uc-address',
  'uc-balance',
  'uc-integral',
  'uc-task',
  'uc-coupons',
]);
export type UserCenterPage =
  | 'uc-home'
  | 'uc-order'
  | 'uc-orderRecycling'
  | 'uc-aftersales'
  | 'uc-applyafs'
  | 'uc-afslogistics'
  | 'uc-evaluation'
  | 'uc-comments'
  | 'uc-evalDetail'
  | 'uc-password'
  | 'uc-invoice'
  | 'uc-shopaccount'
  | 'uc-collection'
  | 'uc-footprint'
  | 'uc-account'
  | 'uc-address'
  | 'uc-balance'
  | 'uc-integral'
  | 'uc-task'
  | 'uc-coupons';
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
const OTHER_SCREENS = [
  'batchPoint-detail',
  'archive-detail',
  'batch-procurement',
  'material-add',
  'notice-list',
  'notice-detail',
  'pay-person',
  'select-decorate',
  'demo',
] as const;

/** The routes, by what links to them. */
export const routes = {
  home: tenant('home', '/index', { href: (domain: string) => `/${domain}/index` }),
  list: tenant('list', '/list', {
    href: (domain: string, query: Record<string, string> = {}) => `/${domain}/list${toQuery(query)}`,
    /** A keyword search; `t` makes each search a new history entry (spec §2 goods-hall parameters). */
    searchHref: (domain: string, keyword: string) =>
      `/${domain}/list${toQuery({ pn: keyword, t: String(Date.now()) })}`,
  }),
  welfareList: tenant('welfareList', '/welfare/list'),
  welfareActivity: tenant('welfareActivity', '/welfare/activity'),
  welfareSubsidiary: tenant('welfareSubsidiary', '/welfare/subsidiary-zone'),
  storeList: tenant('storeList', '/store-list', {
    href: (domain: string, supplierName: string) => `/${domain}/store-list${toQuery({ supplierName })}`,
  }),
  cart: tenant('cart', '/cart', { href: (domain: string) => `/${domain}/cart` }),
  batchOrder: tenant('batchOrder', '/batch-order', { href: (domain: string) => `/${domain}/batch-order` }),
  zone: tenant('zone', '/zone'),
  zoneSup: tenant('zoneSup', '/zone-sup'),
  simpleZoneActivity: tenant('simpleZoneActivity', '/simple-zone/activity'),
  simpleZoneSubsidiary: tenant('simpleZoneSubsidiary', '/simple-zone/subsidiary'),
  comparison: tenant('comparison', '/comparison', { redirectTo: '/comparison/search' }),
  comparisonSearch: tenant('comparisonSearch', '/comparison/search'),
  comparisonResult: tenant('comparisonResult', '/comparison/result'),
  makeComparison: tenant('makeComparison', '/make-comparison', {
    href: (domain: string) => `/${domain}/make-comparison`,
  }),
  detail: tenant('detail', '/detail', {
    href: (domain: string, skuId: number | string) => `/${domain}/detail${toQuery({ skuId: String(skuId) })}`,
  }),
  purchaseZone: tenant('purchaseZone', '/purchase-zone', {
    ...pending,
    href: (domain: string) => `/${domain}/purchase-zone`,
  }),
  inquiryNotices: tenant('inquiryNotices', '/noticeListNewMd', {
    ...pending,
    href: (domain: string) => `/${domain}/noticeListNewMd`,
  }),
  planAudit: tenant('planAudit', '/planAudit', {
    ...pending,
    href: (domain: string) => `/${domain}/planAudit?audit=1`,
  }),
  plan: tenant('plan', '/plan', pending),
  userCenter: tenant('userCenter', '/user-center', {
    redirectTo: '/user-center/uc-home',
    href: (domain: string) => `/${domain}/user-center/uc-home`,
  }),
  userCenterPages: USER_CENTER_CHILDREN.map((c) =>
    tenant<object>(`userCenter.${c}`, `/user-center/${c}`, USER_CENTER_BUILT.has(c) ? {} : pending),
  ),
  /** A page of the user centre (only a built one: the menu and the pages link to no other). */
  userCenterPage: {
    href: (domain: string, page: UserCenterPage, query: Record<string, string> = {}) =>
      `/${domain}/user-center/${page}${toQuery(query)}`,
  },
  helpCenter: tenant('helpCenter', '/help-center', {
    redirectTo: '/help-center/register',
    href: (domain: string, code: string) => `/${domain}/help-center/${code}`,
  }),
  helpCenterPages: HELP_CENTER_CHILDREN.map((c) => tenant(`helpCenter.${c}`, `/help-center/${c}`)),
  memberCenter: tenant('memberCenter', '/member-center', {
    redirectTo: '/member-center/member-equity',
    href: (domain: string) => `/${domain}/member-center/member-equity`,
  }),
  memberCenterPages: MEMBER_CENTER_CHILDREN.map((c) => tenant(`memberCenter.${c}`, `/member-center/${c}`)),
  /** A page of the member centre: 会员权益, 开通会员, 积分商城. */
  memberCenterPage: {
    href: (domain: string, page: (typeof MEMBER_CENTER_CHILDREN)[number]) =>
      `/${domain}/member-center/${page}`,
  },
  shop: tenant('shop', '/shop', { redirectTo: '/shop/home' }),
  // With a `storeId` the shop section's pages are that store's (its home, notice list and notice).
  shopHome: tenant('shopHome', '/shop/home', {
    href: (domain: string, storeId?: number) =>
      `/${domain}/shop/home${toQuery({ storeId: idOrBlank(storeId) })}`,
  }),
  shopNoticeDetail: tenant('shopNoticeDetail', '/shop/notice-detail', {
    href: (domain: string, id: number, storeId?: number) =>
      `/${domain}/shop/notice-detail${toQuery({ storeId: idOrBlank(storeId), id: String(id) })}`,
  }),
  shopNoticeList: tenant('shopNoticeList', '/shop/notice-list', {
    href: (domain: string, page = 1, storeId?: number) =>
      `/${domain}/shop/notice-list${toQuery({ storeId: idOrBlank(storeId), current: page > 1 ? String(page) : '' })}`,
  }),
  about: tenant('about', '/about', { href: (domain: string) => `/${domain}/about` }),
  chat: tenant('chat', '/chat', {
    href: (
      domain: string,
      query: { storeId?: number | string; skuId?: number | string; orderNo?: string } = {},
    ) =>
      `/${domain}/chat${toQuery(
        Object.fromEntries(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
      )}`,
  }),
  submitOrder: tenant('screens.submit-order', '/submit-order'),
  payment: tenant('screens.payment', '/payment', {
    href: (domain: string, submissionId: number) =>
      `/${domain}/payment${toQuery({ submissionId: String(submissionId) })}`,
  }),
  weixinPay: tenant('screens.weixin-pay', '/weixin-pay', {
    href: (domain: string, paymentId: string) => `/${domain}/weixin-pay${toQuery({ paymentId })}`,
  }),
  paySuccess: tenant('screens.pay-success', '/pay-success', {
    href: (domain: string, submissionId: number) =>
      `/${domain}/pay-success${toQuery({ submissionId: String(submissionId) })}`,
  }),
  orderDetail: tenant('screens.order-detail', '/order-detail', {
    href: (domain: string, orderNo: string) => `/${domain}/order-detail${toQuery({ orderNo })}`,
  }),
  snapshot: tenant('screens.snapshot-detail', '/snapshot-detail', {
    href: (domain: string, orderNo: string, lineId: number) =>
      `/${domain}/snapshot-detail${toQuery({ orderNo, lineId: String(lineId) })}`,
  }),
  deliveryNote: tenant('screens.deliverynote-detail', '/deliverynote-detail', {
    href: (domain: string, orderNo: string) => `/${domain}/deliverynote-detail${toQuery({ orderNo })}`,
  }),
  afterSaleDetail: tenant('screens.afs-detail', '/afs-detail', {
    href: (domain: string, afsNo: string) => `/${domain}/afs-detail${toQuery({ afsNo })}`,
  }),
  writeComments: tenant('screens.write-comments', '/write-comments', {
    href: (domain: string, orderNo: string) => `/${domain}/write-comments${toQuery({ orderNo })}`,
  }),
  enterProcess: tenant('screens.enter-process', '/enter-process', {
    href: (domain: string) => `/${domain}/enter-process`,
  }),
  invoiceDetail: tenant('screens.invoice-detail', '/invoice-detail', {
    href: (domain: string, orderNo: string) => `/${domain}/invoice-detail${toQuery({ orderNo })}`,
  }),
  coupons: tenant('screens.coupons', '/coupons', { href: (domain: string) => `/${domain}/coupons` }),
  flashSale: tenant('screens.flash-sale', '/flash-sale', {
    href: (domain: string) => `/${domain}/flash-sale`,
  }),
  groupBuy: tenant('screens.group-buy', '/group-buy', {
    href: (domain: string, activityId?: number) =>
      `/${domain}/group-buy${activityId ? toQuery({ activityId: String(activityId) }) : ''}`,
  }),
  specialDiscount: tenant('screens.special-discount', '/special-discount', {
    href: (domain: string) => `/${domain}/special-discount`,
  }),
  discountDetail: tenant('screens.discount-detail', '/discount-detail', {
    href: (domain: string, discountId: number) =>
      `/${domain}/discount-detail${toQuery({ discountId: String(discountId) })}`,
  }),
  otherScreens: OTHER_SCREENS.map((s) => tenant(`screens.${s}`, `/${s}`, pending)),
  tenantNotFound: tenant('notFound', '/404', { href: (domain: string) => `/${domain}/404` }),
  terms: route('terms', '/terms-page', { href: (sts: 0 | 1) => `/terms-page?sts=${sts}` }),
  register: route('register', '/register'),
  forgetPassword: route('forgetPassword', '/forget-password'),
  projectNotFound: route('projectNotFound', '/404-project', { href: () => '/404-project' }),
  productStandard: route('static.productStandard', '/static/product-standard', pending),
  staticTest: route('static.test', '/static/test', pending),
  machines: route('static.machines', '/static/machines'),
  // Outside the /mall router base (spec §2 external paths): links, not routes of this router.
  login: {
    href: (shopId: string, targetUrl: string) =>
      `/user-management/${shopId}/pc/pwd-login?targetUrl=${encodeURIComponent(targetUrl)}`,
  },
  registerExternal: {
    href: (shopId: string, targetUrl: string) =>
      `/user-management/${shopId}/pc/login-register?targetUrl=${encodeURIComponent(targetUrl)}`,
  },
  /** The workbench (spec §2 external path), told which tenant it is for. */
  workspace: { href: (shopId: string) => `/user-management/workspace${toQuery({ shopId })}` },
  /** The management console's login (/vp/), told which tenant to sign in to. */
  managementPlatform: { href: (shopId: string) => `/vp/login${toQuery({ shopId })}` },
  supplierOnboarding: { href: (shopId: string) => `/vp/shop/apply-settle${toQuery({ shopId })}` },
} as const;

const matchers = ROUTES.map((r) => ({ route: r, ...parse(r.path) }));

/** The route a router path (no /mall base, no query) belongs to, or null. */
export function matchRoutePath(path: string): RouteDef | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return matchers.find((m) => m.pattern.test(clean))?.route ?? null;
}

/** An optional id as a query value: '' (left out by {@link toQuery}) when there is none. */
const idOrBlank = (id?: number) => (id ? String(id) : '');

export function toQuery(query: Record<string, string>): string {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return q ? `?${q}` : '';
}

/** The router base: real URLs are /mall/{domain}/index (spec §2). */
export const ROUTER_BASE = '/mall';
