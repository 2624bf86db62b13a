import { Button, Flex, Input, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { KEYWORD_MAX } from '../../../../machines/console/console-orders.list.ts';
import '../../../shared/ui/order-texts.ts';
import { ConsoleListFrame } from '../../../shared/ui/console-list-frame.tsx';
import { Td } from '../../../shared/ui/data-table.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { useConsoleOrders } from '../use-console-orders.ts';
import '../locales/index.ts';

/** Where the order list links to; the console app's route table builds them. */
export interface ConsoleOrdersLinks {
  orderDetail(orderNo: string): string;
}

/**
 * The console's orders (/vp/orders): status tabs, a search by order number or goods name, and pages of
 * ten orders of the stores the user works for (every store for the mall operator). Without `links` it is
 * the purchaser management platform's list (/vp/purchase-orders): the orders of the purchaser's
 * organisation, read only.
 */
export function ConsoleOrdersPage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: ConsoleOrdersLinks | null;
}) {
  const { t } = useTranslation('consoleOrders');
  const list = useConsoleOrders(shopId, onSessionLost, links ? 'store' : 'purchase');
  const statusLabel = (tab: (typeof list.tabs)[number]) =>
    tab === 'all' ? t('list.tabs.all') : t(`order:status.${tab}`);

  return (
    <ConsoleListFrame
      ns="consoleOrders"
      list={list}
      labelOf={statusLabel}
      columns={[
        'orderNo',
        'store',
        'goods',
        'receiver',
        'payAmount',
        'status',
        'createdAt',
        ...(links ? ['actions'] : []),
      ]}
      above={
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            list.search();
          }}
        >
          <Flex gap="2" maxW="md">
            <Input
              size="sm"
              aria-label={t('list.keyword')}
              placeholder={t('list.keyword')}
              maxLength={KEYWORD_MAX}
              value={list.keyword}
              onChange={(e) => list.changeKeyword(e.target.value)}
            />
            <Button type="submit" size="sm" colorPalette="brand">
              {t('list.search')}
            </Button>
          </Flex>
        </form>
      }
    >
      {list.orders.map((o) => (
        <tr key={o.orderNo}>
          <Td fontFamily="mono">{o.orderNo}</Td>
          <Td minW="8rem">{o.storeName}</Td>
          <Td minW="12rem" maxW="16rem">
            {o.lineCount > 1
              ? t('list.goods', { name: o.firstLineName, count: o.lineCount, more: o.lineCount - 1 })
              : o.firstLineName}
          </Td>
          <Td>{o.buyer}</Td>
          <Td whiteSpace="nowrap">{t('order:yuan', { amount: o.payAmount })}</Td>
          <Td whiteSpace="nowrap">{t(`order:status.${o.status}`)}</Td>
          <Td whiteSpace="nowrap">{formatTime(o.createdAt)}</Td>
          {links && (
            <Td whiteSpace="nowrap">
              <Link
                asChild
                color="brand.fg"
                aria-label={t(o.canShip ? 'list.shipOrder' : 'list.viewOrder', { orderNo: o.orderNo })}
              >
                <RouterLink href={links.orderDetail(o.orderNo)}>
                  {o.canShip ? t('list.ship') : t('list.view')}
                </RouterLink>
              </Link>
            </Td>
          )}
        </tr>
      ))}
    </ConsoleListFrame>
  );
}
