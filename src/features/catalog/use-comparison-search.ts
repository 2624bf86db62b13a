import { useMachine } from '@xstate/react';
import { connect, type ComparisonSearchApi } from '../../../machines/catalog/comparison.connect.ts';
import { comparisonSearchMachine } from '../../../machines/catalog/comparison.machine.ts';
import { comparisonSearchActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/** The comparison search with the user's comparison list. */
export function useComparisonSearch(): ComparisonSearchApi {
  const [snapshot, send] = useMachine(comparisonSearchMachine.provide({ actors: comparisonSearchActors }), {
    inspect,
  });
  return connect(snapshot, send);
}
