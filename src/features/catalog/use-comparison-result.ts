import { useMachine } from '@xstate/react';
import { connect, type ComparisonResultApi } from '../../../machines/catalog/comparison-result.connect.ts';
import { comparisonResultMachine } from '../../../machines/catalog/comparison-result.machine.ts';
import { comparisonResultActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/** The comparison result of one zone; the view remounts it (key = zoneId) when the URL names another. */
export function useComparisonResult(zoneId: number): ComparisonResultApi {
  const [snapshot, send] = useMachine(comparisonResultMachine.provide({ actors: comparisonResultActors }), {
    input: { zoneId },
    inspect,
  });
  return connect(snapshot, send);
}
