import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TABS, type OrderTab } from '../../../../machines/orders/my-orders.machine.ts';
import type { MyOrdersApi } from '../../../../machines/orders/my-orders.connect.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { useMyOrders } from '../use-my-orders.ts';

function OrderTabs({ list }: { list: MyOrdersApi }) {
  const { t } = useTranslation('orders');
  const refs = useRef<Partial<Record<OrderTab, HTMLButtonElement | null>>>({});
  const current = list.query.tab;
  const select = (tab: OrderTab) => {
    list.selectTab(tab);
    refs.current[tab]?.focus();
  };
  // WAI-ARIA tabs: arrows move between tabs, Home and End to the ends.
  const onKey = (e: KeyboardEvent) => {
    const i = ORDER_TABS.indexOf(current);
    const n = ORDER_TABS.length;
    const next = { ArrowRight: (i + 1) % n, ArrowLeft: (i + n - 1) % n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(ORDER_TABS[next]!);
  };
  return (
    <Flex
      role="tablist"
      aria-label={t('list.tabs')}
      borderBottomWidth="1px"
      overflowX="auto"
      onKeyDown={onKey}
    >
      {ORDER_TABS.map((tab) => {
        const count = list.counts?.[tab];
        return (
          <Button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            role="tab"
            id={`orders-tab-${tab}`}
            aria-selected={current === tab}
            aria-controls="orders-panel"
            tabIndex={current === tab ? 0 : -1}
            variant="plain"
            rounded="0"
            flexShrink={0}
            borderBottomWidth="2px"
            borderColor={current === tab ? 'brand.solid' : 'transparent'}
            color={current === tab ? 'brand.fg' : 'fg.muted'}
            onClick={() => select(tab)}
          >
            {t(`list.tab.${tab}`)}
            {count !== undefined && tab !== 'all' && count > 0 && (
              <Text as="span" fontSize="xs" ms="1">
                {count}
              </Text>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}

function SearchForm({ list }: { list: MyOrdersApi }) {
  const { t } = useTranslation('orders');
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('list.searchLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        list.search();
      }}
    >
      <Flex gap="2" wrap="wrap" align="end">
        <Box flex="1" minW="48">
          <label>
            <Text as="span" fontSize="sm" color="fg.muted">
              {t('list.keyword')}
            </Text>
            <Input
              size="sm"
              maxLength={50}
              value={list.draft.keyword}
              placeholder={t('list.keywordPlaceholder')}
              onChange={(e) => list.setKeyword(e.target.value)}
            />
          </label>
        </Box>
        <label>
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('list.from')}
          </Text>
          <Input
            size="sm"
            type="date"
            value={list.draft.from}
            aria-invalid={list.draftError !== null}
            aria-describedby={list.draftError ? 'orders-date-error' : undefined}
            onChange={(e) => list.setFrom(e.target.value)}
          />
        </label>
        <label>
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('list.to')}
          </Text>
          <Input
            size="sm"
            type="date"
            value={list.draft.to}
            aria-invalid={list.draftError !== null}
            onChange={(e) => list.setTo(e.target.value)}
          />
        </label>
        <Button size="sm" type="submit" colorPalette="brand">
          {t('list.search')}
        </Button>
        <Button size="sm" variant="outline" onClick={list.resetSearch}>
          {t('list.reset')}
        </Button>
      </Flex>
      {list.draftError && (
        <Text id="orders-date-error" role="alert" fontSize="sm" color="fg.error" mt="1">
          {t('list.dateOrder')}
        </Text>
      )}
    </Box>
  );
}

function OrderList({ domain, list }: { domain: string; list: MyOrdersApi }) {
  const { t } = useTranslation('orders');
  if (list.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert" py="10">
        <Text>{list.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={list.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (list.isLoading && list.orders.length === 0) return <LoadingBlock py="16" />;
  return (
    <Stack gap="3" aria-busy={list.isLoading}>
      {list.error && (
        <Text role="alert" color="fg.error">
          {list.error}
        </Text>
      )}
      {list.orders.length === 0 ? (
        <Text py="10" textAlign="center" color="fg.muted">
          {list.isRecycleBin ? t('list.binEmpty') : t('list.empty')}
        </Text>
      ) : (
        list.orders.map(({ order, actions }) => (
          <OrderCard
            key={order.orderNo}
            domain={domain}
            order={order}
            actions={actions}
            busy={list.acting?.orderNo === order.orderNo ? list.acting.action : null}
            canAct={(action) => list.canRequest(action, order.orderNo)}
            onAction={(action) => list.request(action, order.orderNo)}
          />
        ))
      )}
      <Pagination
        page={list.query.current}
        count={list.pageCount}
        canGo={list.canGoToPage}
        onGo={list.goToPage}
      />
    </Stack>
  );
}

function Confirmation({ list }: { list: MyOrdersApi }) {
  const { t } = useTranslation('orders');
  const pending = list.confirming;
  if (!pending) return null;
  return (
    <ModalDialog
      role="alertdialog"
      title={t(`list.confirm.${pending.action}.title`)}
      titleId="order-action-title"
      describedBy="order-action-body"
      onDismiss={list.dismiss}
      width="26rem"
    >
      <Text id="order-action-body" mb="4">
        {t(`list.confirm.${pending.action}.body`, { orderNo: pending.orderNo })}
      </Text>
      <Flex gap="2" justify="end">
        <Button variant="outline" size="sm" onClick={list.dismiss}>
          {t('list.confirm.keep')}
        </Button>
        <Button colorPalette={pending.action === 'delete' ? 'red' : 'brand'} size="sm" onClick={list.confirm}>
          {t(`list.confirm.${pending.action}.ok`)}
        </Button>
      </Flex>
    </ModalDialog>
  );
}

/** uc-order: my orders by tab with counts, search by number or goods and date range, paging, actions. */
export function MyOrdersPage({ domain }: { domain: string }) {
  const { t } = useTranslation('orders');
  const list = useMyOrders(domain, false);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('list.title')}
      </Heading>
      <OrderTabs list={list} />
      <Box id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${list.query.tab}`}>
        <Stack gap="4">
          <SearchForm list={list} />
          <OrderList domain={domain} list={list} />
        </Stack>
      </Box>
      <Confirmation list={list} />
    </Stack>
  );
}

/** uc-orderRecycling: orders moved to the recycle bin; restore them, or delete them for good. */
export function OrderRecyclingPage({ domain }: { domain: string }) {
  const { t } = useTranslation('orders');
  const list = useMyOrders(domain, true);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('list.binTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('list.binHint')}
      </Text>
      <OrderList domain={domain} list={list} />
      <Confirmation list={list} />
    </Stack>
  );
}
