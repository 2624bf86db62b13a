import { Badge, Box, Button, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionListApi } from '../../../../machines/collection/collection-list.connect.ts';
import type {
  CollectionRecord,
  FavouriteGoods,
  FollowedStore,
  Footprint,
} from '../../../../machines/collection/collection.types.ts';
import { ListBody } from '../../../shared/ui/list-body.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { PriceText } from '../../../shared/ui/price-text.tsx';
import { routes } from '../../../shared/routes.ts';
import {
  COLLECTION_TABS,
  useCollectionTab,
  useFavouriteGoods,
  useFollowedStores,
  useFootprints,
  type CollectionTab,
} from '../use-collection.ts';

/** The product or store name a button acts on, for screen readers (the shop's data: no English). */
function Whose({ name }: { name: string }) {
  return (
    <Text as="span" srOnly data-content>
      {' '}
      {name}
    </Text>
  );
}

/** An action's refusal (the server's words) above the list. */
function ActionError({ list }: { list: CollectionListApi<CollectionRecord> }) {
  if (!list.error || list.loadFailed) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {list.error}
    </Text>
  );
}

function Tabs({ tab, onSelect }: { tab: CollectionTab; onSelect: (tab: CollectionTab) => void }) {
  const { t } = useTranslation('collection');
  const refs = useRef<Partial<Record<CollectionTab, HTMLButtonElement | null>>>({});
  const select = (next: CollectionTab) => {
    onSelect(next);
    refs.current[next]?.focus();
  };
  // WAI-ARIA tabs: arrows move between the tabs, Home and End to the ends.
  const onKey = (e: KeyboardEvent) => {
    const i = COLLECTION_TABS.indexOf(tab);
    const n = COLLECTION_TABS.length;
    const next = { ArrowRight: (i + 1) % n, ArrowLeft: (i + n - 1) % n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(COLLECTION_TABS[next]!);
  };
  return (
    <Flex role="tablist" aria-label={t('tabs.label')} borderBottomWidth="1px" onKeyDown={onKey}>
      {COLLECTION_TABS.map((key) => (
        <Button
          key={key}
          ref={(el) => {
            refs.current[key] = el;
          }}
          role="tab"
          id={`collection-tab-${key}`}
          aria-selected={tab === key}
          aria-controls="collection-panel"
          tabIndex={tab === key ? 0 : -1}
          variant="plain"
          rounded="0"
          borderBottomWidth="2px"
          borderColor={tab === key ? 'brand.solid' : 'transparent'}
          color={tab === key ? 'brand.fg' : 'fg.muted'}
          onClick={() => select(key)}
        >
          {t(`tabs.${key}`)}
        </Button>
      ))}
    </Flex>
  );
}

/** uc-collection: favourite goods and followed stores, each a page at a time. */
export function MyCollectionPage({ domain }: { domain: string }) {
  const { t } = useTranslation('collection');
  const [tab, setTab] = useCollectionTab(domain);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      <Tabs tab={tab} onSelect={setTab} />
      <Box id="collection-panel" role="tabpanel" aria-labelledby={`collection-tab-${tab}`}>
        {tab === 'goods' ? <FavouriteGoodsList domain={domain} /> : <FollowedStoresList domain={domain} />}
      </Box>
    </Stack>
  );
}

