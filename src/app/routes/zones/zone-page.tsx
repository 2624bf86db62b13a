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
            <RadioFilter
              legend={t('zones.brand')}
              name="zone-brand"
              value={query.brandId}
              options={overview.brands.map((b) => ({
                value: b.brandId,
                label: t('zones.brandOption', { name: b.brandName, count: b.skuCount }),
              }))}
              onSelect={(brandId) => send({ type: 'brand.select', brandId })}
            />
          )}
          {overview.areas.length > 0 && (
            <RadioFilter
              legend={t('zones.area')}
              name="zone-area"
              value={query.area}
              options={overview.areas.map((a) => ({ value: a.area, label: a.area }))}
              onSelect={(area) => send({ type: 'area.select', area })}
            />
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
  const { t } = useTranslation();
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
