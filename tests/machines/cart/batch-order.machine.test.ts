import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  batchOrderMachine,
  validLines,
  type BatchOrderEvent,
} from '../../../machines/cart/batch-order.machine.ts';
import type { BatchInputRow, BatchResult, DirectLine, Region } from '../../../machines/cart/cart.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { uncoveredTransitions, untakenDefinitions } from '../support/transition-coverage.ts';

const REGION: Region = { provinceCode: '110000', cityCode: '110100', countyCode: '110105' };

/** The server's answer for rows: SKU 10001 exists with stock, anything else is unknown. */
function answer(rows: BatchInputRow[], commit: boolean): BatchResult {
  const out = rows.map((r, i) => {
    const ok = r.sku === '10001' && /^\d+$/.test(r.quantity) && r.quantity !== '0';
    return {
      row: i + 1,
      sku: r.sku,
      quantity: r.quantity,
      ok,
      message: ok ? '' : r.sku === '10001' ? '请输入正确的商品数量' : '商品不存在',
      skuId: r.sku === '10001' ? 10001 : null,
      name: r.sku === '10001' ? '签字笔' : null,
      price: r.sku === '10001' ? '5.46' : null,
    };
  });
  const valid = out.filter((r) => r.ok).length;
  return { rows: out, validCount: valid, added: commit ? valid : 0 };
}

function harness(loggedIn = true) {
  const env = controllableActors();
  const effects = { login: 0, cartChanged: 0, added: [] as number[], orders: [] as DirectLine[][] };
  const machine = batchOrderMachine.provide({
    actors: { readFile: env.actor('readFile'), validateRows: env.actor('validateRows') },
    actions: {
      requireLogin: () => void effects.login++,
      cartChanged: () => void effects.cartChanged++,
      notifyAdded: (_, { count }) => void effects.added.push(count),
      goToSubmitOrder: (_, { lines }) => void effects.orders.push(lines),
    },
  });
  const actor = createActor(machine, { input: { loggedIn, region: REGION } }).start();
  const send = async (...events: BatchOrderEvent[]) => {
    for (const e of events) actor.send(e);
    await Promise.resolve();
  };
  const validate = () => {
    const inputs = env.inputs.validateRows as Array<{ rows: BatchInputRow[]; commit: boolean }>;
    const last = inputs.at(-1)!;
    return env.resolve('validateRows', answer(last.rows, last.commit));
  };
  return { env, actor, effects, send, validate };
}

