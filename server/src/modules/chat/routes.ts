import { defineRoutes } from '../../platform/openapi/handlers.ts';
import {
  agentActorOf,
  buyerActor,
  buyerConversations,
  buyerOrders,
  buyerUnread,
  messagesPage,
  openConversation,
  quickReplies,
  readerOf,
  setAgentStatus,
  transferConversation,
  workbench,
} from './chat.service.ts';

/** The chat's operations (openapi/im.yaml): the buyer's conversations and the console agents' desk. */
export const imRoutes = defineRoutes('im', {
  chatUnread: async ({ ctx }) => ({ count: await ctx.read((q) => buyerUnread(q, ctx.user!.userId)) }),
  chatConversations: ({ ctx }) => ctx.read((q) => buyerConversations(q, ctx.user!.userId)),
  chatOpen: async ({ body, ctx, request }) => {
    const buyer = buyerActor(ctx.user!, ctx.shopId!);
    const { conversation, sent } = await ctx.tx((q) => openConversation(q, buyer, body.storeId, body.card));
    const hub = request.server.chatHub;
    if (sent)
      await hub.publish({
        k: 'message',
        shop: ctx.shopId!,
        buyerId: ctx.user!.userId,
        storeId: conversation.storeId,
        message: sent,
      });
    if (sent || conversation.lastSeq === 0)
      await hub.publish({
        k: 'conversation',
        shop: ctx.shopId!,
        storeId: conversation.storeId,
        conversationId: conversation.conversationId,
      });
    return conversation;
  },
  chatMessages: ({ query, ctx }) =>
    ctx.read(async (q) => {
      const actor = await readerOf(q, ctx.user!, ctx.shopId!, query.conversationId);
      return messagesPage(q, actor, query.conversationId, query.before, query.size ?? 20);
    }),
  chatWorkbench: ({ ctx }) =>
    ctx.read(async (q) => workbench(q, await agentActorOf(q, ctx.user!, ctx.shopId!))),
  chatAgentStatus: async ({ body, ctx, request }) => {
    const presence = await ctx.tx(async (q) =>
      setAgentStatus(q, await agentActorOf(q, ctx.user!, ctx.shopId!), body.online),
    );
    for (const p of presence)
      await request.server.chatHub.publish({
        k: 'presence',
        shop: ctx.shopId!,
        storeId: p.storeId,
        online: p.online,
      });
    return { online: body.online };
  },
  chatTransfer: async ({ body, ctx, request }) => {
    const { conversation, storeId } = await ctx.tx(async (q) =>
      transferConversation(
        q,
        await agentActorOf(q, ctx.user!, ctx.shopId!),
        body.conversationId,
        Number(body.agentId),
      ),
    );
    await request.server.chatHub.publish({
      k: 'conversation',
      shop: ctx.shopId!,
      storeId,
      conversationId: conversation.conversationId,
    });
    return conversation;
  },
  chatQuickReplies: ({ query, ctx }) =>
    ctx.read(async (q) =>
      quickReplies(q, await agentActorOf(q, ctx.user!, ctx.shopId!), query.conversationId),
    ),
  chatBuyerOrders: ({ query, ctx }) =>
    ctx.read(async (q) =>
      buyerOrders(q, await agentActorOf(q, ctx.user!, ctx.shopId!), query.conversationId),
    ),
});
