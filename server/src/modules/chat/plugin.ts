import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { credentialOf } from '../../platform/plugins/access.ts';
import { languageOf, localize, type MessageLanguage } from '../../platform/i18n/translate.ts';
import { findSessionUser, findShopAndSessionUser, type SessionUser } from '../identity/sessions.service.ts';
import { CURRENT_SHOP_JSON } from '../shop/shops.service.ts';
import {
  agentActorOf,
  buyerActor,
  buyerStores,
  DuplicateSend,
  messagesAfter,
  readUpTo,
  sendMessage,
  storedMessage,
  storesOnline,
  type ChatActor,
} from './chat.service.ts';
import { checkServerFrame, parseClientFrame, type ClientFrame, type ServerFrame } from './frames.ts';
import { CHAT_CHANNEL, ChatHub, type ChatConnection } from './hub.ts';
import {
  announcePresence,
  deleteAgentSocket,
  insertAgentSocket,
  presenceTtlMs,
  startPresence,
} from './presence.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's fan-out on this node (modules/chat/hub.ts). */
    chatHub: ChatHub;
  }
}

/** The WebSocket path under the spec's -im prefix. */
export const CHAT_SOCKET_PATH = '/iiot/jcmall-im/ws';
/** A frame larger than this closes the connection (1009, message too big). */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Frames a connection may send in a burst, and how many it regains a second; past them it is closed. */
export const FLOOD_BURST = 30;
export const FLOOD_PER_SECOND = 10;

/** The close codes of the reasons a client acts on (im-socket.schema.yml ClosingFrame). */
export const CLOSE_CODES = { replaced: 4001, elsewhere: 4002, expired: 4401, flood: 4429 } as const;

const SHOP_ID = /^[A-Z][A-Z0-9_]{1,31}$/;
const CHECK_FRAMES = process.env.NODE_ENV === 'test';

interface Upgrade {
  shopId: string;
  user: SessionUser;
  token: string;
  actor: ChatActor;
  /** The language of the error frames' messages (the `lang` query parameter, else Accept-Language). */
  language: MessageLanguage;
}

/**
 * The chat's WebSocket (openapi/im.yaml, frames in im-socket.schema.yml). The upgrade is authenticated
 * before it happens: this server's Origin (a browser's cookie never rides a cross-site socket), the
 * tenant from `shopId`, a session of that tenant (cookie or Authorization header) and, with `as=agent`,
 * a store's staff. Each connection then sends frames one at a time, within a size and a rate limit.
 */
