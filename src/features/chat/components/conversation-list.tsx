import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '../../../../machines/chat/chat-connection.machine.ts';
import type { ChatMessage } from '../../../../machines/chat/chat.types.ts';

/** A line of preview for the last message: its text, or what kind it is. */
export function usePreview() {
  const { t } = useTranslation('chat');
  return (m: ChatMessage | null) =>
    m === null ? '' : m.kind === 'text' ? m.body : t(`kinds.${m.kind}`, { title: m.body });
}

/** The conversations, latest first: who, the last message and how many are unread. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
  label,
  nameOf,
  noteOf,
}: {
  conversations: ChatConversation[];
  selected: number | null;
  onSelect: (c: ChatConversation) => void;
  label: string;
  nameOf: (c: ChatConversation) => string;
  noteOf?: (c: ChatConversation) => string | null;
}) {
  const { t } = useTranslation('chat');
  const preview = usePreview();
  if (conversations.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" p="2">
        {t('none')}
      </Text>
    );
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap="1"
      aria-label={label}
      maxH={{ md: '36rem' }}
      overflowY="auto"
      minW="0"
    >
      {conversations.map((c) => (
        <li key={c.conversationId}>
          <Button
            variant={c.conversationId === selected ? 'subtle' : 'ghost'}
            w="full"
            h="auto"
            py="2"
            justifyContent="start"
            textAlign="start"
            minW="0"
            aria-current={c.conversationId === selected ? 'true' : undefined}
            onClick={() => onSelect(c)}
          >
            <Box flex="1" minW="0">
              <Text fontWeight="medium" truncate data-content>
                {nameOf(c)}
              </Text>
              {noteOf?.(c) && (
                <Text fontSize="xs" color="fg.muted">
                  {noteOf(c)}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted" truncate data-content>
                {preview(c.lastMessage)}
              </Text>
            </Box>
            {c.unread > 0 && (
              <Badge colorPalette="red" variant="solid" aria-label={t('unreadCount', { count: c.unread })}>
                {c.unread > 99 ? '99+' : c.unread}
              </Badge>
            )}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
