import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { showsUntaxedPrice } from '../../../../machines/shared/price.ts';
import { StoreGoodsFilters } from '../components/store-goods-filters.tsx';
import { StoreHeader } from '../components/store-header.tsx';
import { StoreNoticeList } from '../components/store-notice-list.tsx';
import { useStoreHome, useStoreUrlKey } from '../use-store-home.ts';
import { routes } from '../../../shared/routes.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { ProductResults } from '../../../shared/ui/product-results.tsx';

/**
 * /{domain}/shop/home?storeId=: a store's own page — its card with 关注店铺, its latest notices, and its
 * goods searched within the store, by category and sort, in pages, all kept in the URL (`keyword`,
 * `cateId`, `sort`, `page`). Another store, or a login or logout, starts the page again.
 */
export function StoreHomePage({ domain }: { domain: string }) {
  const storeKey = useStoreUrlKey();
  const { isLoggedIn } = useShell();
  return <StoreHomeView key={`${storeKey}:${isLoggedIn}`} domain={domain} loggedIn={isLoggedIn} />;
}

function StoreHomeView({ domain, loggedIn }: { domain: string; loggedIn: boolean }) {
  const { t } = useTranslation('store');
  const shell = useShell();
  const api = useStoreHome(domain, loggedIn);
  const { store } = api;

  if (api.isLoading) return <LoadingBlock py="16" />;
  if (api.loadFailed)
    return (
      <Flex direction="column" align="center" py="16" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={api.retryStore}>{t('app.retry')}</Button>
      </Flex>
    );
  // 店铺不存在: the only mode without a store once loading is over.
  if (!store)
    return (
      <Flex direction="column" align="center" py="16" gap="4" role="alert">
        <Heading as="h1" size="lg">
          {t('home.notFound')}
        </Heading>
        <NavLink href={routes.home.href(domain)}>{t('home.backHome')}</NavLink>
      </Flex>
    );

  return (
    <Container maxW="6xl" py="6">
      <StoreHeader store={store} api={api} chatHref={routes.chat.href(domain, { storeId: store.storeId })} />

      <Box as="section" aria-labelledby="store-notices" borderWidth="1px" borderRadius="md" p="4" mt="4">
        <Flex justify="space-between" align="center" mb="1">
          <Heading as="h2" size="md" id="store-notices">
            {t('notices.title')}
          </Heading>
          <NavLink href={routes.shopNoticeList.href(domain, 1, store.storeId)}>{t('notices.more')}</NavLink>
        </Flex>
        {api.notices.length > 0 ? (
          <StoreNoticeList domain={domain} notices={api.notices} label={t('notices.title')} />
        ) : (
          <Text color="fg.muted" fontSize="sm" py="2">
            {t('notices.empty')}
          </Text>
        )}
      </Box>

      <Box as="section" aria-labelledby="store-goods" mt="6">
        <Heading as="h2" size="md" id="store-goods" mb="3">
          {t('goods.title')}
        </Heading>
        <StoreGoodsFilters api={api} />
        <Text aria-live="polite" color="fg.muted" fontSize="sm" mb="3">
          {api.keyword && `${t('goods.keyword', { keyword: api.keyword })} `}
          {api.goodsTotal !== null && t('goods.resultCount', { count: api.goodsTotal })}
        </Text>
        <ProductResults
          failed={api.goodsFailed}
          loading={api.goodsLoading}
          empty={api.goodsEmpty}
          emptyText={t('goods.empty')}
          label={t('goods.title')}
          records={api.records}
          domain={domain}
          showUntaxed={showsUntaxedPrice(shell.baseConfig)}
          page={api.page}
          pageCount={api.pageCount}
          canGo={api.canGoToPage}
          onGo={api.goToPage}
          onRetry={api.retryGoods}
        />
      </Box>
    </Container>
  );
}
