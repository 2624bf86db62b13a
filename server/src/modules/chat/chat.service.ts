import type { components } from '../../../../openapi/generated/im.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { staffScope } from '../console/staff.service.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import {
  bumpConversation,
  countBuyerUnread,
  insertMessage,
  markRead,
  reassign,
  selectAgentOnline,
  selectBuyerConversations,
  selectBuyerOrders,
  selectBuyerStores,
  selectConversation,
  selectLastCard,
  selectMessageByClientId,
  selectMessagesAfter,
  selectMessagesBefore,
  selectOpenStore,
  selectOrderCard,
  selectOwnChatFile,
  selectProductCard,
  selectQuickReplies,
  selectStoreAgents,
  selectStoreConversations,
  selectStoresOnline,
  upsertAgentStatus,
  upsertConversation,
  type ConversationRow,
} from './chat.repo.ts';

export type ChatMessage = components['schemas']['ChatMessage'];
type SendFrame = components['schemas']['SendFrame'];
type CardRequest = { type: 'product' | 'order'; ref: string };

/** Who is chatting: a buyer (their own conversations) or an agent (their stores' conversations). */
export interface ChatActor {
  shopId: string;
  userId: number;
  role: 'buyer' | 'agent';
  /** An agent's stores; a buyer's is empty. */
  storeIds: number[];
}

/** The most messages a resume answers at once (a longer gap is read through the history). */
export const RESUME_LIMIT = 200;

/**
 * The stores whose conversations the user answers: every store they work for, whatever their role (an
 * owner, staff or customer service). The mall operator answers none: 403.
 */
export async function agentStores(q: Queryable, user: SessionUser): Promise<number[]> {
  const scope = await staffScope(q, user);
  if (scope.storeIds === 'any') throw forbidden('仅店铺客服可以接待会话');
  return scope.storeIds.map(Number);
}

/** The conversation if the actor takes part in it; 404 otherwise (another's looks like none). */
export async function conversationOf(
  q: Queryable,
  actor: ChatActor,
  conversationId: number,
): Promise<ConversationRow> {
  const c = await selectConversation(q, conversationId);
  const mine =
    c &&
    (actor.role === 'buyer'
      ? Number(c.buyerId) === actor.userId
      : actor.storeIds.includes(Number(c.storeId)));
  if (!c || !mine) throw notFound('会话不存在');
  return { ...c, id: Number(c.id), storeId: Number(c.storeId), buyerId: Number(c.buyerId) };
}

/** The card of a product of the store, or of an order the buyer placed in it; 400 naming it otherwise. */
async function cardOf(q: Queryable, storeId: number, buyerId: number, card: CardRequest) {
  const found =
    card.type === 'product'
      ? await selectProductCard(q, storeId, card.ref)
      : await selectOrderCard(q, storeId, buyerId, card.ref);
  if (!found) throw badRequest(card.type === 'product' ? '该店铺没有这件商品' : '该店铺没有这个订单');
  return found;
}

/**
 * Opens the buyer's conversation with an open store (made on first use) and, with a card, sends it as the
 * buyer's message unless the conversation's last message already shows it.
 */
export async function openConversation(
  q: Queryable,
  buyer: { shopId: string; userId: number },
  storeId: number,
  card: CardRequest | undefined,
): Promise<{ conversation: components['schemas']['BuyerConversation']; sent: ChatMessage | null }> {
  if (!(await selectOpenStore(q, storeId))) throw notFound('店铺不存在或未营业');
  const id = await upsertConversation(q, buyer.shopId, storeId, buyer.userId);
  let sent: ChatMessage | null = null;
  if (card) {
    const found = await cardOf(q, storeId, buyer.userId, card);
    const last = await selectLastCard(q, id);
    if (!last || last.type !== found.type || last.ref !== found.ref) {
      const bumped = (await bumpConversation(q, id, null))!;
      sent =
        (await insertMessage(q, {
          shopId: buyer.shopId,
          conversationId: id,
          seq: bumped.seq,
          sender: 'buyer',
          senderId: buyer.userId,
          kind: found.type,
          body: found.title.slice(0, 1000) || found.ref,
          card: found,
          clientId: `card-${found.type}-${found.ref}-${bumped.seq}`,
        })) ?? null;
    }
  }
  const [conversation] = await selectBuyerConversations(q, buyer.userId, id);
  return { conversation: conversation!, sent };
}

/** Raised inside the transaction when a concurrent send of the same clientId won: it rolls back. */
export class DuplicateSend extends Error {}

/**
 * Stores a message of the actor: the same `clientId` again answers the stored message (fresh: false).
 * A text of spaces only, a picture that is not the sender's chat upload, and an agent writing in a
 * conversation another agent answers are refused (400, 400, 403).
 */
export async function sendMessage(
  q: Queryable,
  actor: ChatActor,
  frame: SendFrame,
): Promise<{ message: ChatMessage; fresh: boolean; conversation: ConversationRow }> {
  const conversation = await conversationOf(q, actor, frame.conversationId);
  const existing = await selectMessageByClientId(q, conversation.id, actor.userId, frame.clientId);
  if (existing) return { message: existing, fresh: false, conversation };
  let body = frame.content;
  let fileId: string | null = null;
  if (frame.kind === 'text') {
    if (body.trim() === '') throw badRequest('消息内容不能全为空格');
  } else {
    if (!(await selectOwnChatFile(q, actor.userId, body))) throw badRequest('图片不存在，请重新上传');
    fileId = body;
    body = `/iiot/jcmall-oss/file/${actor.shopId}/${body}`;
  }
  const bumped = await bumpConversation(q, conversation.id, actor.role === 'agent' ? actor.userId : null);
  if (!bumped) throw forbidden('该会话已由其他客服接待');
  const message = await insertMessage(q, {
    shopId: actor.shopId,
    conversationId: conversation.id,
    seq: bumped.seq,
    sender: actor.role,
    senderId: actor.userId,
    kind: frame.kind,
    body,
    card: null,
    clientId: frame.clientId,
    fileId,
  });
  if (!message) throw new DuplicateSend();
  return { message, fresh: true, conversation };
}