describe('batch order machine', () => {
  it('checks pasted rows, each with its own message, then adds the valid ones to the cart', async () => {
    const { actor, env, effects, send, validate } = harness();
    await send(
      { type: 'text.change', text: 'SKU编号\t数量\n10001\t2\n99999,1\n10001 abc' },
      { type: 'rows.check' },
    );
    expect(env.inputs.validateRows).toEqual([
      {
        rows: [
          { sku: '10001', quantity: '2' },
          { sku: '99999', quantity: '1' },
          { sku: '10001', quantity: 'abc' },
        ],
        commit: false,
        region: REGION,
      },
    ]);
    await validate();
    const snap = actor.getSnapshot();
    expect(snap.hasTag('reviewed')).toBe(true);
    expect(snap.context.result?.rows.map((r) => r.message)).toEqual([
      '',
      '商品不存在',
      '请输入正确的商品数量',
    ]);
    await send({ type: 'cart.add' });
    expect((env.inputs.validateRows as Array<{ commit: boolean }>)[1]!.commit).toBe(true);
    await validate();
    expect(actor.getSnapshot().hasTag('added')).toBe(true);
    expect(effects).toMatchObject({ cartChanged: 1, added: [1] });
  });

  it('立即下单 goes to submit-order with the valid rows, a repeated SKU added up', async () => {
    const { effects, send, validate } = harness();
    await send({ type: 'text.change', text: '10001 2\n10001 3\n88888 1' }, { type: 'rows.check' });
    await validate();
    await send({ type: 'order.now' });
    expect(effects.orders).toEqual([[{ skuId: 10001, quantity: '5' }]]);
  });

  it('without a valid row nothing can be added or ordered', async () => {
    const { actor, send, validate } = harness();
    await send({ type: 'text.change', text: '77777 1' }, { type: 'rows.check' });
    await validate();
    expect(actor.getSnapshot().can({ type: 'cart.add' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'order.now' })).toBe(false);
  });

  it('refuses an empty text and more than 200 rows before asking the server', async () => {
    const { actor, env, send } = harness();
    await send({ type: 'text.change', text: '  \n\n' }, { type: 'rows.check' });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'empty' });
    const many = Array.from({ length: 201 }, (_, i) => `${10000 + i} 1`).join('\n');
    await send({ type: 'text.change', text: many }, { type: 'rows.check' });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'tooMany', max: 200 });
    expect(env.inputs.validateRows).toBeUndefined();
  });

  it('an uploaded file fills the text box and is checked at once; an unreadable file says so', async () => {
    const { actor, env, send } = harness();
    await send({ type: 'file.choose', file: { name: 'rows.xlsx', size: 10 } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await env.resolve('readFile', [{ sku: '10001', quantity: '4' }]);
    expect(actor.getSnapshot().context.text).toBe('10001\t4');
    expect(env.isPending('validateRows')).toBe(true);

    const other = harness();
    await other.send({ type: 'file.choose', file: { name: 'old.xls', size: 10 } });
    await other.env.reject('readFile');
    expect(other.actor.getSnapshot().context.notice).toEqual({ kind: 'badFile', name: 'old.xls' });
  });

  it('editing the rows after a check asks for a new check', async () => {
    const { actor, send, validate } = harness();
    await send({ type: 'text.change', text: '10001 1' }, { type: 'rows.check' });
    await validate();
    await send({ type: 'text.change', text: '10001 2' });
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(actor.getSnapshot().can({ type: 'cart.add' })).toBe(false);
  });

  it('an anonymous visitor is asked to log in', async () => {
    const { env, effects, send } = harness(false);
    await send({ type: 'text.change', text: '10001 1' }, { type: 'rows.check' });
    expect(effects.login).toBe(1);
    expect(env.inputs.validateRows).toBeUndefined();
  });

  it('validLines keeps the valid rows only', () => {
    expect(validLines(answer([{ sku: '10001', quantity: '0' }], false))).toEqual([]);
    expect(validLines(null)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: typing, checking, the server's answers, adding and ordering.

type ModelEvent = {
  type:
    | 'rows.typeValid'
    | 'rows.typeInvalid'
    | 'text.clear'
    | 'rows.check'
    | 'file.choose'
    | 'file.reads'
    | 'file.fails'
    | 'server.answers'
    | 'server.fails'
    | 'cart.add'
    | 'order.now';
};

const batchModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'batchModel',
  initial: 'blank',
  states: {
    blank: {
      on: {
        'rows.typeValid': 'typedValid',
        'rows.typeInvalid': 'typedInvalid',
        'rows.check': 'blankRefused',
        'file.choose': 'reading',
      },
    },
    blankRefused: { on: { 'rows.typeValid': 'typedValid' } },
    typedValid: { on: { 'rows.check': 'checkingValid', 'text.clear': 'blank' } },
    typedInvalid: { on: { 'rows.check': 'checkingInvalid' } },
    reading: { on: { 'file.reads': 'checkingValid', 'file.fails': 'fileRefused' } },
    fileRefused: { on: { 'rows.typeValid': 'typedValid' } },
    checkingValid: { on: { 'server.answers': 'reviewedValid', 'server.fails': 'checkFailed' } },
    checkingInvalid: { on: { 'server.answers': 'reviewedInvalid' } },
    checkFailed: { on: { 'rows.check': 'checkingValid' } },
    reviewedValid: {
      on: { 'cart.add': 'adding', 'order.now': 'leaving', 'rows.typeInvalid': 'typedInvalid' },
    },
    reviewedInvalid: { on: { 'rows.typeValid': 'typedValid' } },
    adding: { on: { 'server.answers': 'added', 'server.fails': 'addFailed' } },
    addFailed: { on: { 'cart.add': 'adding' } },
    added: { on: { 'rows.check': 'checkingValid' } },
    leaving: {},
  },
});

describe('batch order model', () => {
  const model = createTestModel(batchModel);
  // Every simple path (under two hundred): each order of the buyer's steps once.
  const paths = model.getSimplePaths();

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { actor, env, effects, send, validate } = harness();
    await path.test({
      events: {
        'rows.typeValid': () => send({ type: 'text.change', text: '10001\t2\n99999 1' }),
        'rows.typeInvalid': () => send({ type: 'text.change', text: '99999 1' }),
        'text.clear': () => send({ type: 'text.change', text: '' }),
        'rows.check': () => send({ type: 'rows.check' }),
        'file.choose': () => send({ type: 'file.choose', file: { name: 'rows.csv', size: 20 } }),
        'file.reads': () => env.resolve('readFile', [{ sku: '10001', quantity: '3' }]),
        'file.fails': () => env.reject('readFile'),
        'server.answers': () => validate(),
        'server.fails': () => env.reject('validateRows', new Error('网络异常')),
        'cart.add': () => send({ type: 'cart.add' }),
        'order.now': () => send({ type: 'order.now' }),
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          const name = String(state.value);
          expect(effects.orders.length).toBe(name === 'leaving' ? 1 : 0);
          expect(s.hasTag('added')).toBe(name === 'added');
          expect(s.hasTag('reviewed')).toBe(name.startsWith('reviewed') || name === 'addFailed');
          if (['reading', 'checkingValid', 'checkingInvalid', 'adding', 'leaving'].includes(name)) {
            expect(s.hasTag('busy')).toBe(true);
          } else {
            expect(s.hasTag('busy')).toBe(false);
          }
          if (name === 'blankRefused') expect(s.context.notice).toEqual({ kind: 'empty' });
          if (name === 'fileRefused') expect(s.context.notice).toEqual({ kind: 'badFile', name: 'rows.csv' });
          if (name === 'checkFailed' || name === 'addFailed')
            expect(s.context.notice).toEqual({ kind: 'server', message: '网络异常' });
          if (name === 'reviewedValid') expect(s.can({ type: 'cart.add' })).toBe(true);
          if (name === 'reviewedInvalid') {
            expect(s.can({ type: 'cart.add' })).toBe(false);
            expect(s.context.result?.rows[0]?.message).toBe('商品不存在');
          }
          if (name === 'added') expect(effects.added).toEqual([1]);
        },
      },
    });
  });
});
