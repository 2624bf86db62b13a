import { Badge, Box, Button, Container, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { routes } from '../../../shared/routes.ts';
import { useComparisonResult } from '../use-comparison-result.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useZoneId } from '../use-zone-id.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

/** /{domain}/comparison/result?zoneId=: a comparison zone's products with each supplier's price (spec §2). */
export function ComparisonResultPage({ domain }: { domain: string }) {
  const zoneId = useZoneId();
  return <ComparisonResultView key={zoneId} zoneId={zoneId} domain={domain} />;
}

function ComparisonResultView({ zoneId, domain }: { zoneId: number; domain: string }) {
  const { t } = useTranslation('catalog');
  const result = useComparisonResult(zoneId);
  const price = (p: string | null) =>
    p === null ? formatPrice(null) : t('goods:price.yuan', { price: formatPrice(p) });

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('zones.comparison.resultTitle')}
      </Heading>
      {result.isLoading ? (
        <LoadingBlock py="16" />
      ) : result.isUnavailable ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('zones.unavailable')}</Text>
          <NavLink href={`/${domain}/index`}>{t('zones.backHome')}</NavLink>
        </Flex>
      ) : result.loadFailed ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={result.retry}>{t('app.retry')}</Button>
        </Flex>
      ) : result.isEmpty ? (
        <Text textAlign="center" py="16" color="fg.muted">
          {t('zones.empty')}
        </Text>
      ) : (
        <Stack as="ul" aria-label={t('zones.comparison.resultTitle')} gap="4" listStyleType="none">
          {result.groups.map((g) => (
            <Box as="li" key={g.offers[0]?.skuId ?? g.name} borderWidth="1px" borderRadius="md" p="4">
              <Box as="article" aria-label={g.name}>
                <HStack gap="4" align="start" mb="3">
                  <Image src={g.mainImgUrl} alt="" boxSize="20" objectFit="contain" />
                  <Box flex="1">
                    <Heading as="h2" size="md" fontWeight="normal">
                      {g.name}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {t('zones.comparison.offers', { count: g.offers.length })}
                    </Text>
                  </Box>
                </HStack>
                <Box as="table" w="full" fontSize="sm">
                  <thead>
                    <tr>
                      <Box as="th" textAlign="start" p="1">
                        {t('zones.comparison.supplier')}
                      </Box>
                      <Box as="th" textAlign="start" p="1">
                        {t('zones.comparison.price')}
                      </Box>
                      <Box as="th" textAlign="start" p="1">
                        {t('zones.comparison.stock')}
                      </Box>
                    </tr>
                  </thead>
                  <tbody>
                    {g.offers.map((o) => (
                      <Box
                        as="tr"
                        key={o.skuId}
                        data-cheapest={o.cheapest || undefined}
                        bg={o.cheapest ? 'green.subtle' : undefined}
                      >
                        <Box as="td" p="1">
                          <NavLink href={routes.shopHome.href(domain, o.storeId)}>{o.storeName}</NavLink>{' '}
                          <NavLink
                            href={routes.detail.href(domain, o.skuId)}
                            aria-label={t('zones.comparison.viewProductOf', { store: o.storeName })}
                            fontSize="xs"
                          >
                            {t('zones.comparison.viewProduct')}
                          </NavLink>
                        </Box>
                        <Box as="td" p="1" color="fg.error" fontWeight="bold">
                          {price(o.price)}{' '}
                          {o.cheapestBadge && (
                            <Badge colorPalette="green">{t('zones.comparison.cheapest')}</Badge>
                          )}
                        </Box>
                        <Box as="td" p="1">
                          {o.stock}
                        </Box>
                      </Box>
                    ))}
                  </tbody>
                </Box>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}
