import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBuyBox } from '../use-buy-box.ts';
import { DeliveryRegion } from './delivery-region.tsx';

/**
 * The product page's buying controls (machines/cart/buy-box.machine.ts): delivery region and check,
 * quantity within the stock, 加入购物车 and 立即购买. The quantity's label and messages are the catalogue's
 * (数量, 减少数量, 增加数量, 库存不足), which the product page has loaded.
 */
export function BuyBox({
  domain,
  skuId,
  stock,
  decimalScale,
  loggedIn,
}: {
  domain: string;
  skuId: number;
  stock: number;
  decimalScale: number;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('cart');
  const box = useBuyBox(domain, { skuId, stock }, decimalScale, loggedIn);
  const { blocked } = box;

  return (
    <Stack gap="3">
      <DeliveryRegion />
      <Box aria-live="polite" fontSize="sm">
        {box.isChecking && <Text color="fg.muted">{t('buy.checking')}</Text>}
        {box.isOrderable && <Text color="fg.success">{t('buy.orderable')}</Text>}
        {blocked && (
          <Text role="alert" color="fg.error">
            {blocked.message || (blocked.problem ? t(`problems.${blocked.problem}`) : t('buy.checkFailed'))}
          </Text>
        )}
        {box.checkFailed && (
          <HStack role="alert" gap="2">
            <Text color="fg.error">{t('buy.checkFailed')}</Text>
            <Button size="xs" variant="outline" onClick={box.retryCheck}>
              {t('app.retry')}
            </Button>
          </HStack>
        )}
      </Box>

      <Box>
        <HStack gap="0">
          <Text me="4" fontSize="sm" color="fg.muted" id="quantity-label">
            {t('detail.quantity')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('detail.decrease')}
            disabled={!box.canDecrement}
            onClick={box.decrement}
          >
            −
          </Button>
          <Input
            size="sm"
            w="24"
            textAlign="center"
            inputMode={box.allowsDecimals ? 'decimal' : 'numeric'}
            aria-labelledby="quantity-label"
            aria-invalid={box.quantityProblem !== null || undefined}
            value={box.quantity}
            onChange={(e) => box.changeQuantity(e.target.value)}
          />
          <Button
            size="sm"
            variant="outline"
            aria-label={t('detail.increase')}
            disabled={!box.canIncrement}
            onClick={box.increment}
          >
            +
          </Button>
        </HStack>
        {box.quantityProblem === 'insufficient' && (
          <Text role="alert" color="fg.error" fontSize="sm" mt="1">
            {t('detail.insufficientStock')}
          </Text>
        )}
        {box.quantityProblem === 'badQuantity' && (
          <Text role="alert" color="fg.error" fontSize="sm" mt="1">
            {t('problems.badQuantity')}
          </Text>
        )}
      </Box>

      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          variant="outline"
          loading={box.isAdding}
          disabled={!box.canAddToCart}
          onClick={box.addToCart}
        >
          {t('buy.addToCart')}
        </Button>
        <Button colorPalette="brand" loading={box.isBuying} disabled={!box.canBuyNow} onClick={box.buyNow}>
          {t('buy.buyNow')}
        </Button>
      </HStack>
      {box.error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {box.error}
        </Text>
      )}
    </Stack>
  );
}
