import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StoreCard } from '../../../features/catalog/components/store-card.tsx';
import { useStoreSearch } from '../../../features/catalog/use-catalog-flows.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

/** /{domain}/store-list?supplierName=: the stores whose name contains the keyword (spec §2). */
export function StoreListPage() {
  const { t } = useTranslation();
  const [snapshot, send] = useStoreSearch();
  const { supplierName, stores, total } = snapshot.context;

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="2">
        {supplierName ? t('catalog.hall.keyword', { keyword: supplierName }) : t('catalog.stores.title')}
      </Heading>
      {snapshot.hasTag('loading') ? (
        <LoadingBlock py="16" />
      ) : snapshot.hasTag('error') ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={() => send({ type: 'search.retry' })}>{t('app.retry')}</Button>
        </Flex>
      ) : snapshot.hasTag('empty') ? (
        <Text textAlign="center" py="16" color="fg.muted">
          {t('catalog.stores.empty')}
        </Text>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm" mb="3">
            {t('catalog.stores.resultCount', { count: total })}
          </Text>
          <Stack as="ul" aria-label={t('catalog.stores.title')} gap="3" listStyleType="none">
            {stores.map((s) => (
              <Box as="li" key={s.storeId} borderWidth="1px" borderRadius="md" p="4">
                <StoreCard
                  name={s.storeName}
                  logo={s.logo}
                  storeType={s.storeType}
                  area={s.area}
                  description={s.description}
                  skuCount={s.skuCount}
                />
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Container>
  );
}
