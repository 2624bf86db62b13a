import { Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../machines/shared/price.ts';
import './goods-texts.ts';

/** A price as spec §9 shows it (*** without one), and the untaxed price when the shop enables it. */
export function PriceText({
  price,
  untaxedPrice,
  showUntaxed,
  size = 'lg',
}: {
  price: string | null;
  untaxedPrice: string | null;
  showUntaxed: boolean;
  size?: 'lg' | '2xl';
}) {
  const { t } = useTranslation('goods');
  return (
    <VStack align="start" gap="0">
      <Text color="fg.error" fontWeight="bold" fontSize={size}>
        {price === null ? formatPrice(null) : t('price.yuan', { price: formatPrice(price) })}
      </Text>
      {showUntaxed && price !== null && (
        <Text color="fg.muted" fontSize="xs">
          {t('price.untaxed', { price: formatPrice(untaxedPrice) })}
        </Text>
      )}
    </VStack>
  );
}
