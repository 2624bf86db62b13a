import { assign, enqueueActions, fromCallback, fromPromise, not, sendTo, setup } from 'xstate';
import {
  CLOSE_ELSEWHERE,
  CLOSE_EXPIRED,
  CLOSE_REPLACED,
  mergeMessages,
  type AgentConversation,
  type AgentWorkbench,
  type BuyerConversation,
  type ChatMessage,
  type ClientFrame,
  type HistoryPage,
  type PendingMessage,
  type ServerFrame,
} from './chat.types.ts';

/** Reconnect attempts before the page gives up and says the connection is broken. */
export const MAX_ATTEMPTS = 8;
/** The first reconnect waits about this long; each next one twice as long, up to {@link MAX_DELAY_MS}. */
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): exponential backoff with "equal jitter" (half
 * fixed, half random), so a server restart is not met by every client at the same instant.
 */
export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

export type ChatRole = 'buyer' | 'agent';
export type ChatConversation = BuyerConversation | AgentConversation;
/** The conversations the page lists, and for an agent their own status. */
export interface ConversationList {
  conversations: ChatConversation[];
  agentOnline?: boolean;
  /** For an agent: the other agents of their stores (to transfer a conversation to). */
  colleagues?: AgentWorkbench['colleagues'];
  /** The conversation the page asked to open (a 联系客服 entry): selected once listed. */
  select?: { conversationId: number; storeId: number };
}

export interface ChatContext {
  role: ChatRole;
  conversations: ChatConversation[];
  conversationId: number | null;
  storeId: number | null;
  /** The open conversation's messages, by number, each once. */
  messages: ChatMessage[];
  hasMore: boolean;
  /** Messages sent and not yet acknowledged: sent again after every reconnect (the server keeps one). */
  outbox: PendingMessage[];
  /** Why the server refused a message, by its clientId. */
  refused: Record<string, string>;
  /** The read mark this page last reported for the open conversation. */
  readSent: number;
  /** The other side has read the open conversation up to this number. */
  peerReadSeq: number;
  /** Whether any agent of each store is online (what a buyer's page says). */
  presence: Record<number, boolean>;
  /** Reconnect attempts since the connection was last ready. */
  attempt: number;
  /** A number in [0, 1) for the next backoff's jitter (the app draws it; tests fix it). */
  jitter: number;
  /** The server's words for the last failure (a refused message, a failed load). */
  error: string | null;
  /** An agent's own status (the workbench's). */
  agentOnline: boolean;
  colleagues: AgentWorkbench['colleagues'];
  /** Draws a number in [0, 1) (Math.random in the app; fixed in tests). */
  random: () => number;
}

export type ChatEvent =
  | { type: 'chat.start' }
  | { type: 'conversation.select'; conversationId: number; storeId: number }
  | { type: 'message.send'; clientId: string; kind: 'text' | 'image'; content: string; preview: string }
  | { type: 'history.more' }
  | { type: 'list.refresh' }
  | { type: 'chat.retry' }
  | { type: 'chat.reconsult' }
  | { type: 'chat.login' }
  | { type: 'agent.status'; online: boolean }
  | { type: 'conversation.transfer'; agentId: string }
  | { type: 'network.offline' }
  | { type: 'network.online' }
  | { type: 'socket.frame'; frame: ServerFrame }
  | { type: 'socket.closed'; code: number };

export interface ChatInput {
  role: ChatRole;
  /** Draws the jitter of the next backoff (Math.random in the app). */
  random?: () => number;
}

const peerOf = (role: ChatRole) => (role === 'buyer' ? 'agent' : 'buyer');
const lastSeq = (messages: readonly ChatMessage[]) => messages.at(-1)?.seq ?? 0;

/**
 * The chat connection (issue #19): connecting, online (the store's agents online or away: leave a
 * message), offline (the browser lost the network), reconnecting with backoff and jitter, disconnected
 * after {@link MAX_ATTEMPTS}, replaced by a newer page of the same session (re-consult), logged in
 * elsewhere, and account offline (log in again). Every ready connection resumes the open conversation
 * after its last number and sends the unacknowledged messages again, which the server stores once, so a
 * reconnect neither loses nor doubles a message. The socket is the `chatSocket` callback actor: it sends
 * `socket.frame` and `socket.closed` and takes `ClientFrame`s.
 */
