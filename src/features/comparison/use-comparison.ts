import { useMachine } from '@xstate/react';
import {
  comparisonResultFlow,
  comparisonSearchFlow,
  makeComparisonFlow,
} from '../../app/flows/comparison.flow.ts';
import { inspect } from '../../app/inspect.ts';
import '../catalog/catalog-texts.ts';
import '../zones/zone-texts.ts';

export function useComparisonSearch() {
  return useMachine(comparisonSearchFlow, { inspect });
}

export function useMakeComparison() {
  return useMachine(makeComparisonFlow, { inspect });
}

/** The comparison result of one zone; the view remounts it (key = zoneId) when the URL names another. */
export function useComparisonResult(zoneId: number) {
  return useMachine(comparisonResultFlow, { input: { zoneId }, inspect });
}
