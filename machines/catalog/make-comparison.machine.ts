import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/product.ts';

/** A compared SKU with everything the side-by-side view shows (openapi product.yaml CompareDetail). */
export type CompareDetail = components['schemas']['CompareDetail'];

/** One row of the side-by-side table: a fixed attribute (`field`) or a spec (`spec`), one value per SKU. */
export interface CompareRow {
  key: string;
  field: 'price' | 'brand' | 'model' | 'store' | 'stock' | null;
  spec: string | null;
  /** null where a SKU has no value (shown as —); prices stay decimal strings. */
  values: Array<string | null>;
  differs: boolean;
}

/**
 * The rows of the comparison: price, brand, model, store, stock, then every spec name any SKU has (in
 * first-seen order). A row differs when its values are not all equal (a missing value counts as one).
 */
export function compareRows(details: readonly CompareDetail[]): CompareRow[] {
  const row = (
    key: string,
    field: CompareRow['field'],
    spec: string | null,
    values: Array<string | null>,
  ) => ({
    key,
    field,
    spec,
    values,
    differs: details.length > 1 && new Set(values).size > 1,
  });
  const specNames = [...new Set(details.flatMap((d) => d.specs.map((s) => s.name)))];
  return [
    row(
      'price',
      'price',
      null,
      details.map((d) => d.price),
    ),
    row(
      'brand',
      'brand',
      null,
      details.map((d) => d.brandName),
    ),
    row(
      'model',
      'model',
      null,
      details.map((d) => d.model || null),
    ),
    row(
      'store',
      'store',
      null,
      details.map((d) => d.storeName),
    ),
    row(
      'stock',
      'stock',
      null,
      details.map((d) => String(d.stock)),
    ),
    ...specNames.map((name) =>
      row(
        `spec:${name}`,
        null,
        name,
        details.map((d) => d.specs.find((s) => s.name === name)?.value ?? null),
      ),
    ),
  ];
}

/** The rows the table shows: all, or only those that differ. */
export function visibleRows(rows: readonly CompareRow[], onlyDiff: boolean): CompareRow[] {
  return onlyDiff ? rows.filter((r) => r.differs) : [...rows];
}

/**
 * Make-comparison (spec §2 /make-comparison): the user's compared products side by side; `diff.toggle`
 * switches 只看不同 (modes `all` / `onlyDiff`). Tags `loading`, `empty`, `error`, `onlyDiff`.
 */
export const makeComparisonMachine = setup({
  types: {} as {
    context: { details: CompareDetail[] };
    events: { type: 'diff.toggle' } | { type: 'comparison.retry' };
  },
  actors: {
    loadCompareDetails: fromPromise<CompareDetail[], void>(async () => {
      throw new Error('loadCompareDetails is provided by the app');
    }),
  },
}).createMachine({
  id: 'makeComparison',
  context: { details: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCompareDetails',
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'comparing',
            actions: assign({ details: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ details: [] }) },
        ],
        onError: 'failed',
      },
    },
    comparing: {
      initial: 'all',
      states: {
        all: { on: { 'diff.toggle': 'onlyDiff' } },
        onlyDiff: { tags: ['onlyDiff'], on: { 'diff.toggle': 'all' } },
      },
    },
    empty: { tags: ['empty'] },
    failed: { tags: ['error'], on: { 'comparison.retry': 'loading' } },
  },
});
