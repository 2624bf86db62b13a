import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ChatContext, ChatConversation, chatConnectionMachine } from './chat-connection.machine.ts';

type ChatContextColleagues = ChatContext['colleagues'];
import type { ChatMessage, PendingMessage } from './chat.types.ts';

/** The state the page shows about the connection (spec §4 "Chat"). */
export type ChatStatus =
  | 'idle'
  | 'connecting'
  | 'online'
  | 'leaveMessage'
  | 'reconnecting'
  | 'offline'
  | 'disconnected'
  | 'replaced'
  | 'elsewhere'
  | 'accountOffline';

/** A line of the conversation: a stored message, or one of this page's still on its way. */
export type ChatLine =
  | { key: string; state: 'stored'; message: ChatMessage; mine: boolean; read: boolean }
  | { key: string; state: 'sending'; pending: PendingMessage };

/** What the chat views read from the connection machine. */
export interface ChatApi {
  status: ChatStatus;
  conversations: ChatConversation[];
  conversationId: number | null;
  lines: ChatLine[];
  /** Messages the server refused, with its words. */
  refused: Array<{ clientId: string; message: string }>;
  error: string | null;
  isListLoading: boolean;
  isHistoryLoading: boolean;
  canLoadMore: boolean;
  /** A message can be written (it is queued while the connection is down and sent on reconnect). */
  canSend: boolean;
  isBusy: boolean;
  agentOnline: boolean;
  /** For an agent: the other agents of their stores. */
  colleagues: ChatContextColleagues;
  start(): void;
  select(conversationId: number, storeId: number): void;
  send(message: { clientId: string; kind: 'text' | 'image'; content: string; preview: string }): void;
  loadMore(): void;
  retry(): void;
  reconsult(): void;
  login(): void;
  refreshList(): void;
  setOnline(online: boolean): void;
  transfer(agentId: string): void;
}

const STATUS_TAGS: ReadonlyArray<[string, ChatStatus]> = [
  ['leaveMessage', 'leaveMessage'],
  ['online', 'online'],
  ['connecting', 'connecting'],
  ['reconnecting', 'reconnecting'],
  ['offline', 'offline'],
  ['disconnected', 'disconnected'],
  ['replaced', 'replaced'],
  ['elsewhere', 'elsewhere'],
  ['accountOffline', 'accountOffline'],
];

export function connect(
  snapshot: SnapshotFrom<typeof chatConnectionMachine>,
  send: (event: EventFrom<typeof chatConnectionMachine>) => void,
): ChatApi {
  const c = snapshot.context;
  const status = STATUS_TAGS.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? 'idle';
  const stored = new Set(c.messages.map((m) => m.clientId));
  const lines: ChatLine[] = [
    ...c.messages.map((message): ChatLine => ({
      key: `m${message.seq}`,
      state: 'stored',
      message,
      mine: message.sender === c.role,
      read: message.sender === c.role && message.seq <= c.peerReadSeq,
    })),
    ...c.outbox
      .filter((p) => p.conversationId === c.conversationId && !stored.has(p.clientId))
      .map((pending): ChatLine => ({ key: `p${pending.clientId}`, state: 'sending', pending })),
  ];
  const ended = status === 'replaced' || status === 'elsewhere' || status === 'accountOffline';
  return {
    status,
    conversations: c.conversations,
    conversationId: c.conversationId,
    lines,
    refused: Object.entries(c.refused).map(([clientId, message]) => ({ clientId, message })),
    error: c.error,
    isListLoading: snapshot.hasTag('listLoading'),
    isHistoryLoading: snapshot.hasTag('historyLoading'),
    canLoadMore: c.hasMore && snapshot.can({ type: 'history.more' }),
    canSend: c.conversationId !== null && !ended && status !== 'idle',
    isBusy: snapshot.hasTag('busy'),
    agentOnline: c.agentOnline,
    colleagues: c.colleagues,
    start: () => send({ type: 'chat.start' }),
    select: (conversationId, storeId) => send({ type: 'conversation.select', conversationId, storeId }),
    send: (message) => send({ type: 'message.send', ...message }),
    loadMore: () => send({ type: 'history.more' }),
    retry: () => send({ type: 'chat.retry' }),
    reconsult: () => send({ type: 'chat.reconsult' }),
    login: () => send({ type: 'chat.login' }),
    refreshList: () => send({ type: 'list.refresh' }),
    setOnline: (online) => send({ type: 'agent.status', online }),
    transfer: (agentId) => send({ type: 'conversation.transfer', agentId }),
  };
}
