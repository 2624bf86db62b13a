import { Badge, Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../machines/order-detail.machine.ts';
import { GoodsTable } from '../../../features/checkout/components/goods-table.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useOrderDetail, useOrderNo } from '../../../features/orders/use-order-detail.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { paths } from '../../../config/paths.ts';
import { checkoutHrefs } from '../../../features/checkout/checkout-hrefs.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

/** A China-time timestamp of an ISO instant, YYYY-MM-DD HH:mm:ss. */
function chinaTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(Date.parse(iso) + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Box as="dd">{value}</Box>
        </Box>
      ))}
    </Box>
  );
}

function invoiceText(t: (k: string, o?: Record<string, unknown>) => string, order: OrderDetail): string {
  const { invoice } = order;
  if (invoice.kind !== 'electronic') return t('checkout.submit.invoiceNone');
  return invoice.titleType === 'unit'
    ? t('checkout.submit.invoiceUnit', { title: invoice.title, taxpayerId: invoice.taxpayerId })
    : t('checkout.submit.invoicePersonal', { title: invoice.title || '个人' });
}

function Detail({ domain, orderNo }: { domain: string; orderNo: string | null }) {
  const { t } = useTranslation();
  const [snapshot, send] = useOrderDetail(orderNo);
  const { order, error } = snapshot.context;
  const yuan = (amount: string) => t('checkout.yuan', { amount });

  if (snapshot.hasTag('notFound')) return <Text role="alert">{t('checkout.detail.notFound')}</Text>;
  if (snapshot.matches('failed'))
    return (
      <Stack align="center" gap="3" role="alert">
        <Text>{error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={() => send({ type: 'detail.retry' })}>{t('app.retry')}</Button>
      </Stack>
    );
  if (snapshot.hasTag('loading') || !order) return <LoadingBlock py="16" />;

  const unpaid = order.status === 'pendingPayment';
  return (
    <Stack gap="4">
      <Flex borderWidth="1px" rounded="md" p="4" gap="4" align="center" wrap="wrap">
        <Box flex="1">
          <Facts
            rows={[
              [t('checkout.detail.orderNo'), <span data-testid="order-no">{order.orderNo}</span>],
              [
                t('checkout.detail.status'),
                <Badge colorPalette={unpaid ? 'orange' : 'brand'} data-testid="order-status">
                  {t(`checkout.status.${order.status}`)}
                </Badge>,
              ],
              [t('checkout.detail.store'), order.storeName],
              [t('checkout.detail.createdAt'), chinaTime(order.createdAt)],
              ...(order.payMethod
                ? ([
                    [t('checkout.detail.payMethod'), t(`checkout.payMethods.${order.payMethod}`)],
                    [t('checkout.detail.paidAt'), chinaTime(order.paidAt)],
                  ] as Array<[string, ReactNode]>)
                : []),
              ...(order.canceledAt
                ? ([
                    [t('checkout.detail.canceledAt'), chinaTime(order.canceledAt)],
                    [t('checkout.detail.cancelReason'), order.cancelReason ?? ''],
                  ] as Array<[string, ReactNode]>)
                : []),
            ]}
          />
          {unpaid && (
            <Text fontSize="sm" mt="2" color="orange.fg">
              {t('checkout.detail.expiresAt', { time: chinaTime(order.expiresAt) })}
            </Text>
          )}
        </Box>
        <Flex gap="2">
          {unpaid && (
            <Button asChild colorPalette="brand">
              <NavLink href={checkoutHrefs.payment(domain, order.submissionId)}>
                {t('checkout.detail.toPay')}
              </NavLink>
            </Button>
          )}
          {snapshot.can({ type: 'cancel.request' }) && (
            <Button variant="outline" onClick={() => send({ type: 'cancel.request' })}>
              {t('checkout.detail.cancel')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}

      <Box as="section" aria-labelledby="order-goods-heading" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" id="order-goods-heading" mb="3">
          {t('checkout.detail.goods')}
        </Heading>
        <GoodsTable
          rows={order.lines.map((line) => ({
            key: String(line.skuId),
            mainImg: line.mainImg,
            price: line.price,
            quantity: line.quantity,
            unit: line.unit,
            amount: line.amount,
            name: <NavLink href={paths.detail.getHref(domain, line.skuId)}>{line.name}</NavLink>,
          }))}
        />
      </Box>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Box as="section" aria-labelledby="receiver-heading" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id="receiver-heading" mb="3">
            {t('checkout.detail.receiverInfo')}
          </Heading>
          <Facts
            rows={[
              [t('checkout.detail.receiver'), order.receiver],
              [t('checkout.detail.phone'), order.phone],
              [t('checkout.detail.address'), order.address],
              [t('checkout.detail.delivery'), t(`checkout.deliveryMethods.${order.deliveryMethod}`)],
              [t('checkout.detail.invoice'), invoiceText(t, order)],
              ...(order.message
                ? ([[t('checkout.detail.message'), order.message]] as Array<[string, ReactNode]>)
                : []),
            ]}
          />
        </Box>
        <Box as="section" aria-labelledby="amounts-heading" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id="amounts-heading" mb="3">
            {t('checkout.detail.amounts')}
          </Heading>
          <Facts
            rows={[
              [t('checkout.submit.goodsAmount'), yuan(order.goodsAmount)],
              [t('checkout.submit.shipping'), yuan(order.shippingFee)],
              [t('checkout.submit.couponAmount'), t('checkout.minus', { amount: order.couponAmount })],
              [
                t('checkout.detail.pointsUsed', { points: order.pointsUsed }),
                t('checkout.minus', { amount: order.pointsAmount }),
              ],
              [
                t('checkout.submit.payAmount'),
                <Text as="span" fontWeight="bold" color="brand.fg">
                  {yuan(order.payAmount)}
                </Text>,
              ],
            ]}
          />
        </Box>
      </Grid>

      {(snapshot.hasTag('confirming') || snapshot.hasTag('canceling')) && (
        <ModalDialog
          role="alertdialog"
          title={t('checkout.detail.confirmTitle')}
          titleId="cancel-order-title"
          onDismiss={() => send({ type: 'cancel.dismiss' })}
          width="26rem"
        >
          <Text mb="4">{t('checkout.detail.confirmBody')}</Text>
          <Flex gap="2" justify="end">
            <Button
              variant="outline"
              size="sm"
              disabled={snapshot.hasTag('canceling')}
              onClick={() => send({ type: 'cancel.dismiss' })}
            >
              {t('checkout.detail.keep')}
            </Button>
            <Button
              colorPalette="red"
              size="sm"
              loading={snapshot.hasTag('canceling')}
              onClick={() => send({ type: 'cancel.confirm' })}
            >
              {t('checkout.detail.confirm')}
            </Button>
          </Flex>
        </ModalDialog>
      )}
    </Stack>
  );
}

/** /{domain}/order-detail?orderNo=: status, lines, amounts, address, invoice, payment; cancel and pay. */
export function OrderDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const orderNo = useOrderNo();
  return (
    <Container maxW="5xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('checkout.detail.title')}
      </Heading>
      <Detail key={orderNo ?? ''} domain={domain} orderNo={orderNo} />
    </Container>
  );
}
