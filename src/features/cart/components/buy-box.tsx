import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBuyBox } from '../use-cart.ts';
import { DeliveryRegion } from './delivery-region.tsx';

/**
 * The product page's buying controls (machines/buy-box.machine.ts): delivery region and check, quantity
 * within the stock, 加入购物车 and 立即购买. The quantity's label and messages are the catalogue's (数量,
 * 减少数量, 增加数量, 库存不足), which the product page has loaded.
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
  const { t } = useTranslation();
  const [snapshot, send] = useBuyBox(domain, { skuId, stock }, decimalScale, loggedIn);
  const { quantity, check, error } = snapshot.context;
  const quantityInvalid = snapshot.hasTag('insufficientStock') || snapshot.hasTag('badQuantity');

  return (
    <Stack gap="3">
      <DeliveryRegion />
      <Box aria-live="polite" fontSize="sm">
        {snapshot.hasTag('checking') && <Text color="fg.muted">{t('cart.buy.checking')}</Text>}
        {snapshot.matches({ delivery: 'orderable' }) && (
          <Text color="fg.success">{t('cart.buy.orderable')}</Text>
        )}
        {snapshot.hasTag('blocked') && check && (
          <Text role="alert" color="fg.error">
            {check.message ||
              (check.problems[0]
                ? t(`cart.problems.${check.problems[0].problem}`)
                : t('cart.buy.checkFailed'))}
          </Text>
        )}
        {snapshot.hasTag('checkFailed') && (
          <HStack role="alert" gap="2">
            <Text color="fg.error">{t('cart.buy.checkFailed')}</Text>
            <Button size="xs" variant="outline" onClick={() => send({ type: 'check.retry' })}>
              {t('app.retry')}
            </Button>
          </HStack>
        )}
      </Box>

      <Box>
        <HStack gap="0">
          <Text me="4" fontSize="sm" color="fg.muted" id="quantity-label">
            {t('catalog.detail.quantity')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('catalog.detail.decrease')}
            disabled={!snapshot.can({ type: 'quantity.decrement' })}
            onClick={() => send({ type: 'quantity.decrement' })}
          >
            −
          </Button>
          <Input
            size="sm"
            w="24"
            textAlign="center"
            inputMode={decimalScale > 0 ? 'decimal' : 'numeric'}
            aria-labelledby="quantity-label"
            aria-invalid={quantityInvalid || undefined}
            value={quantity}
            onChange={(e) => send({ type: 'quantity.change', quantity: e.target.value })}
          />
          <Button
            size="sm"
            variant="outline"
            aria-label={t('catalog.detail.increase')}
            disabled={!snapshot.can({ type: 'quantity.increment' })}
            onClick={() => send({ type: 'quantity.increment' })}
          >
            +
          </Button>
        </HStack>
        {snapshot.hasTag('insufficientStock') && (
          <Text role="alert" color="fg.error" fontSize="sm" mt="1">
            {t('catalog.detail.insufficientStock')}
          </Text>
        )}
        {snapshot.hasTag('badQuantity') && (
          <Text role="alert" color="fg.error" fontSize="sm" mt="1">
            {t('cart.problems.badQuantity')}
          </Text>
        )}
      </Box>

      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          variant="outline"
          loading={snapshot.hasTag('adding')}
          disabled={!snapshot.can({ type: 'cart.add' })}
          onClick={() => send({ type: 'cart.add' })}
        >
          {t('cart.buy.addToCart')}
        </Button>
        <Button
          colorPalette="brand"
          loading={snapshot.hasTag('buying')}
          disabled={!snapshot.can({ type: 'buy.now' })}
          onClick={() => send({ type: 'buy.now' })}
        >
          {t('cart.buy.buyNow')}
        </Button>
      </HStack>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
