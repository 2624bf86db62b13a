import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  supplierProvinces,
  visibleSuppliers,
  type ZoneSupBanner,
  type ZoneSupplier,
  type zoneSupMachine,
} from './zone-sup.machine.ts';

type Snapshot = SnapshotFrom<typeof zoneSupMachine>;
type Send = (event: EventFrom<typeof zoneSupMachine>) => void;

/** What the supplier zone page reads from its machine, and the intents it sends. */
export interface ZoneSupApi {
  isLoading: boolean;
  loadFailed: boolean;
  /** The zone has no supplier at all (its banners still show). */
  isEmpty: boolean;
  banners: ZoneSupBanner[];
  /** 全部 (`area` null) then each province of the suppliers, the chosen one selected. */
  areas: Array<{ area: string | null; selected: boolean }>;
  selectArea(area: string | null): void;
  /** The suppliers of the chosen province. */
  suppliers: ZoneSupplier[];
  retry(): void;
}

export function connect(snapshot: Snapshot, send: Send): ZoneSupApi {
  const { data, area } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isEmpty: snapshot.hasTag('empty'),
    banners: data?.banners ?? [],
    areas: [null, ...supplierProvinces(data?.suppliers ?? [])].map((p) => ({
      area: p,
      selected: area === p,
    })),
    selectArea: (next) => send({ type: 'area.select', area: next }),
    suppliers: visibleSuppliers(snapshot.context),
    retry: () => send({ type: 'zone.retry' }),
  };
}
