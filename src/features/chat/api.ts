import i18next from 'i18next';
import { fromCallback, fromPromise } from 'xstate';
import type { ChatRole, ConversationList } from '../../../machines/chat/chat-connection.machine.ts';
import {
  CLOSE_EXPIRED,
  type BuyerOrder,
  type ClientFrame,
  type HistoryPage,
  type ServerFrame,
} from '../../../machines/chat/chat.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { acceptLanguageOf } from '../../shared/api/middleware.ts';
import { consoleImApi, consoleOssApi, imApi, ossApi } from '../../shared/api/services.ts';

/**
 * Where the chat's socket is (the -im prefix of this server). A browser's socket cannot set headers: the
 * page's language rides as `lang`, so the server's error frames come in it.
 */
function socketUrl(shopId: string, role: ChatRole): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const lang = acceptLanguageOf(i18next.language ?? 'zh_CN');
  return `${scheme}://${window.location.host}/iiot/jcmall-im/ws?shopId=${encodeURIComponent(shopId)}${role === 'agent' ? '&as=agent' : ''}&lang=${lang}`;
}

/**
 * Whether the session still lets the user chat, asked when a socket could not even open (a refused
 * upgrade and a lost network look the same to a browser). Bypasses the API middleware: a 401 here is the
 * chat's "account offline, log in again", not a redirect.
 */
async function sessionRefused(shopId: string, role: ChatRole): Promise<boolean> {
  try {
    const res = await fetch(`/iiot/jcmall-im/chat/${role === 'agent' ? 'agent/workbench' : 'unread'}`, {
      headers: { shopId },
      credentials: 'include',
    });
    return res.status === 401 || res.status === 403;
  } catch {
    return false;
  }
}

/** Keep-alive: a ping every 25 s keeps proxies from closing an idle socket. */
const PING_MS = 25_000;

/** The machine's socket: one WebSocket per connection attempt (machines/chat chatSocket). */
export function chatSocket(shopId: string) {
  return fromCallback<ClientFrame, { role: ChatRole }>(({ sendBack, receive, input }) => {
    const ws = new WebSocket(socketUrl(shopId, input.role));
    let opened = false;
    let done = false;
    ws.onopen = () => {
      opened = true;
    };
    ws.onmessage = (e) => {
      sendBack({ type: 'socket.frame', frame: JSON.parse(String(e.data)) as ServerFrame });
    };
    ws.onclose = (e) => {
      if (done) return;
      done = true;
      if (opened) {
        sendBack({ type: 'socket.closed', code: e.code });
        return;
      }
      void sessionRefused(shopId, input.role).then((refused) =>
        sendBack({ type: 'socket.closed', code: refused ? CLOSE_EXPIRED : 1006 }),
      );
    };
    receive((frame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    });
    const ping = setInterval(() => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
    }, PING_MS);
    return () => {
      done = true;
      clearInterval(ping);
      ws.close();
    };
  });
}

/** What a 联系客服 entry asks the page to open: a store, with a product or an order as a card. */
export interface OpenRequest {
  storeId: number;
  card?: { type: 'product' | 'order'; ref: string };
}

/** The buyer's actors: the list (opening the asked conversation first, once) and the history. */
export function buyerActors(open: OpenRequest | null) {
  let pending = open;
  return {
    loadConversations: fromPromise<ConversationList, { role: ChatRole }>(async ({ signal }) => {
      let select: ConversationList['select'];
      if (pending) {
        const opened = unwrap(await imApi.POST('/chat/open', { body: pending, signal }));
        select = { conversationId: opened.conversationId, storeId: opened.storeId };
        pending = null;
      }
      const conversations = unwrap(await imApi.GET('/chat/conversations', { signal }));
      return { conversations, ...(select ? { select } : {}) };
    }),
    loadHistory: historyOf(imApi),
  };
}

const historyOf = (api: typeof imApi) =>
  fromPromise<HistoryPage, { conversationId: number; before: number | null }>(async ({ input, signal }) =>
    unwrap(
      await api.GET('/chat/messages', {
        params: {
          query: {
            conversationId: input.conversationId,
            ...(input.before !== null ? { before: input.before } : {}),
            size: 20,
          },
        },
        signal,
      }),
    ),
  );

/** The agent's actors: the workbench (their conversations, status and colleagues), status, transfer. */
export const agentActors = (shopId: string) => ({
  loadConversations: fromPromise<ConversationList, { role: ChatRole }>(async ({ signal }) => {
    const desk = unwrap(await consoleImApi(shopId).GET('/chat/agent/workbench', { signal }));
    return { conversations: desk.conversations, agentOnline: desk.online, colleagues: desk.colleagues };
  }),
  loadHistory: historyOf(consoleImApi(shopId)),
  setAgentStatus: fromPromise<{ online: boolean }, { online: boolean }>(async ({ input }) =>
    unwrap(await consoleImApi(shopId).POST('/chat/agent/status', { body: { online: input.online } })),
  ),
  transferConversation: fromPromise<void, { conversationId: number; agentId: string }>(async ({ input }) => {
    unwrap(await consoleImApi(shopId).POST('/chat/agent/transfer', { body: input }));
  }),
});

/** The buyer's latest orders in the store, beside the agent's chat. */
export async function loadBuyerOrders(
  shopId: string,
  conversationId: number,
  signal?: AbortSignal,
): Promise<BuyerOrder[]> {
  return unwrap(
    await consoleImApi(shopId).GET('/chat/agent/buyerOrders', {
      params: { query: { conversationId } },
      signal,
    }),
  );
}

export async function loadQuickReplies(
  shopId: string,
  conversationId: number,
  signal?: AbortSignal,
): Promise<string[]> {
  return unwrap(
    await consoleImApi(shopId).GET('/chat/agent/quickReplies', {
      params: { query: { conversationId } },
      signal,
    }),
  );
}

/** Uploads a picture for the chat (purpose `chat`, checked by content on the server). */
export async function uploadChatPicture(
  file: File,
  consoleShopId: string | null,
): Promise<{ fileId: string; url: string }> {
  const api = consoleShopId === null ? ossApi : consoleOssApi(consoleShopId);
  const form = new FormData();
  form.append('purpose', 'chat');
  form.append('file', file, file.name);
  const stored = unwrap(
    await api.POST('/file/upload', {
      body: { file: '', purpose: 'chat' } as never,
      bodySerializer: () => form,
    }),
  );
  return { fileId: stored.fileId, url: stored.url };
}
