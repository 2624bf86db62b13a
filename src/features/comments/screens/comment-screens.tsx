import { Box, Button, Flex, Heading, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMENT_MAX,
  COMMENT_PICTURES_MAX,
  type MyComment,
  type PendingCommentLine,
} from '../../../../machines/comments/comments.types.ts';
import type { WriteCommentsApi } from '../../../../machines/comments/write-comments.connect.ts';
import type { PagedListApi } from '../../../../machines/shared/paged-list.connect.ts';
import { parseOrderNo } from '../../../../machines/orders/order-detail.machine.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { PictureUpload } from '../../../shared/ui/picture-upload.tsx';
import { usePictureUpload } from '../../../shared/use-picture-upload.ts';
import { routes } from '../../../shared/routes.ts';
import {
  useCommentDetail,
  useMyComments,
  usePendingComments,
  useQueryParam,
  useWriteComments,
} from '../hooks.ts';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('comments');
  return (
    <Text as="span" color="orange.fg" aria-label={t('stars', { count: rating })} role="img">
      {'★'.repeat(rating)}
      <Text as="span" color="fg.subtle">
        {'★'.repeat(5 - rating)}
      </Text>
    </Text>
  );
}

function ListState<T>({
  list,
  empty,
  children,
}: {
  list: PagedListApi<T>;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('comments');
  if (list.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert" py="10">
        <Text>{list.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={list.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (list.isLoading && list.records.length === 0) return <LoadingBlock py="16" />;
  if (list.records.length === 0)
    return (
      <Text py="10" textAlign="center" color="fg.muted">
        {empty}
      </Text>
    );
  return (
    <Stack gap="3" aria-busy={list.isLoading}>
      {children}
      <Pagination page={list.page} count={list.pageCount} canGo={list.canGo} onGo={list.goToPage} />
    </Stack>
  );
}

/** uc-evaluation: the received goods awaiting the buyer's review, each order with its 去评价. */
export function PendingCommentsPage({ domain }: { domain: string }) {
  const { t } = useTranslation('comments');
  const list = usePendingComments();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('pending.title')}
      </Heading>
      <ListState list={list} empty={t('pending.empty')}>
        {list.records.map((line: PendingCommentLine) => (
          <Flex
            key={line.lineId}
            as="article"
            borderWidth="1px"
            rounded="md"
            p="3"
            gap="3"
            align="center"
            wrap="wrap"
          >
            <Image src={line.mainImg} alt="" boxSize="14" objectFit="cover" rounded="sm" />
            <Box flex="1" minW="40">
              <Text lineClamp={2}>{line.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {line.specs ? `${line.specs} · ` : ''}
                {t('pending.orderNo', { orderNo: line.orderNo })}
              </Text>
            </Box>
            <Button asChild size="sm" colorPalette="brand">
              <NavLink href={routes.writeComments.href(domain, line.orderNo)}>{t('pending.write')}</NavLink>
            </Button>
          </Flex>
        ))}
      </ListState>
    </Stack>
  );
}

function LineForm({
  item,
  write,
  upload,
}: {
  item: WriteCommentsApi['lines'][number];
  write: WriteCommentsApi;
  upload: ReturnType<typeof usePictureUpload>;
}) {
  const { t } = useTranslation('comments');
  const { line, draft, problem } = item;
  const id = `comment-${line.lineId}`;
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="4" aria-labelledby={`${id}-name`}>
      <HStack gap="3" mb="3">
        <Image src={line.mainImg} alt="" boxSize="14" objectFit="cover" rounded="sm" />
        <Box>
          <Text id={`${id}-name`} fontWeight="medium" lineClamp={2}>
            {line.name}
          </Text>
          {line.specs && (
            <Text fontSize="xs" color="fg.muted">
              {line.specs}
            </Text>
          )}
        </Box>
      </HStack>
      <Stack gap="3">
        <Flex role="radiogroup" aria-label={t('rating')} gap="1" align="center">
          <Text fontSize="sm" me="2">
            {t('rating')}
          </Text>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} style={{ cursor: 'pointer' }}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={draft.rating === n}
                onChange={() => write.setRating(line.lineId, n)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                aria-label={t('stars', { count: n })}
              />
              <Text as="span" fontSize="xl" color={n <= draft.rating ? 'orange.fg' : 'fg.subtle'} aria-hidden>
                ★
              </Text>
            </label>
          ))}
        </Flex>
        <Box>
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor={`${id}-content`}>{t('write.content')}</label>
          </Text>
          <Textarea
            id={`${id}-content`}
            rows={3}
            value={draft.content}
            placeholder={t('write.placeholder')}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => write.setContent(line.lineId, e.target.value)}
          />
          <Flex justify="space-between">
            {problem ? (
              <Text id={`${id}-problem`} role="alert" fontSize="xs" color="fg.error">
                {t(`rules.${problem}`)}
              </Text>
            ) : (
              <span />
            )}
            <Text fontSize="xs" color="fg.muted">
              {[...draft.content.trim()].length}/{COMMENT_MAX}
            </Text>
          </Flex>
        </Box>
        <PictureUpload upload={upload} label={t('write.pictures')} />
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontSize: '0.875rem' }}>
          <input
            type="checkbox"
            checked={draft.anonymous}
            onChange={(e) => write.setAnonymous(line.lineId, e.target.checked)}
          />
          {t('write.anonymous')}
        </label>
      </Stack>
    </Box>
  );
}

