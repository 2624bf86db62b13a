import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import {
  selectDiscount,
  selectDiscountOfSku,
  selectDiscounts,
  selectFlashOfSku,
  selectFlashSessions,
  selectGroup,
  selectGroupActivities,
  selectGroupOfSku,
  selectOpenGroups,
} from './promotions.repo.ts';

type S = components['schemas'];

const HOUR = 3_600_000;

/** A session's state now: 未开始 / 抢购中 / 已结束. */
function sessionState(startsAt: Date, endsAt: Date, now: Date): S['ActivityState'] {
  if (startsAt > now) return 'notStarted';
  if (endsAt <= now) return 'ended';
  return 'inProgress';
}

/**
 * The flash-sale page: the sessions of yesterday evening to the day after tomorrow (ended, running,
 * upcoming), each with its items (activity price, original price, sold of stock, per-user limit, state)
 * and the server's time for the countdowns.
 */
export async function flashSale(q: Queryable): Promise<S['FlashSale']> {
  const now = new Date();
  const rows = await selectFlashSessions(
    q,
    new Date(now.getTime() - 12 * HOUR),
    new Date(now.getTime() + 48 * HOUR),
  );
  return {
    serverTime: now.toISOString(),
    sessions: rows.map((r) => ({
      sessionId: r.id,
      title: r.title,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      state: sessionState(r.startsAt, r.endsAt, now),
      items: r.items as S['FlashItem'][],
    })),
  };
}

/** The group-buy page: offers with their group price and size, one page. */
export async function groupBuyList(
  q: Queryable,
  page: { current: number; size: number },
): Promise<S['GroupBuyPage']> {
  const { records, total } = await selectGroupActivities(q, page);
  return { serverTime: new Date().toISOString(), records: records as S['GroupActivity'][], total };
}

/** The open groups of an offer a buyer may join (not full, time left). */
export async function openGroups(
  q: Queryable,
  activityId: number,
  userId: number | null,
): Promise<S['GroupList']> {
  const rows = await selectOpenGroups(q, activityId, userId);
  return { serverTime: new Date().toISOString(), groups: rows.map(groupView) };
}

/** One group (its page after paying, or a shared link). */
export async function groupDetail(
  q: Queryable,
  groupId: number,
  userId: number | null,
): Promise<S['GroupView']> {
  const row = await selectGroup(q, groupId, userId);
  if (!row) throw notFound('拼团不存在');
  return groupView(row);
}

function groupView(row: Record<string, unknown>): S['GroupView'] {
  return { ...(row as unknown as S['GroupView']), expiresAt: (row.expiresAt as Date).toISOString() };
}

export async function discountList(q: Queryable): Promise<S['DiscountList']> {
  return { serverTime: new Date().toISOString(), records: (await selectDiscounts(q)) as S['Discount'][] };
}

export async function discountDetail(q: Queryable, discountId: number): Promise<S['DiscountDetail']> {
  const row = await selectDiscount(q, discountId);
  if (!row) throw notFound('活动不存在');
  return {
    serverTime: new Date().toISOString(),
    discount: row.discount as S['Discount'],
    items: row.items as S['DiscountItem'][],
  };
}

/** What the product page shows of a SKU's activities: flash sale, group buy, special discount. */
export async function skuPromotion(q: Queryable, skuId: number): Promise<S['SkuPromotion']> {
  const [flash, group, discount] = [
    await selectFlashOfSku(q, skuId),
    await selectGroupOfSku(q, skuId),
    await selectDiscountOfSku(q, skuId),
  ];
  return {
    serverTime: new Date().toISOString(),
    flash: flash
      ? {
          ...(flash.item as S['FlashItem']),
          startsAt: flash.startsAt.toISOString(),
          endsAt: flash.endsAt.toISOString(),
        }
      : null,
    group: (group as S['GroupActivity'] | undefined) ?? null,
    discount: discount ? { ...(discount.discount as S['Discount']), price: discount.price ?? '' } : null,
  };
}
