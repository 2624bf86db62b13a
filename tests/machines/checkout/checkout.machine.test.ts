import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/checkout/checkout.connect.ts';
import {
  checkoutMachine,
  toggleCoupon,
  type CheckoutEvent,
  type SubmitIntent,
} from '../../../machines/checkout/checkout.machine.ts';
import {
  addressProblems,
  invoiceProblems,
  isTaxpayerId,
  parseDirectLines,
  pointsProblem,
  type Address,
  type CheckoutSource,
  type CouponOption,
  type OrderPreview,
  type PlacedOrder,
  type PlaceOrderRequest,
  type PreviewRequest,
} from '../../../machines/checkout/checkout.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

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
const BOOK = { records: [address(1), address(2, true)], max: 20 };

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

/** A preview answered for a request: the pay amount follows the delivery method and a price `bump`. */
function previewFor(request: PreviewRequest, extra: Partial<OrderPreview> = {}, bump = 0): OrderPreview {
  const selected = request.userCouponIds ?? [];
  return {
    orders: [
      {
        storeId: 7,
        storeName: '办公用品店',
        lines: [],
        goodsAmount: '200.00',
        shippingFee: '0.00',
        couponAmount: '0.00',
        pointsAmount: '0.00',
        payAmount: '200.00',
      },
    ],
    coupons: [
      coupon(11, { selected: selected.includes(11) }),
      coupon(12, { applicable: false, reason: '未达到使用门槛' }),
    ],
    goodsAmount: '200.00',
    shippingFee: '0.00',
    couponAmount: selected.includes(11) ? '10.00' : '0.00',
    pointsUsed: request.points,
    pointsAmount: (request.points / 100).toFixed(2),
    payAmount: `${200 + request.deliveryMethod * 10 + bump - (selected.includes(11) ? 10 : 0) - request.points / 100}.00`,
    availablePoints: 5000,
    maxPoints: 1000,
    pointsPerYuan: 100,
    voucherOnly: false,
    deliveryMethod: 1,
    canSubmit: true,
    message: '',
    problems: [],
    ...extra,
  };
}

const placed: PlacedOrder = {
  submissionId: 9,
  orderNos: ['202601010000000001'],
  payAmount: '210.00',
  expiresAt: '2030-01-01T00:30:00Z',
  paid: false,
};

/** A refusal as the flows hand it over: the §8 message and the HTTP status (0: no answer). */
const refusal = (message: string, status: number) => Object.assign(new Error(message), { status });

function harness(source: CheckoutSource = { kind: 'cart' }, intent: SubmitIntent | null = null) {
  const env = controllableActors();
  const log = { payments: [] as PlacedOrder[], intents: [] as Array<SubmitIntent | null> };
  const machine = checkoutMachine.provide({
    actors: {
      loadAddresses: env.actor('loadAddresses'),
      previewOrder: env.actor('previewOrder'),
      saveAddress: env.actor('saveAddress'),
      placeOrder: env.actor('placeOrder'),
    },
    actions: {
      goToPayment: (_, { placed: p }) => void log.payments.push(p),
      saveIntent: (_, { intent: i }) => void log.intents.push(i),
    },
  });
  const actor = createActor(machine, { input: { source, intent } }).start();
  const send = async (...events: CheckoutEvent[]) => {
    for (const e of events) actor.send(e);
    await flush();
  };
  const previews = () => env.inputs.previewOrder as PreviewRequest[];
  const placeCalls = () =>
    (env.inputs.placeOrder ?? []) as Array<{ idempotencyKey: string; body: PlaceOrderRequest }>;
  /** Answers the pending preview for its own request. */
  const answerPreview = (extra: Partial<OrderPreview> = {}, bump = 0) =>
    env.resolve('previewOrder', previewFor(previews().at(-1)!, extra, bump));
  return { env, actor, send, log, previews, placeCalls, answerPreview, snap: () => actor.getSnapshot() };
}

async function readyHarness(source?: CheckoutSource) {
  const h = harness(source);
  await h.env.resolve('loadAddresses', BOOK);
  await h.answerPreview();
  return h;
}

