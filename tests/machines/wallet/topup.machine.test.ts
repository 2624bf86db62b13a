import { describe, expect, it } from 'vitest';
import { createActor, setup, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/wallet/topup.connect.ts';
import { topupMachine } from '../../../machines/wallet/topup.machine.ts';
import { topupAmountProblem, type Topup } from '../../../machines/wallet/topup.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const topup = (status: Topup['status'], amount = '100.00'): Topup => ({
  paymentId: 'P0123456789abcdefghijKLMN',
  method: 'alipay',
  amount,
  status,
  qrUrl: status === 'pending' ? 'http://127.0.0.1/__sandbox/pay/P0123456789abcdefghijKLMN' : null,
  qrSvg: status === 'pending' ? '<svg/>' : null,
  expiresAt: '2026-11-28T10:05:00.000Z',
});

function start() {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const credited: Topup[] = [];
  const actor = createActor(
    topupMachine.provide({
      actors: { createTopup: env.actor('createTopup'), pollTopup: env.actor('pollTopup') },
      actions: { toppedUp: (_, { topup: t }) => void credited.push(t) },
    }),
    { clock },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const tick = async () => {
    clock.increment(2000);
    await flush();
  };
  return { env, view, tick, credited, actor };
}

describe('top-up amounts', () => {
  it('takes ¥0.01 to ¥100,000 with at most two decimals', () => {
    expect(['0.01', '1', '99.9', '100000', '100000.00', ' 5 '].map(topupAmountProblem)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(['', '  '].map(topupAmountProblem)).toEqual(['required', 'required']);
    expect(['0', '0.00', '100000.01', '999999'].map(topupAmountProblem)).toEqual([
      'range',
      'range',
      'range',
      'range',
    ]);
    expect(['1.234', '-1', 'abc', '1e3', '.5'].map(topupAmountProblem)).toEqual([
      'format',
      'format',
      'format',
      'format',
      'format',
    ]);
  });
});

describe('top-up machine', () => {
  it('refuses to send an invalid amount', () => {
    const { view, env } = start();
    view().setAmount('0');
    expect(view()).toMatchObject({ problem: 'range', canSubmit: false });
    view().submit();
    expect(env.isPending('createTopup')).toBe(false);
  });

  it('opens the top-up, polls its QR code every 2 s and ends paid once the callback has credited it', async () => {
    const { view, env, tick, credited } = start();
    view().setAmount('100');
    view().setMethod('wechat');
    view().submit();
    expect(view().isBusy).toBe(true);
    const sent = env.inputs.createTopup![0] as { amount: string; method: string; idempotencyKey: string };
    expect(sent).toMatchObject({ amount: '100.00', method: 'wechat' });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await env.resolve('createTopup', topup('pending'));
    expect(view()).toMatchObject({ showsQr: true, isBusy: false });
    expect(env.isPending('pollTopup')).toBe(false);
    await tick();
    await env.resolve('pollTopup', topup('pending'));
    expect(view().showsQr).toBe(true);
    await tick();
    await env.reject('pollTopup', new Error('网络异常'));
    expect(view().showsQr).toBe(true);
    await tick();
    await env.resolve('pollTopup', topup('paid'));
    expect(view()).toMatchObject({ isPaid: true, showsQr: false });
    expect(credited).toHaveLength(1);
    view().again();
    expect(view()).toMatchObject({ isEditing: true, amount: '' });
  });

  it('a retry of the same amount and method keeps the key; a changed amount is a new intent', async () => {
    const { view, env } = start();
    view().setAmount('50');
    view().submit();
    await env.reject('createTopup', new Error('网络异常'));
    expect(view()).toMatchObject({ isEditing: true, error: '网络异常' });
    view().setAmount('50.00');
    view().submit();
    await env.reject('createTopup', new Error('网络异常'));
    view().setAmount('60');
    view().submit();
    const keys = (env.inputs.createTopup as Array<{ idempotencyKey: string }>).map((i) => i.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('an expired or failed QR code closes; cancelling goes back to the form', async () => {
    const { view, env, tick } = start();
    view().setAmount('1');
    view().submit();
    await env.resolve('createTopup', topup('pending', '1.00'));
    view().cancel();
    expect(view()).toMatchObject({ isEditing: true, topup: null });
    view().submit();
    await env.resolve('createTopup', topup('pending', '1.00'));
    await tick();
    await env.resolve('pollTopup', topup('expired', '1.00'));
    expect(view().isClosed).toBe(true);
    view().again();
    expect(view()).toMatchObject({ isEditing: true, amount: '1' });
  });
});

// Model: the member submits a valid or an invalid amount; the request succeeds or fails; the QR code's
// status read at each tick is pending, paid, failed or expired, or the read fails; cancel and again.
type ModelEvent = {
  type:
    | 'submit.valid'
    | 'submit.invalid'
    | 'create.ok'
    | 'create.fails'
    | 'tick.pending'
    | 'tick.paid'
    | 'tick.closed'
    | 'tick.fails'
    | 'cancel'
    | 'again';
};
const topupModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'topupModel',
  initial: 'editing',
  states: {
    editing: { on: { 'submit.valid': 'creating', 'submit.invalid': 'editing' } },
    creating: { on: { 'create.ok': 'scanning', 'create.fails': 'editing' } },
    scanning: {
      on: {
        'tick.pending': 'scanning',
        'tick.fails': 'scanning',
        'tick.paid': 'paid',
        'tick.closed': 'closed',
        cancel: 'editing',
      },
    },
    paid: { on: { again: 'editing' } },
    closed: { on: { again: 'editing' } },
  },
});

describe('top-up model', () => {
  const model = createTestModel(topupModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, view, tick, credited } = start();
    let polls = 0;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'submit.valid':
          view().setAmount('88.8');
          view().submit();
          break;
        case 'submit.invalid':
          view().setAmount('100000.01');
          view().submit();
          expect(env.isPending('createTopup')).toBe(false);
          break;
        case 'create.ok':
          await env.resolve('createTopup', topup('pending', '88.80'));
          break;
        case 'create.fails':
          await env.reject('createTopup', new Error('该支付方式暂不可用'));
          expect(view().error).toBe('该支付方式暂不可用');
          break;
        case 'tick.pending':
        case 'tick.paid':
        case 'tick.closed':
        case 'tick.fails':
          await tick();
          polls += 1;
          if (event.type === 'tick.fails') await env.reject('pollTopup');
          else
            await env.resolve(
              'pollTopup',
              topup(
                event.type === 'tick.pending' ? 'pending' : event.type === 'tick.paid' ? 'paid' : 'failed',
                '88.80',
              ),
            );
          break;
        case 'cancel':
          view().cancel();
          break;
        case 'again':
          view().again();
          break;
      }
      const v = view();
      expect(v.isEditing).toBe(state.matches('editing'));
      expect(v.isBusy).toBe(state.matches('creating'));
      expect(v.showsQr).toBe(state.matches('scanning'));
      expect(v.isPaid).toBe(state.matches('paid'));
      expect(v.isClosed).toBe(state.matches('closed'));
      // Nothing is polled but at a tick of a shown QR code.
      expect(env.isPending('pollTopup')).toBe(false);
    }
    expect((env.inputs.pollTopup ?? []).length).toBe(polls);
    expect(credited.length).toBe(path.steps.filter((s) => s.event.type === 'tick.paid').length);
  });
});
