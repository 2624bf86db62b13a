import { describe, expect, it } from 'vitest';
import { createActor, setup, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { MemberPurchase } from '../../../machines/member/member.types.ts';
import { connect } from '../../../machines/member/membership.connect.ts';
import { membershipMachine } from '../../../machines/member/membership.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const purchase = (
  status: MemberPurchase['status'],
  paymentId = 'P0123456789abcdefghijKLMN',
): MemberPurchase => ({
  paymentId,
  method: 'alipay',
  amount: '49.00',
  status,
  qrUrl: status === 'pending' ? `http://127.0.0.1/__sandbox/pay/${paymentId}` : null,
  qrSvg: status === 'pending' ? '<svg/>' : null,
  expiresAt: '2026-11-28T10:05:00.000Z',
  plan: 'quarter',
  months: 3,
  endsAt: status === 'paid' ? '2027-06-28T10:00:00.000Z' : null,
  paidUntil: status === 'paid' ? '2027-06-28T10:00:00.000Z' : '2027-03-28T10:00:00.000Z',
});

function start() {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const purchased: MemberPurchase[] = [];
  const actor = createActor(
    membershipMachine.provide({
      actors: { createPurchase: env.actor('createPurchase'), pollPurchase: env.actor('pollPurchase') },
      actions: { purchased: (_, { purchase: p }) => void purchased.push(p) },
    }),
    { clock },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const tick = async () => {
    clock.increment(2000);
    await flush();
  };
  return { env, view, tick, purchased };
}

type Input = { plan: string; method: string; idempotencyKey: string };

describe('membership purchase machine', () => {
  it('needs a plan before it opens a payment', () => {
    const { view, env } = start();
    expect(view().canSubmit).toBe(false);
    view().submit();
    expect(env.isPending('createPurchase')).toBe(false);
  });

  it('opens the plan’s payment, polls it every 2 s and ends 开通成功 once the callback extended it', async () => {
    const { view, env, tick, purchased } = start();
    view().choose('quarter');
    view().setMethod('wechat');
    view().submit();
    expect(view().isBusy).toBe(true);
    await env.resolve('createPurchase', purchase('pending'));
    expect(view().showsQr).toBe(true);
    await tick();
    await env.resolve('pollPurchase', purchase('pending'));
    expect(view().showsQr).toBe(true);
    await tick();
    await env.resolve('pollPurchase', purchase('paid'));
    expect(view()).toMatchObject({ isSuccess: true });
    expect(purchased.map((p) => p.endsAt)).toEqual(['2027-06-28T10:00:00.000Z']);
    const [input] = env.inputs.createPurchase as Input[];
    expect(input).toMatchObject({ plan: 'quarter', method: 'wechat' });
  });

  it('a refused request keeps the key for a retry of the same plan; a changed plan is a new key', async () => {
    const { view, env } = start();
    view().choose('month');
    view().submit();
    await env.reject('createPurchase', new Error('该支付方式暂不可用'));
    expect(view()).toMatchObject({ isChoosing: true, error: '该支付方式暂不可用' });
    view().submit();
    await env.reject('createPurchase', new Error('网络异常'));
    view().choose('year');
    view().submit();
    const keys = (env.inputs.createPurchase as Input[]).map((i) => i.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('开通失败 retries the same plan with a new payment, or goes back to the plans', async () => {
    const { view, env, tick } = start();
    view().choose('year');
    view().submit();
    await env.resolve('createPurchase', purchase('pending'));
    await tick();
    await env.resolve('pollPurchase', purchase('failed'));
    expect(view().isFailure).toBe(true);
    view().retry();
    expect(view().isBusy).toBe(true);
    const keys = (env.inputs.createPurchase as Input[]).map((i) => i.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
    await env.resolve('createPurchase', purchase('pending', 'P0123456789abcdefghijKLMX'));
    await tick();
    await env.resolve('pollPurchase', purchase('expired'));
    view().again();
    expect(view()).toMatchObject({ isChoosing: true, purchase: null, plan: 'year' });
  });
});

// Model: choose a plan and submit (or submit without one); the request succeeds or fails; each tick
// reads pending, paid, failed/expired, or fails; cancel, retry after a failure, again after an ending.
type ModelEvent = {
  type:
    | 'submit.plan'
    | 'submit.none'
    | 'create.ok'
    | 'create.fails'
    | 'tick.pending'
    | 'tick.paid'
    | 'tick.closed'
    | 'tick.fails'
    | 'cancel'
    | 'retry'
    | 'again';
};
const membershipModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'membershipModel',
  initial: 'choosing',
  states: {
    choosing: { on: { 'submit.plan': 'creating', 'submit.none': 'choosing' } },
    creating: { on: { 'create.ok': 'scanning', 'create.fails': 'choosing' } },
    scanning: {
      on: {
        'tick.pending': 'scanning',
        'tick.fails': 'scanning',
        'tick.paid': 'success',
        'tick.closed': 'failure',
        cancel: 'choosing',
      },
    },
    success: { on: { again: 'choosing' } },
    failure: { on: { retry: 'creating', again: 'choosing' } },
  },
});

describe('membership purchase model', () => {
  const model = createTestModel(membershipModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, view, tick, purchased } = start();
    let polls = 0;
    let chosen = false;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'submit.plan':
          view().choose('quarter');
          chosen = true;
          view().submit();
          break;
        case 'submit.none':
          view().submit();
          // Without a plan nothing is opened; once a plan was chosen, it stays chosen.
          if (!chosen) expect(env.isPending('createPurchase')).toBe(false);
          else await env.reject('createPurchase');
          break;
        case 'create.ok':
          await env.resolve('createPurchase', purchase('pending'));
          break;
        case 'create.fails':
          await env.reject('createPurchase', new Error('该支付方式暂不可用'));
          expect(view().error).toBe('该支付方式暂不可用');
          break;
        case 'tick.pending':
        case 'tick.paid':
        case 'tick.closed':
        case 'tick.fails':
          await tick();
          polls += 1;
          if (event.type === 'tick.fails') await env.reject('pollPurchase');
          else
            await env.resolve(
              'pollPurchase',
              purchase(
                event.type === 'tick.pending' ? 'pending' : event.type === 'tick.paid' ? 'paid' : 'failed',
              ),
            );
          break;
        case 'cancel':
          view().cancel();
          break;
        case 'retry':
          view().retry();
          break;
        case 'again':
          view().again();
          break;
      }
      const v = view();
      expect(v.isChoosing).toBe(state.matches('choosing'));
      expect(v.isBusy).toBe(state.matches('creating'));
      expect(v.showsQr).toBe(state.matches('scanning'));
      expect(v.isSuccess).toBe(state.matches('success'));
      expect(v.isFailure).toBe(state.matches('failure'));
      expect(env.isPending('pollPurchase')).toBe(false);
    }
    expect((env.inputs.pollPurchase ?? []).length).toBe(polls);
    expect(purchased.length).toBe(path.steps.filter((s) => s.event.type === 'tick.paid').length);
  });
});
