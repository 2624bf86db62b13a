import type { components } from '../../openapi/generated/product.ts';

type S = components['schemas'];

/** The flash-sale page (openapi product.yaml FlashSale) and its parts. */
export type FlashSale = S['FlashSale'];
export type FlashSession = S['FlashSession'];
export type FlashItem = S['FlashItem'];
/** 未开始 / 抢购中 / 已结束 / 已抢光. */
export type ActivityState = S['ActivityState'];
/** The group-buy page, one group and the open groups of an offer (openapi product.yaml). */
export type GroupBuyPage = S['GroupBuyPage'];
export type GroupActivity = S['GroupActivity'];
export type GroupView = S['GroupView'];
export type GroupList = S['GroupList'];
export type Discount = S['Discount'];
export type DiscountDetail = S['DiscountDetail'];
export type SkuPromotion = S['SkuPromotion'];

/** A window's state at a moment (ms since the epoch). */
export function windowState(
  startsAt: string,
  endsAt: string,
  now: number,
): Exclude<ActivityState, 'soldOut'> {
  if (Date.parse(startsAt) > now) return 'notStarted';
  if (Date.parse(endsAt) <= now) return 'ended';
  return 'inProgress';
}

/** A flash-sale item's state at a moment: its session's, or 已抢光 while running with nothing left. */
export function flashItemState(
  item: FlashItem,
  session: { startsAt: string; endsAt: string },
  now: number,
): ActivityState {
  const state = windowState(session.startsAt, session.endsAt, now);
  return state === 'inProgress' && item.sold >= item.stock ? 'soldOut' : state;
}

/** What a countdown shows: to the start while not started, to the end while running; null once ended. */
export interface Countdown {
  to: 'start' | 'end';
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdown(startsAt: string, endsAt: string, now: number): Countdown | null {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const [to, target] =
    start > now ? (['start', start] as const) : end > now ? (['end', end] as const) : [null, 0];
  if (to === null) return null;
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    to,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Sold of stock as a whole percentage (the progress bar). */
export const soldPercent = (item: { sold: number; stock: number }) =>
  item.stock <= 0 ? 100 : Math.min(100, Math.floor((item.sold * 100) / item.stock));

/** Whether a group can be joined at a moment: open, a seat left, time left, not already in it. */
export const joinable = (g: GroupView, now: number) =>
  g.status === 'open' && g.seats < g.size && Date.parse(g.expiresAt) > now && !g.joined;
