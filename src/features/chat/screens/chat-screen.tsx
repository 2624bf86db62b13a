import { Container, Grid, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyerConversation, ChatCard } from '../../../../machines/chat/chat.types.ts';
import { routes } from '../../../shared/routes.ts';
import { useQueryParam } from '../../../shared/use-query-param.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { uploadPicture, useChat, type OpenRequest } from '../use-chat.ts';

/** What the URL asks to open: `?storeId=…` with a `skuId` or an `orderNo` to carry as a card. */
function openRequest(
  storeId: string | null,
  skuId: string | null,
  orderNo: string | null,
): OpenRequest | null {
  const id = Number(storeId);
  if (!storeId || !Number.isSafeInteger(id) || id <= 0) return null;
  const card = skuId
    ? { type: 'product' as const, ref: skuId }
    : orderNo
      ? { type: 'order' as const, ref: orderNo }
      : null;
  return { storeId: id, ...(card ? { card } : {}) };
}

/**
 * /{domain}/chat: the buyer's conversations with stores' customer service. A 联系客服 entry opens the one
 * with its store, with the product or order as a card.
 */
export function ChatPage({ shopId, domain }: { shopId: string; domain: string }) {
  const { t } = useTranslation('chat');
  const storeId = useQueryParam('storeId');
  const skuId = useQueryParam('skuId');
  const orderNo = useQueryParam('orderNo');
  const [open] = useState(() => openRequest(storeId, skuId, orderNo));
  const chat = useChat({
    shopId,
    role: 'buyer',
    open,
    onLogin: () =>
      window.location.assign(routes.login.href(shopId, window.location.pathname + window.location.search)),
  });
  const conversations = chat.conversations as BuyerConversation[];
  const current = conversations.find((c) => c.conversationId === chat.conversationId) ?? null;
  const cardHref = (card: ChatCard) =>
    card.type === 'product'
      ? routes.detail.href(domain, card.ref)
      : routes.orderDetail.href(domain, card.ref);
  return (
    <Container maxW="6xl" py="4">
      <Heading as="h1" size="lg" mb="3">
        {t('title')}
      </Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '16rem minmax(0, 1fr)' }} gap="3">
        <ConversationList
          conversations={conversations}
          selected={chat.conversationId}
          onSelect={(c) => chat.select(c.conversationId, c.storeId)}
          label={t('conversations')}
          nameOf={(c) => (c as BuyerConversation).storeName}
        />
        <ChatPanel
          chat={chat}
          role="buyer"
          cardHref={cardHref}
          uploadPicture={(file) => uploadPicture(file)}
          title={
            current ? (
              <Text fontWeight="bold" data-content>
                {current.storeName}
              </Text>
            ) : (
              <Text fontWeight="bold">{t('service')}</Text>
            )
          }
        />
      </Grid>
    </Container>
  );
}