describe('checkout helpers', () => {
  it('parses direct lines and refuses malformed ones', () => {
    expect(parseDirectLines('101:2,102:1.5')).toEqual([
      { skuId: 101, quantity: '2' },
      { skuId: 102, quantity: '1.5' },
    ]);
    for (const bad of ['', '101', '101:0', '101:-1', '0:1', '101:1,101:2', '101:abc', '101:1.23456'])
      expect(parseDirectLines(bad)).toBeNull();
  });

  it('points must be a multiple of 10 within the maximum', () => {
    expect(pointsProblem('', 100)).toBeNull();
    expect(pointsProblem('100', 100)).toBeNull();
    expect(pointsProblem('15', 100)).toBe('notMultiple');
    expect(pointsProblem('-10', 100)).toBe('notMultiple');
    expect(pointsProblem('110', 100)).toBe('overMax');
  });

  it('a taxpayer ID is 15, 18 or 20 digits and capital letters', () => {
    expect(isTaxpayerId('91110105MA01ABCD2X')).toBe(true);
    expect(isTaxpayerId('110105123456789')).toBe(true);
    expect(isTaxpayerId('91110105MA01ABCD2X12')).toBe(true);
    expect(isTaxpayerId('91110105ma01abcd2x')).toBe(false);
    expect(isTaxpayerId('9111010512345678')).toBe(false);
  });

  it('an address needs a receiver, a valid phone, a region and 5–50 characters of detail', () => {
    const ok = {
      receiver: '张三',
      phone: '13800000002',
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110105',
      detail: '建国路88号',
    };
    expect(addressProblems(ok)).toEqual({});
    expect(
      addressProblems({ ...ok, receiver: ' ', phone: '2380000000', countyCode: '', detail: '一二三四' }),
    ).toEqual({
      receiver: 'receiverRequired',
      phone: 'phoneInvalid',
      region: 'regionRequired',
      detail: 'detailLength',
    });
    expect(addressProblems({ ...ok, detail: 'x'.repeat(51) }).detail).toBe('detailLength');
  });

  it('a unit invoice needs its name and a valid taxpayer ID; a personal one does not', () => {
    expect(invoiceProblems({ kind: 'electronic', titleType: 'personal', title: '' })).toEqual({});
    expect(invoiceProblems({ kind: 'electronic', titleType: 'unit', title: '', taxpayerId: '123' })).toEqual({
      title: 'unitRequired',
      taxpayerId: 'taxpayerId',
    });
    expect(invoiceProblems({ kind: 'none', titleType: 'unit' })).toEqual({});
  });
});

describe('coupon choice', () => {
  it('a platform coupon replaces the other one, a store coupon the other of its store', () => {
    const coupons = [
      coupon(1, { kind: 1, selected: true }),
      coupon(2, { kind: 1 }),
      coupon(3, { kind: 2, storeId: 7, selected: true }),
      coupon(4, { kind: 2, storeId: 7 }),
      coupon(5, { kind: 2, storeId: 8 }),
      coupon(6, { kind: 3 }),
    ];
    expect(toggleCoupon(coupons, 2)).toEqual([3, 2]);
    expect(toggleCoupon(coupons, 4)).toEqual([1, 4]);
    expect(toggleCoupon(coupons, 5)).toEqual([1, 3, 5]);
    expect(toggleCoupon(coupons, 6)).toEqual([1, 3, 6]);
    expect(toggleCoupon(coupons, 1)).toEqual([3]);
  });
});

