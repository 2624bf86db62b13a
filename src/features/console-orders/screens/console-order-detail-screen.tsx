import { Badge, Box, Button, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearch } from 'wouter';
import type { ConsoleOrderDetail } from '../../../../machines/console/console.types.ts';
import { recordPending } from '../../../shared/ui/record-pending.tsx';
import '../../../shared/ui/order-texts.ts';
import { DataTable, Td, Th } from '../../../shared/ui/data-table.tsx';
import { Facts, Section } from '../../../shared/ui/facts.tsx';
import { ShipDialog } from '../components/ship-dialog.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { useConsoleOrderDetail } from '../use-console-order-detail.ts';
import '../locales/index.ts';

/** Where the order page links to; the console app's route table builds them. */
export interface ConsoleOrderDetailLinks {
  orders(): string;
  deliveryNote(orderNo: string): string;
}

/** Whether a delivery note makes sense: the order is paid and not cancelled. */
const hasDeliveryNote = (order: ConsoleOrderDetail) =>
  order.status !== 'pendingPayment' && order.status !== 'canceled';

/**
 * One order in the console (/vp/orders/detail?orderNo=): what was ordered and where it goes, the
 * packages with their tracking, 发货 while it awaits delivery, and its printable delivery note.
 */
export function ConsoleOrderDetailPage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: ConsoleOrderDetailLinks;
}) {
  const { t } = useTranslation('consoleOrders');
  const orderNo = new URLSearchParams(useSearch()).get('orderNo');
  const detail = useConsoleOrderDetail(shopId, orderNo, onSessionLost);
  const { order } = detail;

  const back = (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink href={links.orders()}>{t('detail.back')}</RouterLink>
    </Link>
  );
  const pending = recordPending({
    back,
    loaded: order !== null,
    isNotFound: detail.isNotFound,
    notFoundText: t('detail.notFound'),
    loadFailed: detail.loadFailed,
    error: detail.error,
    retry: detail.retry,
    retryLabel: t('app.retry'),
  });
  if (pending || !order) return pending;

  return (
    <Stack gap="4">
      {back}
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="lg">
            {t('detail.title')}
          </Heading>
          <Badge colorPalette="brand" size="lg" data-testid="order-status">
            {t(`order:status.${order.status}`)}
          </Badge>
        </Flex>
        <Flex gap="2" wrap="wrap">
          {detail.canShip && (
            <Button size="sm" colorPalette="brand" aria-haspopup="dialog" onClick={detail.openShip}>
              {t('detail.ship')}
            </Button>
          )}
          {hasDeliveryNote(order) && (
            <Button asChild size="sm" variant="outline">
              <RouterLink href={links.deliveryNote(order.orderNo)}>{t('detail.deliveryNote')}</RouterLink>
            </Button>
          )}
        </Flex>
      </Flex>
      {detail.error && !detail.isShipping && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {detail.error}
        </Text>
      )}
      {detail.isLoading && (
        <Text role="status" fontSize="sm" color="fg.muted">
          {t('app.loading')}
        </Text>
      )}
      <Section title={t('detail.facts')} id="order-facts">
        <Facts
          items={[
            [t('detail.orderNo'), <span data-testid="order-no">{order.orderNo}</span>],
            [t('detail.store'), order.storeName],
            [t('detail.buyer'), order.buyer],
            [t('detail.createdAt'), formatTime(order.createdAt)],
            order.paidAt !== null && [t('detail.paidAt'), formatTime(order.paidAt)],
            order.payMethod !== null && [t('detail.payMethod'), t(`order:payMethods.${order.payMethod}`)],
            order.shippedAt !== null && [t('detail.shippedAt'), formatTime(order.shippedAt)],
            order.receivedAt !== null && [t('detail.receivedAt'), formatTime(order.receivedAt)],
            order.canceledAt !== null && [t('detail.canceledAt'), formatTime(order.canceledAt)],
            order.cancelReason !== null && [t('detail.cancelReason'), order.cancelReason],
          ]}
        />
      </Section>
      <Section title={t('detail.consignee')} id="order-consignee">
        <Facts
          items={[
            [t('detail.receiver'), order.receiver],
            [t('detail.phone'), order.phone],
            [t('detail.address'), order.address],
            [t('detail.delivery'), t(`order:deliveryMethods.${order.deliveryMethod}`)],
            order.message !== '' && [t('detail.message'), order.message],
          ]}
        />
      </Section>
      <Section title={t('detail.goods')} id="order-goods">
        <DataTable caption={t('detail.goods')}>
          <thead>
            <tr>
              <Th scope="col">{t('detail.columns.name')}</Th>
              <Th scope="col">{t('detail.columns.specs')}</Th>
              <Th scope="col">{t('detail.columns.price')}</Th>
              <Th scope="col">{t('detail.columns.quantity')}</Th>
              <Th scope="col">{t('detail.columns.shipped')}</Th>
              <Th scope="col">{t('detail.columns.amount')}</Th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.lineId}>
                <Td>{l.name}</Td>
                <Td color="fg.muted">{l.specs}</Td>
                <Td whiteSpace="nowrap">{t('order:yuan', { amount: l.price })}</Td>
                <Td>
                  {l.quantity} {l.unit}
                </Td>
                <Td>{l.shippedQuantity}</Td>
                <Td whiteSpace="nowrap">{t('order:yuan', { amount: l.amount })}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Box mt="3">
          <Facts
            items={[
              [t('order:amounts.goodsAmount'), t('order:yuan', { amount: order.goodsAmount })],
              [t('order:amounts.shipping'), t('order:yuan', { amount: order.shippingFee })],
              order.couponAmount !== '0.00' && [
                t('order:amounts.couponAmount'),
                t('order:minus', { amount: order.couponAmount }),
              ],
              order.pointsAmount !== '0.00' && [
                t('order:amounts.pointsAmount'),
                t('order:minus', { amount: order.pointsAmount }),
              ],
              [t('order:amounts.payAmount'), t('order:yuan', { amount: order.payAmount })],
            ]}
          />
        </Box>
      </Section>
      <Section title={t('detail.packages')} id="order-packages">
        {order.packages.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('detail.noPackages')}
          </Text>
        ) : (
          <Stack gap="4">
            {order.packages.map((p, i) => (
              <Box key={p.id} as="article" aria-labelledby={`package-${p.id}`}>
                <Heading as="h3" size="xs" id={`package-${p.id}`}>
                  {t('detail.package', { n: i + 1, courier: p.courier, waybill: p.waybill })}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {p.lines
                    .map((l) => t('detail.packageLine', { name: l.name, quantity: l.quantity }))
                    .join(t('detail.separator'))}
                </Text>
                <List.Root
                  recipe={listSlotRecipe}
                  fontSize="xs"
                  color="fg.muted"
                  mt="1"
                  aria-label={t('detail.tracking')}
                >
                  {p.events.map((e) => (
                    <List.Item key={`${e.happenedAt}-${e.status}`} listStyleType="none">
                      {formatTime(e.happenedAt)} {t(`detail.logistics.${e.status}`)} — {e.description}
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            ))}
          </Stack>
        )}
      </Section>
      {detail.isShipping && <ShipDialog ship={detail} />}
    </Stack>
  );
}