function CollectionBody({
  list,
  emptyText,
  empty,
  children,
}: {
  list: CollectionListApi<CollectionRecord>;
  emptyText: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('collection');
  return (
    <Stack gap="2">
      <ActionError list={list} />
      <ListBody
        list={list}
        retryLabel={t('retry')}
        emptyText={emptyText}
        totalText={t('total', { count: list.total })}
      >
        {children}
      </ListBody>
      {list.isEmpty && !list.loadFailed && empty}
    </Stack>
  );
}

function FavouriteGoodsList({ domain }: { domain: string }) {
  const { t } = useTranslation('collection');
  const list = useFavouriteGoods();
  return (
    <CollectionBody
      list={list}
      emptyText={t('goods.empty')}
      empty={
        <Box textAlign="center">
          <Button asChild size="sm" colorPalette="brand">
            <NavLink href={routes.list.href(domain)}>{t('goods.browse')}</NavLink>
          </Button>
        </Box>
      }
    >
      <Stack as="ul" listStyleType="none" gap="3" p="0" m="0">
        {list.rows.map(({ key, record, actions }) => (
          <GoodsRow
            key={key}
            domain={domain}
            goods={record}
            canAddToCart={actions.includes('addToCart')}
            busy={list.acting?.key === key ? list.acting.action : null}
            canAct={(action) => list.canRequest(action, key)}
            onAction={(action) => list.request(action, key)}
          />
        ))}
      </Stack>
    </CollectionBody>
  );
}

function GoodsRow({
  domain,
  goods,
  canAddToCart,
  busy,
  canAct,
  onAction,
}: {
  domain: string;
  goods: FavouriteGoods;
  canAddToCart: boolean;
  busy: string | null;
  canAct: (action: 'addToCart' | 'remove') => boolean;
  onAction: (action: 'addToCart' | 'remove') => void;
}) {
  const { t } = useTranslation('collection');
  const href = routes.detail.href(domain, goods.skuId);
  return (
    <Flex as="li" gap="3" borderWidth="1px" rounded="md" p="3" align="start" data-testid="favourite-goods">
      <NavLink href={href} tabIndex={-1} aria-hidden flexShrink={0}>
        <Image
          src={goods.mainImgUrl}
          alt=""
          boxSize={{ base: '16', md: '20' }}
          objectFit="cover"
          rounded="sm"
          opacity={goods.onSale ? 1 : 0.5}
        />
      </NavLink>
      <Stack flex="1" minW="0" gap="1">
        <NavLink href={href} fontSize="sm" lineClamp={2} data-content>
          {goods.name}
        </NavLink>
        <Text fontSize="xs" color="fg.muted" truncate data-content>
          {goods.storeName}
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <PriceText price={goods.price} untaxedPrice={null} showUntaxed={false} />
          {!goods.onSale && (
            <Badge colorPalette="gray" data-testid="off-shelf">
              {t('goods.offShelf')}
            </Badge>
          )}
        </Flex>
        <Flex gap="2" wrap="wrap" mt="1">
          {canAddToCart && (
            <Button
              size="xs"
              colorPalette="brand"
              loading={busy === 'addToCart'}
              disabled={!canAct('addToCart')}
              onClick={() => onAction('addToCart')}
            >
              {t('goods.addToCart')}
              <Whose name={goods.name} />
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            loading={busy === 'remove'}
            disabled={!canAct('remove')}
            onClick={() => onAction('remove')}
          >
            {t('goods.remove')}
            <Whose name={goods.name} />
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}

function FollowedStoresList({ domain }: { domain: string }) {
  const { t } = useTranslation('collection');
  const list = useFollowedStores();
  return (
    <CollectionBody list={list} emptyText={t('stores.empty')}>
      <Stack as="ul" listStyleType="none" gap="3" p="0" m="0">
        {list.rows.map(({ key, record }) => (
          <StoreRow
            key={key}
            domain={domain}
            store={record}
            busy={list.acting?.key === key}
            canRemove={list.canRequest('remove', key)}
            onRemove={() => list.request('remove', key)}
          />
        ))}
      </Stack>
    </CollectionBody>
  );
}

function StoreRow({
  domain,
  store,
  busy,
  canRemove,
  onRemove,
}: {
  domain: string;
  store: FollowedStore;
  busy: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('collection');
  const href = routes.shopHome.href(domain, store.storeId);
  return (
    <Flex as="li" gap="3" borderWidth="1px" rounded="md" p="3" align="start" data-testid="followed-store">
      <Image src={store.logo} alt="" boxSize={{ base: '12', md: '16' }} flexShrink={0} />
      <Stack flex="1" minW="0" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <NavLink href={href} fontWeight="bold" data-content>
            {store.storeName}
          </NavLink>
          <Badge>{t(`stores.types.${store.storeType}`)}</Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('stores.skuCount', { count: store.skuCount })}
        </Text>
        <Flex gap="2" wrap="wrap" mt="1">
          <Button asChild size="xs" colorPalette="brand">
            <NavLink href={href}>
              {t('stores.visit')}
              <Whose name={store.storeName} />
            </NavLink>
          </Button>
          <Button size="xs" variant="outline" loading={busy} disabled={!canRemove} onClick={onRemove}>
            {t('stores.remove')}
            <Whose name={store.storeName} />
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}

/** uc-footprint: the latest viewed products by day (今天, 昨天, dates); remove one, or clear them all. */
export function MyFootprintsPage({ domain }: { domain: string }) {
  const { t } = useTranslation('collection');
  const list = useFootprints();
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Box>
          <Heading as="h1" size="lg">
            {t('footprints.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('footprints.hint')}
          </Text>
        </Box>
        {list.canClear && (
          <Button size="sm" variant="outline" onClick={list.clear}>
            {t('footprints.clear')}
          </Button>
        )}
      </Flex>
      <ActionError list={list} />
      {list.loadFailed ? (
        <Stack role="alert" align="start" gap="2">
          <Text color="fg.error">{list.error}</Text>
          <Button size="sm" variant="outline" onClick={list.retry}>
            {t('retry')}
          </Button>
        </Stack>
      ) : list.isLoading ? (
        <LoadingBlock />
      ) : list.isEmpty ? (
        <Stack align="center" py="10" gap="3">
          <Text color="fg.muted">{t('footprints.empty')}</Text>
          <Button asChild size="sm" colorPalette="brand">
            <NavLink href={routes.list.href(domain)}>{t('goods.browse')}</NavLink>
          </Button>
        </Stack>
      ) : (
        list.days.map((day) => (
          <Box
            as="section"
            key={day.date}
            aria-labelledby={`footprint-day-${day.date}`}
            data-testid="footprint-day"
          >
            <Heading as="h2" size="sm" mb="2" id={`footprint-day-${day.date}`}>
              {day.label === 'date' ? day.date : t(`footprints.${day.label}`)}
            </Heading>
            <Box
              as="ul"
              listStyleType="none"
              p="0"
              m="0"
              display="grid"
              gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
              gap="3"
            >
              {day.items.map((f) => (
                <FootprintCard
                  key={f.skuId}
                  domain={domain}
                  footprint={f}
                  busy={list.acting?.key === f.skuId}
                  canRemove={list.canRequest('remove', f.skuId)}
                  onRemove={() => list.request('remove', f.skuId)}
                />
              ))}
            </Box>
          </Box>
        ))
      )}
      {list.isConfirming && (
        <ModalDialog
          role="alertdialog"
          title={t('footprints.confirmTitle')}
          titleId="footprint-clear-title"
          describedBy="footprint-clear-body"
          onDismiss={list.dismiss}
          width="26rem"
        >
          <Text id="footprint-clear-body" mb="4">
            {t('footprints.confirmBody')}
          </Text>
          <Flex gap="2" justify="end">
            <Button variant="outline" size="sm" onClick={list.dismiss}>
              {t('footprints.keep')}
            </Button>
            <Button colorPalette="red" size="sm" onClick={list.confirm}>
              {t('footprints.confirmOk')}
            </Button>
          </Flex>
        </ModalDialog>
      )}
    </Stack>
  );
}

function FootprintCard({
  domain,
  footprint,
  busy,
  canRemove,
  onRemove,
}: {
  domain: string;
  footprint: Footprint;
  busy: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('collection');
  const href = routes.detail.href(domain, footprint.skuId);
  return (
    <Stack as="li" gap="1" borderWidth="1px" rounded="md" p="2" data-testid="footprint">
      <NavLink href={href} tabIndex={-1} aria-hidden>
        <Image src={footprint.mainImgUrl} alt="" w="full" aspectRatio="1" objectFit="cover" rounded="sm" />
      </NavLink>
      <NavLink href={href} fontSize="sm" lineClamp={2} data-content>
        {footprint.name}
      </NavLink>
      <Flex justify="space-between" align="center" gap="1" wrap="wrap">
        <PriceText price={footprint.price} untaxedPrice={null} showUntaxed={false} />
        <Button size="xs" variant="ghost" loading={busy} disabled={!canRemove} onClick={onRemove}>
          {t('footprints.remove')}
          <Whose name={footprint.name} />
        </Button>
      </Flex>
    </Stack>
  );
}
