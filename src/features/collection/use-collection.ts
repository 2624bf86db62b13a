import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { connect, type CollectionListApi } from '../../../machines/collection/collection-list.connect.ts';
import { collectionListMachine } from '../../../machines/collection/collection-list.machine.ts';
import {
  COLLECTION_PAGE_SIZE,
  FOOTPRINT_LIMIT,
  type CollectionKind,
  type CollectionRecord,
  type FavouriteGoods,
  type FollowedStore,
  type Footprint,
} from '../../../machines/collection/collection.types.ts';
import { headerButtons } from '../../../machines/shell/shell.ts';
import { cartEvents } from '../../shared/cart-events.ts';
import { chinaTime } from '../../shared/format-time.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { routes } from '../../shared/routes.ts';
import { useQueryParam } from '../../shared/use-query-param.ts';
import { useShell } from '../../shared/shell-context.ts';
import { collectionListActors } from './api.ts';
import './locales/index.ts';

function useCollectionList<T extends CollectionRecord>(kind: CollectionKind): CollectionListApi<T> {
  const { t } = useTranslation('collection');
  const shell = useShell();
  const ordering = headerButtons(shell.shop, false).cart;
  const [snapshot, send] = useMachine(
    collectionListMachine.provide({
      actors: collectionListActors,
      actions: {
        notifyDone: (_, { action }) => notify('success', t(`done.${kind}.${action}`)),
        cartChanged: () => cartEvents.changed(),
      },
    }),
    {
      input: { kind, ordering, size: kind === 'footprints' ? FOOTPRINT_LIMIT : COLLECTION_PAGE_SIZE },
      inspect,
    },
  );
  return connect<T>(snapshot, send, chinaTime(new Date().toISOString()).slice(0, 10));
}

/** 收藏的商品: favourite goods, a page at a time. */
export const useFavouriteGoods = () => useCollectionList<FavouriteGoods>('goods');
/** 关注的店铺: followed stores, a page at a time. */
export const useFollowedStores = () => useCollectionList<FollowedStore>('stores');
/** 我的足迹: the latest footprints grouped by day. */
export const useFootprints = () => useCollectionList<Footprint>('footprints');

export type CollectionTab = 'goods' | 'stores';
export const COLLECTION_TABS: readonly CollectionTab[] = ['goods', 'stores'];

/** The tab of 我的收藏 in the URL (`?tab=stores`), so a reload or a shared link keeps it. */
export function useCollectionTab(domain: string): [CollectionTab, (tab: CollectionTab) => void] {
  const tab: CollectionTab = useQueryParam('tab') === 'stores' ? 'stores' : 'goods';
  const [, navigate] = useLocation();
  const select = (next: CollectionTab) =>
    navigate(
      routes.userCenterPage.href(domain, 'uc-collection', next === 'stores' ? { tab: 'stores' } : {}),
      { replace: true },
    );
  return [tab, select];
}
