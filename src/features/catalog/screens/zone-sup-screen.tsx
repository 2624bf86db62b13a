import { Box, Button, Container, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes.ts';
import { StoreCard } from '../../../shared/ui/store-card.tsx';
import { useZoneSup } from '../use-zone-sup.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

/**
 * /{domain}/zone-sup: the supplier zone's banners and its suppliers, narrowed by province (spec §2); each
 * supplier links to its store's page.
 */
export function ZoneSupPage({ domain }: { domain: string }) {
  const { t } = useTranslation('catalog');
  const zone = useZoneSup();

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('zones.sup.title')}
      </Heading>
      {zone.isLoading ? (
        <LoadingBlock py="16" />
      ) : zone.loadFailed ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={zone.retry}>{t('app.retry')}</Button>
        </Flex>
      ) : (
        <>
          {zone.banners.length > 0 && (
            <SimpleGrid
              as="ul"
              aria-label={t('zones.sup.banners')}
              columns={{ base: 1, md: 2 }}
              gap="4"
              mb="6"
              listStyleType="none"
            >
              {zone.banners.map((b) => (
                <li key={b.id}>
                  <Image src={b.imgUrl} alt={b.title} w="full" borderRadius="md" />
                </li>
              ))}
            </SimpleGrid>
          )}
          {zone.isEmpty ? (
            <Text textAlign="center" py="16" color="fg.muted">
              {t('zones.empty')}
            </Text>
          ) : (
            <>
              <Flex role="group" aria-label={t('zones.sup.area')} gap="2" wrap="wrap" mb="3">
                {zone.areas.map(({ area, selected }) => (
                  <Button
                    key={area ?? ''}
                    size="sm"
                    variant={selected ? 'solid' : 'outline'}
                    aria-pressed={selected}
                    onClick={() => zone.selectArea(area)}
                  >
                    {area ?? t('zones.all')}
                  </Button>
                ))}
              </Flex>
              <Text aria-live="polite" color="fg.muted" fontSize="sm" mb="3">
                {t('zones.sup.count', { count: zone.suppliers.length })}
              </Text>
              <Stack as="ul" aria-label={t('zones.sup.suppliers')} gap="3" listStyleType="none">
                {zone.suppliers.map((s) => (
                  <Box as="li" key={s.supplierId} borderWidth="1px" borderRadius="md" p="4">
                    <StoreCard
                      name={s.supplierName}
                      logo={s.logo}
                      storeType={s.storeType}
                      area={s.area}
                      description={s.description}
                      skuCount={s.skuCount}
                      href={routes.shopHome.href(domain, s.supplierId)}
                    />
                  </Box>
                ))}
              </Stack>
            </>
          )}
        </>
      )}
    </Container>
  );
}
