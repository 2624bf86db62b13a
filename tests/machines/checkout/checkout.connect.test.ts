import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CartLine } from '../../../machines/cart/cart.types.ts';
import { connect } from '../../../machines/checkout/checkout.connect.ts';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine.ts';
import type {
  Address,
  CheckoutSource,
  CouponOption,
  OrderPreview,
  PreviewRequest,
} from '../../../machines/checkout/checkout.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const address = (id: number, isDefault = false): Address => ({
  id,
  receiver: `收货人${id}`,
  phone: '13800000002',
  provinceCode: '110000',
  cityCode: '110100',
  countyCode: '110105',
  townCode: null,
  regionName: '北京市 北京市 朝阳区',
  detail: `建国路${id}号`,
  isDefault,
});

const coupon = (id: number, extra: Partial<CouponOption> = {}): CouponOption => ({
  userCouponId: id,
  name: `券${id}`,
  kind: 1,
  storeId: null,
  threshold: '100.00',
  discount: '10.00',
  validTo: '2030-01-01T00:00:00Z',
  applicable: true,
  reason: '',
  selected: false,
  recommended: false,
  ...extra,
});

const line = (lineId: number, extra: Partial<CartLine> = {}): CartLine => ({
  lineId,
  skuId: 100 + lineId,
  storeId: 7,
  name: `商品${lineId}`,
  mainImg: '/img',
  unit: '个',
  specs: '',
  goodsKind: 'physical',
  price: '100.00',
  addedPrice: '100.00',
  quantity: '1',
  stock: 5,
  checked: true,
  amount: '100.00',
  problem: null,
  message: '',
  ...extra,
});

const previewFor = (request: PreviewRequest, extra: Partial<OrderPreview> = {}): OrderPreview => ({
  orders: [
    {
      storeId: 7,
      storeName: '办公用品店',
      lines: [line(1), line(2, { price: '100.00', addedPrice: '90.00' })],
      goodsAmount: '200.00',
      shippingFee: '0.00',
      couponAmount: '0.00',
      pointsAmount: '0.00',
      payAmount: '200.00',
    },
  ],
  coupons: [
    coupon(11, { selected: (request.userCouponIds ?? []).includes(11) }),
    coupon(12, { applicable: false, reason: '未达到使用门槛' }),
    coupon(13, { threshold: '0.00' }),
  ],
  goodsAmount: '200.00',
  shippingFee: '0.00',
  couponAmount: '0.00',
  pointsUsed: request.points,
  pointsAmount: '0.00',
  payAmount: '200.00',
  availablePoints: 5000,
  maxPoints: 1000,
  pointsPerYuan: 100,
  voucherOnly: false,
  deliveryMethod: 1,
  canSubmit: true,
  message: '',
  problems: [],
  ...extra,
});

