import { Badge, Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { showsUntaxedPrice } from '../../../../machines/shared/price.ts';
import { ProductResults } from '../../../shared/ui/product-results.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { WelfareBar } from '../components/welfare-bar.tsx';
import { useZonePage, useZoneUrlKey } from '../use-zone-page.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

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
  const { t } = useTranslation('catalog');
  const shell = useShell();
  const zone = useZonePage(welfarePath);
  const showUntaxed = showsUntaxedPrice(shell.baseConfig);
  const welfareBar = zone.isWelfare && (
    <Container maxW="6xl" pt="6">
      <WelfareBar domain={domain} currentZoneId={zone.zoneId} />
    </Container>
  );

  if (zone.isLoading)
    return (
      <>
        {welfareBar}
        <LoadingBlock py="16" />
      </>
    );
  if (zone.isUnavailable)
    return (
      <>
        {welfareBar}
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('zones.unavailable')}</Text>
          <NavLink href={`/${domain}/index`}>{t('zones.backHome')}</NavLink>
        </Flex>
      </>
    );
  if (zone.loadFailed)
    return (
      <>
        {welfareBar}
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={zone.retryZone}>{t('app.retry')}</Button>
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
            {zone.zoneName}
          </Heading>
          {variant !== 'zone' && <Badge colorPalette="orange">{t(`zones.${variant}`)}</Badge>}
          {zone.isWelfare && <Badge colorPalette="red">{t('welfare.badge')}</Badge>}
        </HStack>

        <Box as="section" aria-label={t('zones.categories')} borderWidth="1px" p="4" mb="4">
          <Flex role="group" aria-label={t('zones.categories')} gap="2" wrap="wrap">
            <Button
              {...tab(zone.allSecondsSelected)}
              aria-pressed={zone.allSecondsSelected}
              onClick={() => zone.selectSecond(null)}
            >
              {t('zones.all')}
            </Button>
            {zone.seconds.map((c) => (
              <Button
                key={c.cateId}
                {...tab(c.selected)}
                aria-pressed={c.selected}
                onClick={() => zone.selectSecond(c.cateId)}
              >
                {c.cateName}
              </Button>
            ))}
          </Flex>
          {zone.thirds.length > 0 && (
            <Flex role="group" aria-label={t('zones.subCategories')} gap="2" wrap="wrap" mt="3">
              <Button
                {...tab(zone.allThirdsSelected)}
                variant={zone.allThirdsSelected ? 'subtle' : 'ghost'}
                aria-pressed={zone.allThirdsSelected}
                onClick={() => zone.selectThird(null)}
              >
                {t('zones.all')}
              </Button>
              {zone.thirds.map((c) => (
                <Button
                  key={c.cateId}
                  size="sm"
                  variant={c.selected ? 'subtle' : 'ghost'}
                  aria-pressed={c.selected}
                  onClick={() => zone.selectThird(c.cateId)}
                >
                  {c.cateName}
                </Button>
              ))}
            </Flex>
          )}
          {zone.brands.length > 0 && (
            <RadioFilter
              legend={t('zones.brand')}
              name="zone-brand"
              value={zone.brandId}
              options={zone.brands.map((b) => ({
                value: b.brandId,
                label: t('zones.brandOption', { name: b.brandName, count: b.skuCount }),
              }))}
              onSelect={zone.selectBrand}
            />
          )}
          {zone.areas.length > 0 && (
            <RadioFilter
              legend={t('zones.area')}
              name="zone-area"
              value={zone.area}
              options={zone.areas.map((a) => ({ value: a.area, label: a.area }))}
              onSelect={zone.selectArea}
            />
          )}
        </Box>

        <Text aria-live="polite" color="fg.muted" fontSize="sm" mb="3">
          {zone.goodsTotal !== null && t('zones.resultCount', { count: zone.goodsTotal })}
        </Text>
        <ProductResults
          failed={zone.goodsFailed}
          loading={zone.goodsLoading}
          empty={zone.goodsEmpty}
          emptyText={t('zones.empty')}
          label={t('zones.goods')}
          records={zone.records}
          domain={domain}
          showUntaxed={showUntaxed}
          page={zone.page}
          pageCount={zone.pageCount}
          canGo={zone.canGoToPage}
          onGo={zone.goToPage}
          onRetry={zone.retryGoods}
        />
      </Container>
    </>
  );
}

/** One filter of the zone as a group of radio buttons, 全部 (no filter) first. */
function RadioFilter<T extends string | number>({
  legend,
  name,
  value,
  options,
  onSelect,
}: {
  legend: string;
  name: string;
  value: T | null;
  options: Array<{ value: T; label: string }>;
  onSelect: (value: T | null) => void;
}) {
  const { t } = useTranslation('catalog');
  const choices: Array<{ value: T | null; label: string }> = [
    { value: null, label: t('zones.all') },
    ...options,
  ];
  return (
    <Flex as="fieldset" gap="3" wrap="wrap" align="center" mt="3">
      <Text as="legend" fontWeight="bold" float="left" me="2">
        {legend}
      </Text>
      {choices.map((c) => (
        <HStack
          as="label"
          key={c.value === null ? 'all' : `v-${c.value}`}
          gap="1"
          fontSize="sm"
          cursor="pointer"
        >
          <input type="radio" name={name} checked={value === c.value} onChange={() => onSelect(c.value)} />
          {c.label}
        </HStack>
      ))}
    </Flex>
  );
}
