import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { connect, type ChatApi } from '../../../machines/chat/chat-connection.connect.ts';
import { chatConnectionMachine, type ChatRole } from '../../../machines/chat/chat-connection.machine.ts';
import { connect as connectResource } from '../../../machines/shared/resource.connect.ts';
import { resourceMachine, type ResourceApi } from '../../../machines/shared/resource.machine.ts';
import type { BuyerOrder } from '../../../machines/chat/chat.types.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import {
  agentActors,
  buyerActors,
  chatSocket,
  loadBuyerOrders,
  loadQuickReplies,
  uploadChatPicture,
  type OpenRequest,
} from './api.ts';
import './locales/index.ts';

export type { OpenRequest };
/** Uploads a chat picture (purpose `chat`): a buyer's, or an agent's in the console's tenant. */
export const uploadPicture = (file: File, consoleShopId: string | null = null) =>
  uploadChatPicture(file, consoleShopId);

/**
 * The chat connection of a page: the one .provide() of the machine (socket, requests, login), started at
 * once; the browser's online and offline events reach it as network events.
 */
export function useChat(options: {
  shopId: string;
  role: ChatRole;
  open?: OpenRequest | null;
  onLogin: () => void;
}): ChatApi {
  const [logic] = useState(() =>
    chatConnectionMachine.provide({
      actors: {
        chatSocket: chatSocket(options.shopId),
        ...(options.role === 'agent' ? agentActors(options.shopId) : buyerActors(options.open ?? null)),
      },
      actions: {
        goToLogin: () => options.onLogin(),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { role: options.role, random: Math.random },
    inspect,
  });
  useEffect(() => {
    send({ type: 'chat.start' });
    const offline = () => send({ type: 'network.offline' });
    const online = () => send({ type: 'network.online' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [send]);
  return connect(snapshot, send);
}

function useConversationResource<T>(
  shopId: string,
  conversationId: number | null,
  load: (shopId: string, id: number, signal: AbortSignal) => Promise<T>,
): ResourceApi<T> {
  const [logic] = useState(() =>
    resourceMachine.provide({
      actors: { load: fromPromise(({ input, signal }) => load(shopId, Number(input.id), signal)) },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { id: conversationId === null ? null : String(conversationId) },
    inspect,
  });
  return connectResource<T>(snapshot, send);
}

/** The buyer's latest orders in the store of the agent's open conversation. */
export const useBuyerOrders = (shopId: string, conversationId: number | null): ResourceApi<BuyerOrder[]> =>
  useConversationResource(shopId, conversationId, loadBuyerOrders);

/** The quick replies of the open conversation's store. */
export const useQuickReplies = (shopId: string, conversationId: number | null): ResourceApi<string[]> =>
  useConversationResource(shopId, conversationId, loadQuickReplies);
