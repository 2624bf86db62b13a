import { Box, Button, Container, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  categoryLevelQuery,
  GOODS_SORTS,
  hallHref,
  pageCount,
  type GoodsHallQuery,
} from '../../../../machines/goods-hall.types.ts';
import { showsUntaxedPrice } from '../../../../machines/price.ts';
import { ProductResults } from '../../../features/catalog/components/product-results.tsx';
import { useGoodsHall } from '../../../features/catalog/use-catalog-flows.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { WelfareBar } from '../../../features/welfare/components/welfare-bar.tsx';
import { useShell } from '../../providers/route-guard-provider.tsx';

type Level = 1 | 2 | 3;

/** The category levels of the query, named by the server's path when loaded, else by the URL. */
function crumbs(query: GoodsHallQuery, path: Array<{ cateId: number; cateName: string; level: number }>) {
  const levels: Array<{ level: Level; id: number | null; name: string }> = [
    { level: 1, id: query.cpid, name: query.cpName },
    { level: 2, id: query.cid, name: query.cName },
    { level: 3, id: query.thCid, name: query.thCName },
  ];
  return levels
    .filter((l) => l.id !== null)
    .map((l) => ({
      ...l,
      name: path.find((c) => c.cateId === l.id)?.cateName ?? (l.name || String(l.id)),
    }));
}

/**
 * /{domain}/list: the goods hall (spec §2); /{domain}/welfare/list (`welfarePath`) and `isWelfare=1`: the
 * welfare hall, the same hall restricted to welfare goods under the welfare bar. The URL alone restores
 * the view.
 */
export function GoodsHallPage({ domain, welfarePath = false }: { domain: string; welfarePath?: boolean }) {
  // The two paths render the same page: a new hall (and URL writer) when going from one to the other.
  return <GoodsHall key={welfarePath ? 'welfare' : 'all'} domain={domain} welfarePath={welfarePath} />;
}

