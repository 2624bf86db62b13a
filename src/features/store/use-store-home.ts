import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { connect, type StoreHomeApi } from '../../../machines/store/store-home.connect.ts';
import { storeHomeMachine } from '../../../machines/store/store-home.machine.ts';
import { parseStoreQuery, storeHomeHref } from '../../../machines/store/store-home.types.ts';
import { storeHomeActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loginPopup } from '../../shared/login-popup.ts';

import './locales/index.ts';

/**
 * The home of the store the URL names (`storeId`); the view remounts it for another store or when the
 * session changes. The machine writes its goods query back to the URL (`replace` for a category or
 * sort, a new history entry for a search or a page), every URL change (back button) goes to the
 * machine, which ignores the echo of its own change, and an anonymous 关注店铺 opens the login popup.
 */
export function useStoreHome(domain: string, loggedIn: boolean): StoreHomeApi {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    storeHomeMachine.provide({
      actors: storeHomeActors,
      actions: {
        syncUrl: (_, { query, replace }) => navigate(storeHomeHref(domain, query), { replace }),
        requireLogin: () => loginPopup.open(),
      },
    }),
    { input: { query: parseStoreQuery(search), loggedIn }, inspect },
  );
  useEffect(() => send({ type: 'url.change', query: parseStoreQuery(search) }), [search, send]);
  return connect(snapshot, send);
}

/** What names the store of the current URL: a new value is another store's page. */
export function useStoreUrlKey(): string {
  return new URLSearchParams(useSearch()).get('storeId') ?? '';
}
