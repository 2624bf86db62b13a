import type { components, operations } from '../../openapi/generated/console.ts';

type ConsoleSchemas = components['schemas'];

/** Who is signed in to the console, their stores and menus (openapi console.yaml ConsoleMe). */
export type ConsoleMe = ConsoleSchemas['ConsoleMe'];
/** A menu of the console the server opens to the caller's role. */
export type ConsoleMenu = ConsoleMe['menus'][number];
/** The caller's role in a store: owner, staff, customer service, or the mall operator. */
/** A role in the console: a store's (or the operator's), or a purchaser's (purchaser management platform). */
export type ConsoleRole = ConsoleMe['stores'][number]['role'] | 'purchaser';

/** An order in the console's list (openapi console.yaml ConsoleOrder). */
export type ConsoleOrder = ConsoleSchemas['ConsoleOrder'];
/** A page of the console's orders. */
export type ConsoleOrderPage = ConsoleSchemas['ConsoleOrderPage'];
/** One order with its lines, address and packages (openapi console.yaml ConsoleOrderDetail). */
export type ConsoleOrderDetail = ConsoleSchemas['ConsoleOrderDetail'];
/** One parcel of an order. */
export type ConsolePackage = ConsoleSchemas['ConsolePackage'];
/** An order's status on the wire. */
export type ConsoleOrderStatus = ConsoleSchemas['OrderStatus'];

/** An after-sales request in the console's list. */
export type AfterSaleSummary = ConsoleSchemas['AfterSaleSummary'];
/** A page of after-sales requests. */
export type AfterSalePage = ConsoleSchemas['AfterSalePage'];
/** One after-sales request with its history and what the seller may do. */
export type AfterSaleDetail = ConsoleSchemas['AfterSaleDetail'];
/** An after-sales request's status on the wire. */
export type ConsoleAfterSaleStatus = ConsoleSchemas['AfterSaleStatus'];
/** What the seller may do to a request (the server's `actions.seller`). */
export type SellerAction = AfterSaleDetail['actions']['seller'][number];

/** The body of consoleShipOrder: one or several packages (openapi console.yaml). */
export type ShipPlan = operations['consoleShipOrder']['requestBody']['content']['application/json'];
/** One package of a plan: courier, waybill and, when there are several, the lines it carries. */
export type PlannedPackage = ShipPlan['packages'][number];

/** Rows per page of the console's lists. */
export const CONSOLE_PAGE_SIZE = 10;

/** Tenant ids (shop ids) as the server accepts them in the `shopId` header. */
const SHOP_ID = /^[A-Z][A-Z0-9_]{1,31}$/;

/** A tenant id from the URL or storage, upper-cased, or null when it cannot be one. */
export function parseShopId(raw: string | null | undefined): string | null {
  const id = raw?.trim().toUpperCase() ?? '';
  return SHOP_ID.test(id) ? id : null;
}

/** A page number from the URL, or 1. */
export function parsePage(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** Order numbers are 18 to 24 digits (openapi console.yaml). */
export function parseOrderNo(raw: string | null | undefined): string | null {
  return raw && /^[0-9]{18,24}$/.test(raw) ? raw : null;
}

/** After-sales numbers: AS, 8 digits of date, 10 hex digits (openapi console.yaml AfsNo). */
export function parseAfsNo(raw: string | null | undefined): string | null {
  return raw && /^AS[0-9]{8}[0-9A-F]{10}$/.test(raw) ? raw : null;
}

/** Whether a rejection is the server's "not signed in" (401): the console's session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return statusOf(error) === 401;
}

/** Whether a rejection is the server's "not allowed" (403): the account is no store's staff. */
export function isForbiddenError(error: unknown): boolean {
  return statusOf(error) === 403;
}

/** Whether a rejection is "no such thing (of yours)" (404). */
export function isNotFoundError(error: unknown): boolean {
  return statusOf(error) === 404;
}

/** The HTTP status (else the envelope code) a rejection carries, if any. */
function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { status?: unknown; code?: unknown };
  if (typeof e.status === 'number' && e.status !== 0) return e.status;
  return typeof e.code === 'number' ? e.code : undefined;
}

/** The guards every console machine reads a failed request with (spread into its `setup`). */
export const consoleErrorGuards = {
  isUnauthorized: ({ event }: { event: object }) => 'error' in event && isUnauthorizedError(event.error),
  isNotFound: ({ event }: { event: object }) => 'error' in event && isNotFoundError(event.error),
  isConflict: ({ event }: { event: object }) =>
    'error' in event && (event.error as { status?: unknown } | null)?.status === 409,
};
