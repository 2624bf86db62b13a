import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connect } from '../../../machines/shared/resource.connect.ts';
import { resourceMachine, type ResourceApi } from '../../../machines/shared/resource.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loadWorkspace, type WorkspaceSummary } from './api.ts';

/** The workbench's summary for the tenant (null: none given), loaded once. */
export function useWorkspace(shopId: string | null): ResourceApi<WorkspaceSummary> {
  const [snapshot, send] = useMachine(
    resourceMachine.provide({
      actors: { load: fromPromise(({ input, signal }) => loadWorkspace(input.id, signal)) },
    }),
    { input: { id: shopId }, inspect },
  );
  return connect<WorkspaceSummary>(snapshot, send);
}
