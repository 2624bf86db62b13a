import { Badge, Box, Button, Flex, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatApi, ChatLine, ChatStatus } from '../../../../machines/chat/chat-connection.connect.ts';
import type { ChatCard } from '../../../../machines/chat/chat.types.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/** The emoji the picker offers (inserted into the text as characters). */
const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😅',
  '😢',
  '😡',
  '👍',
  '👌',
  '🙏',
  '👏',
  '🎉',
  '❤️',
  '🌹',
  '☕',
  '📦',
  '🚚',
  '✅',
  '❓',
];

/** A fresh id for a message (the server keeps one message per id: resending is safe). */
function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** Banners for the states the user must know of, with what they can do. */
function StatusBanner({ chat, role }: { chat: ChatApi; role: 'buyer' | 'agent' }) {
  const { t } = useTranslation('chat');
  const status: ChatStatus = chat.status;
  const tone: Record<ChatStatus, string | null> = {
    idle: null,
    connecting: 'gray',
    online: null,
    leaveMessage: 'orange',
    reconnecting: 'orange',
    offline: 'orange',
    disconnected: 'red',
    replaced: 'red',
    elsewhere: 'red',
    accountOffline: 'red',
  };
  if (!tone[status] || (status === 'leaveMessage' && role === 'agent')) return null;
  return (
    <Flex
      role={tone[status] === 'red' ? 'alert' : 'status'}
      bg={`${tone[status]}.subtle`}
      color={`${tone[status]}.fg`}
      px="3"
      py="2"
      gap="3"
      align="center"
      wrap="wrap"
    >
      <Text fontSize="sm" flex="1">
        {t(`status.${status}`)}
      </Text>
      {status === 'disconnected' && (
        <Button size="xs" onClick={chat.retry}>
          {t('retry')}
        </Button>
      )}
      {(status === 'replaced' || status === 'elsewhere') && (
        <Button size="xs" colorPalette="brand" onClick={chat.reconsult}>
          {t('reconsult')}
        </Button>
      )}
      {(status === 'elsewhere' || status === 'accountOffline') && (
        <Button size="xs" variant="outline" onClick={chat.login}>
          {t('login')}
        </Button>
      )}
    </Flex>
  );
}

function CardView({ card, href }: { card: ChatCard; href: string | null }) {
  const { t } = useTranslation('chat');
  const body = (
    <HStack align="start" gap="2" borderWidth="1px" borderRadius="md" p="2" bg="bg" maxW="xs">
      {card.image && <Image src={card.image} alt="" boxSize="14" objectFit="cover" flexShrink={0} />}
      <Stack gap="1" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {t(card.type === 'product' ? 'card.product' : 'card.order', { ref: card.ref })}
        </Text>
        <Text fontSize="sm" lineClamp={2} data-content>
          {card.title}
        </Text>
        {card.price && (
          <Text fontSize="sm" color="fg.error">
            ¥{formatPrice(card.price)}
          </Text>
        )}
      </Stack>
    </HStack>
  );
  return href ? <NavLink href={href}>{body}</NavLink> : body;
}

function Line({ line, cardHref }: { line: ChatLine; cardHref: (card: ChatCard) => string | null }) {
  const { t } = useTranslation('chat');
  const mine = line.state === 'sending' || line.mine;
  let content: ReactNode;
  if (line.state === 'sending') {
    content =
      line.pending.kind === 'image' ? (
        <Image src={line.pending.preview} alt={t('picture')} maxW="48" />
      ) : (
        <Text whiteSpace="pre-wrap">{line.pending.preview}</Text>
      );
  } else {
    const m = line.message;
    content =
      m.card !== null ? (
        <CardView card={m.card} href={cardHref(m.card)} />
      ) : m.kind === 'image' ? (
        <Image src={m.body} alt={t('picture')} maxW="48" />
      ) : (
        <Text whiteSpace="pre-wrap" data-content>
          {m.body}
        </Text>
      );
  }
  return (
    <Flex as="li" justify={mine ? 'flex-end' : 'flex-start'} data-testid="chat-line">
      <Stack gap="0.5" maxW="80%" align={mine ? 'end' : 'start'}>
        <Box bg={mine ? 'brand.subtle' : 'bg.muted'} px="3" py="2" borderRadius="lg" wordBreak="break-word">
          {content}
        </Box>
        <Text fontSize="2xs" color="fg.muted">
          {line.state === 'sending'
            ? t('sending')
            : `${line.message.createdAt.slice(5, 16)}${line.mine ? ` · ${t(line.read ? 'read' : 'unread')}` : ''}`}
        </Text>
      </Stack>
    </Flex>
  );
}

