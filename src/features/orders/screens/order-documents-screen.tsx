import { Box, Button, Flex, Heading, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { routes } from '../../../shared/routes.ts';
import { chinaTime } from '../china-time.ts';
import { useOrderDetail, useOrderNo } from '../use-order-detail.ts';

function Loaded({
  orderNo,
  children,
}: {
  orderNo: string | null;
  children: (order: NonNullable<ReturnType<typeof useOrderDetail>['order']>) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail(orderNo);
  if (detail.isNotFound) return <Text role="alert">{t('detail.notFound')}</Text>;
  if (detail.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert">
        <Text>{detail.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={detail.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (detail.isLoading || !detail.order) return <LoadingBlock py="16" />;
  return <>{children(detail.order)}</>;
}

/**
 * deliverynote-detail?orderNo=: the order's delivery note, for printing (打印 opens the browser's print
 * dialog; the page prints without the shop's header and footer).
 */
export function DeliveryNotePage({ domain }: { domain: string }) {
  const { t } = useTranslation('orders');
  const orderNo = useOrderNo();
  return (
    <Box maxW="4xl" mx="auto" py="6" px="4" className="delivery-note">
      <style>{`@media print { header, footer, nav, .no-print { display: none !important; } }`}</style>
      <Loaded key={orderNo ?? ''} orderNo={orderNo}>
        {(order) => (
          <Stack gap="4">
            <Flex justify="space-between" align="center" wrap="wrap" gap="2">
              <Heading as="h1" size="xl">
                {t('note.title')}
              </Heading>
              <HStack className="no-print" gap="3">
                <NavLink href={routes.orderDetail.href(domain, order.orderNo)} fontSize="sm">
                  {t('note.back')}
                </NavLink>
                <Button size="sm" colorPalette="brand" onClick={() => window.print()}>
                  {t('note.print')}
                </Button>
              </HStack>
            </Flex>
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns={{ base: 'auto 1fr', md: 'auto 1fr auto 1fr' }}
              columnGap="4"
              rowGap="1"
              fontSize="sm"
            >
              {(
                [
                  [t('detail.orderNo'), order.orderNo],
                  [t('detail.store'), order.storeName],
                  [t('detail.createdAt'), chinaTime(order.createdAt)],
                  [t('detail.shippedTime'), chinaTime(order.shippedAt)],
                  [t('detail.receiver'), order.receiver],
                  [t('detail.phone'), order.phone],
                  [t('detail.address'), order.address],
                  [t('detail.delivery'), t(`order:deliveryMethods.${order.deliveryMethod}`)],
                ] as Array<[string, string]>
              ).map(([label, value]) => (
                <Box key={label} display="contents">
                  <Text as="dt" color="fg.muted">
                    {label}
                  </Text>
                  <Text as="dd">{value}</Text>
                </Box>
              ))}
            </Box>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('note.no')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('note.goods')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('note.specs')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('note.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('note.unit')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.lines.map((line, i) => (
                  <Table.Row key={line.lineId}>
                    <Table.Cell>{i + 1}</Table.Cell>
                    <Table.Cell>{line.name}</Table.Cell>
                    <Table.Cell>{line.specs}</Table.Cell>
                    <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                    <Table.Cell>{line.unit}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {order.packages.length > 0 && (
              <Text fontSize="sm">
                {t('note.parcels')}
                {order.packages.map((p) => `${p.courier} ${p.waybill}`).join(t('detail.separator'))}
              </Text>
            )}
            <Flex gap="10" pt="8" fontSize="sm">
              <Text>{t('note.shipper')}</Text>
              <Text>{t('note.signature')}</Text>
              <Text>{t('note.date')}</Text>
            </Flex>
          </Stack>
        )}
      </Loaded>
    </Box>
  );
}

/** snapshot-detail?orderNo=&lineId=: the goods of a line as they were when the order was placed. */
export function SnapshotPage({ domain }: { domain: string }) {
  const { t } = useTranslation('orders');
  const orderNo = useOrderNo();
  const lineId = Number(new URLSearchParams(useSearch()).get('lineId'));
  return (
    <Box maxW="4xl" mx="auto" py="6" px="4">
      <Heading as="h1" size="xl" mb="2">
        {t('snapshot.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('snapshot.hint')}
      </Text>
      <Loaded key={orderNo ?? ''} orderNo={orderNo}>
        {(order) => {
          const line = order.lines.find((l) => l.lineId === lineId);
          if (!line) return <Text role="alert">{t('snapshot.notFound')}</Text>;
          return (
            <Flex gap="6" direction={{ base: 'column', md: 'row' }} borderWidth="1px" rounded="md" p="4">
              <Image src={line.mainImg} alt={line.name} boxSize="64" objectFit="contain" />
              <Stack gap="2" fontSize="sm">
                <Text fontSize="lg" fontWeight="medium">
                  {line.name}
                </Text>
                {line.specs && <Text>{t('snapshot.specs', { specs: line.specs })}</Text>}
                <Text>{t('snapshot.price', { price: line.price, unit: line.unit })}</Text>
                <Text>{t('snapshot.quantity', { quantity: line.quantity, unit: line.unit })}</Text>
                <Text>
                  {t('snapshot.placedAt', { time: chinaTime(order.createdAt), store: order.storeName })}
                </Text>
                <HStack gap="4">
                  <NavLink href={routes.orderDetail.href(domain, order.orderNo)}>{t('note.back')}</NavLink>
                  <NavLink href={routes.detail.href(domain, line.skuId)}>{t('snapshot.current')}</NavLink>
                </HStack>
              </Stack>
            </Flex>
          );
        }}
      </Loaded>
    </Box>
  );
}