export const chatConnectionMachine = setup({
  types: {} as {
    context: ChatContext;
    events: ChatEvent;
    input: ChatInput;
  },
  actors: {
    chatSocket: fromCallback<ClientFrame, { role: ChatRole }>(() => () => {}),
    loadConversations: fromPromise<ConversationList, { role: ChatRole }>(async () => {
      throw new Error('loadConversations not provided');
    }),
    loadHistory: fromPromise<HistoryPage, { conversationId: number; before: number | null }>(async () => {
      throw new Error('loadHistory not provided');
    }),
    setAgentStatus: fromPromise<{ online: boolean }, { online: boolean }>(async () => {
      throw new Error('setAgentStatus not provided');
    }),
    transferConversation: fromPromise<void, { conversationId: number; agentId: string }>(async () => {
      throw new Error('transferConversation not provided');
    }),
  },
  actions: {
    goToLogin: () => {},
    drawJitter: assign({ jitter: ({ context }) => context.random() }),
    queue: assign(({ context, event }) => {
      if (event.type !== 'message.send' || context.conversationId === null) return {};
      if (context.outbox.some((m) => m.clientId === event.clientId)) return {};
      return {
        outbox: [
          ...context.outbox,
          {
            clientId: event.clientId,
            conversationId: context.conversationId,
            kind: event.kind,
            content: event.content,
            preview: event.preview,
          },
        ],
      };
    }),
    sendQueued: sendTo('socket', ({ context, event }) => {
      const m = context.outbox.find((p) => event.type === 'message.send' && p.clientId === event.clientId);
      return m ? sendFrame(m) : ({ type: 'ping' } as const);
    }),
    resume: ({ context, self }) => {
      const socket = self.getSnapshot().children.socket;
      if (!socket) return;
      if (context.conversationId !== null)
        socket.send({
          type: 'resume',
          conversationId: context.conversationId,
          after: lastSeq(context.messages),
        });
      for (const m of context.outbox) socket.send(sendFrame(m));
    },
    selectAsked: enqueueActions(({ event, enqueue }) => {
      const asked = (event as { output?: ConversationList }).output?.select;
      if (asked) enqueue.raise({ type: 'conversation.select', ...asked });
    }),
    markRead: enqueueActions(({ context, self, enqueue }) => {
      const socket = self.getSnapshot().children.socket;
      const peer = peerOf(context.role);
      const last = [...context.messages].reverse().find((m) => m.sender === peer);
      if (!socket || !last || context.conversationId === null || last.seq <= context.readSent) return;
      enqueue.sendTo(socket, { type: 'read', conversationId: context.conversationId, seq: last.seq });
      enqueue.assign({ readSent: last.seq });
    }),
    applyFrame: assign(({ context, event }) => {
      if (event.type !== 'socket.frame') return {};
      const frame = event.frame;
      const mine = (conversationId: number) => conversationId === context.conversationId;
      switch (frame.type) {
        case 'message':
          return mine(frame.message.conversationId)
            ? { messages: mergeMessages(context.messages, [frame.message]) }
            : {};
        case 'ack':
          return {
            outbox: context.outbox.filter((m) => m.clientId !== frame.clientId),
            messages: mine(frame.message.conversationId)
              ? mergeMessages(context.messages, [frame.message])
              : context.messages,
          };
        case 'missed':
          return mine(frame.conversationId)
            ? { messages: mergeMessages(context.messages, frame.messages) }
            : {};
        case 'read':
          return mine(frame.conversationId) && frame.side === peerOf(context.role)
            ? { peerReadSeq: Math.max(context.peerReadSeq, frame.seq) }
            : {};
        case 'presence':
          return { presence: { ...context.presence, [frame.storeId]: frame.online } };
        case 'error':
          return frame.clientId
            ? {
                outbox: context.outbox.filter((m) => m.clientId !== frame.clientId),
                refused: { ...context.refused, [frame.clientId]: frame.message },
                error: frame.message,
              }
            : { error: frame.message };
        default:
          return {};
      }
    }),
  },
  guards: {
    isReplaced: (_, params: { code: number }) => params.code === CLOSE_REPLACED,
    isElsewhere: (_, params: { code: number }) => params.code === CLOSE_ELSEWHERE,
    isExpired: (_, params: { code: number }) => params.code === CLOSE_EXPIRED,
    isReady: (_, params: { frame: ServerFrame }) => params.frame.type === 'ready',
    isAgentAway: ({ context }) =>
      context.role === 'buyer' && context.storeId !== null && context.presence[context.storeId] === false,
    hasAttemptsLeft: ({ context }) => context.attempt < MAX_ATTEMPTS,
    hasConversation: ({ context }) => context.conversationId !== null,
    hasMore: ({ context }) => context.hasMore,
    listChanged: ({ context }, params: { frame: ServerFrame }) =>
      params.frame.type === 'conversation' ||
      (params.frame.type === 'message' && params.frame.message.conversationId !== context.conversationId),
  },
  delays: {
    backoff: ({ context }) => backoffDelay(context.attempt, context.jitter),
  },
}).createMachine({
  id: 'chatConnection',
  type: 'parallel',
  context: ({ input }) => ({
    role: input.role,
    conversations: [],
    conversationId: null,
    storeId: null,
    messages: [],
    hasMore: false,
    outbox: [],
    refused: {},
    readSent: 0,
    peerReadSeq: 0,
    presence: {},
    attempt: 0,
    jitter: 0.5,
    random: input.random ?? (() => 0.5),
    error: null,
    agentOnline: false,
    colleagues: [],
  }),
  states: {
    connection: {
      initial: 'idle',
      states: {
        idle: { on: { 'chat.start': 'live' } },
        live: {
          invoke: { id: 'socket', src: 'chatSocket', input: ({ context }) => ({ role: context.role }) },
          initial: 'connecting',
          on: {
            'network.offline': '#chatConnection.connection.offline',
            'socket.closed': [
              {
                guard: { type: 'isReplaced', params: ({ event }) => ({ code: event.code }) },
                target: 'replaced',
              },
              {
                guard: { type: 'isElsewhere', params: ({ event }) => ({ code: event.code }) },
                target: 'elsewhere',
              },
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ code: event.code }) },
                target: 'accountOffline',
              },
              { target: 'reconnecting' },
            ],
          },
          states: {
            connecting: {
              tags: ['connecting'],
              on: {
                'socket.frame': {
                  guard: { type: 'isReady', params: ({ event }) => ({ frame: event.frame }) },
                  target: 'online',
                },
              },
            },
            online: {
              tags: ['online'],
              entry: [
                assign(({ event, context }) => ({
                  attempt: 0,
                  presence:
                    event.type === 'socket.frame' && event.frame.type === 'ready'
                      ? Object.fromEntries(event.frame.presence.map((p) => [p.storeId, p.online]))
                      : context.presence,
                })),
                'resume',
              ],
              initial: 'agentOnline',
              on: {
                'message.send': { actions: ['queue', 'sendQueued'] },
                'socket.frame': { actions: ['applyFrame', 'markRead'] },
              },
              states: {
                agentOnline: { always: { guard: 'isAgentAway', target: 'agentAway' } },
                agentAway: {
                  tags: ['leaveMessage'],
                  always: { guard: not('isAgentAway'), target: 'agentOnline' },
                },
              },
            },
          },
        },
        reconnecting: {
          tags: ['reconnecting'],
          entry: 'drawJitter',
          always: { guard: not('hasAttemptsLeft'), target: 'disconnected' },
          after: {
            backoff: { target: 'live', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
          },
          on: { 'network.offline': 'offline', 'chat.retry': 'live' },
        },
        offline: {
          tags: ['offline'],
          on: { 'network.online': { target: 'live', actions: assign({ attempt: 0 }) } },
        },
        disconnected: {
          tags: ['disconnected'],
          on: { 'chat.retry': { target: 'live', actions: assign({ attempt: 0 }) } },
        },
        replaced: {
          tags: ['replaced'],
          on: { 'chat.reconsult': { target: 'live', actions: assign({ attempt: 0 }) } },
        },
        elsewhere: {
          tags: ['elsewhere'],
          on: {
            'chat.reconsult': { target: 'live', actions: assign({ attempt: 0 }) },
            'chat.login': { actions: 'goToLogin' },
          },
        },
        accountOffline: { tags: ['accountOffline'], on: { 'chat.login': { actions: 'goToLogin' } } },
      },
      on: {
        'message.send': { actions: 'queue' },
        'socket.frame': { actions: 'applyFrame' },
      },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['listLoading'],
          invoke: {
            src: 'loadConversations',
            input: ({ context }) => ({ role: context.role }),
            onDone: {
              target: 'ready',
              actions: [
                assign({
                  conversations: ({ event }) => event.output.conversations,
                  colleagues: ({ event, context }) => event.output.colleagues ?? context.colleagues,
                  agentOnline: ({ event, context }) => event.output.agentOnline ?? context.agentOnline,
                  presence: ({ event, context }) => ({
                    ...Object.fromEntries(
                      event.output.conversations
                        .filter((c): c is BuyerConversation => 'agentOnline' in c)
                        .map((c) => [c.storeId, c.agentOnline]),
                    ),
                    ...context.presence,
                  }),
                }),
                'selectAsked',
              ],
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        ready: {
          on: {
            'list.refresh': 'loading',
            'socket.frame': {
              guard: { type: 'listChanged', params: ({ event }) => ({ frame: event.frame }) },
              target: 'loading',
            },
          },
        },
      },
    },
    history: {
      initial: 'none',
      on: {
        'conversation.select': {
          target: '.loading',
          actions: assign(({ event }) => ({
            conversationId: event.conversationId,
            storeId: event.storeId,
            messages: [],
            hasMore: false,
            readSent: 0,
            peerReadSeq: 0,
            error: null,
          })),
        },
      },
      states: {
        none: {},
        loading: {
          tags: ['historyLoading'],
          invoke: {
            src: 'loadHistory',
            input: ({ context }) => ({ conversationId: context.conversationId!, before: null }),
            onDone: {
              target: 'ready',
              actions: [
                assign(({ event, context }) => ({
                  messages: mergeMessages(event.output.records, context.messages),
                  hasMore: event.output.hasMore,
                  peerReadSeq: peerReadOf(context),
                })),
                'resume',
                'markRead',
              ],
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        ready: {
          on: { 'history.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['historyLoading'],
          invoke: {
            src: 'loadHistory',
            input: ({ context }) => ({
              conversationId: context.conversationId!,
              before: context.messages[0]?.seq ?? null,
            }),
            onDone: {
              target: 'ready',
              actions: assign(({ event, context }) => ({
                messages: mergeMessages(context.messages, event.output.records),
                hasMore: event.output.hasMore,
              })),
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        failed: {},
      },
    },
    task: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'agent.status': { target: 'settingStatus' },
            'conversation.transfer': { guard: 'hasConversation', target: 'transferring' },
          },
        },
        settingStatus: {
          tags: ['busy'],
          invoke: {
            src: 'setAgentStatus',
            input: ({ event }) => ({ online: event.type === 'agent.status' && event.online }),
            onDone: {
              target: 'idle',
              actions: assign({ agentOnline: ({ event }) => event.output.online }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        transferring: {
          tags: ['busy'],
          invoke: {
            src: 'transferConversation',
            input: ({ context, event }) => ({
              conversationId: context.conversationId!,
              agentId: event.type === 'conversation.transfer' ? event.agentId : '',
            }),
            onDone: {
              target: 'idle',
              actions: sendTo(({ self }) => self, { type: 'list.refresh' }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});

function sendFrame(m: PendingMessage): ClientFrame {
  return {
    type: 'send',
    conversationId: m.conversationId,
    clientId: m.clientId,
    kind: m.kind,
    content: m.content,
  };
}

function peerReadOf(context: ChatContext): number {
  const c = context.conversations.find((x) => x.conversationId === context.conversationId);
  if (!c) return 0;
  return 'agentReadSeq' in c ? c.agentReadSeq : c.buyerReadSeq;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
