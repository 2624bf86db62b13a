import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/account.ts';
import type { Region } from './cart.types.ts';

/** One region of a level (GET /region/children): `leaf` says it has no children. */
export type RegionOption = components['schemas']['RegionOption'];

/** A complete choice: the codes of spec §3 cart state plus the names, 省 first, for display. */
export interface RegionValue extends Region {
  names: string[];
}

/** The levels a picker offers, 省/市/区/镇. */
export const REGION_LEVELS = 4;

export interface RegionPickerContext {
  /** The options of each level loaded so far; `options[i]` lists the children of `chosen[i - 1]`. */
  options: RegionOption[][];
  /** The choice per level, province first (a prefix: no gaps). */
  chosen: RegionOption[];
  /** Codes of the initial value still to restore, one per level. */
  pending: string[];
  /** How many levels a choice has at most: 4 (to the town) or 3 (to the district, e.g. a store's area). */
  depth: 3 | 4;
}

/** What the picker tells its owner (`actor.on('changed' | 'completed', …)`). */
export type RegionPickerEmitted =
  { type: 'changed'; value: RegionValue | null } | { type: 'completed'; value: RegionValue };

export type RegionPickerEvent =
  { type: 'region.choose'; level: number; code: string } | { type: 'region.retry' };

/** The codes of a value, province first (3 or 4). */
export function regionValueCodes(value: Region): string[] {
  return [value.provinceCode, value.cityCode, value.countyCode, ...(value.townCode ? [value.townCode] : [])];
}

/** The value of a choice once it reaches the county; null before. */
export function regionValueOf(chosen: readonly RegionOption[]): RegionValue | null {
  const [province, city, county, town] = chosen;
  if (!province || !city || !county) return null;
  return {
    provinceCode: province.code,
    cityCode: city.code,
    countyCode: county.code,
    ...(town ? { townCode: town.code } : {}),
    names: chosen.map((r) => r.name),
  };
}

/** The codes only, as the cart operations take them (`region` of openapi order.yaml). */
export function toRegion(value: RegionValue | null): Region | null {
  if (!value) return null;
  const { provinceCode, cityCode, countyCode, townCode } = value;
  return { provinceCode, cityCode, countyCode, ...(townCode ? { townCode } : {}) };
}

/** Whether two regions name the same place (null for none). */
export function sameRegion(a: Region | null, b: Region | null): boolean {
  if (a === null || b === null) return a === b;
  return regionValueCodes(a).join('/') === regionValueCodes(b).join('/');
}

const isComplete = (chosen: readonly RegionOption[], depth: number = REGION_LEVELS) =>
  chosen.length >= depth || (chosen.length >= 3 && chosen.at(-1)!.leaf);
const nextLevelEmpty = ({ context }: { context: RegionPickerContext }) =>
  context.chosen.length >= 3 && context.options[context.chosen.length]?.length === 0;
const valueParams = ({ context }: { context: RegionPickerContext }) => ({
  value: regionValueOf(context.chosen)!,
});

/**
 * Choosing a delivery region 省 → 市 → 区 → 镇, level by level (spec §3 cart state, §5 "Province, city,
 * district must be chosen first"). Each choice loads the next level with `loadChildren {parentCode}`
 * (null: the provinces); choosing again at an upper level drops the levels below. The choice is complete
 * when a leaf is chosen at the district level or below, when a district has no towns, or at the town.
 * Input `depth` 3 ends the choice at the district (a store's area); 4, the default, goes on to the town.
 * Input `value` restores a complete choice (each level loaded and chosen in turn, silently); restoring
 * stops at the first code that is no longer offered. Actions `changed {value}` (null while incomplete)
 * and `completed {value}` report the user's choices only, as emitted events of the same names. Tags `loading`, `complete`, `error`.
 */
