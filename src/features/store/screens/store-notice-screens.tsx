import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ContentStatus } from '../../../../machines/website/content-page.connect.ts';
import { StoreNoticeList } from '../components/store-notice-list.tsx';
import { useStoreNoticeDetail, useStoreNoticeList } from '../use-store-notices.ts';
import { routes } from '../../../shared/routes.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { NoticeArticle } from '../../../shared/ui/notice-article.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';

/** What a notice page shows while it is not ready: a spinner, 重试, or why there is nothing (`text`). */
function NotReady({ status, retry, text }: { status: ContentStatus; retry: () => void; text: ReactNode }) {
  const { t } = useTranslation('store');
  if (status === 'loading') return <LoadingBlock py="16" />;
  if (status === 'failed')
    return (
      <Flex direction="column" align="center" py="16" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={retry}>{t('app.retry')}</Button>
      </Flex>
    );
  return (
    <Text textAlign="center" py="16" color="fg.muted" role="status">
      {text}
    </Text>
  );
}

/** /{domain}/shop/notice-list?storeId=&current=: the store's notices, ten a page; the URL keeps the page. */
export function StoreNoticeListPage({ domain }: { domain: string }) {
  const { t } = useTranslation('store');
  const [, navigate] = useLocation();
  const list = useStoreNoticeList();
  const { data, pager } = list;
  if (!data || list.status === 'notFound')
    return (
      <Container maxW="6xl" py="6">
        <NotReady status={list.status} retry={list.retry} text={t('home.notFound')} />
      </Container>
    );
  const go = (page: number) => navigate(routes.shopNoticeList.href(domain, page, data.storeId));
  return (
    <Container maxW="6xl" py="6">
      <Box mb="4" fontSize="sm">
        <NavLink href={routes.shopHome.href(domain, data.storeId)}>{t('notices.backToStore')}</NavLink>
      </Box>
      <Heading as="h1" size="xl" mb="4">
        {t('notices.listTitle', { name: data.storeName })}
      </Heading>
      {list.status !== 'ready' ? (
        <NotReady status={list.status} retry={list.retry} text={t('notices.empty')} />
      ) : (
        <>
          <StoreNoticeList domain={domain} notices={data.records} label={t('notices.title')} withSummary />
          <Pagination
            page={pager.page}
            count={pager.count}
            canGo={(p) => p >= 1 && p <= pager.count && p !== pager.page}
            onGo={go}
          />
        </>
      )}
    </Container>
  );
}

/** /{domain}/shop/notice-detail?storeId=&id=: one notice of the store, or 公告不存在. */
export function StoreNoticeDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation('store');
  const page = useStoreNoticeDetail();
  const notice = page.data;
  return (
    <Container maxW="4xl" py="6">
      {page.status !== 'ready' || !notice ? (
        <NotReady status={page.status} retry={page.retry} text={t('notices.notFound')} />
      ) : (
        <>
          <HStack mb="4" fontSize="sm" gap="4" wrap="wrap">
            <NavLink href={routes.shopHome.href(domain, notice.storeId)}>{t('notices.backToStore')}</NavLink>
            <NavLink href={routes.shopNoticeList.href(domain, 1, notice.storeId)}>
              {t('notices.backToList')}
            </NavLink>
          </HStack>
          <NoticeArticle
            title={notice.title}
            meta={`${notice.storeName} · ${t('notices.publishedAt', { time: notice.publishedAt })}`}
            paragraphs={notice.paragraphs}
          />
        </>
      )}
    </Container>
  );
}