/** One picture field per line (hooks need a fixed count: the page renders a field per pending line). */
function LineWithPictures({
  item,
  write,
  onUpload,
  onUploadingChange,
}: {
  item: WriteCommentsApi['lines'][number];
  write: WriteCommentsApi;
  onUpload: (lineId: number, upload: ReturnType<typeof usePictureUpload>) => void;
  onUploadingChange: (lineId: number, uploading: boolean) => void;
}) {
  const upload = usePictureUpload('comment', COMMENT_PICTURES_MAX);
  onUpload(item.line.lineId, upload);
  const lineId = item.line.lineId;
  const uploading = upload.isUploading;
  useEffect(() => onUploadingChange(lineId, uploading), [lineId, uploading, onUploadingChange]);
  return <LineForm item={item} write={write} upload={upload} />;
}

function WriteForm({ domain, orderNo }: { domain: string; orderNo: string }) {
  const { t } = useTranslation('comments');
  const write = useWriteComments(domain, orderNo);
  // Each line's picture field registers itself here (idempotently, as it renders); submit reads them.
  const uploads = useRef(new Map<number, ReturnType<typeof usePictureUpload>>()).current;
  // The lines whose pictures are still being sent: submit waits for them (disabled, as in after-sales).
  const [uploadingLines, setUploadingLines] = useState<ReadonlySet<number>>(new Set());
  const onUploadingChange = useCallback((lineId: number, busy: boolean) => {
    setUploadingLines((lines) => {
      if (lines.has(lineId) === busy) return lines;
      const next = new Set(lines);
      if (busy) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  }, []);
  if (write.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert" py="10">
        <Text>{write.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={write.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (write.isLoading) return <LoadingBlock py="16" />;
  if (write.isNothingToDo)
    return (
      <Stack gap="2" role="status">
        <Text>{t('write.nothing')}</Text>
        <NavLink href={routes.userCenterPage.href(domain, 'uc-comments')}>{t('mine.title')}</NavLink>
      </Stack>
    );
  return (
    <form
      noValidate
      aria-label={t('write.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (uploadingLines.size > 0) return;
        write.submit(Object.fromEntries([...uploads].map(([lineId, u]) => [lineId, u.fileIds])));
      }}
    >
      <Stack gap="4" maxW="3xl">
        <Text fontSize="sm" color="fg.muted">
          {t('write.later')}
        </Text>
        {write.lines.map((item) => (
          <LineWithPictures
            key={item.line.lineId}
            item={item}
            write={write}
            onUpload={(lineId, u) => uploads.set(lineId, u)}
            onUploadingChange={onUploadingChange}
          />
        ))}
        {write.nothingWritten && (
          <Text role="alert" color="fg.error">
            {t('write.nothingWritten')}
          </Text>
        )}
        {write.error && (
          <Text role="alert" color="fg.error">
            {write.error}
          </Text>
        )}
        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            loading={write.isSubmitting}
            disabled={uploadingLines.size > 0}
          >
            {t('write.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** write-comments?orderNo=: rate and review the received order's goods. */
export function WriteCommentsPage({ domain }: { domain: string }) {
  const { t } = useTranslation('comments');
  const orderNo = parseOrderNo(useQueryParam('orderNo'));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('write.title')}
      </Heading>
      {orderNo ? (
        <WriteForm key={orderNo} domain={domain} orderNo={orderNo} />
      ) : (
        <Text role="alert">{t('write.nothing')}</Text>
      )}
    </Stack>
  );
}

function CommentBody({ c }: { c: MyComment }) {
  const { t } = useTranslation('comments');
  return (
    <Stack gap="2">
      <HStack gap="3">
        <Stars rating={c.rating} />
        <Text fontSize="xs" color="fg.muted">
          {formatTime(c.createdAt)}
          {c.anonymous ? ` · ${t('mine.anonymous')}` : ''}
        </Text>
      </HStack>
      <Text>{c.content}</Text>
      {c.pictures.length > 0 && (
        <Flex gap="2" wrap="wrap">
          {c.pictures.map((url, i) => (
            <Image
              key={url}
              src={url}
              alt={t('detail.picture', { n: i + 1 })}
              boxSize="16"
              objectFit="cover"
              rounded="sm"
            />
          ))}
        </Flex>
      )}
      {c.reply && (
        <Text fontSize="sm" bg="bg.muted" p="2" rounded="sm" data-testid="comment-reply">
          {t('mine.reply', { reply: c.reply })}
        </Text>
      )}
    </Stack>
  );
}

/** uc-comments: the buyer's reviews with the merchant's replies. */
export function MyCommentsPage({ domain }: { domain: string }) {
  const { t } = useTranslation('comments');
  const list = useMyComments();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('mine.title')}
      </Heading>
      <ListState list={list} empty={t('mine.empty')}>
        {list.records.map((c: MyComment) => (
          <Flex
            key={c.id}
            as="article"
            aria-labelledby={`my-comment-${c.id}`}
            borderWidth="1px"
            rounded="md"
            p="3"
            gap="3"
            wrap="wrap"
          >
            <Image src={c.mainImg} alt="" boxSize="14" objectFit="cover" rounded="sm" />
            <Box flex="1" minW="48">
              <NavLink href={routes.detail.href(domain, c.skuId)}>
                <span id={`my-comment-${c.id}`}>{c.name}</span>
              </NavLink>
              <CommentBody c={c} />
            </Box>
            <NavLink
              href={routes.userCenterPage.href(domain, 'uc-evalDetail', { id: String(c.id) })}
              fontSize="sm"
              aria-describedby={`my-comment-${c.id}`}
            >
              {t('mine.detail')}
            </NavLink>
          </Flex>
        ))}
      </ListState>
    </Stack>
  );
}

/** uc-evalDetail?id=: one review of the buyer's. */
export function CommentDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation('comments');
  const detail = useCommentDetail(useQueryParam('id'));
  const c = detail.value;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('detail.title')}
        </Heading>
        <NavLink href={routes.userCenterPage.href(domain, 'uc-comments')} fontSize="sm">
          {t('detail.backToList')}
        </NavLink>
      </Flex>
      {detail.isNotFound ? (
        <Text role="alert">{t('detail.notFound')}</Text>
      ) : detail.loadFailed ? (
        <Stack align="center" gap="3" role="alert">
          <Text>{detail.error ?? t('http.networkAbnormal')}</Text>
          <Button onClick={detail.retry}>{t('app.retry')}</Button>
        </Stack>
      ) : !c ? (
        <LoadingBlock py="16" />
      ) : (
        <Box borderWidth="1px" rounded="md" p="4">
          <HStack gap="3" mb="3">
            <Image src={c.mainImg} alt="" boxSize="16" objectFit="cover" rounded="sm" />
            <Box>
              <NavLink href={routes.detail.href(domain, c.skuId)}>{c.name}</NavLink>
              <Text fontSize="xs" color="fg.muted">
                {c.specs}
              </Text>
              <NavLink href={routes.orderDetail.href(domain, c.orderNo)} fontSize="xs">
                {c.orderNo}
              </NavLink>
            </Box>
          </HStack>
          <CommentBody c={c} />
        </Box>
      )}
    </Stack>
  );
}
