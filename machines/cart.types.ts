/**
 * The cart's wire shapes (openapi order.yaml), as the cart, batch-order and buy-box machines read them.
 * Quantities and money are decimal strings.
 */

/** The chosen delivery region (spec §3 cart state: 省/市/区/镇 codes). */
export interface Region {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  townCode?: string;
}

/**
 * Why a line cannot be ordered now: offShelf 商品已下架, noPrice 商品暂无报价, outOfStock 商品无货,
 * insufficient 库存不足, undeliverable 当前地区不支持配送, notStarted 活动未开始, ended 活动已结束,
 * badQuantity 请输入正确的商品数量.
 */
export type LineProblem =
  | 'offShelf'
  | 'noPrice'
  | 'outOfStock'
  | 'insufficient'
  | 'undeliverable'
  | 'notStarted'
  | 'ended'
  | 'badQuantity';

export interface CartLine {
  lineId: number;
  skuId: number;
  storeId: number;
  name: string;
  mainImg: string;
  unit: string;
  /** Spec values joined for display (黑色 / 0.5mm). */
  specs: string;
  price: string | null;
  /** The price when the line was added; differs from `price` when it changed since. */
  addedPrice: string | null;
  quantity: string;
  stock: number;
  checked: boolean;
  amount: string;
  problem: LineProblem | null;
  /** The problem in words (Chinese, from the server), empty when none. */
  message: string;
}

export interface CartStore {
  storeId: number;
  storeName: string;
  lines: CartLine[];
}

export interface CartView {
  stores: CartStore[];
  lineCount: number;
  checkedCount: number;
  checkedAmount: string;
  /** Decimal places a quantity may have (base config `decimalOrderConfig.decimalScale`). */
  decimalScale: number;
  /** Lines one settlement may hold (50). */
  maxSettle: number;
}

/** checkSkuCanOrder / canSubmitOrder / canDirectSubmitOrder. */
export interface CanOrder {
  canOrder: boolean;
  /** The first reason in words, empty when it can. */
  message: string;
  problems: Array<{ skuId: number; problem: LineProblem; message: string }>;
}

/** A line bought without the cart (buy now, batch order): the submit-order page's `lines` parameter. */
export interface DirectLine {
  skuId: number;
  quantity: string;
}

/** One pasted or uploaded batch row, as typed. */
export interface BatchInputRow {
  sku: string;
  quantity: string;
}

/** addShoppingCartsForBatch: each row with its own message. */
export interface BatchResult {
  rows: Array<{
    /** 1-based row number. */
    row: number;
    sku: string;
    quantity: string;
    ok: boolean;
    /** Empty when the row is valid. */
    message: string;
    skuId: number | null;
    name: string | null;
    price: string | null;
  }>;
  validCount: number;
  /** Rows added to the cart (0 unless committed). */
  added: number;
}

/** Settlement holds at most this many lines (spec §5, §9): 购物车最多支持50件商品一起结算，请分开下单. */
export const MAX_SETTLE_LINES = 50;

/** The `lines` query value of the submit-order page for direct lines: `skuId:qty,skuId:qty`. */
export function directLinesParam(lines: readonly DirectLine[]): string {
  return lines.map((l) => `${l.skuId}:${l.quantity}`).join(',');
}
