import type { components } from '../../../../openapi/generated/im.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { agentConnectedSql } from './presence-ttl.ts';

type ChatMessage = components['schemas']['ChatMessage'];
type ChatCard = components['schemas']['ChatCard'];

/** A conversation as the rules see it. */
export interface ConversationRow {
  id: number;
  storeId: number;
  buyerId: number;
  agentId: number | null;
  lastSeq: number;
  buyerReadSeq: number;
  agentReadSeq: number;
}

const MESSAGE_COLUMNS = `m.conversation_id AS "conversationId", m.seq, m.sender, m.kind, m.body, m.card,
  m.client_id AS "clientId", to_char(m.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"`;

const CONVERSATION_COLUMNS = `c.id, c.store_id AS "storeId", c.buyer_id AS "buyerId", c.agent_id AS "agentId",
  c.last_seq AS "lastSeq", c.buyer_read_seq AS "buyerReadSeq", c.agent_read_seq AS "agentReadSeq"`;

export async function selectConversation(q: Queryable, id: number): Promise<ConversationRow | undefined> {
  const { rows } = await q.query<ConversationRow>(
    `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversation c WHERE c.id = $1`,
    [id],
  );
  return rows[0];
}

/** The open store (status 1) of the id, or nothing. */
export async function selectOpenStore(q: Queryable, storeId: number): Promise<{ id: number } | undefined> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM store WHERE id = $1 AND status = 1', [
    storeId,
  ]);
  return rows[0];
}

/** The buyer's conversation with the store, made if there is none (two at once make one). */
export async function upsertConversation(
  q: Queryable,
  shopId: string,
  storeId: number,
  buyerId: number,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO chat_conversation (shop_id, store_id, buyer_id) VALUES ($1, $2, $3)
     ON CONFLICT (shop_id, store_id, buyer_id) DO UPDATE SET store_id = EXCLUDED.store_id
     RETURNING id`,
    [shopId, storeId, buyerId],
  );
  return rows[0]!.id;
}

export async function selectMessageByClientId(
  q: Queryable,
  conversationId: number,
  senderId: number,
  clientId: string,
): Promise<ChatMessage | undefined> {
  const { rows } = await q.query<ChatMessage>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_message m
      WHERE m.conversation_id = $1 AND m.sender_id = $2 AND m.client_id = $3`,
    [conversationId, senderId, clientId],
  );
  return rows[0];
}

/**
 * Numbers the next message of the conversation (and, for an agent, takes the conversation when it waits
 * in the queue): null when an agent other than `agentId` answers it.
 */
export async function bumpConversation(
  q: Queryable,
  conversationId: number,
  agentId: number | null,
): Promise<{ seq: number } | null> {
  const { rows } = await q.query<{ seq: number }>(
    `UPDATE chat_conversation
        SET last_seq = last_seq + 1, last_message_at = now(),
            agent_id = COALESCE(agent_id, $2::bigint),
            buyer_read_seq = CASE WHEN $2::bigint IS NULL THEN last_seq + 1 ELSE buyer_read_seq END,
            agent_read_seq = CASE WHEN $2::bigint IS NULL THEN agent_read_seq ELSE last_seq + 1 END
      WHERE id = $1 AND ($2::bigint IS NULL OR agent_id IS NULL OR agent_id = $2::bigint)
      RETURNING last_seq AS seq`,
    [conversationId, agentId],
  );
  return rows[0] ?? null;
}

export async function insertMessage(
  q: Queryable,
  m: {
    shopId: string;
    conversationId: number;
    seq: number;
    sender: 'buyer' | 'agent';
    senderId: number;
    kind: ChatMessage['kind'];
    body: string;
    card: ChatCard | null;
    clientId: string;
    /** A picture's file (who may read it follows the conversation, files.repo.ts). */
    fileId?: string | null;
  },
): Promise<ChatMessage | undefined> {
  const { rows } = await q.query<ChatMessage>(
    `WITH m AS (
       INSERT INTO chat_message (shop_id, conversation_id, seq, sender, sender_id, kind, body, card, client_id, file_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (shop_id, conversation_id, sender_id, client_id) DO NOTHING
       RETURNING *)
     SELECT ${MESSAGE_COLUMNS} FROM m`,
    [
      m.shopId,
      m.conversationId,
      m.seq,
      m.sender,
      m.senderId,
      m.kind,
      m.body,
      m.card === null ? null : JSON.stringify(m.card),
      m.clientId,
      m.fileId ?? null,
    ],
  );
  return rows[0];
}

