import type { paths as AccountPaths } from '../../../openapi/generated/account.ts';
import type { paths as AfterSalesPaths } from '../../../openapi/generated/after-sales.ts';
import type { paths as CommentsPaths } from '../../../openapi/generated/comments.ts';
import type { paths as ConsolePaths } from '../../../openapi/generated/console.ts';
import type { paths as FrontPaths } from '../../../openapi/generated/front.ts';
import type { paths as ImPaths } from '../../../openapi/generated/im.ts';
import type { paths as InvoicesPaths } from '../../../openapi/generated/invoices.ts';
import type { paths as MallPaths } from '../../../openapi/generated/mall.ts';
import type { paths as OrderPaths } from '../../../openapi/generated/order.ts';
import type { paths as OssPaths } from '../../../openapi/generated/oss.ts';
import type { paths as PayPaths } from '../../../openapi/generated/pay.ts';
import type { paths as ProductPaths } from '../../../openapi/generated/product.ts';
import type { paths as SearchPaths } from '../../../openapi/generated/search.ts';
import type { paths as UpmsPaths } from '../../../openapi/generated/upms.ts';
import type { paths as WebsiteManagePaths } from '../../../openapi/generated/website-manage.ts';
import type { Middleware } from 'openapi-fetch';
import { createServiceClient, SERVICE_PREFIX } from './client.ts';
import { acceptLanguageOf, createApiMiddleware, type ApiEffects } from './middleware.ts';

let effects: ApiEffects | null = null;

/** Connects the API layer to the app's cookies, toasts and navigation (called once at start-up). */
export function installApiEffects(next: ApiEffects): void {
  effects = next;
}

function current(): ApiEffects {
  if (!effects) throw new Error('installApiEffects() must run before the first API call');
  return effects;
}

const middleware = createApiMiddleware({
  getToken: () => current().getToken(),
  getShopId: () => current().getShopId(),
  getFrom: () => current().getFrom(),
  toast: (kind, message, durationMs) => current().toast(kind, message, durationMs),
  logout: () => current().logout(),
  goToLogin: () => current().goToLogin(),
  t: (key) => current().t(key),
  getLanguage: () => current().getLanguage(),
  answerFromPage: (request) => current().answerFromPage?.(request) ?? Promise.resolve(undefined),
});

/** One client per upstream service, all sharing the middleware. */
export const frontApi = createServiceClient<FrontPaths>(SERVICE_PREFIX.front, middleware);
export const productApi = createServiceClient<ProductPaths>(SERVICE_PREFIX.product, middleware);
export const searchApi = createServiceClient<SearchPaths>(SERVICE_PREFIX.search, middleware);
export const upmsApi = createServiceClient<UpmsPaths>(SERVICE_PREFIX.upms, middleware);
export const mallApi = createServiceClient<MallPaths>(SERVICE_PREFIX.mall, middleware);
export const orderApi = createServiceClient<OrderPaths>(SERVICE_PREFIX.order, middleware);
export const accountApi = createServiceClient<AccountPaths>(SERVICE_PREFIX.account, middleware);
export const payApi = createServiceClient<PayPaths>(SERVICE_PREFIX.pay, middleware);
export const ossApi = createServiceClient<OssPaths>(SERVICE_PREFIX.oss, middleware);
export const afterSalesApi = createServiceClient<AfterSalesPaths>(SERVICE_PREFIX.afterSales, middleware);
export const commentsApi = createServiceClient<CommentsPaths>(SERVICE_PREFIX.comments, middleware);
/** The customer chat's operations (its live part is the WebSocket, features/chat). */
export const imApi = createServiceClient<ImPaths>(SERVICE_PREFIX.im, middleware);
export const invoicesApi = createServiceClient<InvoicesPaths>(SERVICE_PREFIX.invoices, middleware);
/** The storefront's calls under /mallapi/api: a supplier's store application, store account, workbench. */
export const mallapiApi = createServiceClient<ConsolePaths>(SERVICE_PREFIX.mallapi, middleware);
export const websiteManageApi = createServiceClient<WebsiteManagePaths>(
  SERVICE_PREFIX.websiteManage,
  middleware,
);

/**
 * The management console's clients, for one tenant (the `shopId` header; the session rides on the
 * HttpOnly cookie). They run no app middleware: failures reject with the API layer's ApiError (status and
 * the server's words, in the page's language) without a toast, the console's machines decide what the page says, and a 401 ends
 * the console's session.
 */
export const consoleTenant = (shopId: string): Middleware => ({
  onRequest({ request }) {
    request.headers.set('shopId', shopId);
    request.headers.set('Accept-Language', acceptLanguageOf(effects?.getLanguage() ?? 'zh_CN'));
  },
});
export const consoleApi = (shopId: string) =>
  createServiceClient<ConsolePaths>(SERVICE_PREFIX.mallapi, consoleTenant(shopId));
export const consoleInvoicesApi = (shopId: string) =>
  createServiceClient<InvoicesPaths>(SERVICE_PREFIX.invoices, consoleTenant(shopId));
export const consoleCommentsApi = (shopId: string) =>
  createServiceClient<CommentsPaths>(SERVICE_PREFIX.comments, consoleTenant(shopId));
export const consoleImApi = (shopId: string) =>
  createServiceClient<ImPaths>(SERVICE_PREFIX.im, consoleTenant(shopId));
export const consoleOssApi = (shopId: string) =>
  createServiceClient<OssPaths>(SERVICE_PREFIX.oss, consoleTenant(shopId));
