import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations as AccountOps } from '../../../../openapi/generated/account.ts';
import type { operations as AfterSalesOps } from '../../../../openapi/generated/after-sales.ts';
import type { operations as CommentsOps } from '../../../../openapi/generated/comments.ts';
import type { operations as ConsoleOps } from '../../../../openapi/generated/console.ts';
import type { operations as FrontOps } from '../../../../openapi/generated/front.ts';
import type { operations as ImOps } from '../../../../openapi/generated/im.ts';
import type { operations as InvoicesOps } from '../../../../openapi/generated/invoices.ts';
import type { operations as MallOps } from '../../../../openapi/generated/mall.ts';
import type { operations as OrderOps } from '../../../../openapi/generated/order.ts';
import type { operations as OssOps } from '../../../../openapi/generated/oss.ts';
import type { operations as PayOps } from '../../../../openapi/generated/pay.ts';
import type { operations as ProductOps } from '../../../../openapi/generated/product.ts';
import type { operations as SearchOps } from '../../../../openapi/generated/search.ts';
import type { operations as UpmsOps } from '../../../../openapi/generated/upms.ts';
import type { operations as WebsiteManageOps } from '../../../../openapi/generated/website-manage.ts';
import type { CachedTable, CacheOptions } from '../cache.ts';
import type { Queryable, TxOptions } from '../db/database.ts';
import type { SessionUser } from '../../modules/identity/sessions.service.ts';
import type { ShopRow } from '../../modules/shop/shops.service.ts';

/** Generated operation types per service: handlers are typed from the same specs the client uses. */
export interface ServiceOperations {
  account: AccountOps;
  'after-sales': AfterSalesOps;
  comments: CommentsOps;
  console: ConsoleOps;
  front: FrontOps;
  im: ImOps;
  invoices: InvoicesOps;
  mall: MallOps;
  order: OrderOps;
  oss: OssOps;
  pay: PayOps;
  product: ProductOps;
  search: SearchOps;
  upms: UpmsOps;
  'website-manage': WebsiteManageOps;
}
export type ServiceName = keyof ServiceOperations;

type ContentOf<C> = C extends { 'application/json': infer B }
  ? B
  : C extends { 'multipart/form-data': infer B }
    ? B
    : never;
type BodyOf<O> = O extends { requestBody: { content: infer C } }
  ? ContentOf<C>
  : O extends { requestBody?: { content: infer C } }
    ? ContentOf<C>
    : undefined;
type QueryOf<O> = O extends { parameters: { query: infer Q } }
  ? Q
  : O extends { parameters: { query?: infer Q } }
    ? Q
    : never;
type PathOf<O> = O extends { parameters: { path: infer P } } ? P : never;
type DataOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R extends { data: infer D }
    ? D
    : R
  : unknown;

/** What a handler knows about the caller, resolved before it runs (plugins/access.ts). */
export interface RequestContext {
  /** The tenant; null only for `global` operations. */
  shopId: string | null;
  shop: ShopRow | null;
  user: SessionUser | null;
  /** Runs fn in one transaction as mall_app pinned to this request's tenant. */
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
  /** Runs read-only fn without a transaction (each statement on its own), pinned to this tenant. */
  read<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * This tenant's answer under `key`, kept in memory until a change of one of `tables` commits on any
   * API node (platform/cache.ts); `load` reads it with `read` when it is not kept. The answer must not
   * depend on the caller: the same key serves every caller of the tenant.
   */
  cached<T>(
    key: string,
    tables: readonly CachedTable[],
    load: (read: RequestContext['read']) => Promise<T>,
    options?: CacheOptions,
  ): Promise<T>;
}

export interface HandlerInput<O> {
  body: BodyOf<O>;
  query: QueryOf<O>;
  params: PathOf<O>;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the envelope's `data` (or, for raw operations, sends the reply itself). */
export type Handler<O> = (input: HandlerInput<O>) => Promise<DataOf<O> | FastifyReply>;

export type ServiceHandlers<S extends ServiceName> = {
  [K in keyof ServiceOperations[S]]: Handler<ServiceOperations[S][K]>;
};

/**
 * Declares a module's handlers for some operations of one service (a module serves the operations of its
 * domain, whichever service prefix they live under). platform/handlers.ts puts each service together
 * with {@link serviceHandlers}, whose type demands one handler per operation of the spec.
 */
export function defineRoutes<S extends ServiceName, H extends Partial<ServiceHandlers<S>>>(
  _service: S,
  handlers: H & Partial<ServiceHandlers<S>>,
): H {
  return handlers;
}

/** Every handler of one service, from the modules that serve its operations; incomplete is a type error. */
export function serviceHandlers<S extends ServiceName>(
  _service: S,
  handlers: ServiceHandlers<S>,
): ServiceHandlers<S> {
  return handlers;
}
