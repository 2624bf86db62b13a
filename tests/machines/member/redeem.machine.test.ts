import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { PointsGoods, Redemption } from '../../../machines/member/member.types.ts';
import { connect } from '../../../machines/member/redeem.connect.ts';
import { redeemMachine } from '../../../machines/member/redeem.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const goods = (kind: PointsGoods['kind'], extra: Partial<PointsGoods> = {}): PointsGoods => ({
  goodsId: kind === 'goods' ? 1 : 2,
  kind,
  name: kind === 'goods' ? '积分好礼' : '积分兑换券 满50减10',
  mainImg: '',
  points: 500,
  stock: 10,
  redeemed: 0,
  perUserLimit: 3,
  mine: 1,
  state: 'available',
  skuId: kind === 'goods' ? 9 : null,
  marketPrice: kind === 'goods' ? '59.00' : null,
  couponId: kind === 'coupon' ? 7 : null,
  threshold: kind === 'coupon' ? '50.00' : null,
  discount: kind === 'coupon' ? '10.00' : null,
  ...extra,
});
const redemption: Redemption = {
  redemptionId: 1,
  kind: 'goods',
  points: 500,
  pointsLeft: 1500,
  orderId: 5,
  orderNo: '2026112812000000000005',
};

function start() {
  const env = controllableActors();
  const redeemed: Redemption[] = [];
  const actor = createActor(
    redeemMachine.provide({
      actors: { redeemGoods: env.actor('redeemGoods') },
      actions: { redeemed: (_, { redemption: r }) => void redeemed.push(r) },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { env, view, redeemed };
}

type Input = { goodsId: number; quantity: number; addressId: number | null; idempotencyKey: string };

describe('redeem machine', () => {
  it('goods need an address; the quantity stays within what is left to the member', async () => {
    const { view, env } = start();
    view().open(goods('goods'), null);
    expect(view()).toMatchObject({ isConfirming: true, canConfirm: false });
    view().confirm();
    expect(env.isPending('redeemGoods')).toBe(false);
    view().setAddress(12);
    view().setQuantity(5);
    expect(view().quantity).toBe(2);
    view().setQuantity(0);
    expect(view().quantity).toBe(1);
    view().confirm();
    expect((env.inputs.redeemGoods as Input[])[0]).toMatchObject({ goodsId: 1, quantity: 1, addressId: 12 });
  });

  it('a refusal shows its reason and a new attempt is a new redemption', async () => {
    const { view, env, redeemed } = start();
    view().open(goods('coupon'), null);
    view().confirm();
    await env.reject('redeemGoods', new Error('积分不足，当前积分：20'));
    expect(view()).toMatchObject({ isConfirming: true, error: '积分不足，当前积分：20' });
    view().confirm();
    await env.resolve('redeemGoods', { ...redemption, kind: 'coupon', orderId: null, orderNo: null });
    expect(view().isDone).toBe(true);
    const keys = (env.inputs.redeemGoods as Input[]).map((i) => i.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
    expect(redeemed).toHaveLength(1);
    view().close();
    expect(view().isOpen).toBe(false);
  });
});

// Model: open goods (with or without an address) or a coupon; confirm when ready; the redemption
// succeeds or is refused; close.
type ModelEvent = {
  type: 'open.ready' | 'open.noAddress' | 'address' | 'confirm' | 'ok' | 'refused' | 'close';
};
const redeemModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'redeemModel',
  initial: 'closed',
  states: {
    closed: { on: { 'open.ready': 'ready', 'open.noAddress': 'needsAddress' } },
    needsAddress: { on: { address: 'ready', close: 'closed' } },
    ready: { on: { confirm: 'redeeming', close: 'closed' } },
    redeeming: { on: { ok: 'done', refused: 'ready' } },
    done: { on: { close: 'closed' } },
  },
});

describe('redeem model', () => {
  const model = createTestModel(redeemModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, view, redeemed } = start();
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'open.ready':
          view().open(goods('goods'), 3);
          break;
        case 'open.noAddress':
          view().open(goods('goods'), null);
          view().confirm();
          expect(env.isPending('redeemGoods')).toBe(false);
          break;
        case 'address':
          view().setAddress(4);
          break;
        case 'confirm':
          view().confirm();
          break;
        case 'ok':
          await env.resolve('redeemGoods', redemption);
          break;
        case 'refused':
          await env.reject('redeemGoods', new Error('已兑完'));
          expect(view().error).toBe('已兑完');
          break;
        case 'close':
          view().close();
          break;
      }
      const v = view();
      expect(v.isOpen).toBe(!state.matches('closed'));
      expect(v.isConfirming).toBe(state.matches('ready') || state.matches('needsAddress'));
      expect(v.canConfirm).toBe(state.matches('ready'));
      expect(v.isBusy).toBe(state.matches('redeeming'));
      expect(v.isDone).toBe(state.matches('done'));
    }
    expect(redeemed.length).toBe(path.steps.filter((s) => s.event.type === 'ok').length);
  });
});