/** The message a concurrent send of the same clientId stored. */
export async function storedMessage(q: Queryable, actor: ChatActor, frame: SendFrame): Promise<ChatMessage> {
  const conversation = await conversationOf(q, actor, frame.conversationId);
  const found = await selectMessageByClientId(q, conversation.id, actor.userId, frame.clientId);
  if (!found) throw new AppError(500, '消息保存失败');
  return found;
}

/** Moves the actor's side's read mark up to `seq`; the mark after and the conversation. */
export async function readUpTo(q: Queryable, actor: ChatActor, conversationId: number, seq: number) {
  const conversation = await conversationOf(q, actor, conversationId);
  return { seq: await markRead(q, conversation.id, actor.role, seq), conversation };
}

export async function messagesAfter(q: Queryable, actor: ChatActor, conversationId: number, after: number) {
  const conversation = await conversationOf(q, actor, conversationId);
  return { messages: await selectMessagesAfter(q, conversation.id, after, RESUME_LIMIT), conversation };
}

/** A page of the conversation before `before` (the latest without), oldest first, and whether more exist. */
export async function messagesPage(
  q: Queryable,
  actor: ChatActor,
  conversationId: number,
  before: number | undefined,
  size: number,
) {
  const conversation = await conversationOf(q, actor, conversationId);
  const records = await selectMessagesBefore(q, conversation.id, before ?? null, size);
  return { records, hasMore: records.length > 0 && records[0]!.seq > 1 };
}

/** The actor for a request: a buyer, or an agent of their stores when they are store staff. */
export function buyerActor(user: SessionUser, shopId: string): ChatActor {
  return { shopId, userId: user.userId, role: 'buyer', storeIds: [] };
}

/** The agent actor of a staff user (403 for anyone else). */
export async function agentActorOf(q: Queryable, user: SessionUser, shopId: string): Promise<ChatActor> {
  return { shopId, userId: user.userId, role: 'agent', storeIds: await agentStores(q, user) };
}

/**
 * The actor reading a conversation's history: its buyer, else an agent of its store. Agents read
 * through the same operation as buyers.
 */
export async function readerOf(
  q: Queryable,
  user: SessionUser,
  shopId: string,
  conversationId: number,
): Promise<ChatActor> {
  const c = await selectConversation(q, conversationId);
  if (c && Number(c.buyerId) === user.userId) return buyerActor(user, shopId);
  if (!c) throw notFound('会话不存在');
  try {
    return await agentActorOf(q, user, shopId);
  } catch (error) {
    if (error instanceof AppError && error.code === 403) throw notFound('会话不存在');
    throw error;
  }
}

export const buyerConversations = (q: Queryable, buyerId: number) =>
  selectBuyerConversations(q, buyerId, null);
export const buyerUnread = countBuyerUnread;

/** Whether any agent of each store is online (what a buyer's page shows). */
export const storesOnline = selectStoresOnline;
export const buyerStores = selectBuyerStores;

/** The agent's status, their stores' conversations and their colleagues. */
export async function workbench(q: Queryable, actor: ChatActor) {
  // One after another: a transaction's client runs one statement at a time (pg@9 refuses overlap).
  const online = await selectAgentOnline(q, actor.userId);
  const conversations = await selectStoreConversations(q, actor.storeIds, null);
  const agents = await selectStoreAgents(q, actor.storeIds);
  return {
    userId: String(actor.userId),
    online,
    conversations,
    colleagues: agents.filter((a) => a.userId !== String(actor.userId)),
  };
}

/** Sets the agent online or offline; the presence of their stores after the change. */
export async function setAgentStatus(q: Queryable, actor: ChatActor, online: boolean) {
  await upsertAgentStatus(q, actor.shopId, actor.userId, online);
  return selectStoresOnline(q, actor.storeIds);
}

/**
 * Hands the conversation to a colleague who works for its store: refused (403) when the caller does not
 * answer it (another agent does) or the colleague is not the store's.
 */
export async function transferConversation(
  q: Queryable,
  actor: ChatActor,
  conversationId: number,
  agentId: number,
) {
  const conversation = await conversationOf(q, actor, conversationId);
  if (agentId === actor.userId) throw badRequest('不能转接给自己');
  const agents = await selectStoreAgents(q, [conversation.storeId]);
  if (!agents.some((a) => a.userId === String(agentId))) throw forbidden('该客服不属于此店铺');
  if (!(await reassign(q, conversation.id, actor.userId, agentId))) throw forbidden('该会话已由其他客服接待');
  const [after] = await selectStoreConversations(q, [conversation.storeId], conversation.id);
  return { conversation: after!, storeId: conversation.storeId };
}

export async function quickReplies(q: Queryable, actor: ChatActor, conversationId: number) {
  const conversation = await conversationOf(q, actor, conversationId);
  return selectQuickReplies(q, conversation.storeId);
}

export async function buyerOrders(q: Queryable, actor: ChatActor, conversationId: number) {
  const conversation = await conversationOf(q, actor, conversationId);
  return selectBuyerOrders(q, conversation.storeId, conversation.buyerId);
}
