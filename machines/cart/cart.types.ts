import type { components } from '../../openapi/generated/order.ts';

/**
 * The cart's wire shapes (openapi order.yaml), as the cart, batch-order and buy-box machines read them.
 * Quantities and money are decimal strings.
 */
type OrderSchemas = components['schemas'];

/** The chosen delivery region (spec §3 cart state: 省/市/区/镇 codes). */
export type Region = OrderSchemas['Region'];

/**
 * Why a line cannot be ordered now: offShelf 商品已下架, noPrice 商品暂无报价, outOfStock 商品无货,
 * insufficient 库存不足, undeliverable 当前地区不支持配送, notStarted 活动未开始, ended 活动已结束,
 * badQuantity 请输入正确的商品数量, belowMinimum 商品金额不足¥0.01.
 */
export type LineProblem = OrderSchemas['LineProblem'];

export type CartLine = OrderSchemas['CartLine'];

export type CartStore = OrderSchemas['CartStore'];

export type CartView = OrderSchemas['CartView'];

/** checkSkuCanOrder / canSubmitOrder / canDirectSubmitOrder. */
export type CanOrder = OrderSchemas['CanOrder'];

/** A line bought without the cart (buy now, batch order): the submit-order page's `lines` parameter. */
export type DirectLine = OrderSchemas['SkuQuantity'];

/** One pasted or uploaded batch row, as typed. */
export type BatchInputRow = OrderSchemas['BatchBody']['rows'][number];

/** addShoppingCartsForBatch: each row with its own message. */
export type BatchResult = OrderSchemas['BatchResult'];

/** Settlement holds at most this many lines (spec §5, §9): 购物车最多支持50件商品一起结算，请分开下单. */
export const MAX_SETTLE_LINES = 50;

/** The `lines` query value of the submit-order page for direct lines: `skuId:qty,skuId:qty`. */
export function directLinesParam(lines: readonly DirectLine[]): string {
  return lines.map((l) => `${l.skuId}:${l.quantity}`).join(',');
}
