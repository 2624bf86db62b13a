import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { countdown } from '../../../../machines/promotions/promotions.types.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { CountdownText } from './countdown-text.tsx';
import { useRateText } from '../screens/discount-screens.tsx';
import { useSkuPromotion } from '../use-promotions.ts';

/**
 * The activities of a product on its page: the flash sale (state, activity price, countdown, limit), the
 * group buy (group price and size, a link to its groups) and a running special discount (its price).
 * Nothing when the SKU has none. The server prices the order the same way.
 */
export function SkuPromotion({ domain, skuId }: { domain: string; skuId: number }) {
  const { t } = useTranslation('promotions');
  const rateText = useRateText();
  const promo = useSkuPromotion(skuId).value;
  if (!promo || (!promo.flash && !promo.group && !promo.discount)) return null;
  const now = Date.parse(promo.serverTime);
  const flash = promo.flash;
  const flashLeft = flash?.startsAt && flash.endsAt ? countdown(flash.startsAt, flash.endsAt, now) : null;
  return (
    <Stack as="section" aria-label={t('sku.label')} gap="2" bg="red.subtle" p="3" borderRadius="md">
      {flash && flash.state !== 'ended' && (
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="red">{t('sku.flash')}</Badge>
          <Text color="fg.error" fontWeight="bold">
            {t('sku.activityPrice')} {t('yuan', { price: formatPrice(flash.price) })}
          </Text>
          <Badge variant="outline">{t(`states.${flash.state}`)}</Badge>
          <CountdownText
            value={flashLeft}
            label={flashLeft?.to === 'start' ? t('flash.startsIn') : t('flash.endsIn')}
          />
          <Text fontSize="xs">{t('flash.limit', { count: flash.perUserLimit })}</Text>
          <NavLink href={`/${domain}/flash-sale`} fontSize="sm">
            {t('sku.goFlash')}
          </NavLink>
        </Flex>
      )}
      {promo.group && (
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="orange">{t('sku.group')}</Badge>
          <Text color="fg.error" fontWeight="bold">
            {t('sku.groupPrice', { count: promo.group.groupSize })}{' '}
            {t('yuan', { price: formatPrice(promo.group.price) })}
          </Text>
          <Text fontSize="xs">{t('group.openGroups', { count: promo.group.openGroups })}</Text>
          <NavLink href={`/${domain}/group-buy?activityId=${promo.group.activityId}`} fontSize="sm">
            {t('sku.goGroup')}
          </NavLink>
        </Flex>
      )}
      {promo.discount && (
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="red">{t('sku.discount')}</Badge>
          <Text color="fg.error" fontWeight="bold">
            {t('sku.activityPrice')} {t('yuan', { price: formatPrice(promo.discount.price) })}
          </Text>
          <Box as="span">{rateText(promo.discount.rate)}</Box>
          <NavLink href={`/${domain}/discount-detail?discountId=${promo.discount.discountId}`} fontSize="sm">
            {t('sku.goDiscount')}
          </NavLink>
        </Flex>
      )}
    </Stack>
  );
}
