import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Image,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStoreSearch } from '../../../features/catalog/use-catalog-flows.ts';

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
        <Flex justify="center" py="16" role="status">
          <Spinner size="lg" aria-hidden />
          <Text ms="3">{t('app.loading')}</Text>
        </Flex>
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
                <HStack as="article" gap="4" align="start">
                  <Image src={s.logo} alt={t('catalog.stores.logoAlt', { name: s.storeName })} boxSize="16" />
                  <Box flex="1">
                    <HStack gap="2">
                      <Heading as="h2" size="md">
                        {s.storeName}
                      </Heading>
                      <Badge>{t(`catalog.stores.storeTypes.${s.storeType}`, { defaultValue: '' })}</Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t('catalog.stores.area', { area: s.area })}
                    </Text>
                    <Text fontSize="sm" mt="1">
                      {s.description}
                    </Text>
                  </Box>
                  <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                    {t('catalog.stores.skuCount', { count: s.skuCount })}
                  </Text>
                </HStack>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Container>
  );
}
