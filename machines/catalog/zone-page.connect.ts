import type { EventFrom, SnapshotFrom } from 'xstate';
import type { SkuCard } from './goods-hall.types.ts';
import { zonePageCount, type ZoneArea, type ZoneBrand, type zonePageMachine } from './zone-page.machine.ts';

type Snapshot = SnapshotFrom<typeof zonePageMachine>;
type Send = (event: EventFrom<typeof zonePageMachine>) => void;

/** A category tab of the zone (second or third level). */
export interface ZoneTab {
  cateId: number;
  cateName: string;
  selected: boolean;
}

/** What the zone page reads from its machine, and the intents it sends; the view computes none of it. */
export interface ZonePageApi {
  /** The zone's welfare goods only (welfare pages, `isWelfare=1`): the welfare bar and badge show. */
  isWelfare: boolean;
  zoneId: number;
  isLoading: boolean;
  /** The zone is unknown or not open to the caller. */
  isUnavailable: boolean;
  /** The zone failed to load (retry). */
  loadFailed: boolean;
  retryZone(): void;

  zoneName: string;
  /** 全部 is the chosen second-level tab. */
  allSecondsSelected: boolean;
  seconds: ZoneTab[];
  /** Shows a second-level tab's goods (null: all); choosing the current tab does nothing. */
  selectSecond(cateId: number | null): void;
  /** The third-level tabs below the chosen second-level one (none: the row hides). */
  thirds: ZoneTab[];
  allThirdsSelected: boolean;
  selectThird(cateId: number | null): void;
  brands: ZoneBrand[];
  /** The chosen brand, null for all. */
  brandId: number | null;
  selectBrand(brandId: number | null): void;
  areas: ZoneArea[];
  /** The chosen supplier province, null for all. */
  area: string | null;
  selectArea(area: string | null): void;

  /** The number of goods once a page has loaded. */
  goodsTotal: number | null;
  goodsLoading: boolean;
  goodsFailed: boolean;
  goodsEmpty: boolean;
  /** The last page loaded, kept while the next one loads; undefined before the first. */
  records: SkuCard[] | undefined;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
  retryGoods(): void;
}

export function connect(snapshot: Snapshot, send: Send): ZonePageApi {
  const { overview, thirds, query, goods } = snapshot.context;
  const isLoading = snapshot.hasTag('loading');
  const isUnavailable = snapshot.hasTag('unavailable');
  return {
    isWelfare: query.welfare,
    zoneId: query.zoneId,
    isLoading,
    isUnavailable,
    loadFailed: snapshot.hasTag('error') || (!isLoading && !isUnavailable && overview === null),
    retryZone: () => send({ type: 'zone.retry' }),

    zoneName: overview?.zone.name ?? '',
    allSecondsSelected: query.secondId === null,
    seconds: (overview?.seconds ?? []).map((c) => ({
      cateId: c.cateId,
      cateName: c.cateName,
      selected: query.secondId === c.cateId,
    })),
    selectSecond: (cateId) => {
      if (query.secondId !== cateId) send({ type: 'second.select', cateId });
    },
    thirds: thirds.map((c) => ({
      cateId: c.cateId,
      cateName: c.cateName,
      selected: query.thirdId === c.cateId,
    })),
    allThirdsSelected: query.thirdId === null,
    selectThird: (cateId) => {
      if (query.thirdId !== cateId) send({ type: 'third.select', cateId });
    },
    brands: overview?.brands ?? [],
    brandId: query.brandId,
    selectBrand: (brandId) => send({ type: 'brand.select', brandId }),
    areas: overview?.areas ?? [],
    area: query.area,
    selectArea: (area) => send({ type: 'area.select', area }),

    goodsTotal: goods?.total ?? null,
    goodsLoading: snapshot.hasTag('goodsLoading'),
    goodsFailed: snapshot.hasTag('goodsError'),
    goodsEmpty: snapshot.hasTag('empty'),
    records: goods?.records,
    page: query.page,
    pageCount: zonePageCount(goods?.total ?? 0),
    canGoToPage: (page) => snapshot.can({ type: 'page.go', page }),
    goToPage: (page) => send({ type: 'page.go', page }),
    retryGoods: () => send({ type: 'goods.retry' }),
  };
}
