import { Box, Button, Container, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { NoticeSummary } from '../../../../machines/website/content-page.types.ts';
import { ContentStatus } from '../components/content-status.tsx';
import { useNoticeDetail, useNoticeList, useShopHome } from '../use-content-page.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { NoticeArticle } from '../../../shared/ui/notice-article.tsx';
import { routes } from '../../../shared/routes.ts';
import { useShell } from '../../../shared/shell-context.ts';

function NoticeList({ domain, notices }: { domain: string; notices: NoticeSummary[] }) {
  const { t } = useTranslation('website');
  return (
    <Stack as="ul" aria-label={t('shop.noticesTitle')} gap="0" listStyleType="none">
      {notices.map((n) => (
        <Box as="li" key={n.id} borderBottomWidth="1px" py="3">
          <Flex justify="space-between" gap="4" align="baseline">
            <NavLink href={routes.shopNoticeDetail.href(domain, n.id)}>{n.title}</NavLink>
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
  const { t } = useTranslation('website');
  const shell = useShell();
  const latest = useShopHome();
  const titleImg = shell.webConfig?.titleImg;
  return (
    <Container maxW="6xl" py="6">
      <HStack gap="4" mb="6">
        {titleImg && <Image src={titleImg} alt={t('shop.titleImageAlt', { name: shopName })} h="12" />}
        <Heading as="h1" size="xl">
          {shopName}
        </Heading>
      </HStack>
      <Box as="section" aria-labelledby="shop-latest-notices" borderWidth="1px" borderRadius="md" p="4">
        <Flex justify="space-between" align="center" mb="2">
          <Heading as="h2" size="md" id="shop-latest-notices">
            {t('shop.latestNotices')}
          </Heading>
          <NavLink href={routes.shopNoticeList.href(domain)}>{t('shop.more')}</NavLink>
        </Flex>
        <ContentStatus page={latest}>
          {() =>
            latest.notices.length > 0 ? (
              <NoticeList domain={domain} notices={latest.notices} />
            ) : (
              <Text color="fg.muted" py="4">
                {t('shop.empty')}
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
  const { t } = useTranslation('website');
  const [, navigate] = useLocation();
  const list = useNoticeList();
  const { pager } = list;
  const go = (page: number) => navigate(routes.shopNoticeList.href(domain, page));
  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('shop.noticesTitle')}
      </Heading>
      <ContentStatus page={list} empty={t('shop.empty')}>
        {() =>
          list.data && (
            <>
              <NoticeList domain={domain} notices={list.notices} />
              {pager.shows && (
                <HStack as="nav" aria-label={t('shop.pagination')} justify="center" gap="3" mt="6">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pager.previous === null}
                    onClick={() => pager.previous !== null && go(pager.previous)}
                  >
                    {t('shop.prev')}
                  </Button>
                  <Text fontSize="sm">{t('shop.pageOf', { page: pager.page, count: pager.count })}</Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pager.next === null}
                    onClick={() => pager.next !== null && go(pager.next)}
                  >
                    {t('shop.next')}
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
  const { t } = useTranslation('website');
  const page = useNoticeDetail();
  const notice = page.data;
  return (
    <Container maxW="4xl" py="6">
      <Box mb="4" fontSize="sm">
        <NavLink href={routes.shopNoticeList.href(domain)}>{t('shop.backToList')}</NavLink>
      </Box>
      <ContentStatus page={page} notFound={t('shop.notFound')}>
        {() =>
          notice && (
            <NoticeArticle
              title={notice.title}
              meta={t('shop.publishedAt', { time: notice.publishedAt })}
              paragraphs={notice.paragraphs}
            />
          )
        }
      </ContentStatus>
    </Container>
  );
}
