import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../errors.ts';
import type { RequestContext } from '../openapi/handlers.ts';
import type { Operation } from '../openapi/operations.ts';
import { findShopAndSessionUser } from '../services/auth/sessions.ts';
import { CURRENT_SHOP_JSON, type ShopRow } from '../services/shop/shops.ts';

const SHOP_ID = /^[A-Z][A-Z0-9_]{1,31}$/;

/** The session token, from the Authorization header or query parameter only (never a cookie alone). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const query = (request.query as Record<string, unknown> | undefined)?.Authorization;
  const raw = (typeof header === 'string' && header) || (typeof query === 'string' && query) || '';
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/**
 * Resolves who is calling and for which tenant, as the operation's access level demands, and refuses
 * the request when that is not enough. This is the one place where tenant and session are checked.
 */
export async function resolveContext(
  db: Database,
  op: Operation,
  request: FastifyRequest,
): Promise<RequestContext> {
  if (op.access === 'global') {
    return {
      shopId: null,
      shop: null,
      user: null,
      tx: () => Promise.reject(new Error('global operations have no tenant')),
      read: () => Promise.reject(new Error('global operations have no tenant')),
    };
  }
  const shopId =
    op.access === 'path-tenant' ? (request.params as { shopId: string }).shopId : headerShopId(request);
  const token = op.access === 'path-tenant' ? null : tokenOf(request);
  const { shop, user } = await db.read(shopId, (q) =>
    findShopAndSessionUser<ShopRow>(q, CURRENT_SHOP_JSON, token),
  );
  if (!shop) throw notFound(`店铺不存在：${shopId}`);
  if ((op.access === 'user' || op.access === 'operator') && !user) throw unauthorized();
  if (op.access === 'operator' && !user!.isOperator) throw forbidden('仅商城运营人员可以执行该操作');
  if (op.userTypes.length > 0 && user && !op.userTypes.includes(user.userType)) throw forbidden();
  return {
    shopId,
    shop,
    user,
    tx: (fn, options) => db.tenant(shopId, fn, options),
    read: (fn) => db.read(shopId, fn),
  };
}

function headerShopId(request: FastifyRequest): string {
  const value = request.headers.shopid;
  if (value === undefined || value === '') throw badRequest('缺少请求头 shopId');
  if (typeof value !== 'string' || !SHOP_ID.test(value)) throw badRequest('请求头 shopId 格式不正确');
  return value;
}
