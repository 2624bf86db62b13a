import type { ChangeTransport } from '../../platform/db/change-feed.ts';
import type { ChatMessage } from './chat.service.ts';
import type { ServerFrame } from './frames.ts';

/** The channel every API node listens on for the chat's events. */
export const CHAT_CHANNEL = 'mall_chat';

/** What one node tells every node (itself included), after the change it reports committed. */
export type ChatEvent =
  | { k: 'message'; shop: string; buyerId: number; storeId: number; message: ChatMessage }
  | {
      k: 'read';
      shop: string;
      buyerId: number;
      storeId: number;
      conversationId: number;
      side: 'buyer' | 'agent';
      seq: number;
    }
  | { k: 'presence'; shop: string; storeId: number; online: boolean }
  | { k: 'conversation'; shop: string; storeId: number; conversationId: number }
  /**
   * The connection `conn`, opened at `at` (ms), is the user's chat session now: every other one of theirs
   * opened before it ends. A takeover heard late (NOTIFY reaches the nodes a moment after it is sent)
   * does not end a connection opened since. (`at` is absent from a node of an earlier version.)
   */
  | { k: 'takeover'; shop: string; userId: number; conn: string; session: number; at?: number };

/** A client's live connection on this node. */
export interface ChatConnection {
  id: string;
  shopId: string;
  userId: number;
  sessionId: number;
  /** When it was opened (ms since the epoch). */
  openedAt: number;
  role: 'buyer' | 'agent';
  /** The stores whose events reach it: an agent's stores; the stores a buyer talks to. */
  storeIds: Set<number>;
  send(frame: ServerFrame): void;
  /** Sends the closing frame and closes with its code. */
  end(reason: 'replaced' | 'elsewhere' | 'expired' | 'flood'): void;
  /** Closes without a reason the client must act on: it reconnects and resumes. */
  drop(): void;
}

const RETRY_MS = 1000;

/**
 * The chat's fan-out: events go out as NOTIFY on {@link CHAT_CHANNEL} and come back to every node's
 * listener (PostgreSQL: from any node, in commit order; PGlite: its own session, in process), which hands
 * each to the connections it concerns on this node. A node that loses its listener drops its connections:
 * they reconnect and resume by number, so nothing sent meanwhile is lost.
 */
export class ChatHub {
  private readonly buyers = new Map<string, Set<ChatConnection>>();
  private readonly stores = new Map<string, Set<ChatConnection>>();
  private readonly users = new Map<string, Set<ChatConnection>>();
  private live = false;
  private closed = false;
  private starting: Promise<void> | null = null;

  constructor(private readonly transport: ChangeTransport) {}

  /** Starts listening (once); resolves when listening or when it failed (then retried). */
  start(): Promise<void> {
    this.starting ??= this.transport
      .listen(
        (payload) => this.deliver(payload),
        () => this.lost(),
      )
      .then(
        () => {
          this.live = true;
        },
        () => {
          this.starting = null;
          this.retry();
        },
      );
    return this.starting;
  }

  get isLive(): boolean {
    return this.live;
  }

  /** How many connections this node holds. */
  get size(): number {
    let n = 0;
    for (const set of this.users.values()) n += set.size;
    return n;
  }

  /** This node's agent connections, by tenant (what its presence heartbeat refreshes, presence.ts). */
  agentSockets(): Map<string, Array<{ connId: string; userId: number }>> {
    const byShop = new Map<string, Array<{ connId: string; userId: number }>>();
    for (const set of this.users.values())
      for (const c of set)
        if (c.role === 'agent')
          byShop.set(c.shopId, [...(byShop.get(c.shopId) ?? []), { connId: c.id, userId: c.userId }]);
    return byShop;
  }

  async publish(event: ChatEvent): Promise<void> {
    await this.transport.notify(JSON.stringify(event));
  }

  add(conn: ChatConnection): void {
    add(this.users, `${conn.shopId}:${conn.userId}`, conn);
    if (conn.role === 'buyer') add(this.buyers, `${conn.shopId}:${conn.userId}`, conn);
    for (const storeId of conn.storeIds) add(this.stores, `${conn.shopId}:${storeId}`, conn);
  }

  /** Lets a buyer's connection hear the events of one more store (a conversation it opened). */
  follow(conn: ChatConnection, storeId: number): void {
    if (conn.storeIds.has(storeId)) return;
    conn.storeIds.add(storeId);
    add(this.stores, `${conn.shopId}:${storeId}`, conn);
  }

  remove(conn: ChatConnection): void {
    remove(this.users, `${conn.shopId}:${conn.userId}`, conn);
    if (conn.role === 'buyer') remove(this.buyers, `${conn.shopId}:${conn.userId}`, conn);
    for (const storeId of conn.storeIds) remove(this.stores, `${conn.shopId}:${storeId}`, conn);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    await this.transport.close();
  }

  private deliver(payload: string): void {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      return;
    }
    switch (event.k) {
      case 'message': {
        const frame: ServerFrame = { type: 'message', message: event.message };
        this.toConversation(event.shop, event.buyerId, event.storeId, frame, frame);
        break;
      }
      case 'read': {
        const frame: ServerFrame = {
          type: 'read',
          conversationId: event.conversationId,
          side: event.side,
          seq: event.seq,
        };
        this.toConversation(event.shop, event.buyerId, event.storeId, frame, frame);
        break;
      }
      case 'presence':
        for (const c of this.stores.get(`${event.shop}:${event.storeId}`) ?? [])
          if (c.role === 'buyer') c.send({ type: 'presence', storeId: event.storeId, online: event.online });
        break;
      case 'conversation':
        for (const c of this.stores.get(`${event.shop}:${event.storeId}`) ?? [])
          if (c.role === 'agent') c.send({ type: 'conversation', conversationId: event.conversationId });
        break;
      case 'takeover':
        for (const c of [...(this.users.get(`${event.shop}:${event.userId}`) ?? [])])
          if (c.id !== event.conn && (event.at === undefined || c.openedAt <= event.at))
            c.end(c.sessionId === event.session ? 'replaced' : 'elsewhere');
        break;
    }
  }

  /** To the buyer's connections and the store's agents' connections (each once). */
  private toConversation(
    shop: string,
    buyerId: number,
    storeId: number,
    buyerFrame: ServerFrame,
    agentFrame: ServerFrame,
  ): void {
    for (const c of this.buyers.get(`${shop}:${buyerId}`) ?? []) c.send(buyerFrame);
    for (const c of this.stores.get(`${shop}:${storeId}`) ?? []) if (c.role === 'agent') c.send(agentFrame);
  }

  private lost(): void {
    this.live = false;
    this.starting = null;
    for (const set of this.users.values()) for (const c of [...set]) c.drop();
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    setTimeout(() => void this.start(), RETRY_MS).unref();
  }
}

function add(map: Map<string, Set<ChatConnection>>, key: string, conn: ChatConnection): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(conn);
}

function remove(map: Map<string, Set<ChatConnection>>, key: string, conn: ChatConnection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(conn);
  if (set.size === 0) map.delete(key);
}
