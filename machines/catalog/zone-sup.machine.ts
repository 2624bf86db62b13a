import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/front.ts';

/** A supplier of the supplier zone (openapi front.yaml ZoneSupplier). */
export type ZoneSupplier = components['schemas']['ZoneSupplier'];

/** A banner of the supplier zone (position 2; openapi front.yaml Banner). */
export type ZoneSupBanner = components['schemas']['Banner'];

export interface ZoneSupData {
  banners: ZoneSupBanner[];
  suppliers: ZoneSupplier[];
}

export interface ZoneSupContext {
  zoneId: number | null;
  data: ZoneSupData | null;
  /** The province the list is narrowed to; null for all. */
  area: string | null;
}

export type ZoneSupEvent = { type: 'area.select'; area: string | null } | { type: 'zone.retry' };

/** The province of a supplier area ('浙江省 宁波市' → '浙江省'). */
export function provinceOf(area: string): string {
  return area.trim().split(/\s+/)[0] ?? '';
}

/** The provinces of the suppliers, in first-seen order. */
export function supplierProvinces(suppliers: readonly ZoneSupplier[]): string[] {
  return [...new Set(suppliers.map((s) => provinceOf(s.area)).filter(Boolean))];
}

/** The suppliers the list shows for the chosen province. */
export function visibleSuppliers(context: ZoneSupContext): ZoneSupplier[] {
  const all = context.data?.suppliers ?? [];
  return context.area === null ? all : all.filter((s) => provinceOf(s.area) === context.area);
}

/**
 * The supplier zone (spec §2 /zone-sup): its banners and its suppliers, narrowed by province with
 * `area.select`. Tags `loading`, `error`, `empty` (no supplier at all).
 */
export const zoneSupMachine = setup({
  types: {} as {
    context: ZoneSupContext;
    events: ZoneSupEvent;
    input: { zoneId: number | null };
  },
  actors: {
    loadSupZone: fromPromise<ZoneSupData, { zoneId: number | null }>(async () => {
      throw new Error('loadSupZone is provided by the app');
    }),
  },
}).createMachine({
  id: 'zoneSup',
  context: ({ input }) => ({ zoneId: input.zoneId, data: null, area: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSupZone',
        input: ({ context }) => ({ zoneId: context.zoneId }),
        onDone: [
          {
            guard: ({ event }) => event.output.suppliers.length > 0,
            target: 'listing',
            actions: assign({ data: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ data: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    listing: {
      on: { 'area.select': { actions: assign({ area: ({ event }) => event.area }) } },
    },
    empty: { tags: ['empty'] },
    failed: { tags: ['error'], on: { 'zone.retry': 'loading' } },
  },
});
