import type { ConsoleMenu } from '../../../machines/console/console.types.ts';
import { toQuery } from '../../shared/routes.ts';

/**
 * The console's route table (/vp/): every page once, as data. Paths are relative to the /vp base the
 * console app is nested under (real URLs are /vp/orders …). A page either needs nobody (`public`) or a
 * signed-in staff member with the page's `menu` (the menus the server opens to their role); `layout`
 * says whether it sits in the shell, alone (the printable delivery note) or on the public page.
 */
export interface ConsoleRouteDef {
  key: ConsoleRouteKey;
  path: string;
  access: 'public' | ConsoleMenu;
  layout: 'shell' | 'bare' | 'public';
}

export type ConsoleRouteKey =
  | 'login'
  | 'orders'
  | 'orderDetail'
  | 'deliveryNote'
  | 'vouchers'
  | 'afterSales'
  | 'afterSaleDetail'
  | 'invoices'
  | 'comments'
  | 'chat'
  | 'settle'
  | 'settleDetail'
  | 'stores'
  | 'purchaseOrders'
  | 'applySettle';

export const CONSOLE_ROUTES: readonly ConsoleRouteDef[] = [
  { key: 'login', path: '/login', access: 'public', layout: 'public' },
  { key: 'orders', path: '/orders', access: 'orders', layout: 'shell' },
  { key: 'orderDetail', path: '/orders/detail', access: 'orders', layout: 'shell' },
  { key: 'deliveryNote', path: '/orders/delivery-note', access: 'orders', layout: 'bare' },
  { key: 'vouchers', path: '/vouchers', access: 'vouchers', layout: 'shell' },
  { key: 'afterSales', path: '/after-sales', access: 'afterSales', layout: 'shell' },
  { key: 'afterSaleDetail', path: '/after-sales/detail', access: 'afterSales', layout: 'shell' },
  { key: 'invoices', path: '/invoices', access: 'invoices', layout: 'shell' },
  { key: 'comments', path: '/comments', access: 'comments', layout: 'shell' },
  { key: 'chat', path: '/chat', access: 'chat', layout: 'shell' },
  { key: 'settle', path: '/settle', access: 'settle', layout: 'shell' },
  { key: 'settleDetail', path: '/settle/detail', access: 'settle', layout: 'shell' },
  { key: 'stores', path: '/stores', access: 'stores', layout: 'shell' },
  // The purchaser management platform (spec §6): the orders of the purchaser's organisation.
  { key: 'purchaseOrders', path: '/purchase-orders', access: 'purchaseOrders', layout: 'shell' },
  // The supplier's store application (spec §2): a signed-in supplier of the storefront, not console staff.
  { key: 'applySettle', path: '/shop/apply-settle', access: 'public', layout: 'public' },
];

/** The links of the console, relative to /vp. */
export const consoleHref = {
  login: (redirect?: string) => `/login${toQuery(redirect ? { redirect } : {})}`,
  orders: () => '/orders',
  orderDetail: (orderNo: string) => `/orders/detail${toQuery({ orderNo })}`,
  deliveryNote: (orderNo: string) => `/orders/delivery-note${toQuery({ orderNo })}`,
  vouchers: () => '/vouchers',
  afterSales: () => '/after-sales',
  afterSaleDetail: (afsNo: string) => `/after-sales/detail${toQuery({ afsNo })}`,
  invoices: () => '/invoices',
  comments: () => '/comments',
  chat: () => '/chat',
  settle: () => '/settle',
  settleDetail: (id: number) => `/settle/detail${toQuery({ id: String(id) })}`,
  stores: () => '/stores',
  purchaseOrders: () => '/purchase-orders',
};

/** The page each menu opens. */
export const MENU_HOME: Record<ConsoleMenu, string> = {
  orders: consoleHref.orders(),
  vouchers: consoleHref.vouchers(),
  afterSales: consoleHref.afterSales(),
  invoices: consoleHref.invoices(),
  comments: consoleHref.comments(),
  chat: consoleHref.chat(),
  settle: consoleHref.settle(),
  stores: consoleHref.stores(),
  purchaseOrders: consoleHref.purchaseOrders(),
};

/** The route of a path under /vp (no query), or null. */
export function matchConsoleRoute(path: string): ConsoleRouteDef | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CONSOLE_ROUTES.find((r) => r.path === clean) ?? null;
}

/**
 * Where to go after signing in: the page the guard sent the user away from, when it is a console page
 * behind the sign-in (a path under /vp, never another site or the login page itself); else null.
 */
export function safeRedirect(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const route = matchConsoleRoute(raw.split('?')[0]!);
  return route && route.access !== 'public' ? raw : null;
}
