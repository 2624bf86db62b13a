import type { AccessRow } from './row.ts';

const NO_SUCH_CONVERSATION = '999999999';
/** The self-operated store's staff (seed): the agents the demo accounts include. */
const AGENTS = ['supplier01', 'merchant01'] as const;

/**
 * Access rows for the chat's operations (see access-matrix.ts). Every user reads their own unread count
 * and conversations; a conversation nobody has is not found for anyone. The agents' desk is a store's
 * staff's: the mall operator, who answers no store, is refused like a buyer.
 */
export const imAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-im/chat/unread': { access: 'user' },
  'GET /iiot/jcmall-im/chat/conversations': { access: 'user' },
  'POST /iiot/jcmall-im/chat/open': { access: 'user', body: { storeId: 999999999 }, expect: 404 },
  'GET /iiot/jcmall-im/chat/messages': {
    access: 'user',
    query: { conversationId: NO_SUCH_CONVERSATION },
    expect: 404,
  },
  'GET /iiot/jcmall-im/chat/agent/workbench': { access: 'staff', accounts: AGENTS },
  'POST /iiot/jcmall-im/chat/agent/status': { access: 'staff', accounts: AGENTS, body: { online: true } },
  'POST /iiot/jcmall-im/chat/agent/transfer': {
    access: 'staff',
    accounts: AGENTS,
    body: { conversationId: Number(NO_SUCH_CONVERSATION), agentId: '1' },
    expect: 404,
  },
  'GET /iiot/jcmall-im/chat/agent/quickReplies': {
    access: 'staff',
    accounts: AGENTS,
    query: { conversationId: NO_SUCH_CONVERSATION },
    expect: 404,
  },
  'GET /iiot/jcmall-im/chat/agent/buyerOrders': {
    access: 'staff',
    accounts: AGENTS,
    query: { conversationId: NO_SUCH_CONVERSATION },
    expect: 404,
  },
};
