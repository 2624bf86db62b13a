import { Box, Button, Container, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StoreCard } from '../../../features/catalog/components/store-card.tsx';
import { supplierProvinces, visibleSuppliers } from '../../../../machines/zone-sup.machine.ts';
import { useZoneSup } from '../../../features/zones/use-zone-page.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

/** /{domain}/zone-sup: the supplier zone's banners and its suppliers, narrowed by province (spec §2). */
export function ZoneSupPage() {
  const { t } = useTranslation();
  const [snapshot, send] = useZoneSup();
  const { data, area } = snapshot.context;
  const suppliers = visibleSuppliers(snapshot.context);
  const provinces = supplierProvinces(data?.suppliers ?? []);

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('zones.sup.title')}
      </Heading>
      {snapshot.hasTag('loading') ? (
        <LoadingBlock py="16" />
      ) : snapshot.hasTag('error') ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={() => send({ type: 'zone.retry' })}>{t('app.retry')}</Button>
        </Flex>
      ) : (
        <>
          {(data?.banners.length ?? 0) > 0 && (
            <SimpleGrid
              as="ul"
              aria-label={t('zones.sup.banners')}
              columns={{ base: 1, md: 2 }}
              gap="4"
              mb="6"
              listStyleType="none"
            >
              {data!.banners.map((b) => (
                <li key={b.id}>
                  <Image src={b.imgUrl} alt={b.title} w="full" borderRadius="md" />
                </li>
              ))}
            </SimpleGrid>
          )}
          {snapshot.hasTag('empty') ? (
            <Text textAlign="center" py="16" color="fg.muted">
              {t('zones.empty')}
            </Text>
          ) : (
            <>
              <Flex role="group" aria-label={t('zones.sup.area')} gap="2" wrap="wrap" mb="3">
                {[null, ...provinces].map((p) => (
                  <Button
                    key={p ?? ''}
                    size="sm"
                    variant={area === p ? 'solid' : 'outline'}
                    aria-pressed={area === p}
                    onClick={() => send({ type: 'area.select', area: p })}
                  >
                    {p ?? t('zones.all')}
                  </Button>
                ))}
              </Flex>
              <Text aria-live="polite" color="fg.muted" fontSize="sm" mb="3">
                {t('zones.sup.count', { count: suppliers.length })}
              </Text>
              <Stack as="ul" aria-label={t('zones.sup.suppliers')} gap="3" listStyleType="none">
                {suppliers.map((s) => (
                  <Box as="li" key={s.supplierId} borderWidth="1px" borderRadius="md" p="4">
                    <StoreCard
                      name={s.supplierName}
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
        </>
      )}
    </Container>
  );
}