describe('checkout machine', () => {
  it('preselects the default address and previews the cart with it', async () => {
    const { env, snap, previews } = harness();
    await env.resolve('loadAddresses', BOOK);
    expect(snap().context.addressId).toBe(2);
    expect(previews()).toEqual([{ addressId: 2, deliveryMethod: 1, points: 0 }]);
    expect(snap().hasTag('previewing')).toBe(true);
  });

  it('a direct purchase previews and submits its own lines', async () => {
    const lines = [{ skuId: 101, quantity: '3' }];
    const { send, previews, placeCalls } = await readyHarness({ kind: 'direct', lines });
    expect(previews()[0]!.lines).toEqual(lines);
    await send({ type: 'order.submit' });
    expect(placeCalls()[0]!.body.lines).toEqual(lines);
  });

  it('every choice that changes money asks the server again; messages and invoice do not', async () => {
    const { send, previews, answerPreview, snap } = await readyHarness();
    await send({ type: 'delivery.select', method: 2 });
    expect(previews().at(-1)).toMatchObject({ deliveryMethod: 2 });
    await answerPreview();
    await send({ type: 'address.select', addressId: 1 });
    expect(previews().at(-1)).toMatchObject({ addressId: 1 });
    await answerPreview();
    await send({ type: 'coupon.toggle', userCouponId: 11 });
    expect(previews().at(-1)).toMatchObject({ userCouponIds: [11] });
    await answerPreview();
    expect(snap().context.preview?.couponAmount).toBe('10.00');
    const count = previews().length;
    await send(
      { type: 'coupon.toggle', userCouponId: 12 },
      { type: 'address.select', addressId: 99 },
      { type: 'message.change', storeId: 7, text: '请工作日送货' },
      { type: 'invoice.edit' },
      { type: 'invoice.change', invoice: { kind: 'none' } },
    );
    expect(previews()).toHaveLength(count);
    expect(snap().context.invoice).toEqual({ kind: 'none' });
  });

  it('points must be a multiple of 10 (积分需为10的整数倍) and at most the maximum before they apply', async () => {
    const { send, previews, snap, answerPreview } = await readyHarness();
    await send({ type: 'points.change', value: '15' });
    expect(connect(snap()).pointsProblem).toBe('notMultiple');
    expect(snap().can({ type: 'points.apply' })).toBe(false);
    expect(snap().can({ type: 'order.submit' })).toBe(false);
    await send({ type: 'points.change', value: '2000' });
    expect(connect(snap()).pointsProblem).toBe('overMax');
    await send({ type: 'points.change', value: '500' }, { type: 'points.apply' });
    expect(connect(snap()).pointsProblem).toBeNull();
    expect(previews().at(-1)).toMatchObject({ points: 500 });
    await answerPreview();
    expect(snap().context.preview?.pointsAmount).toBe('5.00');
  });

  it('the order carries the previewed choices and expects the previewed amount', async () => {
    const { send, placeCalls, answerPreview } = await readyHarness();
    await send({ type: 'coupon.toggle', userCouponId: 11 });
    await answerPreview();
    await send(
      { type: 'message.change', storeId: 7, text: `  ${'留'.repeat(250)}` },
      { type: 'invoice.edit' },
      {
        type: 'invoice.change',
        invoice: { kind: 'electronic', titleType: 'unit', title: '某公司', taxpayerId: '91110105MA01ABCD2X' },
      },
      { type: 'order.submit' },
    );
    const [call] = placeCalls();
    expect(call!.body).toEqual({
      addressId: 2,
      deliveryMethod: 1,
      invoice: { kind: 'electronic', titleType: 'unit', title: '某公司', taxpayerId: '91110105MA01ABCD2X' },
      userCouponIds: [11],
      points: 0,
      messages: [{ storeId: 7, text: '留'.repeat(198) }],
      expectedPayAmount: '200.00',
    });
    expect(call!.idempotencyKey).toMatch(/^[a-f0-9]{32}$/);
  });

  it('an invalid unit invoice is not taken', async () => {
    const { send, snap } = await readyHarness();
    await send(
      { type: 'invoice.edit' },
      {
        type: 'invoice.change',
        invoice: { kind: 'electronic', titleType: 'unit', title: '', taxpayerId: '1' },
      },
    );
    expect(snap().hasTag('invoiceDialog')).toBe(true);
    expect(snap().context.invoice).toMatchObject({ titleType: 'personal' });
  });

  it('a double click submits once', async () => {
    const { send, placeCalls, snap } = await readyHarness();
    await send({ type: 'order.submit' }, { type: 'order.submit' });
    expect(placeCalls()).toHaveLength(1);
    expect(snap().hasTag('submitting')).toBe(true);
  });

  it('a placed order goes to the counter once and forgets the intent', async () => {
    const { send, env, log, snap } = await readyHarness();
    await send({ type: 'order.submit' });
    await env.resolve('placeOrder', placed);
    expect(log.payments).toEqual([placed]);
    expect(log.intents.at(-1)).toBeNull();
    expect(snap().status).toBe('done');
  });

  it('a retry after a lost answer reuses the key; a new choice makes a new one', async () => {
    const { send, env, placeCalls, answerPreview } = await readyHarness();
    await send({ type: 'order.submit' });
    await env.reject('placeOrder', refusal('网络连接失败，请稍后重试', 0));
    await send({ type: 'order.submit' });
    expect(placeCalls()[1]!.idempotencyKey).toBe(placeCalls()[0]!.idempotencyKey);
    await env.reject('placeOrder', refusal('网络连接失败，请稍后重试', 0));
    await send({ type: 'delivery.select', method: 4 });
    await answerPreview();
    await send({ type: 'order.submit' });
    expect(placeCalls()[2]!.idempotencyKey).not.toBe(placeCalls()[0]!.idempotencyKey);
    expect(placeCalls()[2]!.body.expectedPayAmount).toBe('240.00');
  });

  it('a refused order shows the server message and is re-previewed', async () => {
    const { send, env, snap, previews, answerPreview } = await readyHarness();
    await send({ type: 'order.submit' });
    await env.reject('placeOrder', refusal('库存不足', 409));
    expect(snap().context.submitError).toBe('库存不足');
    expect(snap().hasTag('submitError')).toBe(true);
    expect(snap().hasTag('previewing')).toBe(true);
    expect(previews()).toHaveLength(2);
    await answerPreview({ canSubmit: false, message: '库存不足' });
    expect(snap().can({ type: 'order.submit' })).toBe(false);
    expect(connect(snap()).blocked).toEqual({ message: '库存不足' });
  });

  it('订单金额已变化: the new preview is shown and the next submit is a new intent with the new amount', async () => {
    const { send, env, snap, placeCalls, answerPreview } = await readyHarness();
    await send({ type: 'order.submit' });
    await env.reject('placeOrder', refusal('订单金额已变化，请确认后重新提交', 409));
    await answerPreview({}, 5);
    expect(snap().context.preview?.payAmount).toBe('215.00');
    await send({ type: 'order.submit' });
    expect(placeCalls()[1]!.body.expectedPayAmount).toBe('215.00');
    expect(placeCalls()[1]!.idempotencyKey).not.toBe(placeCalls()[0]!.idempotencyKey);
  });

  it('a reload during a submit finds the same key for the same body', async () => {
    const first = await readyHarness();
    await first.send({ type: 'order.submit' });
    const intent = first.log.intents[0]!;
    const second = harness({ kind: 'cart' }, intent);
    await second.env.resolve('loadAddresses', BOOK);
    await second.answerPreview();
    await second.send({ type: 'order.submit' });
    expect(second.placeCalls()[0]!.idempotencyKey).toBe(intent.key);
  });

  it('without an address the order cannot be submitted (请选择收货地址)', async () => {
    const { env, answerPreview, snap } = harness();
    await env.resolve('loadAddresses', { records: [], max: 20 });
    await answerPreview();
    expect(snap().can({ type: 'order.submit' })).toBe(false);
    expect(connect(snap()).blocked).toEqual({ rule: 'addressRequired' });
  });

  it('a new address is saved, the book reloads and the new address is chosen and previewed', async () => {
    const { send, env, snap, previews } = await readyHarness();
    await send({ type: 'address.add' });
    expect(snap().hasTag('addressDialog')).toBe(true);
    const draft = {
      receiver: '李四',
      phone: '13900000000',
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110105',
      detail: '光华路1号',
      isDefault: false,
    };
    await send({ type: 'address.save', draft });
    expect(env.inputs.saveAddress).toEqual([draft]);
    await env.resolve('saveAddress', address(3));
    await env.resolve('loadAddresses', { records: [...BOOK.records, address(3)], max: 20 });
    expect(snap().hasTag('addressDialog')).toBe(false);
    expect(snap().context.addressId).toBe(3);
    expect(previews().at(-1)).toMatchObject({ addressId: 3 });
  });

  it('at the maximum the server refusal (创建的收货地址已达上限) stays in the dialog', async () => {
    const { send, env, snap } = await readyHarness();
    await send({ type: 'address.edit', addressId: 1 });
    expect(snap().context.editing?.id).toBe(1);
    await send({ type: 'address.cancel' }, { type: 'address.add' });
    expect(snap().context.editing).toBeNull();
    const { id: _id, townCode: _town, regionName: _name, ...draft } = address(4);
    await send({ type: 'address.save', draft });
    await env.reject('saveAddress', refusal('创建的收货地址已达上限', 400));
    expect(snap().hasTag('addressDialog')).toBe(true);
    expect(snap().context.addressError).toBe('创建的收货地址已达上限');
  });

  it('a failed preview can be asked again and blocks the submit meanwhile', async () => {
    const { env, send, snap, answerPreview } = harness();
    await env.resolve('loadAddresses', BOOK);
    await env.reject('previewOrder', refusal('当前地区不支持配送', 400));
    expect(snap().hasTag('previewError')).toBe(true);
    expect(snap().context.previewError).toBe('当前地区不支持配送');
    expect(snap().can({ type: 'order.submit' })).toBe(false);
    await send({ type: 'preview.retry' });
    await answerPreview();
    expect(snap().can({ type: 'order.submit' })).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the shapes of a checkout as answers and choices arrive. Counters stay out: the delivery method
// and the server's price each toggle between two values, so the graph stays small.

type Body = `${1 | 2}-${0 | 1}`;
interface ModelContext {
  delivery: 1 | 2;
  bump: 0 | 1;
  /** The body of the current submit intent (null before the first submit). */
  intent: Body | null;
  /** Whether the last submit is expected to reuse the key of the one before. */
  reuse: boolean | null;
  refusal: '库存不足' | '订单金额已变化，请确认后重新提交' | '网络连接失败，请稍后重试' | null;
}
type ModelEvent =
  | { type: 'addresses.loaded' | 'addresses.fail' | 'checkout.retry' }
  | { type: 'preview.ok' | 'preview.blocked' | 'preview.fail' | 'preview.retry' }
  | { type: 'delivery.toggle' | 'order.submit' }
  | { type: 'place.ok' | 'place.refused' | 'place.amountChanged' | 'place.lost' };

const body = (c: ModelContext): Body => `${c.delivery}-${c.bump}`;

const checkoutModel = setup({
  types: {} as { context: ModelContext; events: ModelEvent },
  actions: {
    submit: assign(({ context }) => ({
      reuse: context.intent === null ? null : context.intent === body(context),
      intent: body(context),
      refusal: null,
    })),
  },
}).createMachine({
  id: 'model',
  context: { delivery: 1, bump: 0, intent: null, reuse: null, refusal: null },
  initial: 'loading',
  states: {
    loading: { on: { 'addresses.loaded': 'previewing', 'addresses.fail': 'failed' } },
    failed: { on: { 'checkout.retry': 'loading' } },
    previewing: {
      on: { 'preview.ok': 'previewed', 'preview.blocked': 'blocked', 'preview.fail': 'stale' },
    },
    previewed: {
      on: {
        'order.submit': { target: 'submitting', actions: 'submit' },
        'delivery.toggle': {
          target: 'previewing',
          actions: assign({ delivery: ({ context }) => (context.delivery === 1 ? 2 : 1), refusal: null }),
        },
      },
    },
    blocked: {},
    stale: { on: { 'preview.retry': 'previewing' } },
    submitting: {
      on: {
        'place.ok': 'done',
        'place.refused': { target: 'previewing', actions: assign({ refusal: '库存不足' }) },
        'place.amountChanged': {
          target: 'previewing',
          actions: assign({
            bump: ({ context }) => (context.bump === 0 ? 1 : 0),
            refusal: '订单金额已变化，请确认后重新提交',
          }),
        },
        'place.lost': { target: 'previewed', actions: assign({ refusal: '网络连接失败，请稍后重试' }) },
      },
    },
    done: { type: 'final' },
  },
});

describe('checkout model', () => {
  const model = createTestModel(checkoutModel);
  // Simple paths run to thousands: the shortest path to each state, extended by each event it takes.
  const paths = transitionCoverPaths(model);

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = harness();
    const { env, send, snap } = h;
    let bump = 0;
    let submits = 0;
    await path.test({
      events: {
        'addresses.loaded': () => env.resolve('loadAddresses', BOOK),
        'addresses.fail': () => env.reject('loadAddresses'),
        'checkout.retry': () => send({ type: 'checkout.retry' }),
        'preview.ok': () => h.answerPreview({}, bump * 5),
        'preview.blocked': () => h.answerPreview({ canSubmit: false, message: '商品无货' }, bump * 5),
        'preview.fail': () => env.reject('previewOrder', refusal('活动太火爆，请稍后再试', 503)),
        'preview.retry': () => send({ type: 'preview.retry' }),
        'delivery.toggle': () =>
          send({ type: 'delivery.select', method: snap().context.deliveryMethod === 1 ? 2 : 1 }),
        'order.submit': () => {
          submits += 1;
          return send({ type: 'order.submit' }, { type: 'order.submit' });
        },
        'place.ok': () => env.resolve('placeOrder', placed),
        'place.refused': () => env.reject('placeOrder', refusal('库存不足', 409)),
        'place.amountChanged': () => {
          bump = 1 - bump;
          return env.reject('placeOrder', refusal('订单金额已变化，请确认后重新提交', 409));
        },
        'place.lost': () => env.reject('placeOrder', refusal('网络连接失败，请稍后重试', 0)),
      },
      states: {
        '*': (state: SnapshotFrom<typeof checkoutModel>) => {
          const s = snap();
          const view = connect(s);
          const calls = h.placeCalls();
          const { refusal: message, reuse } = state.context;
          if (state.matches('loading')) expect(view.isLoading).toBe(true);
          else if (state.matches('failed')) expect(view.loadFailed).toBe(true);
          else if (state.matches('previewing')) {
            expect(view.isPreviewing).toBe(true);
            expect(view.canSubmit).toBe(false);
          } else if (state.matches('previewed')) {
            expect(view.canSubmit).toBe(true);
            expect(s.context.preview?.payAmount).toBe(
              `${200 + state.context.delivery * 10 + state.context.bump * 5}.00`,
            );
          } else if (state.matches('blocked')) {
            expect(view.canSubmit).toBe(false);
            expect(view.blocked).toEqual({ message: '商品无货' });
          } else if (state.matches('stale')) {
            expect(view.previewFailed).toBe(true);
            expect(view.canSubmit).toBe(false);
          } else if (state.matches('submitting')) {
            expect(view.isSubmitting).toBe(true);
            const last = calls.at(-1)!;
            expect(last.body.expectedPayAmount).toBe(s.context.preview!.payAmount);
            expect(last.body.deliveryMethod).toBe(state.context.delivery);
            if (reuse !== null) expect(last.idempotencyKey === calls.at(-2)!.idempotencyKey).toBe(reuse);
          } else if (state.matches('done')) {
            expect(s.status).toBe('done');
            expect(h.log.payments).toEqual([placed]);
          }
          if (message && !state.matches('submitting') && !state.matches('done')) {
            expect(s.context.submitError).toBe(message);
            expect(s.hasTag('submitError')).toBe(true);
          }
          // One call per submit, however often the button was pressed.
          expect(calls.length).toBe(submits);
        },
      },
    });
  });
});
