import { HStack, Badge, Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isVoucherOrder, type OrderDetail } from '../../../../machines/orders/order-detail.machine.ts';
import { orderStatusKey } from '../../../../machines/orders/order-lifecycle.machine.ts';
import { GoodsTable } from '../../../shared/ui/goods-table.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { useOrderDetail, useOrderNo } from '../use-order-detail.ts';
import { FactRows } from '../../../shared/ui/facts.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { AUTHORITY, Permission } from '../../../shared/ui/permission.tsx';
import { routes } from '../../../shared/routes.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { personalInvoiceText } from '../../../shared/ui/invoice-text.ts';
import { chinaTime } from '../china-time.ts';

function invoiceText(t: (k: string, o?: Record<string, unknown>) => string, order: OrderDetail): string {
  const { invoice } = order;
  if (invoice.kind !== 'electronic') return t('order:invoice.none');
  return invoice.titleType === 'unit'
    ? t('order:invoice.unit', { title: invoice.title, taxpayerId: invoice.taxpayerId })
    : personalInvoiceText(t, invoice.title);
}

const VOUCHER_PALETTE = { unused: 'green', used: 'gray', refunded: 'red' } as const;

/** The codes of a service voucher order (spec §4 Voucher: to be used, used, refunded). */
function Vouchers({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (order.vouchers.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="vouchers-heading" borderWidth="1px" rounded="md" p="4" id="vouchers">
      <Heading as="h2" size="md" id="vouchers-heading" mb="1">
        {t('order:voucher.heading', { count: order.vouchers.length })}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('order:voucher.hint')}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {order.vouchers.map((v) => (
          <Flex
            as="li"
            key={v.code}
            gap="3"
            align="center"
            wrap="wrap"
            borderWidth="1px"
            rounded="md"
            px="3"
            py="2"
            data-testid="voucher"
          >
            <Text
              fontFamily="mono"
              fontSize="lg"
              letterSpacing="wider"
              textDecoration={v.status === 'unused' ? undefined : 'line-through'}
            >
              {v.code}
            </Text>
            <Badge colorPalette={v.refunding ? 'orange' : VOUCHER_PALETTE[v.status]}>
              {v.refunding ? t('order:voucher.refunding') : t(`order:voucher.status.${v.status}`)}
            </Badge>
            {v.usedAt && (
              <Text fontSize="xs" color="fg.muted">
                {t('order:voucher.usedAt', { time: chinaTime(v.usedAt) })}
              </Text>
            )}
            {v.refundedAt && (
              <Text fontSize="xs" color="fg.muted">
                {t('order:voucher.refundedAt', { time: chinaTime(v.refundedAt) })}
              </Text>
            )}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

function Packages({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (order.packages.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="packages-heading" borderWidth="1px" rounded="md" p="4" id="packages">
      <Heading as="h2" size="md" id="packages-heading" mb="3">
        {t('detail.packages', { count: order.packages.length })}
      </Heading>
      <Stack gap="4">
        {order.packages.map((pkg, i) => (
          <Box
            as="article"
            key={pkg.id}
            aria-labelledby={`package-${pkg.id}`}
            borderTopWidth={i > 0 ? '1px' : undefined}
            pt={i > 0 ? '4' : undefined}
            data-testid="package"
          >
            <Flex gap="3" wrap="wrap" align="center" mb="2">
              <Text fontWeight="medium" id={`package-${pkg.id}`}>
                {t('detail.package', { n: i + 1 })}
              </Text>
              <Text fontSize="sm">
                {pkg.courier} {pkg.waybill}
              </Text>
              <Badge colorPalette={pkg.status === 'problem' ? 'red' : 'green'} data-testid="package-status">
                {t(`detail.logistics.${pkg.status}`)}
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                {t('detail.shippedAt', { time: chinaTime(pkg.shippedAt) })}
              </Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {pkg.lines
                .map((l) => t('detail.packageLine', { name: l.name, quantity: l.quantity }))
                .join(t('detail.separator'))}
            </Text>
            <Stack
              as="ol"
              listStyleType="none"
              gap="1"
              borderLeftWidth="2px"
              ps="3"
              aria-label={t('detail.tracking')}
            >
              {pkg.events.map((e, j) => (
                <Box as="li" key={j} fontSize="sm" color={j === 0 ? undefined : 'fg.muted'}>
                  <Text as="span" me="2">
                    {chinaTime(e.happenedAt)}
                  </Text>
                  {e.description}
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function Detail({ domain, orderNo }: { domain: string; orderNo: string | null }) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail(orderNo);
  const { order, error } = detail;
  const yuan = (amount: string) => t('order:yuan', { amount });

  if (detail.isNotFound) return <Text role="alert">{t('detail.notFound')}</Text>;
  if (detail.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert">
        <Text>{error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={detail.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (detail.isLoading || !order) return <LoadingBlock py="16" />;

  const unpaid = detail.isUnpaid;
  return (
    <Stack gap="4">
      <Flex borderWidth="1px" rounded="md" p="4" gap="4" align="center" wrap="wrap">
        <Box flex="1" minW={{ base: 'full', md: 'xs' }}>
          <FactRows
            rows={[
              [t('detail.orderNo'), <span data-testid="order-no">{order.orderNo}</span>],
              [
                t('detail.status'),
                <Badge colorPalette={unpaid ? 'orange' : 'brand'} data-testid="order-status">
                  {t(orderStatusKey(order.status, isVoucherOrder(order)))}
                </Badge>,
              ],
              [
                t('detail.store'),
                <HStack gap="2" wrap="wrap">
                  <span>{order.storeName}</span>
                  <NavLink
                    href={routes.chat.href(domain, { storeId: order.storeId, orderNo: order.orderNo })}
                    fontSize="sm"
                  >
                    {t('detail.contactService')}
                  </NavLink>
                </HStack>,
              ],
              [t('detail.createdAt'), chinaTime(order.createdAt)],
              ...(order.payMethod
                ? ([
                    [t('detail.payMethod'), t(`order:payMethods.${order.payMethod}`)],
                    [t('detail.paidAt'), chinaTime(order.paidAt)],
                  ] as Array<[string, ReactNode]>)
                : []),
              ...(order.shippedAt
                ? ([[t('detail.shippedTime'), chinaTime(order.shippedAt)]] as Array<[string, ReactNode]>)
                : []),
              ...(order.receivedAt
                ? ([[t('detail.receivedAt'), chinaTime(order.receivedAt)]] as Array<[string, ReactNode]>)
                : []),
              ...(order.canceledAt
                ? ([
                    [t('detail.canceledAt'), chinaTime(order.canceledAt)],
                    [t('detail.cancelReason'), order.cancelReason ?? ''],
                  ] as Array<[string, ReactNode]>)
                : []),
            ]}
          />
          {order.status === 'pendingReceipt' && order.receiveDueAt && (
            <Text fontSize="sm" mt="2" color="fg.muted">
              {t('list.autoReceive', { time: chinaTime(order.receiveDueAt) })}
            </Text>
          )}
          {unpaid && (
            <Text fontSize="sm" mt="2" color="orange.fg">
              {t('detail.expiresAt', { time: chinaTime(order.expiresAt) })}
            </Text>
          )}
        </Box>
        <Flex gap="2" wrap="wrap" align="center">
          {order.packages.length > 0 && (
            <NavLink href={routes.deliveryNote.href(domain, order.orderNo)} fontSize="sm">
              {t('note.open')}
            </NavLink>
          )}
          {unpaid && (
            <Button asChild colorPalette="brand">
              <NavLink href={routes.payment.href(domain, order.submissionId)}>{t('detail.toPay')}</NavLink>
            </Button>
          )}
          {detail.canReceive && (
            <Permission authority={AUTHORITY.confirmReceipt}>
              <Button colorPalette="brand" onClick={() => detail.request('receive')}>
                {t('list.actions.receive')}
              </Button>
            </Permission>
          )}
          {detail.canCancel && (
            <Button variant="outline" onClick={() => detail.request('cancel')}>
              {t('detail.cancel')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}

      <Vouchers order={order} />
      <Packages order={order} />

      <Box as="section" aria-labelledby="order-goods-heading" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" id="order-goods-heading" mb="3">
          {t('detail.goods')}
        </Heading>
        <GoodsTable
          rows={order.lines.map((line) => ({
            key: String(line.lineId),
            mainImg: line.mainImg,
            price: line.price,
            quantity: line.quantity,
            unit: line.unit,
            amount: line.amount,
            name: (
              <Stack gap="1" align="start">
                <NavLink href={routes.detail.href(domain, line.skuId)}>{line.name}</NavLink>
                {line.specs && (
                  <Text fontSize="xs" color="fg.muted">
                    {line.specs}
                  </Text>
                )}
                <NavLink href={routes.snapshot.href(domain, order.orderNo, line.lineId)} fontSize="xs">
                  {t('snapshot.open')}
                </NavLink>
                {detail.offersAfterSales && (
                  <NavLink
                    href={routes.userCenterPage.href(domain, 'uc-applyafs', {
                      orderNo: order.orderNo,
                      lineId: String(line.lineId),
                    })}
                    fontSize="xs"
                  >
                    {t('detail.applyAfterSale')}
                  </NavLink>
                )}
              </Stack>
            ),
          }))}
        />
      </Box>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Box as="section" aria-labelledby="receiver-heading" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id="receiver-heading" mb="3">
            {t('detail.receiverInfo')}
          </Heading>
          <FactRows
            rows={[
              [t('detail.receiver'), order.receiver],
              [t('detail.phone'), order.phone],
              [t('detail.address'), order.address],
              [t('detail.delivery'), t(`order:deliveryMethods.${order.deliveryMethod}`)],
              [t('detail.invoice'), invoiceText(t, order)],
              ...(order.message
                ? ([[t('detail.message'), order.message]] as Array<[string, ReactNode]>)
                : []),
            ]}
          />
        </Box>
        <Box as="section" aria-labelledby="amounts-heading" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id="amounts-heading" mb="3">
            {t('detail.amounts')}
          </Heading>
          <FactRows
            rows={[
              [t('order:amounts.goodsAmount'), yuan(order.goodsAmount)],
              [t('order:amounts.shipping'), yuan(order.shippingFee)],
              [t('order:amounts.couponAmount'), t('order:minus', { amount: order.couponAmount })],
              ...((order.coupons ?? []).length > 0
                ? ([
                    [
                      t('detail.couponUsed'),
                      <Text as="span" data-content data-testid="order-coupons">
                        {order.coupons!.map((c) => c.name).join('、')}
                      </Text>,
                    ],
                  ] as Array<[string, ReactNode]>)
                : []),
              [
                t('detail.pointsUsed', { points: order.pointsUsed }),
                t('order:minus', { amount: order.pointsAmount }),
              ],
              [
                t('order:amounts.payAmount'),
                <Text as="span" fontWeight="bold" color="brand.fg">
                  {yuan(order.payAmount)}
                </Text>,
              ],
            ]}
          />
        </Box>
      </Grid>

      {detail.confirming === 'cancel' && (
        <ModalDialog
          role="alertdialog"
          title={t('detail.confirmTitle')}
          titleId="cancel-order-title"
          onDismiss={detail.dismiss}
          width="26rem"
        >
          <Text mb="4">{t('detail.confirmBody')}</Text>
          <Flex gap="2" justify="end">
            <Button variant="outline" size="sm" disabled={detail.isActing} onClick={detail.dismiss}>
              {t('detail.keep')}
            </Button>
            <Button colorPalette="red" size="sm" loading={detail.isActing} onClick={detail.confirm}>
              {t('detail.confirm')}
            </Button>
          </Flex>
        </ModalDialog>
      )}
      {detail.confirming === 'receive' && (
        <ModalDialog
          role="alertdialog"
          title={t('list.confirm.receive.title')}
          titleId="receive-order-title"
          describedBy="receive-order-body"
          onDismiss={detail.dismiss}
          width="26rem"
        >
          <Text id="receive-order-body" mb="4">
            {t('list.confirm.receive.body', { orderNo: order.orderNo })}
          </Text>
          <Flex gap="2" justify="end">
            <Button variant="outline" size="sm" disabled={detail.isActing} onClick={detail.dismiss}>
              {t('list.confirm.keep')}
            </Button>
            <Button colorPalette="brand" size="sm" loading={detail.isActing} onClick={detail.confirm}>
              {t('list.confirm.receive.ok')}
            </Button>
          </Flex>
        </ModalDialog>
      )}
    </Stack>
  );
}

/** /{domain}/order-detail?orderNo=: status, lines, amounts, address, invoice, payment; cancel and pay. */
export function OrderDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation('orders');
  const orderNo = useOrderNo();
  return (
    <Container maxW="5xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('detail.title')}
      </Heading>
      <Detail key={orderNo ?? ''} domain={domain} orderNo={orderNo} />
    </Container>
  );
}
