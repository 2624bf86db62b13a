import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise, type EventFrom, type SnapshotFrom } from 'xstate';
import type { createConsoleListMachine } from '../../machines/console/console-list.machine.ts';
import { type ConsoleListPage, type ConsoleListQuery } from '../../machines/console/console-list.machine.ts';
import { parsePage } from '../../machines/console/console.types.ts';
import { inspect } from './inspect/inspect.ts';
import { toQuery } from './routes.ts';

type ListMachine<T extends string, P extends ConsoleListPage> = ReturnType<
  typeof createConsoleListMachine<T, P>
>;

/**
 * One console list (the one `.provide()` of a machine made by createConsoleListMachine): the query comes
 * from the URL (`status`, `keyword`, `page`) and goes back to it; `loadPage` is the feature's request; a
 * lost session is the console app's to handle.
 */
export function useConsoleList<T extends string, P extends ConsoleListPage, A>(options: {
  machine: ListMachine<T, P>;
  parseTab: (raw: string | null) => T;
  allTab: T;
  loadPage: (query: ConsoleListQuery<T>, signal: AbortSignal) => Promise<P>;
  connect: (
    snapshot: SnapshotFrom<ListMachine<T, P>>,
    send: (event: EventFrom<ListMachine<T, P>>) => void,
  ) => A;
  onSessionLost: () => void;
}): A {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const [logic] = useState(() =>
    options.machine.provide({
      actors: { loadPage: fromPromise(({ input, signal }) => options.loadPage(input, signal)) },
      actions: {
        syncUrl: (_, q) =>
          navigate(
            `${location}${toQuery({
              status: q.tab === options.allTab ? '' : q.tab,
              keyword: q.keyword,
              page: q.current > 1 ? String(q.current) : '',
            })}`,
            { replace: true },
          ),
        sessionLost: options.onSessionLost,
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: {
      tab: options.parseTab(params.get('status')),
      keyword: params.get('keyword') ?? '',
      current: parsePage(params.get('page')),
    },
    inspect,
  });
  return options.connect(snapshot, send);
}