/** Messages numbered after `after`, in order (at most `limit`). */
export async function selectMessagesAfter(
  q: Queryable,
  conversationId: number,
  after: number,
  limit: number,
): Promise<ChatMessage[]> {
  const { rows } = await q.query<ChatMessage>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_message m
      WHERE m.conversation_id = $1 AND m.seq > $2 ORDER BY m.seq LIMIT $3`,
    [conversationId, after, limit],
  );
  return rows;
}

/** The `size` messages before `before` (null: the latest), in order. */
export async function selectMessagesBefore(
  q: Queryable,
  conversationId: number,
  before: number | null,
  size: number,
): Promise<ChatMessage[]> {
  const { rows } = await q.query<ChatMessage>(
    `SELECT * FROM (
       SELECT ${MESSAGE_COLUMNS} FROM chat_message m
        WHERE m.conversation_id = $1 AND ($2::int IS NULL OR m.seq < $2::int)
        ORDER BY m.seq DESC LIMIT $3) page
      ORDER BY seq`,
    [conversationId, before, size],
  );
  return rows;
}

/** Moves a side's read mark forward (never back, never past the last message); the mark after. */
export async function markRead(
  q: Queryable,
  conversationId: number,
  side: 'buyer' | 'agent',
  seq: number,
): Promise<number> {
  const column = side === 'buyer' ? 'buyer_read_seq' : 'agent_read_seq';
  const { rows } = await q.query<{ seq: number }>(
    `UPDATE chat_conversation SET ${column} = GREATEST(${column}, LEAST($2::int, last_seq))
      WHERE id = $1 RETURNING ${column} AS seq`,
    [conversationId, seq],
  );
  return rows[0]?.seq ?? 0;
}

export async function selectProductCard(
  q: Queryable,
  storeId: number,
  skuId: string,
): Promise<ChatCard | undefined> {
  if (!/^[0-9]{1,18}$/.test(skuId)) return undefined;
  const { rows } = await q.query<ChatCard>(
    `SELECT 'product' AS type, id::text AS ref, name AS title, main_img AS image,
            COALESCE(price::text, '') AS price
       FROM product_sku WHERE id = $1 AND store_id = $2`,
    [skuId, storeId],
  );
  return rows[0];
}

export async function selectOrderCard(
  q: Queryable,
  storeId: number,
  buyerId: number,
  orderNo: string,
): Promise<ChatCard | undefined> {
  const { rows } = await q.query<ChatCard>(
    `SELECT 'order' AS type, o.order_no AS ref, o.pay_amount::text AS price,
            COALESCE(l.name, o.order_no) AS title, COALESCE(l.main_img, '') AS image
       FROM mall_order o
       LEFT JOIN LATERAL (SELECT name, main_img FROM order_line WHERE order_id = o.id ORDER BY id LIMIT 1) l ON true
      WHERE o.order_no = $1 AND o.store_id = $2 AND o.user_id = $3`,
    [orderNo, storeId, buyerId],
  );
  return rows[0];
}

/** The conversation's last message's card, if its last message is one. */
export async function selectLastCard(q: Queryable, conversationId: number): Promise<ChatCard | null> {
  const { rows } = await q.query<{ card: ChatCard | null }>(
    `SELECT m.card FROM chat_message m WHERE m.conversation_id = $1 ORDER BY m.seq DESC LIMIT 1`,
    [conversationId],
  );
  return rows[0]?.card ?? null;
}

const LAST_MESSAGE = `(SELECT row_to_json(x) FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_message m
   WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) x)`;
/**
 * An agent is online for buyers while they chose to be (chat_agent.online) and one of their agent sockets
 * is open (migration 0055, presence.ts).
 */
const AGENT_ONLINE = `a.online AND ${agentConnectedSql('a')}`;
const STORE_ONLINE = `EXISTS (SELECT 1 FROM store_staff s JOIN chat_agent a ON a.user_id = s.user_id
   WHERE s.store_id = c.store_id AND ${AGENT_ONLINE})`;

/** The buyer's conversations (one when `conversationId` is given), latest first. */
export async function selectBuyerConversations(q: Queryable, buyerId: number, conversationId: number | null) {
  const { rows } = await q.query<components['schemas']['BuyerConversation']>(
    `SELECT c.id AS "conversationId", c.store_id AS "storeId", st.name AS "storeName", st.logo AS "storeLogo",
            c.last_seq AS "lastSeq", c.agent_read_seq AS "agentReadSeq",
            (SELECT count(*)::int FROM chat_message m
              WHERE m.conversation_id = c.id AND m.sender = 'agent' AND m.seq > c.buyer_read_seq) AS unread,
            ${LAST_MESSAGE} AS "lastMessage", ${STORE_ONLINE} AS "agentOnline"
       FROM chat_conversation c JOIN store st ON st.id = c.store_id
      WHERE c.buyer_id = $1 AND ($2::bigint IS NULL OR c.id = $2::bigint)
      ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT 100`,
    [buyerId, conversationId],
  );
  return rows;
}

export async function countBuyerUnread(q: Queryable, buyerId: number): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id
      WHERE c.buyer_id = $1 AND m.sender = 'agent' AND m.seq > c.buyer_read_seq`,
    [buyerId],
  );
  return rows[0]?.count ?? 0;
}