export const regionPickerMachine = setup({
  types: {} as {
    context: RegionPickerContext;
    events: RegionPickerEvent;
    input: { value?: Region | null; depth?: 3 | 4 };
    emitted: RegionPickerEmitted;
  },
  actors: {
    loadChildren: fromPromise<RegionOption[], { parentCode: string | null }>(async () => {
      throw new Error('loadChildren is provided by the app');
    }),
  },
  actions: {
    changed: emit((_, params: { value: RegionValue | null }) => ({ type: 'changed' as const, ...params })),
    completed: emit((_, params: { value: RegionValue }) => ({ type: 'completed' as const, ...params })),
    storeOptions: assign({
      options: ({ context }, params: { options: RegionOption[] }) => [
        ...context.options.slice(0, context.chosen.length),
        params.options,
      ],
    }),
    pickPending: assign(({ context }) => {
      const level = context.chosen.length;
      const option = context.options[level]!.find((o) => o.code === context.pending[0])!;
      return { chosen: [...context.chosen, option], pending: context.pending.slice(1) };
    }),
    dropPending: assign({ pending: [] }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    pendingIsOffered: ({ context }) =>
      context.pending.length > 0 &&
      (context.options[context.chosen.length] ?? []).some((o) => o.code === context.pending[0]),
    nextLevelEmpty,
    isComplete: ({ context }) => isComplete(context.chosen, context.depth),
    isOffered: ({ context, event }) =>
      event.type === 'region.choose' &&
      Number.isInteger(event.level) &&
      event.level >= 0 &&
      event.level <= context.chosen.length &&
      (context.options[event.level] ?? []).some((o) => o.code === event.code),
  },
}).createMachine({
  id: 'regionPicker',
  context: ({ input }) => ({
    options: [],
    chosen: [],
    pending: input.value ? regionValueCodes(input.value).slice(0, input.depth ?? REGION_LEVELS) : [],
    depth: input.depth ?? REGION_LEVELS,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasPending', target: 'restoring' }, { target: 'loading' }],
    },
    restoring: {
      tags: ['loading'],
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            src: 'loadChildren',
            input: ({ context }) => ({ parentCode: context.chosen.at(-1)?.code ?? null }),
            onDone: {
              target: 'fetched',
              actions: { type: 'storeOptions', params: ({ event }) => ({ options: event.output }) },
            },
            onError: '#regionPicker.failed',
          },
        },
        fetched: {
          always: [
            { guard: 'pendingIsOffered', target: 'picked', actions: 'pickPending' },
            { guard: 'nextLevelEmpty', target: '#regionPicker.complete', actions: 'dropPending' },
            { target: '#regionPicker.choosing', actions: 'dropPending' },
          ],
        },
        picked: {
          always: [
            { guard: 'isComplete', target: '#regionPicker.complete', actions: 'dropPending' },
            { target: 'fetching' },
          ],
        },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadChildren',
        input: ({ context }) => ({ parentCode: context.chosen.at(-1)?.code ?? null }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeOptions', params: ({ event }) => ({ options: event.output }) },
        },
        onError: 'failed',
      },
    },
    loaded: {
      always: [
        {
          guard: 'nextLevelEmpty',
          target: 'complete',
          actions: [
            { type: 'changed', params: valueParams },
            { type: 'completed', params: valueParams },
          ],
        },
        { target: 'choosing' },
      ],
    },
    choosing: {},
    chosen: {
      always: [
        {
          guard: 'isComplete',
          target: 'complete',
          actions: [
            { type: 'changed', params: valueParams },
            { type: 'completed', params: valueParams },
          ],
        },
        { target: 'loading', actions: { type: 'changed', params: { value: null } } },
      ],
    },
    complete: { tags: ['complete'] },
    failed: {
      tags: ['error'],
      on: { 'region.retry': 'starting' },
    },
  },
  on: {
    'region.choose': {
      guard: 'isOffered',
      target: '.chosen',
      actions: assign(({ context, event }) => {
        const option = context.options[event.level]!.find((o) => o.code === event.code)!;
        return {
          chosen: [...context.chosen.slice(0, event.level), option],
          options: context.options.slice(0, event.level + 1),
          pending: [],
        };
      }),
    },
  },
});
