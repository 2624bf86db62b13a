import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes.ts';
import { StoreCard } from '../../../shared/ui/store-card.tsx';
import { useStoreSearch } from '../use-store-search.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

/** /{domain}/store-list?supplierName=: the stores whose name contains the keyword (spec §2), each linking to its page. */
export function StoreListPage({ domain }: { domain: string }) {
  const { t } = useTranslation('catalog');
  const search = useStoreSearch();

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="2">
        {search.keyword ? t('hall.keyword', { keyword: search.keyword }) : t('goods:stores.title')}
      </Heading>
      {search.isLoading ? (
        <LoadingBlock py="16" />
      ) : search.loadFailed ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={search.retry}>{t('app.retry')}</Button>
        </Flex>
      ) : search.isEmpty ? (
        <Text textAlign="center" py="16" color="fg.muted">
          {t('goods:stores.empty')}
        </Text>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm" mb="3">
            {t('goods:stores.resultCount', { count: search.total })}
          </Text>
          <Stack as="ul" aria-label={t('goods:stores.title')} gap="3" listStyleType="none">
            {search.stores.map((s) => (
              <Box as="li" key={s.storeId} borderWidth="1px" borderRadius="md" p="4">
                <StoreCard
                  name={s.storeName}
                  logo={s.logo}
                  storeType={s.storeType}
                  area={s.area}
                  description={s.description}
                  skuCount={s.skuCount}
                  href={routes.shopHome.href(domain, s.storeId)}
                />
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Container>
  );
}
