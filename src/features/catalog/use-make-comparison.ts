import { useMachine } from '@xstate/react';
import { connect, type MakeComparisonApi } from '../../../machines/catalog/make-comparison.connect.ts';
import { makeComparisonMachine } from '../../../machines/catalog/make-comparison.machine.ts';
import { makeComparisonActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/** The user's compared products side by side. */
export function useMakeComparison(): MakeComparisonApi {
  const [snapshot, send] = useMachine(makeComparisonMachine.provide({ actors: makeComparisonActors }), {
    inspect,
  });
  return connect(snapshot, send);
}
