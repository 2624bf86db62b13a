import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { connect, type ConsoleAfterSalesApi } from '../../../machines/console/console-after-sales.connect.ts';
import {
  consoleAfterSalesMachine,
  parseConsoleAfsTab,
} from '../../../machines/console/console-after-sales.machine.ts';
import { parsePage } from '../../../machines/console/console.types.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { toQuery } from '../../shared/routes.ts';
import { consoleAfterSalesActors } from './api.ts';

/**
 * The console's after-sales list (the one `.provide()` of
 * machines/console/console-after-sales.machine.ts): tab and page come from the URL and go back to it.
 */
export function useConsoleAfterSales(shopId: string, onSessionLost: () => void): ConsoleAfterSalesApi {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const [snapshot, send] = useMachine(
    consoleAfterSalesMachine.provide({
      actors: consoleAfterSalesActors(shopId),
      actions: {
        syncUrl: (_, q) =>
          navigate(
            `${location}${toQuery({
              status: q.tab === 'all' ? '' : q.tab,
              page: q.current > 1 ? String(q.current) : '',
            })}`,
            { replace: true },
          ),
        sessionLost: onSessionLost,
      },
    }),
    {
      input: { tab: parseConsoleAfsTab(params.get('status')), current: parsePage(params.get('page')) },
      inspect,
    },
  );
  return connect(snapshot, send);
}
