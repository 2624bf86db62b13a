import { Box, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CheckoutStoreOrder } from '../../../../machines/checkout/checkout.connect.ts';
import { MESSAGE_MAX } from '../../../../machines/checkout/checkout.types.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { GoodsTable } from '../../../shared/ui/goods-table.tsx';

/**
 * The goods of the settlement, one block per store as the server split them (one order per store): lines
 * with their problem (库存不足, 当前地区不支持配送 …) and price change since adding, the shipping fee, the
 * store's total and the merchant message (up to 200 characters, with a counter).
 */
export function StoreOrders({
  orders,
  disabled,
  onMessage,
}: {
  orders: CheckoutStoreOrder[];
  disabled: boolean;
  onMessage: (storeId: number, text: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const yuan = (amount: string) => t('order:yuan', { amount });
  return (
    <Box as="section" aria-labelledby="goods-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="goods-heading" mb="3">
        {t('submit.goods')}
      </Heading>
      <Stack gap="5">
        {orders.map((order) => {
          const text = order.message;
          const messageId = `message-${order.storeId}`;
          return (
            <Box key={order.storeId} as="section" aria-label={t('submit.store', { name: order.storeName })}>
              <Text fontWeight="bold" mb="2">
                {t('submit.store', { name: order.storeName })}
              </Text>
              <GoodsTable
                rows={order.lines.map((line) => ({
                  key: `${line.skuId}-${line.lineId}`,
                  mainImg: line.mainImg,
                  price: line.price,
                  quantity: line.quantity,
                  unit: line.unit,
                  amount: line.amount,
                  name: (
                    <>
                      <Text fontSize="sm">{line.name}</Text>
                      {line.specs && (
                        <Text fontSize="xs" color="fg.muted">
                          {line.specs}
                        </Text>
                      )}
                      {line.message && (
                        <Text fontSize="xs" color="fg.error" role="alert">
                          {line.message}
                        </Text>
                      )}
                      {line.priceChanged && (
                        <Text fontSize="xs" color="orange.fg">
                          {t('submit.priceChanged', {
                            price: yuan(formatPrice(line.addedPrice)),
                          })}
                        </Text>
                      )}
                    </>
                  ),
                }))}
              />
              <Flex mt="3" gap="4" wrap="wrap" align="start" justify="space-between">
                <Box flex="1" minW="16rem">
                  <Text asChild fontSize="sm">
                    <label htmlFor={messageId}>{t('submit.message')}</label>
                  </Text>
                  <Textarea
                    id={messageId}
                    size="sm"
                    rows={2}
                    maxLength={MESSAGE_MAX}
                    disabled={disabled}
                    placeholder={t('submit.messagePlaceholder')}
                    aria-describedby={`${messageId}-count`}
                    value={text}
                    onChange={(e) => onMessage(order.storeId, e.target.value)}
                  />
                  <Text id={`${messageId}-count`} fontSize="xs" color="fg.muted" textAlign="end">
                    {t('submit.messageCount', { count: text.length, max: MESSAGE_MAX })}
                  </Text>
                </Box>
                <Box textAlign="end" fontSize="sm">
                  <Text>{t('submit.shippingFee', { amount: yuan(order.shippingFee) })}</Text>
                  <Text fontWeight="bold">{t('submit.storePay', { amount: yuan(order.payAmount) })}</Text>
                </Box>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
