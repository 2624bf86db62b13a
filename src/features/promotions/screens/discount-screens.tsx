import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { countdown, type Discount } from '../../../../machines/promotions/promotions.types.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { routes } from '../../../shared/routes.ts';
import { useQueryParam } from '../../../shared/use-query-param.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { CountdownText } from '../components/countdown-text.tsx';
import { GoodsImage } from '../components/goods-image.tsx';
import { useDiscountDetail, useDiscounts } from '../use-promotions.ts';

/** 8.5折 / 15% off of a rate of 0.85. */
export function useRateText() {
  const { t } = useTranslation('promotions');
  return (rate: string) =>
    t('discount.rate', {
      zhe: new Decimal(rate).mul(10).toString(),
      off: new Decimal(1).minus(rate).mul(100).toString(),
    });
}

function Header({ discount, serverTime }: { discount: Discount; serverTime: string }) {
  const { t } = useTranslation('promotions');
  const rateText = useRateText();
  const left = countdown(discount.startsAt, discount.endsAt, Date.parse(serverTime));
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge colorPalette="red" size="lg">
        {rateText(discount.rate)}
      </Badge>
      <Badge colorPalette={discount.state === 'inProgress' ? 'red' : 'gray'}>
        {t(`states.${discount.state}`)}
      </Badge>
      <CountdownText
        value={left}
        label={left?.to === 'start' ? t('discount.startsIn') : t('discount.endsIn')}
      />
    </Flex>
  );
}

function Failed({ error, retry }: { error: string | null; retry(): void }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex role="alert" gap="3" align="center">
      <Text>{error}</Text>
      <Button size="sm" onClick={retry}>
        {t('retry')}
      </Button>
    </Flex>
  );
}

/** /{domain}/special-discount (spec special discount): the special discounts running or about to. */
export function SpecialDiscountPage({ domain }: { domain: string }) {
  const { t } = useTranslation('promotions');
  const list = useDiscounts();
  const records = list.value?.records ?? [];
  return (
    <Stack gap="4" maxW="6xl" mx="auto" px={{ base: '3', md: '4' }} py="6" w="full">
      <Box>
        <Heading as="h1" size="xl">
          {t('discount.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('discount.subtitle')}
        </Text>
      </Box>
      {list.loadFailed ? (
        <Failed error={list.error} retry={list.retry} />
      ) : list.isLoading ? (
        <LoadingBlock />
      ) : records.length === 0 ? (
        <Text>{t('discount.empty')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {records.map((d) => (
            <Flex
              as="li"
              key={d.discountId}
              p="4"
              borderWidth="1px"
              borderRadius="md"
              gap="3"
              wrap="wrap"
              align="center"
            >
              <Stack gap="1" flex="1" minW="48">
                <Text fontWeight="bold" data-content>
                  {d.title}
                </Text>
                <Header discount={d} serverTime={list.value!.serverTime} />
                <Text fontSize="sm" color="fg.muted">
                  {t('discount.goods', { count: d.skuCount })}
                </Text>
              </Stack>
              <Button asChild size="sm" colorPalette="red">
                <NavLink
                  href={`/${domain}/discount-detail?discountId=${d.discountId}`}
                  aria-label={t('discount.viewItem', { title: d.title })}
                >
                  {t('discount.view')}
                </NavLink>
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /{domain}/discount-detail?discountId= (spec discount-detail): the offer's goods at the discounted price and its time left. */
export function DiscountDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation('promotions');
  const detail = useDiscountDetail(useQueryParam('discountId'));
  const d = detail.value;
  return (
    <Stack gap="4" maxW="6xl" mx="auto" px={{ base: '3', md: '4' }} py="6" w="full">
      <NavLink href={`/${domain}/special-discount`}>{t('discount.back')}</NavLink>
      {detail.loadFailed ? (
        <Failed error={detail.error} retry={detail.retry} />
      ) : detail.isNotFound ? (
        <Heading as="h1" size="lg">
          {t('discount.notFound')}
        </Heading>
      ) : detail.isLoading || !d ? (
        <LoadingBlock />
      ) : (
        <>
          <Heading as="h1" size="xl" data-content>
            {d.discount.title}
          </Heading>
          <Header discount={d.discount} serverTime={d.serverTime} />
          <Heading as="h2" size="md">
            {t('discount.items')}
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none">
            {d.items.map((item) => (
              <Flex
                as="li"
                key={item.skuId}
                gap="3"
                p="3"
                borderWidth="1px"
                borderRadius="md"
                aria-label={item.name}
              >
                <GoodsImage src={item.mainImg} />
                <Stack gap="1" flex="1" minW="0">
                  <NavLink
                    href={routes.detail.href(domain, item.skuId)}
                    data-content
                    fontWeight="medium"
                    lineClamp={2}
                  >
                    {item.name}
                  </NavLink>
                  <Flex gap="2" align="baseline" wrap="wrap">
                    <Text color="fg.error" fontWeight="bold" fontSize="lg">
                      {t('yuan', { price: formatPrice(item.price) })}
                    </Text>
                    <Text color="fg.muted" fontSize="sm" textDecoration="line-through">
                      {t('original', { price: formatPrice(item.originalPrice) })}
                    </Text>
                  </Flex>
                </Stack>
              </Flex>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
