import { Badge, Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderTab } from '../../../../machines/orders/my-orders.machine.ts';
import { orderStatusKey } from '../../../../machines/orders/order-lifecycle.machine.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { AroundData, DATA_MARK } from '../../../shared/ui/around-data.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { routes } from '../../../shared/routes.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { chinaTime } from '../china-time.ts';
import { useUcHome } from '../use-uc-home.ts';

const STATUS_TILES = [
  'pendingPayment',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
] as const satisfies readonly OrderTab[];

/** uc-home: the buyer's account summary, order counts by status and latest orders. */
export function UcHomePage({ domain }: { domain: string }) {
  const { t } = useTranslation('orders');
  const shell = useShell();
  const home = useUcHome();

  if (home.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert" py="10">
        <Text>{home.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={home.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (home.isLoading || !home.data) return <LoadingBlock py="16" />;
  const { counts, recent, wallet, member } = home.data;
  const ordersHref = (tab: OrderTab) => routes.userCenterPage.href(domain, 'uc-order', { tab });

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {t('home.title')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="4">
        <Box as="section" aria-labelledby="uc-account-heading" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id="uc-account-heading" mb="3">
            {t('home.account')}
          </Heading>
          <Text fontWeight="medium" data-testid="uc-name" data-content>
            {shell.displayName}
          </Text>
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="4"
            rowGap="1"
            mt="2"
            fontSize="sm"
          >
            <Text as="dt" color="fg.muted">
              {t('home.balance')}
            </Text>
            <Text as="dd" data-testid="uc-balance">
              <NavLink href={routes.userCenterPage.href(domain, 'uc-balance')}>
                {t('order:yuan', { amount: wallet.balance })}
              </NavLink>
            </Text>
            <Text as="dt" color="fg.muted">
              {t('home.points')}
            </Text>
            <Text as="dd" data-testid="uc-points">
              <NavLink href={routes.userCenterPage.href(domain, 'uc-integral')}>{wallet.points}</NavLink>
            </Text>
            {member && (
              <>
                <Text as="dt" color="fg.muted">
                  {t('home.memberLevel')}
                </Text>
                <Text as="dd" data-testid="uc-member-level">
                  <NavLink href={routes.memberCenterPage.href(domain, 'member-equity')}>
                    V{member.level}
                  </NavLink>
                </Text>
                <Text as="dt" color="fg.muted">
                  {t('home.membership')}
                </Text>
                <Text as="dd" data-testid="uc-member-expiry">
                  <NavLink href={routes.memberCenterPage.href(domain, 'buy-member')}>
                    {member.paidUntil === null
                      ? t('home.memberNone')
                      : member.paidActive
                        ? t('home.memberUntil', { date: chinaTime(member.paidUntil).slice(0, 10) })
                        : t('home.memberExpired', { date: chinaTime(member.paidUntil).slice(0, 10) })}
                  </NavLink>
                </Text>
              </>
            )}
          </Box>
        </Box>
        <Box as="section" aria-labelledby="uc-orders-heading" borderWidth="1px" rounded="md" p="4">
          <Flex justify="space-between" align="center" mb="3">
            <Heading as="h2" size="md" id="uc-orders-heading">
              {t('home.myOrders')}
            </Heading>
            <NavLink href={ordersHref('all')} fontSize="sm">
              {t('home.allOrders')}
            </NavLink>
          </Flex>
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={{ base: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' }}
            gap="2"
          >
            {STATUS_TILES.map((tab) => (
              <Box as="li" key={tab} textAlign="center">
                <NavLink href={ordersHref(tab)}>
                  <Text as="span" display="block" fontSize="2xl" fontWeight="bold" color="brand.fg">
                    {counts[tab]}
                  </Text>
                  <Text as="span" display="block" fontSize="sm">
                    {t(`order:status.${tab}`)}
                  </Text>
                </NavLink>
              </Box>
            ))}
            <Box as="li" textAlign="center">
              <NavLink href={routes.userCenterPage.href(domain, 'uc-aftersales')}>
                <Text as="span" display="block" fontSize="2xl" fontWeight="bold" color="brand.fg">
                  {counts.afterSales}
                </Text>
                <Text as="span" display="block" fontSize="sm">
                  {t('home.afterSales')}
                </Text>
              </NavLink>
            </Box>
          </Grid>
        </Box>
      </Grid>
      <Box as="section" aria-labelledby="uc-recent-heading" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" id="uc-recent-heading" mb="3">
          {t('home.recent')}
        </Heading>
        {recent.length === 0 ? (
          <Text color="fg.muted">{t('list.empty')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {recent.map((order) => (
              <Flex as="li" key={order.orderNo} gap="3" wrap="wrap" align="center" fontSize="sm">
                <Text color="fg.muted">{chinaTime(order.createdAt)}</Text>
                <NavLink href={routes.orderDetail.href(domain, order.orderNo)}>
                  <AroundData
                    text={t('home.orderLine', { name: DATA_MARK, count: order.lineCount })}
                    value={order.firstLineName}
                  />
                </NavLink>
                <Text ms="auto">{t('order:yuan', { amount: order.payAmount })}</Text>
                <Badge>{t(orderStatusKey(order.status, order.voucherOrder))}</Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