function harness(source: CheckoutSource = { kind: 'cart' }) {
  const env = controllableActors();
  const machine = checkoutMachine.provide({
    actors: {
      loadAddresses: env.actor('loadAddresses'),
      previewOrder: env.actor('previewOrder'),
      saveAddress: env.actor('saveAddress'),
      placeOrder: env.actor('placeOrder'),
    },
  });
  const actor = createActor(machine, { input: { source } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const previews = () => env.inputs.previewOrder as PreviewRequest[];
  const answerPreview = (extra: Partial<OrderPreview> = {}) =>
    env.resolve('previewOrder', previewFor(previews().at(-1)!, extra));
  return { env, api, previews, answerPreview };
}

async function ready(source?: CheckoutSource, book: Address[] = [address(1), address(2, true)]) {
  const h = harness(source);
  await h.env.resolve('loadAddresses', { records: book, max: 20 });
  await h.answerPreview();
  return h;
}

describe('checkout connect', () => {
  it('waits for the address book and the first preview, totals stale meanwhile', async () => {
    const h = harness();
    expect(h.api().isLoading).toBe(true);
    await h.env.resolve('loadAddresses', { records: [address(1, true)], max: 20 });
    expect(h.api().awaitingPreview).toBe(true);
    expect(h.api().totalsStale).toBe(true);
    expect(h.api().selectedAddressId).toBe(1);
    await h.answerPreview();
    expect(h.api().awaitingPreview).toBe(false);
    expect(h.api().totalsStale).toBe(false);
    expect(h.api().canSubmit).toBe(true);
  });

  it('a failed address book says why and offers a retry', async () => {
    const h = harness();
    await h.env.reject('loadAddresses', new Error('网络连接失败，请稍后重试'));
    expect(h.api().loadFailed).toBe(true);
    expect(h.api().loadError).toBe('网络连接失败，请稍后重试');
    h.api().retryLoad();
    expect(h.api().isLoading).toBe(true);
  });

  it('without an address the order is blocked by the rule, and the first address becomes the default', async () => {
    const { api } = await ready(undefined, []);
    expect(api().blocked).toEqual({ rule: 'addressRequired' });
    expect(api().isFirstAddress).toBe(true);
    api().addAddress();
    expect(api().addressDialogOpen).toBe(true);
    expect(api().editingAddress).toBeNull();
    api().cancelAddress();
    expect(api().addressDialogOpen).toBe(false);
  });

  it('a choice that changes money asks the server again', async () => {
    const { api, previews } = await ready();
    api().selectDelivery(2);
    expect(api().deliveryMethod).toBe(2);
    expect(api().isPreviewing).toBe(true);
    expect(api().couponsDisabled).toBe(true);
    expect(previews().at(-1)).toMatchObject({ deliveryMethod: 2 });
  });

  it('coupons are split into usable and unusable; one without a minimum says so', async () => {
    const { api } = await ready();
    expect(api().usableCoupons.map((c) => [c.userCouponId, c.hasThreshold])).toEqual([
      [11, true],
      [13, false],
    ]);
    expect(api().unusableCoupons.map((c) => c.userCouponId)).toEqual([12]);
  });

  it('store orders carry the merchant message and which prices changed since adding', async () => {
    const { api } = await ready();
    api().changeMessage(7, '请工作日送货');
    const [order] = api().storeOrders;
    expect(order!.message).toBe('请工作日送货');
    expect(order!.lines.map((l) => l.priceChanged)).toEqual([false, true]);
  });

  it('points apply only when valid and new, and never while the order is submitted', async () => {
    const { api } = await ready();
    api().changePoints('15');
    expect(api().pointsProblem).toBe('notMultiple');
    expect(api().canApplyPoints).toBe(false);
    api().changePoints('500');
    expect(api().canApplyPoints).toBe(true);
    api().submit();
    expect(api().isSubmitting).toBe(true);
    expect(api().locked).toBe(true);
    expect(api().canApplyPoints).toBe(false);
  });

  it('a refused submit shows the server words until a choice changes', async () => {
    const { env, api, answerPreview } = await ready();
    api().submit();
    await env.reject('placeOrder', Object.assign(new Error('库存不足'), { status: 409 }));
    expect(api().submitError).toBe('库存不足');
    await answerPreview();
    api().selectDelivery(2);
    await flush();
    expect(api().submitError).toBeNull();
  });

  it('a failed preview offers a retry, and the way back to the cart only for cart lines', async () => {
    const cart = await ready();
    cart.api().retryPreview();
    await cart.env.reject('previewOrder', new Error('商品已下架'));
    expect(cart.api().previewFailed).toBe(true);
    expect(cart.api().previewError).toBe('商品已下架');
    expect(cart.api().offersBackToCart).toBe(true);
    expect(cart.api().blocked).toBeNull();

    const direct = await ready({ kind: 'direct', lines: [{ skuId: 101, quantity: '1' }] });
    expect(direct.api().offersBackToCart).toBe(false);
  });

  it('the invoice dialog opens and keeps a valid invoice', async () => {
    const { api } = await ready();
    api().editInvoice();
    expect(api().invoiceDialogOpen).toBe(true);
    api().saveInvoice({ kind: 'none' });
    expect(api().invoiceDialogOpen).toBe(false);
    expect(api().invoice).toEqual({ kind: 'none' });
  });
});
