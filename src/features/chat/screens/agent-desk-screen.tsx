import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentConversation, BuyerOrder, ChatCard } from '../../../../machines/chat/chat.types.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import '../../../shared/ui/order-texts.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { uploadPicture, useBuyerOrders, useChat, useQuickReplies } from '../use-chat.ts';

/** The console's links the desk uses. */
export interface AgentDeskLinks {
  orderDetail: ((orderNo: string) => string) | null;
}

function BuyerOrders({
  shopId,
  conversationId,
  links,
}: {
  shopId: string;
  conversationId: number;
  links: AgentDeskLinks;
}) {
  const { t } = useTranslation('chat');
  const orders = useBuyerOrders(shopId, conversationId);
  const list: BuyerOrder[] = orders.value ?? [];
  return (
    <Stack gap="2" as="section" aria-labelledby="buyer-orders">
      <Heading as="h2" size="sm" id="buyer-orders">
        {t('desk.orders')}
      </Heading>
      {orders.isLoading ? (
        <Text fontSize="sm" color="fg.muted">
          {t('loading')}
        </Text>
      ) : list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('desk.noOrders')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {list.map((o) => (
            <Box as="li" key={o.orderNo} borderWidth="1px" borderRadius="md" p="2" fontSize="sm">
              {links.orderDetail ? (
                <NavLink href={links.orderDetail(o.orderNo)}>{o.orderNo}</NavLink>
              ) : (
                <Text>{o.orderNo}</Text>
              )}
              <Text truncate data-content>
                {o.firstLineName}
              </Text>
              <Text color="fg.muted">
                {t(`order:status.${o.status}`, { defaultValue: o.status })} · ¥{formatPrice(o.payAmount)} ·{' '}
                {o.createdAt.slice(0, 10)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The open conversation with its store's quick replies (remounted per conversation). */
function AgentChat({
  shopId,
  ...props
}: Omit<Parameters<typeof ChatPanel>[0], 'quickReplies' | 'role'> & { shopId: string }) {
  const quick = useQuickReplies(shopId, props.chat.conversationId);
  return <ChatPanel {...props} role="agent" quickReplies={quick.value ?? []} />;
}

/**
 * 在线客服 in the console: the agent's status, their stores' conversations (the queue, theirs and their
 * colleagues'), the open conversation with quick replies, transfer to a colleague, and the buyer's latest
 * orders beside it.
 */
export function AgentDeskPage({
  shopId,
  links,
  onSessionLost,
}: {
  shopId: string;
  links: AgentDeskLinks;
  onSessionLost: () => void;
}) {
  const { t } = useTranslation('chat');
  const chat = useChat({ shopId, role: 'agent', onLogin: onSessionLost });
  const conversations = chat.conversations as AgentConversation[];
  const current = conversations.find((c) => c.conversationId === chat.conversationId) ?? null;
  const [transferTo, setTransferTo] = useState('');
  const colleagues = chat.colleagues.filter((c) => current && c.storeIds.includes(current.storeId));
  const cardHref = (card: ChatCard) =>
    card.type === 'order' && links.orderDetail ? links.orderDetail(card.ref) : null;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('desk.title')}
        </Heading>
        <Switch.Root
          checked={chat.agentOnline}
          disabled={chat.isBusy}
          onCheckedChange={(e) => chat.setOnline(e.checked)}
          colorPalette="green"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t(chat.agentOnline ? 'desk.online' : 'desk.offline')}</Switch.Label>
        </Switch.Root>
      </HStack>
      {chat.error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {chat.error}
        </Text>
      )}
      {/* minmax(0, …): a long buyer name or last message never widens a column past the screen (390 px). */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr) 16rem' }} gap="3">
        <ConversationList
          conversations={conversations}
          selected={chat.conversationId}
          onSelect={(c) => chat.select(c.conversationId, c.storeId)}
          label={t('conversations')}
          nameOf={(c) => (c as AgentConversation).buyerName}
          noteOf={(c) => {
            const a = c as AgentConversation;
            return a.agentId === null ? t('desk.queue') : t('desk.answeredBy', { name: a.agentName });
          }}
        />
        <AgentChat
          key={chat.conversationId ?? 'none'}
          shopId={shopId}
          chat={chat}
          cardHref={cardHref}
          uploadPicture={(file) => uploadPicture(file, shopId)}
          title={
            current ? (
              <HStack gap="2">
                <Text fontWeight="bold" data-content>
                  {current.buyerName}
                </Text>
                <Badge data-content>{current.storeName}</Badge>
              </HStack>
            ) : (
              <Text fontWeight="bold">{t('desk.title')}</Text>
            )
          }
        />
        <Stack gap="4">
          {current && (
            <Stack as="section" gap="2" aria-labelledby="transfer-heading">
              <Heading as="h2" size="sm" id="transfer-heading">
                {t('desk.transfer')}
              </Heading>
              {colleagues.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('desk.noColleagues')}
                </Text>
              ) : (
                <HStack>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label={t('desk.transferTo')}
                      value={transferTo}
                      onChange={(e) => setTransferTo(e.target.value)}
                    >
                      <option value="">{t('desk.pickColleague')}</option>
                      {colleagues.map((c) => (
                        <option key={c.userId} value={c.userId}>
                          {c.userName}
                          {c.online ? ` (${t('desk.online')})` : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                  <Button
                    size="sm"
                    disabled={!transferTo || chat.isBusy}
                    onClick={() => {
                      chat.transfer(transferTo);
                      setTransferTo('');
                    }}
                  >
                    {t('desk.transferButton')}
                  </Button>
                </HStack>
              )}
            </Stack>
          )}
          {current && (
            <BuyerOrders
              key={current.conversationId}
              shopId={shopId}
              conversationId={current.conversationId}
              links={links}
            />
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
