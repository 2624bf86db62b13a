import { Badge, Box, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SkuCard } from '../../../machines/catalog/goods-hall.types.ts';
import { routes } from '../routes.ts';
import { NavLink } from './nav-link.tsx';
import { PriceText } from './price-text.tsx';
import { AroundData, DATA_MARK } from './around-data.tsx';
import './goods-texts.ts';

/** One product of the goods hall: image, name, price, store; image and name link to the product page. */
export function ProductCard({
  sku,
  domain,
  showUntaxed,
}: {
  sku: SkuCard;
  domain: string;
  showUntaxed: boolean;
}) {
  const { t } = useTranslation('goods');
  const href = routes.detail.href(domain, sku.skuId);
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="3" h="full" bg="bg.panel">
      {/* The picture repeats the name's link for the pointer only: one link per product for keyboards and
          screen readers (a link around an image without text has no name). */}
      <NavLink href={href} tabIndex={-1} aria-hidden>
        <Image src={sku.mainImgUrl} alt="" aspectRatio="1" w="full" objectFit="contain" loading="lazy" />
      </NavLink>
      <PriceText price={sku.price} untaxedPrice={sku.untaxedPrice} showUntaxed={showUntaxed} />
      <Heading as="h3" size="sm" fontWeight="normal" lineClamp={2} my="1">
        <NavLink href={href} data-content>
          {sku.name}
        </NavLink>
      </Heading>
      <HStack gap="2" fontSize="xs" color="fg.muted">
        <Text truncate>
          <AroundData text={t('card.store', { name: DATA_MARK })} value={sku.storeName} />
        </Text>
        {sku.preSale && <Badge colorPalette="orange">{t('card.preSale')}</Badge>}
      </HStack>
    </Box>
  );
}
