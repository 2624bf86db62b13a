import { Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConsoleListFrame } from '../../../shared/ui/console-list-frame.tsx';
import { Td } from '../../../shared/ui/data-table.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { notify } from '../../../shared/notify.ts';
import { ReplyDialog } from '../components/reply-dialog.tsx';
import { useCommentReply, useConsoleComments } from '../use-console-comments.ts';
import '../locales/index.ts';

const COLUMNS = ['goods', 'rating', 'content', 'buyer', 'createdAt', 'reply'];

/**
 * The console's comments (/vp/comments): the buyers' comments on the goods of the stores the user works
 * for (every store for the mall operator), newest first, by whether they are answered; the seller replies
 * once, and the reply shows on the product page.
 */
export function ConsoleCommentsPage({
  shopId,
  onSessionLost,
}: {
  shopId: string;
  onSessionLost: () => void;
}) {
  const { t } = useTranslation('consoleComments');
  const list = useConsoleComments(shopId, onSessionLost);
  const reply = useCommentReply(
    shopId,
    (message) => {
      notify(message ? 'warning' : 'success', message ?? t('reply.done'));
      list.reload();
    },
    onSessionLost,
  );

  return (
    <>
      <ConsoleListFrame
        ns="consoleComments"
        list={list}
        labelOf={(tab) => t(`tabs.${tab}`)}
        columns={COLUMNS}
      >
        {list.comments.map((c) => (
          <tr key={c.id}>
            <Td minW="10rem" maxW="14rem">
              <Text>{c.name}</Text>
              {c.specs && (
                <Text fontSize="xs" color="fg.muted">
                  {c.specs}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {t('list.orderNo', { orderNo: c.orderNo })}
              </Text>
            </Td>
            <Td whiteSpace="nowrap">
              <Text aria-label={t('list.rating', { count: c.rating })} color="orange.fg">
                {'★'.repeat(c.rating)}
                <Text as="span" color="fg.subtle">
                  {'★'.repeat(5 - c.rating)}
                </Text>
              </Text>
            </Td>
            <Td minW="14rem" maxW="22rem">
              <Stack gap="1">
                <Text>{c.content}</Text>
                {c.pictures.length > 0 && (
                  <Flex gap="1" wrap="wrap">
                    {c.pictures.map((src, i) => (
                      <Image
                        key={src}
                        src={src}
                        alt={t('list.picture', { n: i + 1 })}
                        boxSize="12"
                        objectFit="cover"
                        borderRadius="sm"
                        loading="lazy"
                      />
                    ))}
                  </Flex>
                )}
              </Stack>
            </Td>
            <Td>{c.userName}</Td>
            <Td whiteSpace="nowrap">{formatTime(c.createdAt)}</Td>
            <Td minW="10rem" maxW="18rem">
              {c.reply === null ? (
                <Button
                  size="xs"
                  colorPalette="brand"
                  aria-label={t('list.replyTo', { buyer: c.userName, name: c.name })}
                  onClick={() => reply.open(c)}
                >
                  {t('list.reply')}
                </Button>
              ) : (
                <Stack gap="0">
                  <Text>{c.reply}</Text>
                  {c.repliedAt && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('list.repliedAt', { time: formatTime(c.repliedAt) })}
                    </Text>
                  )}
                </Stack>
              )}
            </Td>
          </tr>
        ))}
      </ConsoleListFrame>
      {reply.comment && <ReplyDialog key={reply.comment.id} reply={reply} />}
    </>
  );
}
