import { Box, Button, Container, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hallHref } from '../../../../machines/catalog/goods-hall.types.ts';
import { showsUntaxedPrice } from '../../../../machines/shared/price.ts';
import { ProductResults } from '../../../shared/ui/product-results.tsx';
import { useGoodsHall } from '../use-goods-hall.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { WelfareBar } from '../components/welfare-bar.tsx';
import { useShell } from '../../../shared/shell-context.ts';
import { AroundData, DATA_MARK } from '../../../shared/ui/around-data.tsx';
import { useMarkMainContent } from '../../../shared/main-content.ts';

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
  const { t } = useTranslation('catalog');
  const shell = useShell();
  const hall = useGoodsHall(domain, welfarePath);
  useMarkMainContent(!hall.isLoading);
  const firstLoad = hall.isLoading && !hall.resultCount;
  const showUntaxed = showsUntaxedPrice(shell.baseConfig);
  const levelHref = (level: 0 | 1 | 2 | 3) => hallHref(domain, hall.levelQuery(level), welfarePath);
  const title = hall.isWelfare ? t('welfare.title') : t('hall.title');

  return (
    <Container maxW="6xl" py="6">
      {hall.isWelfare && <WelfareBar domain={domain} currentZoneId={null} />}
      <Box as="nav" aria-label={t('hall.breadcrumb')} mb="4" fontSize="sm">
        <Flex as="ol" gap="2" listStyleType="none" wrap="wrap">
          <li>
            <NavLink href={levelHref(0)} aria-current={hall.crumbs.length === 0 ? 'page' : undefined}>
              {hall.isWelfare ? t('welfare.allGoods') : t('hall.all')}
            </NavLink>
          </li>
          {hall.crumbs.map((l, i) => (
            <Flex as="li" key={l.level} gap="2">
              <span aria-hidden>›</span>
              <NavLink
                href={levelHref(l.level)}
                aria-current={i === hall.crumbs.length - 1 ? 'page' : undefined}
              >
                {l.name}
              </NavLink>
            </Flex>
          ))}
        </Flex>
      </Box>
      <Heading as="h1" size="xl" mb="4">
        {hall.keyword ? t('hall.keyword', { keyword: hall.keyword }) : (hall.crumbs.at(-1)?.name ?? title)}
      </Heading>

      <Stack as="section" aria-label={t('hall.filters')} gap="3" borderWidth="1px" p="4" mb="4">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            hall.applyPrice();
          }}
        >
          <Flex as="fieldset" gap="2" align="center" wrap="wrap">
            <Text as="legend" fontWeight="bold" float="left" me="2">
              {t('hall.price')}
            </Text>
            <Input
              size="sm"
              w="28"
              inputMode="decimal"
              aria-label={t('hall.priceMin')}
              placeholder={t('hall.priceMin')}
              aria-invalid={hall.priceInvalid || undefined}
              value={hall.priceDraft.min}
              onChange={(e) => hall.changePrice('min', e.target.value)}
            />
            <span aria-hidden>–</span>
            <Input
              size="sm"
              w="28"
              inputMode="decimal"
              aria-label={t('hall.priceMax')}
              placeholder={t('hall.priceMax')}
              aria-invalid={hall.priceInvalid || undefined}
              value={hall.priceDraft.max}
              onChange={(e) => hall.changePrice('max', e.target.value)}
            />
            <Button size="sm" type="submit">
              {t('hall.priceApply')}
            </Button>
            {hall.hasPriceFilter && (
              <Button size="sm" variant="ghost" onClick={hall.clearPrice}>
                {t('hall.priceClear')}
              </Button>
            )}
            <HStack as="label" gap="1" fontSize="sm" ms="4" cursor="pointer">
              <input type="checkbox" checked={hall.inStockOnly} onChange={hall.toggleStock} />
              {t('hall.inStock')}
            </HStack>
          </Flex>
          {hall.priceError && (
            <Text role="alert" color="fg.error" fontSize="sm" mt="1">
              {t(hall.priceError)}
            </Text>
          )}
        </form>
        {/* The brands come with the results: below the price filter, so that they push nothing down. */}
        {hall.brands.length > 0 && (
          <Flex as="fieldset" gap="3" wrap="wrap" align="center">
            <Text as="legend" fontWeight="bold" float="left" me="2">
              {t('hall.brand')}
            </Text>
            {hall.brands.map((b) => (
              <HStack as="label" key={b.brandId} gap="1" fontSize="sm" cursor="pointer">
                <input type="checkbox" checked={b.checked} onChange={() => hall.toggleBrand(b.brandId)} />
                <span>
                  <AroundData
                    text={t('hall.brandOption', { name: DATA_MARK, count: b.count })}
                    value={b.brandName}
                  />
                </span>
              </HStack>
            ))}
          </Flex>
        )}
      </Stack>

      {/* Until the first answer, only the placeholder: the sort bar and the results then come in one new
          block, so that the brands arriving above with the same answer move nothing that was on screen
          (on a phone the sort bar was pushed down by them: a layout shift of 0.06). */}
      <Box key={firstLoad ? 'first-load' : 'results'}>
        {!firstLoad && (
          <Flex align="center" justify="space-between" mb="3" wrap="wrap" gap="2">
            <HStack role="group" aria-label={t('hall.sort')} gap="1" wrap="wrap">
              {hall.sorts.map(({ sort, selected }) => (
                <Button
                  key={sort}
                  size="sm"
                  variant={selected ? 'solid' : 'outline'}
                  aria-pressed={selected}
                  onClick={() => hall.selectSort(sort)}
                >
                  {t(`hall.sorts.${sort}`)}
                </Button>
              ))}
            </HStack>
            <Text aria-live="polite" color="fg.muted" fontSize="sm">
              {hall.resultCount &&
                (hall.resultCount.capped
                  ? t('hall.resultCountCapped', { count: hall.resultCount.total })
                  : t('hall.resultCount', { count: hall.resultCount.total }))}
            </Text>
          </Flex>
        )}
        <ProductResults
          failed={hall.loadFailed}
          loading={hall.isLoading}
          empty={hall.isEmpty}
          emptyText={t('hall.empty')}
          label={t('hall.results')}
          records={hall.records}
          domain={domain}
          showUntaxed={showUntaxed}
          page={hall.page}
          pageCount={hall.pageCount}
          canGo={hall.canGoToPage}
          onGo={hall.goToPage}
          onRetry={hall.retry}
        />
      </Box>
    </Container>
  );
}
