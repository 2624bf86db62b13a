import { nextOrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { listAddresses } from '../account/account.service.ts';
import { idempotent } from '../orders/idempotency.service.ts';
import { recordPointsPayment } from '../payments/payments.service.ts';
import { currentPoints, spendPoints } from '../wallet/points.service.ts';
import {
  countRedemption,
  insertPointsOrder,
  insertRedemption,
  insertUserCoupon,
  issueCoupon,
  selectPointsGoods,
  takeStock,
  type PointsGoodsRow,
} from './points-mall.repo.ts';

/**
 * The points mall (integral-mall): goods and coupons offered for points. A redemption, in one
 * transaction: the member's count within the per-member limit (one conditional upsert), the good's stock
 * (one conditional UPDATE … WHERE stock >= n, so it is never oversold), then the points, earliest lots
 * first (points.service spendPoints, refused with 积分不足 when they are not held). Goods become an order
 * of type points, paid by points, awaiting delivery to the chosen address like any order; a coupon goes
 * to my coupons at once. Idempotent by key.
 */

export const REDEEM_MESSAGES = {
  notFound: '兑换商品不存在或已下架',
  soldOut: '已兑完',
  limit: (n: number) => `每人限兑${n}件，您已兑满`,
  address: '请选择收货地址',
} as const;

function view(r: PointsGoodsRow) {
  const left = Math.max(0, r.perUserLimit - r.mine);
  return {
    goodsId: r.id,
    kind: r.kind,
    name: r.name,
    mainImg: r.mainImg,
    points: r.points,
    stock: r.stock,
    redeemed: r.redeemed,
    perUserLimit: r.perUserLimit,
    mine: r.mine,
    state: r.stock <= 0 ? ('soldOut' as const) : left <= 0 ? ('limit' as const) : ('available' as const),
    skuId: r.skuId,
    marketPrice: r.marketPrice,
    couponId: r.couponId,
    threshold: r.threshold,
    discount: r.discount,
  };
}

/** A page of the points mall, with the member's points when signed in. */
export async function pointsMall(
  q: Queryable,
  userId: number | null,
  query: { kind?: 'goods' | 'coupon'; current: number; size: number },
) {
  const rows = await selectPointsGoods(q, userId, {
    kind: query.kind,
    limit: query.size,
    offset: (query.current - 1) * query.size,
  });
  return {
    points: userId === null ? null : await currentPoints(q, userId),
    records: rows.map(view),
    total: rows[0]?.fullCount ?? 0,
    current: query.current,
    size: query.size,
  };
}

export interface RedeemInput {
  goodsId: number;
  quantity: number;
  addressId?: number;
}

/** Redeems a good or coupon of the points mall for points (see above). */
export async function redeem(q: Queryable, userId: number, key: string, body: RedeemInput, now = new Date()) {
  return idempotent(q, userId, 'redeem', key, body, async () => {
    const [g] = await selectPointsGoods(q, userId, { id: body.goodsId, limit: 1, offset: 0 });
    if (!g) throw notFound(REDEEM_MESSAGES.notFound);
    const address =
      g.kind === 'goods' && body.addressId !== undefined
        ? (await listAddresses(q, userId)).find((a) => a.id === body.addressId)
        : undefined;
    if (g.kind === 'goods' && !address) throw badRequest(REDEEM_MESSAGES.address);
    const points = g.points * body.quantity;
    if (!(await countRedemption(q, g.id, userId, body.quantity, g.perUserLimit)))
      throw new AppError(409, REDEEM_MESSAGES.limit(g.perUserLimit));
    if (!(await takeStock(q, g.id, body.quantity))) throw new AppError(409, REDEEM_MESSAGES.soldOut);
    let order: { id: number; orderNo: string } | null = null;
    let userCouponId: number | null = null;
    if (g.kind === 'goods') {
      const a = address!;
      const made = await insertPointsOrder(q, {
        userId,
        storeId: g.storeId!,
        skuId: g.skuId!,
        name: g.name,
        mainImg: g.mainImg,
        unit: g.unit,
        quantity: body.quantity,
        points,
        status: nextOrderStatus('pendingPayment', 'PAY')!,
        receiver: a.receiver,
        phone: a.phone,
        regionCodes: [a.provinceCode, a.cityCode, a.countyCode, ...(a.townCode ? [a.townCode] : [])],
        address: `${a.regionName} ${a.detail}`,
        at: now,
      });
      // Paid by points like a checkout paid in points: the spend names the submission (its order number
      // in the points ledger), and the payment is what a refund returns the points by.
      await spendPoints(q, userId, points, 'pay', { submissionId: made.submissionId, now });
      await recordPointsPayment(q, { submissionId: made.submissionId, userId, points });
      order = made;
    } else {
      if (!(await issueCoupon(q, g.couponId!, body.quantity)))
        throw new AppError(409, REDEEM_MESSAGES.soldOut);
      await spendPoints(q, userId, points, 'redeem', { note: g.name, now });
      for (let i = 0; i < body.quantity; i += 1)
        userCouponId = await insertUserCoupon(q, userId, g.couponId!, now);
    }
    const redemptionId = await insertRedemption(q, {
      goodsId: g.id,
      userId,
      quantity: body.quantity,
      points,
      orderId: order?.id ?? null,
      userCouponId,
      at: now,
    });
    return {
      redemptionId,
      kind: g.kind,
      points,
      pointsLeft: await currentPoints(q, userId, now),
      orderId: order?.id ?? null,
      orderNo: order?.orderNo ?? null,
    };
  });
}
