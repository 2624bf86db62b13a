import { Box, Button, Container, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { noticePageCount, type NoticeSummary } from '../../../../machines/content-page.types.ts';
import { ContentStatus } from '../../../features/website/components/content-status.tsx';
import { useNoticeDetail, useNoticeList, useShopHome } from '../../../features/website/use-website-flows.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useShell } from '../../providers/route-guard-provider.tsx';

function NoticeList({ domain, notices }: { domain: string; notices: NoticeSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" aria-label={t('website.shop.noticesTitle')} gap="0" listStyleType="none">
      {notices.map((n) => (
        <Box as="li" key={n.id} borderBottomWidth="1px" py="3">
          <Flex justify="space-between" gap="4" align="baseline">
            <NavLink href={paths.shopNoticeDetail.getHref(domain, n.id)}>{n.title}</NavLink>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {n.publishedAt.slice(0, 10)}
            </Text>
          </Flex>
          {n.summary && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {n.summary}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** /{domain}/shop/home: the shop's name and title image with its latest notices (spec §2 shop section). */
export function ShopHomePage({ domain, shopName }: { domain: string; shopName: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const [snapshot, send] = useShopHome();
  const titleImg = shell.webConfig?.titleImg;
  return (
    <Container maxW="6xl" py="6">
      <HStack gap="4" mb="6">
        {titleImg && (
          <Image src={titleImg} alt={t('website.shop.titleImageAlt', { name: shopName })} h="12" />
        )}
        <Heading as="h1" size="xl">
          {shopName}
        </Heading>
      </HStack>
      <Box as="section" aria-labelledby="shop-latest-notices" borderWidth="1px" borderRadius="md" p="4">
        <Flex justify="space-between" align="center" mb="2">
          <Heading as="h2" size="md" id="shop-latest-notices">
            {t('website.shop.latestNotices')}
          </Heading>
          <NavLink href={paths.shopNoticeList.getHref(domain)}>{t('website.shop.more')}</NavLink>
        </Flex>
        <ContentStatus snapshot={snapshot} onRetry={() => send({ type: 'content.retry' })}>
          {() =>
            snapshot.context.data && snapshot.context.data.records.length > 0 ? (
              <NoticeList domain={domain} notices={snapshot.context.data.records} />
            ) : (
              <Text color="fg.muted" py="4">
                {t('website.shop.empty')}
              </Text>
            )
          }
        </ContentStatus>
      </Box>
    </Container>
  );
}

/** /{domain}/shop/notice-list?current=: the shop's notices, ten a page; the URL keeps the page. */
export function NoticeListPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [snapshot, send] = useNoticeList();
  const data = snapshot.context.data;
  const count = data ? noticePageCount(data.total, data.size) : 1;
  const go = (page: number) => navigate(paths.shopNoticeList.getHref(domain, page));
  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('website.shop.noticesTitle')}
      </Heading>
      <ContentStatus
        snapshot={snapshot}
        onRetry={() => send({ type: 'content.retry' })}
        empty={t('website.shop.empty')}
      >
        {() =>
          data && (
            <>
              <NoticeList domain={domain} notices={data.records} />
              {count > 1 && (
                <HStack as="nav" aria-label={t('website.shop.pagination')} justify="center" gap="3" mt="6">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={data.current <= 1}
                    onClick={() => go(data.current - 1)}
                  >
                    {t('website.shop.prev')}
                  </Button>
                  <Text fontSize="sm">{t('website.shop.pageOf', { page: data.current, count })}</Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={data.current >= count}
                    onClick={() => go(data.current + 1)}
                  >
                    {t('website.shop.next')}
                  </Button>
                </HStack>
              )}
            </>
          )
        }
      </ContentStatus>
    </Container>
  );
}

/** /{domain}/shop/notice-detail?id=: one notice, or 公告不存在. */
export function NoticeDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useNoticeDetail();
  const notice = snapshot.context.data;
  return (
    <Container maxW="4xl" py="6">
      <Box mb="4" fontSize="sm">
        <NavLink href={paths.shopNoticeList.getHref(domain)}>{t('website.shop.backToList')}</NavLink>
      </Box>
      <ContentStatus
        snapshot={snapshot}
        onRetry={() => send({ type: 'content.retry' })}
        notFound={t('website.shop.notFound')}
      >
        {() =>
          notice && (
            <Box as="article">
              <Heading as="h1" size="xl" mb="2">
                {notice.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb="6">
                {t('website.shop.publishedAt', { time: notice.publishedAt })}
              </Text>
              <Stack gap="3">
                {notice.paragraphs.map((p, i) => (
                  <Text key={i} lineHeight="tall">
                    {p}
                  </Text>
                ))}
              </Stack>
            </Box>
          )
        }
      </ContentStatus>
    </Container>
  );
}