/**
 * One conversation: its state, its messages (older pages on demand), and the composer (text, emoji and
 * pictures). `quickReplies` (agents) fill the text; `cardHref` links a product or order card.
 */
export function ChatPanel({
  chat,
  role,
  title,
  cardHref,
  quickReplies,
  uploadPicture,
}: {
  chat: ChatApi;
  role: 'buyer' | 'agent';
  title: ReactNode;
  cardHref: (card: ChatCard) => string | null;
  quickReplies?: readonly string[];
  uploadPicture: (file: File) => Promise<{ fileId: string; url: string }>;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const last = chat.lines.at(-1)?.key;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  const sendText = () => {
    if (text.trim() === '') return;
    chat.send({ clientId: newClientId(), kind: 'text', content: text, preview: text });
    setText('');
  };
  const sendPicture = async (file: File) => {
    setUploadError(null);
    setUploading(true);
    try {
      const stored = await uploadPicture(file);
      chat.send({ clientId: newClientId(), kind: 'image', content: stored.fileId, preview: stored.url });
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex direction="column" minH="0" h={{ base: '70vh', md: '36rem' }} borderWidth="1px" borderRadius="md">
      <Flex px="3" py="2" borderBottomWidth="1px" align="center" gap="2">
        <Box flex="1" minW="0">
          {title}
        </Box>
        {chat.status === 'online' || chat.status === 'leaveMessage' ? (
          <Badge colorPalette="green">{t('connected')}</Badge>
        ) : null}
      </Flex>
      <StatusBanner chat={chat} role={role} />
      <Box flex="1" overflowY="auto" px="3" py="2" aria-live="polite" aria-label={t('messages')} tabIndex={0}>
        {chat.canLoadMore && (
          <Flex justify="center" mb="2">
            <Button size="xs" variant="ghost" onClick={chat.loadMore} loading={chat.isHistoryLoading}>
              {t('older')}
            </Button>
          </Flex>
        )}
        {chat.conversationId === null ? (
          <Text color="fg.muted" textAlign="center" mt="8">
            {t('pick')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {chat.lines.map((line) => (
              <Line key={line.key} line={line} cardHref={cardHref} />
            ))}
          </Stack>
        )}
        {chat.refused.length > 0 && (
          <Text role="alert" fontSize="sm" color="fg.error" mt="2">
            {t('refused', { message: chat.refused.at(-1)!.message })}
          </Text>
        )}
        <div ref={endRef} />
      </Box>
      {quickReplies && quickReplies.length > 0 && (
        <HStack px="3" py="1" gap="2" overflowX="auto" borderTopWidth="1px" aria-label={t('quickReplies')}>
          {quickReplies.map((r) => (
            <Button
              key={r}
              size="xs"
              variant="outline"
              flexShrink={0}
              onClick={() => setText(r)}
              data-content
            >
              {r.length > 14 ? `${r.slice(0, 14)}…` : r}
            </Button>
          ))}
        </HStack>
      )}
      {emojiOpen && (
        <Flex wrap="wrap" gap="1" px="3" py="2" borderTopWidth="1px" role="group" aria-label={t('emoji')}>
          {EMOJI.map((e) => (
            <Button
              key={e}
              size="xs"
              variant="ghost"
              aria-label={t('insertEmoji', { emoji: e })}
              onClick={() => {
                setText((v) => v + e);
                setEmojiOpen(false);
              }}
            >
              {e}
            </Button>
          ))}
        </Flex>
      )}
      {uploadError && (
        <Text role="alert" fontSize="sm" color="fg.error" px="3">
          {uploadError}
        </Text>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          sendText();
        }}
      >
        <HStack px="3" py="2" borderTopWidth="1px" gap="2">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('emoji')}
            aria-expanded={emojiOpen}
            onClick={() => setEmojiOpen((v) => !v)}
            disabled={!chat.canSend}
          >
            😊
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => fileRef.current?.click()}
            disabled={!chat.canSend}
            loading={uploading}
          >
            {t('picture')}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hidden
            aria-label={t('picture')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void sendPicture(file);
            }}
          />
          <Input
            flex="1"
            size="sm"
            value={text}
            maxLength={1000}
            aria-label={t('input')}
            placeholder={t(chat.status === 'leaveMessage' ? 'leaveMessagePlaceholder' : 'placeholder')}
            onChange={(e) => setText(e.target.value)}
            disabled={!chat.canSend}
          />
          <Button type="submit" size="sm" colorPalette="brand" disabled={!chat.canSend || text.trim() === ''}>
            {t('send')}
          </Button>
        </HStack>
      </form>
    </Flex>
  );
}