export async function registerChat(app: FastifyInstance): Promise<void> {
  const hub = new ChatHub(app.db.channel(CHAT_CHANNEL));
  app.decorate('chatHub', hub);
  await hub.start();
  app.addHook('onClose', () => hub.close());
  startPresence(app, hub, presenceTtlMs());
  // In a context of its own: the WebSocket plugin hooks every request of its context (onRequest and
  // onResponse), which only the socket's route needs.
  await app.register(async (socketScope) => {
    await socketScope.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    const upgrades = new WeakMap<FastifyRequest, Upgrade>();
    socketScope.get(
      CHAT_SOCKET_PATH,
      {
        websocket: true,
        preValidation: async (request) => {
          upgrades.set(request, await authenticate(app, request));
        },
      },
      (socket, request) => {
        const upgrade = upgrades.get(request)!;
        serve(app, hub, socket, upgrade);
      },
    );
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Upgrade> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (Object.keys(query).some((k) => /^authorization$/i.test(k)))
    throw badRequest('令牌不能放在网址中，请使用 Authorization 请求头');
  const credential = credentialOf(request);
  const origin = request.headers.origin;
  if (origin === undefined ? credential?.source === 'cookie' : hostOf(origin) !== request.host)
    throw forbidden('请求来源不被允许');
  const shopId = query.shopId;
  if (typeof shopId !== 'string' || !SHOP_ID.test(shopId)) throw badRequest('查询参数 shopId 格式不正确');
  if (query.as !== undefined && query.as !== 'agent' && query.as !== 'buyer')
    throw badRequest('查询参数 as 的取值无效，可选值：buyer、agent');
  if (!credential) throw unauthorized();
  const { shop, user } = await app.db.read(shopId, (q) =>
    findShopAndSessionUser(q, CURRENT_SHOP_JSON, credential.token),
  );
  if (!shop) throw notFound(`店铺不存在：${shopId}`);
  if (!user) throw unauthorized();
  const actor =
    query.as === 'agent'
      ? await app.db.read(shopId, (q) => agentActorOf(q, user, shopId))
      : {
          ...buyerActor(user, shopId),
          storeIds: await app.db.read(shopId, (q) => buyerStores(q, user.userId)),
        };
  return { shopId, user, token: credential.token, actor, language: languageOf(request) };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function serve(app: FastifyInstance, hub: ChatHub, socket: WebSocket, upgrade: Upgrade): void {
  const { shopId, user, actor, language } = upgrade;
  let open = true;
  const conn: ChatConnection = {
    id: randomBytes(9).toString('base64url'),
    shopId,
    userId: user.userId,
    sessionId: user.sessionId,
    openedAt: Date.now(),
    role: actor.role,
    storeIds: new Set(actor.storeIds),
    send(frame: ServerFrame) {
      if (!open) return;
      if (CHECK_FRAMES) {
        const problem = checkServerFrame(frame);
        if (problem) throw new Error(`server frame ${frame.type} breaks its schema: ${problem}`);
      }
      socket.send(
        JSON.stringify(
          frame.type === 'error' && language === 'en'
            ? { ...frame, message: localize(frame.message, language) }
            : frame,
        ),
      );
    },
    end(reason) {
      if (!open) return;
      conn.send({ type: 'closing', reason });
      open = false;
      socket.close(CLOSE_CODES[reason], reason);
    },
    drop() {
      if (!open) return;
      open = false;
      socket.close(1012, 'restart');
    },
  };

  // Frames are handled one after another, in the order they came: a client's messages keep their order.
  let queue: Promise<void> = Promise.resolve();
  let tokens = FLOOD_BURST;
  let filled = Date.now();
  socket.on('message', (data, isBinary) => {
    const now = Date.now();
    tokens = Math.min(FLOOD_BURST, tokens + ((now - filled) / 1000) * FLOOD_PER_SECOND);
    filled = now;
    if (tokens < 1) {
      conn.end('flood');
      return;
    }
    tokens -= 1;
    if (isBinary) {
      conn.send({ type: 'error', code: 400, message: '只接受文本消息' });
      return;
    }
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.concat(data as Buffer[]).toString('utf8');
    queue = queue
      .then(() => handle(app, hub, conn, upgrade, text))
      .catch((error: unknown) => {
        app.log.error(error);
        conn.drop();
      });
  });
  // An agent counts as online only while one of their agent sockets is open (presence.ts): this one's
  // row is written before it is ready, and deleted when it closes, whoever closes it.
  let registered: Promise<unknown> = Promise.resolve();
  socket.on('close', () => {
    open = false;
    hub.remove(conn);
    if (actor.role === 'agent')
      void registered
        .catch(() => undefined)
        .then(() => app.db.tenant(shopId, (q) => deleteAgentSocket(q, conn.id)))
        .then(() => announcePresence(app.db, hub, shopId, actor.storeIds))
        .catch((error: unknown) => app.log.error(error, 'chat agent socket cleanup failed'));
  });
  socket.on('error', () => undefined);

  hub.add(conn);
  void (async () => {
    if (actor.role === 'agent') {
      registered = app.db.tenant(shopId, (q) => insertAgentSocket(q, shopId, conn.id, user.userId));
      await registered;
      if (!open) return;
    }
    const presence =
      actor.role === 'buyer' ? await app.db.read(shopId, (q) => storesOnline(q, actor.storeIds)) : [];
    conn.send({ type: 'ready', role: actor.role, presence });
    await hub.publish({
      k: 'takeover',
      shop: shopId,
      userId: user.userId,
      conn: conn.id,
      session: user.sessionId,
      at: conn.openedAt,
    });
    if (actor.role === 'agent') await announcePresence(app.db, hub, shopId, actor.storeIds);
  })().catch((error: unknown) => {
    app.log.error(error);
    conn.drop();
  });
}

async function handle(
  app: FastifyInstance,
  hub: ChatHub,
  conn: ChatConnection,
  upgrade: Upgrade,
  text: string,
): Promise<void> {
  const parsed = parseClientFrame(text);
  if ('error' in parsed) {
    conn.send({ type: 'error', code: 400, message: parsed.error });
    return;
  }
  const frame = parsed.frame;
  if (frame.type === 'ping') {
    conn.send({ type: 'pong' });
    return;
  }
  try {
    await act(app, hub, conn, upgrade, frame);
  } catch (error) {
    if (error instanceof AppError) {
      if (error.code === 401) return conn.end('expired');
      conn.send({
        type: 'error',
        code: error.code,
        message: error.message,
        ...(frame.type === 'send' ? { clientId: frame.clientId } : {}),
      });
      return;
    }
    throw error;
  }
}

async function act(
  app: FastifyInstance,
  hub: ChatHub,
  conn: ChatConnection,
  { shopId, token, actor }: Upgrade,
  frame: Exclude<ClientFrame, { type: 'ping' }>,
): Promise<void> {
  const db = app.db;
  // Every change checks the session again: a logout or an expiry ends the chat too.
  const live = async <T>(fn: (q: Queryable) => Promise<T>) =>
    db.tenant(shopId, async (q) => {
      if (!(await findSessionUser(q, token))) throw unauthorized();
      return fn(q);
    });
  switch (frame.type) {
    case 'send': {
      let result: Awaited<ReturnType<typeof sendMessage>> | null = null;
      try {
        result = await live((q) => sendMessage(q, actor, frame));
      } catch (error) {
        if (!(error instanceof DuplicateSend) && !isUniqueViolation(error)) throw error;
      }
      if (!result) {
        const message = await db.read(shopId, (q) => storedMessage(q, actor, frame));
        conn.send({ type: 'ack', clientId: frame.clientId, message });
        return;
      }
      conn.send({ type: 'ack', clientId: frame.clientId, message: result.message });
      if (result.fresh)
        await hub.publish({
          k: 'message',
          shop: shopId,
          buyerId: result.conversation.buyerId,
          storeId: result.conversation.storeId,
          message: result.message,
        });
      return;
    }
    case 'read': {
      const { seq, conversation } = await live((q) => readUpTo(q, actor, frame.conversationId, frame.seq));
      await hub.publish({
        k: 'read',
        shop: shopId,
        buyerId: conversation.buyerId,
        storeId: conversation.storeId,
        conversationId: conversation.id,
        side: actor.role,
        seq,
      });
      return;
    }
    case 'resume': {
      const { messages, conversation } = await db.read(shopId, (q) =>
        messagesAfter(q, actor, frame.conversationId, frame.after),
      );
      if (actor.role === 'buyer' && !conn.storeIds.has(conversation.storeId)) {
        hub.follow(conn, conversation.storeId);
        const [presence] = await db.read(shopId, (q) => storesOnline(q, [conversation.storeId]));
        if (presence) conn.send({ type: 'presence', ...presence });
      }
      conn.send({ type: 'missed', conversationId: conversation.id, messages });
      return;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === '23505';
}
