import { Box, Button, chakra, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearch } from 'wouter';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import '../../../shared/ui/order-texts.ts';
import { formatDate } from '../../../shared/format-time.ts';
import { useConsoleOrderDetail } from '../use-console-order-detail.ts';
import '../locales/index.ts';

/** A4 with narrow margins; the page's own buttons and the toasts stay off paper. */
const PRINT_CSS = `@page { size: A4; margin: 12mm; }
@media print { body { background: white !important; } [data-no-print], [data-scope="toast"] { display: none !important; } }`;

const Cell = chakra('td', { base: { borderWidth: '1px', borderColor: 'black', px: '2', py: '1' } });
const HeadCell = chakra('th', {
  base: {
    borderWidth: '1px',
    borderColor: 'black',
    px: '2',
    py: '1',
    fontWeight: 'medium',
    textAlign: 'start',
  },
});

/** Where the delivery note links to; the console app's route table builds it. */
export interface DeliveryNoteLinks {
  orderDetail(orderNo: string): string;
}

/**
 * The printable delivery note of an order (/vp/orders/delivery-note?orderNo=): sender, recipient and
 * address, the waybills, every line with its quantity, and room for the recipient's signature. 打印 opens
 * the browser's print dialog; the print styles leave only the note on paper.
 */
export function DeliveryNotePage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: DeliveryNoteLinks;
}) {
  const { t } = useTranslation('consoleOrders');
  const orderNo = new URLSearchParams(useSearch()).get('orderNo');
  const { order, isNotFound, loadFailed, error, retry } = useConsoleOrderDetail(
    shopId,
    orderNo,
    onSessionLost,
  );

  if (isNotFound)
    return (
      <Heading as="h1" size="lg" p="8">
        {t('detail.notFound')}
      </Heading>
    );
  if (loadFailed && !order)
    return (
      <Stack role="alert" gap="2" align="start" p="8">
        <Text color="fg.error">{error}</Text>
        <Button size="sm" variant="outline" onClick={retry}>
          {t('app.retry')}
        </Button>
      </Stack>
    );
  if (!order) return <LoadingBlock />;

  return (
    <Box maxW="210mm" mx="auto" p={{ base: '4', md: '8' }} bg="white" color="black" fontSize="sm">
      <style>{PRINT_CSS}</style>
      <Flex data-no-print gap="2" justify="space-between" align="center" mb="6" wrap="wrap">
        <Link asChild color="brand.fg">
          <RouterLink href={links.orderDetail(order.orderNo)}>{t('note.back')}</RouterLink>
        </Link>
        <Button size="sm" colorPalette="brand" onClick={() => window.print()}>
          {t('note.print')}
        </Button>
      </Flex>
      <Stack as="article" aria-labelledby="delivery-note-title" gap="4">
        <Box textAlign="center">
          <Text fontWeight="medium">{order.storeName}</Text>
          <Heading as="h1" size="xl" id="delivery-note-title" letterSpacing="widest">
            {t('note.title')}
          </Heading>
        </Box>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="1" as="dl">
          {(
            [
              [t('note.orderNo'), order.orderNo],
              // Printed before shipping, the note is dated the day it is printed.
              [t('note.date'), formatDate(order.shippedAt ?? new Date().toISOString())],
              [t('note.sender'), order.storeName],
              [t('note.receiver'), order.receiver],
              [t('note.phone'), order.phone],
              [t('note.address'), order.address],
            ] as const
          ).map(([label, value]) => (
            <Flex key={label} gap="2">
              <chakra.dt flexShrink={0}>{t('note.labelled', { label })}</chakra.dt>
              <chakra.dd wordBreak="break-all">{value}</chakra.dd>
            </Flex>
          ))}
          {order.packages.length > 0 && (
            <Flex gap="2" gridColumn="1 / -1">
              <chakra.dt flexShrink={0}>{t('note.labelled', { label: t('note.waybills') })}</chakra.dt>
              <chakra.dd>
                {order.packages.map((p) => `${p.courier} ${p.waybill}`).join(t('detail.separator'))}
              </chakra.dd>
            </Flex>
          )}
        </Grid>
        <chakra.table w="full" borderCollapse="collapse">
          <chakra.caption srOnly>{t('note.title')}</chakra.caption>
          <thead>
            <tr>
              <HeadCell scope="col">{t('note.columns.index')}</HeadCell>
              <HeadCell scope="col">{t('note.columns.name')}</HeadCell>
              <HeadCell scope="col">{t('note.columns.specs')}</HeadCell>
              <HeadCell scope="col">{t('note.columns.unit')}</HeadCell>
              <HeadCell scope="col">{t('note.columns.quantity')}</HeadCell>
              <HeadCell scope="col">{t('note.columns.price')}</HeadCell>
              <HeadCell scope="col">{t('note.columns.amount')}</HeadCell>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={l.lineId}>
                <Cell>{i + 1}</Cell>
                <Cell>{l.name}</Cell>
                <Cell>{l.specs}</Cell>
                <Cell>{l.unit}</Cell>
                <Cell>{l.quantity}</Cell>
                <Cell>{t('order:yuan', { amount: l.price })}</Cell>
                <Cell>{t('order:yuan', { amount: l.amount })}</Cell>
              </tr>
            ))}
            <tr>
              <Cell colSpan={6} textAlign="end" fontWeight="medium">
                {t('note.total')}
              </Cell>
              <Cell fontWeight="medium">{t('order:yuan', { amount: order.goodsAmount })}</Cell>
            </tr>
          </tbody>
        </chakra.table>
        {order.message !== '' && (
          <Text>
            {t('note.labelled', { label: t('note.remark') })}
            {order.message}
          </Text>
        )}
        <Flex gap="8" pt="8" wrap="wrap">
          <Text flex="1">{t('note.labelled', { label: t('note.signature') })}________________</Text>
          <Text flex="1">{t('note.labelled', { label: t('note.signDate') })}________________</Text>
        </Flex>
      </Stack>
    </Box>
  );
}
