import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { connect, type GoodsHallApi } from '../../../machines/catalog/goods-hall.connect.ts';
import { goodsHallMachine } from '../../../machines/catalog/goods-hall.machine.ts';
import { hallHref, parseHallQuery } from '../../../machines/catalog/goods-hall.types.ts';
import { goodsHallActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/**
 * The goods hall for the current URL: the machine writes its query back to the URL (`replace` for filter
 * edits, a new history entry for pages), and every URL change (back button, header search, breadcrumb)
 * goes to the machine, which ignores the echo of its own change. `onWelfarePath`: the hall is
 * /welfare/list, which lists welfare goods only and stays on that path.
 */
export function useGoodsHall(domain: string, onWelfarePath = false): GoodsHallApi {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    goodsHallMachine.provide({
      actors: goodsHallActors,
      actions: {
        syncUrl: (_, { query, replace }) => navigate(hallHref(domain, query, onWelfarePath), { replace }),
      },
    }),
    { input: { query: parseHallQuery(search, onWelfarePath) }, inspect },
  );
  useEffect(
    () => send({ type: 'url.change', query: parseHallQuery(search, onWelfarePath) }),
    [search, send, onWelfarePath],
  );
  return connect(snapshot, send);
}