/** The conversations of the stores (one when `conversationId` is given), latest first. */
export async function selectStoreConversations(
  q: Queryable,
  storeIds: number[],
  conversationId: number | null,
) {
  const { rows } = await q.query<components['schemas']['AgentConversation']>(
    `SELECT c.id AS "conversationId", c.store_id AS "storeId", st.name AS "storeName",
            COALESCE(NULLIF(b.nick_name, ''), b.user_name) AS "buyerName",
            c.agent_id::text AS "agentId", a.user_name AS "agentName",
            c.last_seq AS "lastSeq", c.buyer_read_seq AS "buyerReadSeq",
            (SELECT count(*)::int FROM chat_message m
              WHERE m.conversation_id = c.id AND m.sender = 'buyer' AND m.seq > c.agent_read_seq) AS unread,
            ${LAST_MESSAGE} AS "lastMessage"
       FROM chat_conversation c JOIN store st ON st.id = c.store_id JOIN app_user b ON b.id = c.buyer_id
       LEFT JOIN app_user a ON a.id = c.agent_id
      WHERE c.store_id = ANY($1::bigint[]) AND ($2::bigint IS NULL OR c.id = $2::bigint)
      ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT 200`,
    [storeIds, conversationId],
  );
  return rows;
}

/** The agents of the stores (their staff), with their stores and whether they are online. */
export async function selectStoreAgents(q: Queryable, storeIds: number[]) {
  const { rows } = await q.query<{ userId: string; userName: string; storeIds: number[]; online: boolean }>(
    `SELECT s.user_id::text AS "userId", u.user_name AS "userName",
            array_agg(DISTINCT s.store_id ORDER BY s.store_id) AS "storeIds", COALESCE(bool_or(${AGENT_ONLINE}), false) AS online
       FROM store_staff s JOIN app_user u ON u.id = s.user_id
       LEFT JOIN chat_agent a ON a.user_id = s.user_id
      WHERE s.store_id = ANY($1::bigint[])
      GROUP BY s.user_id, u.user_name ORDER BY u.user_name`,
    [storeIds],
  );
  return rows.map((r) => ({ ...r, storeIds: r.storeIds.map(Number) }));
}

export async function upsertAgentStatus(q: Queryable, shopId: string, userId: number, online: boolean) {
  await q.query(
    `INSERT INTO chat_agent (shop_id, user_id, online) VALUES ($1, $2, $3)
     ON CONFLICT (shop_id, user_id) DO UPDATE SET online = EXCLUDED.online, updated_at = now()`,
    [shopId, userId, online],
  );
}

export async function selectAgentOnline(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ online: boolean }>('SELECT online FROM chat_agent WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.online ?? false;
}

/** Whether any agent of each store is online. */
export async function selectStoresOnline(q: Queryable, storeIds: number[]) {
  const { rows } = await q.query<{ storeId: number; online: boolean }>(
    `SELECT st.id AS "storeId", EXISTS (SELECT 1 FROM store_staff s JOIN chat_agent a ON a.user_id = s.user_id
                                         WHERE s.store_id = st.id AND ${AGENT_ONLINE}) AS online
       FROM store st WHERE st.id = ANY($1::bigint[]) ORDER BY st.id`,
    [storeIds],
  );
  return rows.map((r) => ({ storeId: Number(r.storeId), online: r.online }));
}

export async function selectBuyerStores(q: Queryable, buyerId: number): Promise<number[]> {
  const { rows } = await q.query<{ storeId: number }>(
    'SELECT store_id AS "storeId" FROM chat_conversation WHERE buyer_id = $1',
    [buyerId],
  );
  return rows.map((r) => Number(r.storeId));
}

/** Hands the conversation to `to` when `from` answers it (or nobody does yet). */
export async function reassign(q: Queryable, conversationId: number, from: number, to: number) {
  const { rowCount } = await q.query(
    `UPDATE chat_conversation SET agent_id = $3
      WHERE id = $1 AND (agent_id IS NULL OR agent_id = $2)`,
    [conversationId, from, to],
  );
  return rowCount > 0;
}

export async function selectQuickReplies(q: Queryable, storeId: number): Promise<string[]> {
  const { rows } = await q.query<{ text: string }>(
    'SELECT text FROM chat_quick_reply WHERE store_id = $1 ORDER BY sort, id',
    [storeId],
  );
  return rows.map((r) => r.text);
}

export async function selectBuyerOrders(q: Queryable, storeId: number, buyerId: number) {
  const { rows } = await q.query<components['schemas']['BuyerOrder']>(
    `SELECT o.order_no AS "orderNo", o.status, o.pay_amount::text AS "payAmount",
            to_char(o.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
            COALESCE((SELECT l.name FROM order_line l WHERE l.order_id = o.id ORDER BY l.id LIMIT 1), '') AS "firstLineName",
            (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount"
       FROM mall_order o WHERE o.store_id = $1 AND o.user_id = $2
      ORDER BY o.created_at DESC, o.id DESC LIMIT 5`,
    [storeId, buyerId],
  );
  return rows;
}

/** The chat picture the user uploaded, or nothing. */
export async function selectOwnChatFile(q: Queryable, userId: number, fileId: string) {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM file_object WHERE id = $1 AND owner_user_id = $2 AND purpose = 'chat'`,
    [fileId, userId],
  );
  return rows[0];
}
