import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/errors.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import { hasRole, selectConsoleOrders, selectOpenStores, selectStaffStores } from './staff.repo.ts';

type StaffRole = 'owner' | 'staff' | 'service' | 'operator';
/** A menu of the console (openapi console.yaml ConsoleMe.menus). */
export type ConsoleMenu =
  | 'orders'
  | 'vouchers'
  | 'afterSales'
  | 'invoices'
  | 'comments'
  | 'chat'
  | 'settle'
  | 'stores'
  | 'purchaseOrders';

/**
 * What a role may do beyond reading: the owner, the staff and the mall operator ship orders and issue
 * invoices; customer service answers after-sales requests and comments and reads the orders they are
 * about, but neither ships nor invoices. The server checks the duty on every such call; the menus only
 * follow it.
 */
export type StaffDuty = 'fulfil' | 'invoice';
const DUTIES: Record<StaffRole, readonly StaffDuty[]> = {
  owner: ['fulfil', 'invoice'],
  staff: ['fulfil', 'invoice'],
  operator: ['fulfil', 'invoice'],
  service: [],
};
const MENUS: Record<StaffRole, readonly ConsoleMenu[]> = {
  owner: ['orders', 'vouchers', 'afterSales', 'invoices', 'comments', 'chat'],
  staff: ['orders', 'vouchers', 'afterSales', 'invoices', 'comments', 'chat'],
  operator: ['orders', 'vouchers', 'afterSales', 'invoices', 'comments', 'settle', 'stores'],
  // Customer service (spec §6 "customer service agent"): after-sales, comments and the customer chat.
  service: ['afterSales', 'comments', 'chat'],
};
const MENU_ORDER: readonly ConsoleMenu[] = [
  'orders',
  'vouchers',
  'afterSales',
  'invoices',
  'comments',
  'chat',
  'settle',
  'stores',
];

/** What a console user may see: the stores they work for, or every store for the mall operator. */
export interface StaffScope {
  isOperator: boolean;
  storeIds: number[] | 'any';
  stores: Array<{ storeId: number; storeName: string; role: StaffRole }>;
}

/**
 * The caller's console scope; 403 when they are neither a store's staff nor the mall operator. With a
 * `duty`, only the stores where the caller's role has it, and 403 (没有权限执行该操作) when there is none.
 */
export async function staffScope(q: Queryable, user: SessionUser, duty?: StaffDuty): Promise<StaffScope> {
  if (user.isOperator) {
    return { isOperator: true, storeIds: 'any', stores: [] };
  }
  const rows = await selectStaffStores(q, user.userId);
  if (rows.length === 0) throw forbidden('您不是店铺员工，无法进入管理平台');
  const stores = duty ? rows.filter((r) => DUTIES[r.role].includes(duty)) : rows;
  if (stores.length === 0) throw forbidden();
  return { isOperator: false, storeIds: stores.map((r) => r.storeId), stores };
}

/** A purchaser (types 2 and 3) with a role: the purchaser management platform (spec §6). */
async function isPurchaser(q: Queryable, user: SessionUser): Promise<boolean> {
  return (user.userType === 2 || user.userType === 3) && (await hasRole(q, user.userId));
}

/**
 * Who is signed in to the console and the menus their roles open (in the console's order): a store's
 * staff and the mall operator their stores' menus, a purchaser with a role their organisation's orders.
 */
export async function consoleMe(q: Queryable, user: SessionUser) {
  if (
    !user.isOperator &&
    (await selectStaffStores(q, user.userId)).length === 0 &&
    (await isPurchaser(q, user))
  )
    return {
      userId: String(user.userId),
      userName: user.userName,
      isOperator: false,
      stores: [],
      menus: ['purchaseOrders' as const],
    };
  const scope = await staffScope(q, user);
  const stores = scope.isOperator
    ? (await selectOpenStores(q)).map((s) => ({ ...s, role: 'operator' as const }))
    : scope.stores;
  const roles = scope.isOperator ? (['operator'] as const) : stores.map((s) => s.role);
  const menus = MENU_ORDER.filter((m) => roles.some((r) => MENUS[r].includes(m)));
  return {
    userId: String(user.userId),
    userName: user.userName,
    isOperator: scope.isOperator,
    stores,
    menus,
  };
}

/** The orders of the purchaser's organisation, newest first, by status and order number or goods name. */
export async function purchaseOrders(
  q: Queryable,
  user: SessionUser,
  filter: { status?: OrderStatus | undefined; keyword?: string | undefined },
  current: number,
  size: number,
) {
  if (!(await isPurchaser(q, user))) throw forbidden();
  const { records, total } = await selectConsoleOrders(
    q,
    null,
    filter.status ?? null,
    filter.keyword?.trim() ?? '',
    { current, size },
    user.userId,
  );
  return { records, total, current, size };
}

/** The orders of the stores in scope, newest first, by status and order number or goods name. */
export async function consoleOrders(
  q: Queryable,
  storeIds: number[] | 'any',
  filter: { status?: OrderStatus | undefined; keyword?: string | undefined },
  current: number,
  size: number,
) {
  const keyword = filter.keyword?.trim() ?? '';
  const { records, total } = await selectConsoleOrders(
    q,
    storeIds === 'any' ? null : storeIds,
    filter.status ?? null,
    keyword,
    { current, size },
  );
  return {
    records,
    total,
    current,
    size,
  };
}
