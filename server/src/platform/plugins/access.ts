import type { FastifyRequest } from 'fastify';
import { tenantCache } from '../cache.ts';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../errors.ts';
import type { RequestContext } from '../openapi/handlers.ts';
import type { Operation } from '../openapi/operations.ts';
import { readShopAndSessionUser } from '../../modules/identity/sessions.service.ts';
import { staffScope } from '../../modules/console/staff.service.ts';
import { requireFeatures } from '../../modules/shop/features.service.ts';
import { currentShop, CURRENT_SHOP_JSON, type ShopRow } from '../../modules/shop/shops.service.ts';
import { TOKEN_COOKIE } from './session-cookie.ts';

const SHOP_ID = /^[A-Z][A-Z0-9_]{1,31}$/;

/** Where a request's session token came from. */
export interface Credential {
  token: string;
  /** `header`: an API client's Authorization header; `cookie`: the browser's HttpOnly session cookie. */
  source: 'header' | 'cookie';
}

/**
 * The session token of a request: the Authorization header (API clients), else the HttpOnly session
 * cookie (browsers). Never from the query string: a token in a URL leaks through logs, history and
 * Referer (operations refuse such requests outright, plugins/api.ts).
 */
export function credentialOf(request: FastifyRequest): Credential | null {
  const header = request.headers.authorization;
  const fromHeader = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  if (fromHeader) return { token: fromHeader, source: 'header' };
  const fromCookie = request.cookies?.[TOKEN_COOKIE]?.trim();
  return fromCookie ? { token: fromCookie, source: 'cookie' } : null;
}

const noTenant = () => Promise.reject(new Error('global operations have no tenant'));

/** The context of every global operation: no tenant, no user; the same object for every request. */
const GLOBAL_CONTEXT: RequestContext = Object.freeze({
  shopId: null,
  shop: null,
  user: null,
  tx: noTenant,
  read: noTenant,
  cached: noTenant,
});

/**
 * Resolves who is calling and for which tenant, as the operation's access level demands, and refuses
 * the request when that is not enough. This is the one place where tenant and session are checked.
 */
export async function resolveContext(
  db: Database,
  op: Operation,
  request: FastifyRequest,
): Promise<RequestContext> {
  if (op.access === 'global') return GLOBAL_CONTEXT;
  const shopId =
    op.access === 'path-tenant' ? (request.params as { shopId: string }).shopId : headerShopId(request);
  const token = op.access === 'path-tenant' ? null : (credentialOf(request)?.token ?? null);
  // Without a session the shop comes from memory (cached per tenant until it changes); with one, the
  // shop and the session's user come in one statement, shared with the tenant's requests arriving
  // together.
  const { shop, user } =
    token === null
      ? { shop: await currentShop(db, shopId), user: null }
      : await readShopAndSessionUser<ShopRow>(db, shopId, CURRENT_SHOP_JSON, token);
  if (!shop) throw notFound(`店铺不存在：${shopId}`);
  if ((op.access === 'user' || op.access === 'operator' || op.access === 'staff') && !user)
    throw unauthorized();
  if (op.access === 'operator' && !user!.isOperator) throw forbidden('仅商城运营人员可以执行该操作');
  if (op.access === 'staff') await db.read(shopId, (q) => staffScope(q, user!));
  if (op.userTypes.length > 0 && user && !op.userTypes.includes(user.userType)) throw forbidden();
  const read = <T>(fn: (q: Queryable) => Promise<T>) => db.read(shopId, fn);
  if (op.requires.length > 0) await requireFeatures(db, shopId, shop, op.requires);
  return {
    shopId,
    shop,
    user,
    tx: (fn, options) => db.tenant(shopId, fn, options),
    read,
    cached: (key, tables, load, options) =>
      tenantCache(db).get(shopId, key, tables, () => load(read), options),
  };
}

function headerShopId(request: FastifyRequest): string {
  const value = request.headers.shopid;
  if (value === undefined || value === '') throw badRequest('缺少请求头 shopId');
  if (typeof value !== 'string' || !SHOP_ID.test(value)) throw badRequest('请求头 shopId 格式不正确');
  return value;
}
