import type { components } from '../../openapi/generated/im.ts';

export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatCard = components['schemas']['ChatCard'];
export type ClientFrame = components['schemas']['ClientFrame'];
export type ServerFrame = components['schemas']['ServerFrame'];
export type BuyerConversation = components['schemas']['BuyerConversation'];
export type AgentConversation = components['schemas']['AgentConversation'];
export type AgentWorkbench = components['schemas']['AgentWorkbench'];
export type BuyerOrder = components['schemas']['BuyerOrder'];

/** A history page (GET /chat/messages). */
export interface HistoryPage {
  records: ChatMessage[];
  hasMore: boolean;
}

/** A message the user sent that the server has not acknowledged yet. */
export interface PendingMessage {
  clientId: string;
  conversationId: number;
  kind: 'text' | 'image';
  /** The text, or the fileId of the uploaded picture. */
  content: string;
  /** What the view shows meanwhile (the text, or the picture's URL). */
  preview: string;
}

/** The close codes the server gives a reason for (openapi/im-socket.schema.yml ClosingFrame). */
export const CLOSE_REPLACED = 4001;
export const CLOSE_ELSEWHERE = 4002;
export const CLOSE_EXPIRED = 4401;

/**
 * Merges messages into a conversation's list by number: each number once (a message seen again after a
 * reconnect replaces itself), in order.
 */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  if (more.length === 0) return list as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const m of list) bySeq.set(m.seq, m);
  for (const m of more) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
