import { Badge, Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { showsUntaxedPrice } from '../../../../machines/price.ts';
import { zonePageCount } from '../../../../machines/zone-page.machine.ts';
import { ProductResults } from '../../../features/catalog/components/product-results.tsx';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { WelfareBar } from '../../../features/welfare/components/welfare-bar.tsx';
import { useZonePage, useZoneUrlKey } from '../../../features/zones/use-zone-page.ts';
import { useShell } from '../../providers/route-guard-provider.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

/** Which zone screen: the general zone page, or a simple zone of an activity (spec §2). */
export type ZoneVariant = 'zone' | 'activity' | 'subsidiary';

/**
 * /{domain}/zone?zoneId=&zoneType= and /{domain}/simple-zone/{activity,subsidiary}?id=&zoneId=: the zone's
 * name, its category tabs (second and third level), brand and supplier-province filters and its goods in
 * pages, all kept in the URL (`cid`, `thCid`, `brand`, `area`, `page`). /{domain}/welfare/activity and
 * /welfare/subsidiary-zone (`welfarePath`), or `isWelfare=1` on any of them, show the zone's welfare
 * goods under the welfare bar.
 */
export function ZonePage({
  domain,
  variant,
  welfarePath = false,
}: {
  domain: string;
  variant: ZoneVariant;
  welfarePath?: boolean;
}) {
  const zoneKey = useZoneUrlKey();
  return (
    <ZoneView
      key={`${variant}:${welfarePath}:${zoneKey}`}
      domain={domain}
      variant={variant}
      welfarePath={welfarePath}
    />
  );
}

function ZoneView({
  domain,
  variant,
  welfarePath,
}: {
  domain: string;
  variant: ZoneVariant;
  welfarePath: boolean;
}) {
  const { t } = useTranslation();
  const shell = useShell();
  const [snapshot, send] = useZonePage(welfarePath);
  const { overview, thirds, query, goods } = snapshot.context;
  const showUntaxed = showsUntaxedPrice(shell.baseConfig);
  const goodsLoading = snapshot.hasTag('goodsLoading');
  const welfareBar = query.welfare && (
    <Container maxW="6xl" pt="6">
      <WelfareBar domain={domain} currentZoneId={query.zoneId} />
    </Container>
  );

  if (snapshot.hasTag('loading'))
    return (
      <>
        {welfareBar}
        <LoadingBlock py="16" />
      </>
    );
  if (snapshot.hasTag('unavailable'))
    return (
      <>
        {welfareBar}
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('zones.unavailable')}</Text>
          <NavLink href={`/${domain}/index`}>{t('zones.backHome')}</NavLink>
        </Flex>
      </>
    );
  if (snapshot.hasTag('error') || !overview)
    return (
      <>
        {welfareBar}
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={() => send({ type: 'zone.retry' })}>{t('app.retry')}</Button>
        </Flex>
      </>
    );

  const tab = (selected: boolean) => ({
    size: 'sm' as const,
    variant: selected ? ('solid' as const) : ('outline' as const),
  });
  return (
    <>
      {welfareBar}
      <Container maxW="6xl" py="6">
        <HStack gap="3" mb="4">
          <Heading as="h1" size="xl">
            {overview.zone.name}
          </Heading>
          {variant !== 'zone' && <Badge colorPalette="orange">{t(`zones.${variant}`)}</Badge>}
          {query.welfare && <Badge colorPalette="red">{t('welfare.badge')}</Badge>}
        </HStack>

        <Box as="section" aria-label={t('zones.categories')} borderWidth="1px" p="4" mb="4">
          <Flex role="group" aria-label={t('zones.categories')} gap="2" wrap="wrap">
            <Button
              {...tab(query.secondId === null)}
              aria-pressed={query.secondId === null}
              onClick={() => query.secondId !== null && send({ type: 'second.select', cateId: null })}
            >
              {t('zones.all')}
            </Button>
            {overview.seconds.map((c) => (
              <Button
                key={c.cateId}
                {...tab(query.secondId === c.cateId)}
                aria-pressed={query.secondId === c.cateId}
                onClick={() =>
                  query.secondId !== c.cateId && send({ type: 'second.select', cateId: c.cateId })
                }
              >
                {c.cateName}
              </Button>
            ))}
          </Flex>
          {thirds.length > 0 && (
            <Flex role="group" aria-label={t('zones.subCategories')} gap="2" wrap="wrap" mt="3">
              <Button
                {...tab(query.thirdId === null)}
                variant={query.thirdId === null ? 'subtle' : 'ghost'}
                aria-pressed={query.thirdId === null}
                onClick={() => query.thirdId !== null && send({ type: 'third.select', cateId: null })}
              >
                {t('zones.all')}
              </Button>
              {thirds.map((c) => (
                <Button
                  key={c.cateId}
                  size="sm"
                  variant={query.thirdId === c.cateId ? 'subtle' : 'ghost'}
                  aria-pressed={query.thirdId === c.cateId}
                  onClick={() =>
                    query.thirdId !== c.cateId && send({ type: 'third.select', cateId: c.cateId })
                  }
                >
                  {c.cateName}
                </Button>
              ))}
            </Flex>
          )}
          {overview.brands.length > 0 && (
            <Flex as="fieldset" gap="3" wrap="wrap" align="center" mt="3">
              <Text as="legend" fontWeight="bold" float="left" me="2">
                {t('zones.brand')}
              </Text>
              <HStack as="label" gap="1" fontSize="sm" cursor="pointer">
                <input
                  type="radio"
                  name="zone-brand"
                  checked={query.brandId === null}
                  onChange={() => send({ type: 'brand.select', brandId: null })}
                />
                {t('zones.all')}
              </HStack>
              {overview.brands.map((b) => (
                <HStack as="label" key={b.brandId} gap="1" fontSize="sm" cursor="pointer">
                  <input
                    type="radio"
                    name="zone-brand"
                    checked={query.brandId === b.brandId}
                    onChange={() => send({ type: 'brand.select', brandId: b.brandId })}
                  />
                  {t('zones.brandOption', { name: b.brandName, count: b.skuCount })}
                </HStack>
              ))}
            </Flex>
          )}
          {overview.areas.length > 0 && (
            <Flex as="fieldset" gap="3" wrap="wrap" align="center" mt="3">
              <Text as="legend" fontWeight="bold" float="left" me="2">
                {t('zones.area')}
              </Text>
              <HStack as="label" gap="1" fontSize="sm" cursor="pointer">
                <input
                  type="radio"
                  name="zone-area"
                  checked={query.area === null}
                  onChange={() => send({ type: 'area.select', area: null })}
                />
                {t('zones.all')}
              </HStack>
              {overview.areas.map((a) => (
                <HStack as="label" key={a.area} gap="1" fontSize="sm" cursor="pointer">
                  <input
                    type="radio"
                    name="zone-area"
                    checked={query.area === a.area}
                    onChange={() => send({ type: 'area.select', area: a.area })}
                  />
                  {a.area}
                </HStack>
              ))}
            </Flex>
          )}
        </Box>

        <Text aria-live="polite" color="fg.muted" fontSize="sm" mb="3">
          {goods && t('zones.resultCount', { count: goods.total })}
        </Text>
        <ProductResults
          failed={snapshot.hasTag('goodsError')}
          loading={goodsLoading}
          empty={snapshot.hasTag('empty')}
          emptyText={t('zones.empty')}
          label={t('zones.goods')}
          records={goods?.records}
          domain={domain}
          showUntaxed={showUntaxed}
          page={query.page}
          pageCount={zonePageCount(goods?.total ?? 0)}
          canGo={(page) => snapshot.can({ type: 'page.go', page })}
          onGo={(page) => send({ type: 'page.go', page })}
          onRetry={() => send({ type: 'goods.retry' })}
        />
      </Container>
    </>
  );
}
