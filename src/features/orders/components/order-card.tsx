import { Fragment } from 'react';
import { Badge, Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../../machines/orders/order-detail.machine.ts';
import type { OrderListAction } from '../../../../machines/orders/my-orders.machine.ts';
import { orderStatusKey } from '../../../../machines/orders/order-lifecycle.machine.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { AUTHORITY, Permission } from '../../../shared/ui/permission.tsx';
import { routes } from '../../../shared/routes.ts';
import { chinaTime } from '../china-time.ts';

const STATUS_PALETTE: Partial<Record<OrderSummary['status'], string>> = {
  pendingPayment: 'orange',
  pendingDelivery: 'blue',
  pendingReceipt: 'purple',
  pendingEvaluation: 'green',
  canceled: 'gray',
};

/**
 * One order of my orders or the recycle bin: its head (time, number, store, status), up to five lines,
 * the amount paid and a button for each action the list machine offers; 去支付 and 订单详情 are links.
 */
export function OrderCard({
  domain,
  order,
  actions,
  busy,
  canAct,
  onAction,
}: {
  domain: string;
  order: OrderSummary;
  actions: OrderListAction[];
  /** The action being sent for this order, or null. */
  busy: OrderListAction | null;
  /** Whether the list takes the action now (it waits while the list loads or another action runs). */
  canAct: (action: OrderListAction) => boolean;
  onAction: (action: OrderListAction) => void;
}) {
  const { t } = useTranslation('orders');
  const headingId = `order-${order.orderNo}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" rounded="md" data-testid="order-card">
      <Flex bg="bg.muted" px="4" py="2" gap="3" wrap="wrap" align="center" fontSize="sm">
        <Text color="fg.muted">{chinaTime(order.createdAt)}</Text>
        <Text id={headingId}>
          {t('list.orderNo')}
          <Text as="span" fontFamily="mono" data-testid="order-no">
            {order.orderNo}
          </Text>
        </Text>
        <Text fontWeight="medium">{order.storeName}</Text>
        {order.orderType && order.orderType !== 'normal' && (
          <Badge colorPalette="purple" data-testid="order-type">
            {t(`list.orderType.${order.orderType}`)}
          </Badge>
        )}
        <Badge ms="auto" colorPalette={STATUS_PALETTE[order.status] ?? 'brand'} data-testid="order-status">
          {t(orderStatusKey(order.status, order.voucherOrder))}
        </Badge>
      </Flex>
      <Flex p="4" gap="4" direction={{ base: 'column', md: 'row' }}>
        <Stack flex="1" gap="3" as="ul" listStyleType="none">
          {order.lines.map((line) => (
            <HStack as="li" key={line.lineId} gap="3" align="start">
              <Image
                src={line.mainImg}
                alt=""
                boxSize="16"
                objectFit="cover"
                rounded="sm"
                borderWidth="1px"
                loading="lazy"
              />
              <Box flex="1" minW="0">
                <NavLink href={routes.detail.href(domain, line.skuId)} lineClamp={2}>
                  {line.name}
                </NavLink>
                {line.specs && (
                  <Text fontSize="xs" color="fg.muted">
                    {line.specs}
                  </Text>
                )}
              </Box>
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {t('order:yuan', { amount: line.price })} × {line.quantity}
              </Text>
            </HStack>
          ))}
          {order.lineCount > order.lines.length && (
            <Text as="li" fontSize="sm" color="fg.muted">
              {t('list.moreLines', { count: order.lineCount })}
            </Text>
          )}
        </Stack>
        <Stack
          minW={{ md: '44' }}
          gap="2"
          align={{ base: 'stretch', md: 'end' }}
          borderLeftWidth={{ md: '1px' }}
          ps={{ md: '4' }}
        >
          <Text fontSize="sm">
            {t('list.paid')}
            <Text as="span" fontWeight="bold" color="brand.fg">
              {t('order:yuan', { amount: order.payAmount })}
            </Text>
          </Text>
          {order.status === 'pendingPayment' && !order.recycled && (
            <>
              <Text fontSize="xs" color="orange.fg">
                {t('list.payBefore', { time: chinaTime(order.expiresAt) })}
              </Text>
              <Button asChild size="sm" colorPalette="brand">
                <NavLink href={routes.payment.href(domain, order.submissionId)}>{t('list.pay')}</NavLink>
              </Button>
            </>
          )}
          {order.status === 'pendingReceipt' && order.receiveDueAt && (
            <Text fontSize="xs" color="fg.muted">
              {t('list.autoReceive', { time: chinaTime(order.receiveDueAt) })}
            </Text>
          )}
          {actions.map((action) => {
            const button = (
              <Button
                size="sm"
                variant={action === 'receive' || action === 'restore' ? 'solid' : 'outline'}
                colorPalette={action === 'delete' ? 'red' : 'brand'}
                loading={busy === action}
                disabled={!canAct(action)}
                onClick={() => onAction(action)}
                aria-describedby={headingId}
              >
                {t(`list.actions.${action}`)}
              </Button>
            );
            // Spec §6: confirming receipt needs the authority (the permission element removes it otherwise).
            return action === 'receive' ? (
              <Permission key={action} authority={AUTHORITY.confirmReceipt}>
                {button}
              </Permission>
            ) : (
              <Fragment key={action}>{button}</Fragment>
            );
          })}
          {order.status === 'pendingEvaluation' && !order.recycled && (
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <NavLink href={routes.writeComments.href(domain, order.orderNo)} aria-describedby={headingId}>
                {t('list.comment')}
              </NavLink>
            </Button>
          )}
          {!order.recycled && (
            <NavLink
              href={routes.orderDetail.href(domain, order.orderNo)}
              fontSize="sm"
              aria-describedby={headingId}
            >
              {order.shippedAt ? t('list.logistics') : t('list.detail')}
            </NavLink>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
