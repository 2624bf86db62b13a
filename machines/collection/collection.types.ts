import type { components } from '../../openapi/generated/product.ts';

type ProductSchemas = components['schemas'];

/** A favourite SKU of 我的收藏 (openapi product.yaml FavouriteGoods). */
export type FavouriteGoods = ProductSchemas['FavouriteGoods'];
/** A followed store of 关注的店铺 (FollowedStore). */
export type FollowedStore = ProductSchemas['FollowedStore'];
/** A viewed SKU of 我的足迹 (Footprint). */
export type Footprint = ProductSchemas['Footprint'];

/** The three lists of the user centre's collection pages. */
export type CollectionKind = 'goods' | 'stores' | 'footprints';
export type CollectionRecord = FavouriteGoods | FollowedStore | Footprint;

/**
 * What the buyer can do in a list: remove a row (取消收藏, 取消关注, 删除足迹), add a favourite on sale to the
 * cart, or clear every footprint.
 */
export type CollectionAction = 'remove' | 'addToCart' | 'clear';

/** Rows a page of favourites or followed stores holds; footprints come in one page (the latest 50). */
export const COLLECTION_PAGE_SIZE = 10;
export const FOOTPRINT_LIMIT = 50;

/** The key of a row: its SKU, or its store for followed stores. */
export function keyOf(kind: CollectionKind, record: CollectionRecord): number {
  return kind === 'stores' ? (record as FollowedStore).storeId : (record as FavouriteGoods | Footprint).skuId;
}

/**
 * The actions a row offers: a favourite on sale (and with a price) goes to the cart when the shop takes
 * orders (its orderFlag); every row can be removed.
 */
export function rowActions(
  kind: CollectionKind,
  record: CollectionRecord,
  ordering: boolean,
): CollectionAction[] {
  if (kind === 'goods') {
    const goods = record as FavouriteGoods;
    return ordering && goods.onSale && goods.price !== null ? ['addToCart', 'remove'] : ['remove'];
  }
  return ['remove'];
}

/** Clearing every footprint cannot be undone: it is confirmed first. Removing one row is not. */
export const needsConfirmation = (action: CollectionAction) => action === 'clear';

/** A day of 我的足迹: its date (YYYY-MM-DD, China time) and the footprints viewed on it, newest first. */
export interface FootprintDay {
  date: string;
  /** 今天, 昨天, or the date itself. */
  label: 'today' | 'yesterday' | 'date';
  items: Footprint[];
}

/** The footprints grouped by the day they were viewed on (they come newest first); `today` is YYYY-MM-DD. */
export function footprintDays(footprints: readonly Footprint[], today: string): FootprintDay[] {
  const yesterday = shiftDay(today, -1);
  const days: FootprintDay[] = [];
  for (const f of footprints) {
    const date = f.lastViewedAt.slice(0, 10);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: date === today ? 'today' : date === yesterday ? 'yesterday' : 'date', items: [] };
      days.push(day);
    }
    day.items.push(f);
  }
  return days;
}

/** A YYYY-MM-DD day moved by `days`. */
function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
