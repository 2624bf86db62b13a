import type { components } from '../../../../openapi/generated/account.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { idempotent } from '../orders/idempotency.service.ts';
import { isPaidMember } from '../member/growth.service.ts';
import {
  countClaim,
  countMine,
  insertClaimed,
  selectCentre,
  selectMine,
  selectSkuNames,
  selectTemplate,
  selectUsedFor,
  takeOne,
  type CouponKind,
  type MyCouponStatus,
  type TemplateRow,
} from './coupons.repo.ts';

type Schemas = components['schemas'];
export type CentreCoupon = Schemas['CentreCoupon'];
export type MyCoupon = Schemas['MyCoupon'];
export type CouponClaimed = Schemas['CouponClaimed'];

/** The refusals of a claim (spec §8 wording where it has one). */
export const CLAIM_MESSAGES = {
  notFound: '优惠券不存在',
  closed: '该优惠券已停止领取',
  soldOut: '优惠券已抢光',
  once: '您已领取过该优惠券',
  limit: (n: number) => `每人限领${n}张，您已领满`,
  membersOnly: '该券为付费会员专享，开通会员后可领取',
} as const;

/** Up to this many specified products are named on a coupon (the rest are reached through the first). */
const SKUS_SHOWN = 10;

async function scopes(q: Queryable, rows: TemplateRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.skuIds.slice(0, SKUS_SHOWN)))];
  const names = await selectSkuNames(q, ids);
  return (r: TemplateRow): Schemas['CouponScope'] => ({
    kind: r.kind,
    storeId: r.storeId === null ? null : Number(r.storeId),
    storeName: r.storeName,
    categoryId: r.categoryId === null ? null : Number(r.categoryId),
    categoryName: r.categoryName,
    categoryPath: (r.categoryPath ?? []).map((c) => ({ id: Number(c.id), name: c.name })),
    skus: r.skuIds
      .slice(0, SKUS_SHOWN)
      .filter((id) => names.has(id))
      .map((id) => ({ skuId: id, name: names.get(id)! })),
  });
}

const stateOf = (left: number, claimed: number, limit: number): CentreCoupon['state'] =>
  claimed >= limit ? 'claimed' : left <= 0 ? 'soldOut' : 'available';

/** The coupon centre: the coupons on offer, with what is left and the member's own claims. */
export async function couponCentre(
  q: Queryable,
  userId: number | null,
  query: { kind?: CouponKind; available?: boolean; current: number; size: number },
) {
  const rows = await selectCentre(q, userId, {
    kind: query.kind,
    available: query.available === true && userId !== null,
    limit: query.size,
    offset: (query.current - 1) * query.size,
  });
  const scope = await scopes(q, rows);
  return {
    records: rows.map((r): CentreCoupon => ({
      couponId: Number(r.couponId),
      name: r.name,
      scope: scope(r),
      threshold: r.threshold,
      discount: r.discount,
      validFrom: r.validFrom.toISOString(),
      validTo: r.validTo.toISOString(),
      validDays: r.validDays,
      total: r.total,
      remaining: r.total - r.issued,
      perUserLimit: r.perUserLimit,
      claimed: r.claimed,
      membersOnly: r.membersOnly,
      state: stateOf(r.total - r.issued, r.claimed, r.perUserLimit),
    })),
    total: rows[0]?.fullCount ?? 0,
    current: query.current,
    size: query.size,
  };
}

/**
 * Claims one coupon of a template for the member, once per Idempotency-Key. Three conditional statements
 * in one transaction, each its own wall: the member's claim count (per-user limit), the template's issued
 * count (total, never over-issued) and the held coupon. A refusal rolls the whole claim back.
 */
export async function claimCoupon(
  q: Queryable,
  userId: number,
  couponId: number,
  key: string,
): Promise<CouponClaimed> {
  return idempotent(q, userId, 'coupon', key, { couponId }, async () => {
    const template = await selectTemplate(q, couponId);
    if (!template || !template.claimable) throw notFound(CLAIM_MESSAGES.notFound);
    if (!template.open) throw badRequest(CLAIM_MESSAGES.closed);
    // 会员专享券: claimed by members whose paid membership runs (member-equity).
    if (template.membersOnly && !(await isPaidMember(q, userId)))
      throw new AppError(403, CLAIM_MESSAGES.membersOnly);
    const limit = template.perUserLimit;
    const claimed = await countClaim(q, couponId, userId, limit);
    if (claimed === undefined)
      throw new AppError(409, limit === 1 ? CLAIM_MESSAGES.once : CLAIM_MESSAGES.limit(limit));
    const remaining = await takeOne(q, couponId);
    if (remaining === undefined) {
      // Either none is left or it stopped being offered since it was read.
      const now = await selectTemplate(q, couponId);
      throw now && now.claimable && now.open
        ? new AppError(409, CLAIM_MESSAGES.soldOut)
        : badRequest(CLAIM_MESSAGES.closed);
    }
    const held = await insertClaimed(q, couponId, userId);
    return {
      userCouponId: Number(held.id),
      couponId,
      validFrom: held.validFrom.toISOString(),
      validTo: held.validTo.toISOString(),
      claimed,
      perUserLimit: limit,
      remaining,
      state: stateOf(remaining, claimed, limit),
    };
  });
}

/** The member's coupons of one status (uc-coupons), with the count of every status. */
export async function myCoupons(
  q: Queryable,
  userId: number,
  query: { status: MyCouponStatus; current: number; size: number },
) {
  const rows = await selectMine(q, userId, query.status, query.size, (query.current - 1) * query.size);
  const counts = await countMine(q, userId);
  const scope = await scopes(q, rows);
  return {
    records: rows.map((r): MyCoupon => ({
      userCouponId: Number(r.userCouponId),
      couponId: Number(r.couponId),
      name: r.name,
      scope: scope(r),
      threshold: r.threshold,
      discount: r.discount,
      validFrom: r.validFrom.toISOString(),
      validTo: r.validTo.toISOString(),
      started: r.started,
      status: query.status,
      usedAt: r.usedAt?.toISOString() ?? null,
      orderNo: r.orderNo,
    })),
    total: counts[query.status],
    current: query.current,
    size: query.size,
    counts,
  };
}

/** The coupons an order used (order detail). */
export async function couponsOfOrder(q: Queryable, orderId: number) {
  return selectUsedFor(q, orderId);
}
