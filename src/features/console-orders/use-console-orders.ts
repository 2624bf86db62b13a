import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { connect, type ConsoleOrdersApi } from '../../../machines/console/console-orders.connect.ts';
import { parsePage } from '../../../machines/console/console.types.ts';
import {
  consoleOrdersMachine,
  parseConsoleOrderTab,
} from '../../../machines/console/console-orders.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { toQuery } from '../../shared/routes.ts';
import { consoleOrdersActors } from './api.ts';

/**
 * The console's order list (the one `.provide()` of machines/console/console-orders.machine.ts): the
 * query comes from the URL (`status`, `keyword`, `page`) and goes back to it; a lost session is the
 * console app's to handle.
 */
export function useConsoleOrders(shopId: string, onSessionLost: () => void): ConsoleOrdersApi {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const [snapshot, send] = useMachine(
    consoleOrdersMachine.provide({
      actors: consoleOrdersActors(shopId),
      actions: {
        syncUrl: (_, q) =>
          navigate(
            `${location}${toQuery({
              status: q.tab === 'all' ? '' : q.tab,
              keyword: q.keyword,
              page: q.current > 1 ? String(q.current) : '',
            })}`,
            { replace: true },
          ),
        sessionLost: onSessionLost,
      },
    }),
    {
      input: {
        tab: parseConsoleOrderTab(params.get('status')),
        keyword: params.get('keyword') ?? '',
        current: parsePage(params.get('page')),
      },
      inspect,
    },
  );
  return connect(snapshot, send);
}