function GoodsHall({ domain, welfarePath }: { domain: string; welfarePath: boolean }) {
  const { t } = useTranslation();
  const shell = useShell();
  const [snapshot, send] = useGoodsHall(domain, welfarePath);
  const { query, result, priceDraft, priceError } = snapshot.context;
  const loading = snapshot.hasTag('loading');
  const showUntaxed = showsUntaxedPrice(shell.baseConfig);
  const levels = crumbs(query, result?.facets.categoryPath ?? []);
  const levelHref = (level: 0 | Level) => hallHref(domain, categoryLevelQuery(query, level), welfarePath);
  const keyword = [query.pn, ...query.sc].filter(Boolean).join(' ');
  const title = query.welfare ? t('welfare.title') : t('catalog.hall.title');

  return (
    <Container maxW="6xl" py="6">
      {query.welfare && <WelfareBar domain={domain} currentZoneId={null} />}
      <Box as="nav" aria-label={t('catalog.hall.breadcrumb')} mb="4" fontSize="sm">
        <Flex as="ol" gap="2" listStyleType="none" wrap="wrap">
          <li>
            <NavLink href={levelHref(0)} aria-current={levels.length === 0 ? 'page' : undefined}>
              {query.welfare ? t('welfare.allGoods') : t('catalog.hall.all')}
            </NavLink>
          </li>
          {levels.map((l, i) => (
            <Flex as="li" key={l.level} gap="2">
              <span aria-hidden>›</span>
              <NavLink href={levelHref(l.level)} aria-current={i === levels.length - 1 ? 'page' : undefined}>
                {l.name}
              </NavLink>
            </Flex>
          ))}
        </Flex>
      </Box>
      <Heading as="h1" size="xl" mb="4">
        {keyword ? t('catalog.hall.keyword', { keyword }) : (levels.at(-1)?.name ?? title)}
      </Heading>

      <Stack as="section" aria-label={t('catalog.hall.filters')} gap="3" borderWidth="1px" p="4" mb="4">
        {(result?.facets.brands.length ?? 0) > 0 && (
          <Flex as="fieldset" gap="3" wrap="wrap" align="center">
            <Text as="legend" fontWeight="bold" float="left" me="2">
              {t('catalog.hall.brand')}
            </Text>
            {result!.facets.brands.map((b) => (
              <HStack as="label" key={b.brandId} gap="1" fontSize="sm" cursor="pointer">
                <input
                  type="checkbox"
                  checked={query.brand.includes(b.brandId)}
                  onChange={() => send({ type: 'brand.toggle', brandId: b.brandId })}
                />
                {t('catalog.hall.brandOption', { name: b.brandName, count: b.count })}
              </HStack>
            ))}
          </Flex>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'price.apply' });
          }}
        >
          <Flex as="fieldset" gap="2" align="center" wrap="wrap">
            <Text as="legend" fontWeight="bold" float="left" me="2">
              {t('catalog.hall.price')}
            </Text>
            <Input
              size="sm"
              w="28"
              inputMode="decimal"
              aria-label={t('catalog.hall.priceMin')}
              placeholder={t('catalog.hall.priceMin')}
              aria-invalid={snapshot.hasTag('priceInvalid') || undefined}
              value={priceDraft.min}
              onChange={(e) => send({ type: 'price.change', field: 'min', value: e.target.value })}
            />
            <span aria-hidden>–</span>
            <Input
              size="sm"
              w="28"
              inputMode="decimal"
              aria-label={t('catalog.hall.priceMax')}
              placeholder={t('catalog.hall.priceMax')}
              aria-invalid={snapshot.hasTag('priceInvalid') || undefined}
              value={priceDraft.max}
              onChange={(e) => send({ type: 'price.change', field: 'max', value: e.target.value })}
            />
            <Button size="sm" type="submit">
              {t('catalog.hall.priceApply')}
            </Button>
            {(query.priceMin || query.priceMax) && (
              <Button size="sm" variant="ghost" onClick={() => send({ type: 'price.clear' })}>
                {t('catalog.hall.priceClear')}
              </Button>
            )}
            <HStack as="label" gap="1" fontSize="sm" ms="4" cursor="pointer">
              <input
                type="checkbox"
                checked={query.inStock}
                onChange={() => send({ type: 'stock.toggle' })}
              />
              {t('catalog.hall.inStock')}
            </HStack>
          </Flex>
          {snapshot.hasTag('priceInvalid') && priceError && (
            <Text role="alert" color="fg.error" fontSize="sm" mt="1">
              {t(priceError)}
            </Text>
          )}
        </form>
      </Stack>

      <Flex align="center" justify="space-between" mb="3" wrap="wrap" gap="2">
        <HStack role="group" aria-label={t('catalog.hall.sort')} gap="1">
          {GOODS_SORTS.map((sort) => (
            <Button
              key={sort}
              size="sm"
              variant={query.sort === sort ? 'solid' : 'outline'}
              aria-pressed={query.sort === sort}
              onClick={() => query.sort !== sort && send({ type: 'sort.select', sort })}
            >
              {t(`catalog.hall.sorts.${sort}`)}
            </Button>
          ))}
        </HStack>
        <Text aria-live="polite" color="fg.muted" fontSize="sm">
          {result &&
            (result.capped
              ? t('catalog.hall.resultCountCapped', { count: result.total })
              : t('catalog.hall.resultCount', { count: result.total }))}
        </Text>
      </Flex>

      <ProductResults
        failed={snapshot.hasTag('error')}
        loading={loading}
        empty={snapshot.hasTag('empty')}
        emptyText={t('catalog.hall.empty')}
        label={t('catalog.hall.results')}
        records={result?.records}
        domain={domain}
        showUntaxed={showUntaxed}
        page={query.page}
        pageCount={pageCount(result?.total ?? 0)}
        canGo={(page) => snapshot.can({ type: 'page.go', page })}
        onGo={(page) => send({ type: 'page.go', page })}
        onRetry={() => send({ type: 'hall.retry' })}
      />
    </Container>
  );
}
