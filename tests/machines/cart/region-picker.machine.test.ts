import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  regionPickerMachine,
  regionValueOf,
  type RegionOption,
  type RegionValue,
} from '../../../machines/cart/region-picker.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const option = (code: string, name: string, level: number, leaf = false): RegionOption => ({
  code,
  name,
  level,
  leaf,
});

/** A small country: 朝阳区 has towns, 丰台区 is a leaf, 石景山区 has an empty town list. */
const CHILDREN: Record<string, RegionOption[]> = {
  '': [option('110000', '北京市', 1), option('310000', '上海市', 1)],
  '110000': [option('110100', '北京市', 2)],
  '310000': [option('310100', '上海市', 2)],
  '110100': [
    option('110105', '朝阳区', 3),
    option('110106', '丰台区', 3, true),
    option('110107', '石景山区', 3),
  ],
  '310100': [option('310115', '浦东新区', 3, true)],
  '110105': [option('110105017', '望京街道', 4, true), option('110105001', '建外街道', 4, true)],
  '110107': [],
};

function harness(value: RegionValue | null = null, depth?: 3 | 4) {
  const env = controllableActors();
  const changes: Array<RegionValue | null> = [];
  const completions: RegionValue[] = [];
  const machine = regionPickerMachine.provide({
    actors: { loadChildren: env.actor('loadChildren') },
    actions: {
      changed: (_, { value }) => void changes.push(value),
      completed: (_, { value }) => void completions.push(value),
    },
  });
  const actor = createActor(machine, { input: { value, ...(depth ? { depth } : {}) } }).start();
  const parentCode = () => {
    const inputs = env.inputs.loadChildren as Array<{ parentCode: string | null }>;
    return inputs.at(-1)!.parentCode ?? '';
  };
  const load = () => env.resolve('loadChildren', CHILDREN[parentCode()]);
  const choose = async (level: number, code: string) => {
    actor.send({ type: 'region.choose', level, code });
    await Promise.resolve();
  };
  return { env, actor, changes, completions, load, choose };
}

describe('region picker machine', () => {
  it('with depth 3 completes at a district that has towns, and restores such a value', async () => {
    const { actor, load, choose, changes, completions, env } = harness(null, 3);
    await load();
    await choose(0, '110000');
    await load();
    await choose(1, '110100');
    await load();
    await choose(2, '110105');
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    expect(env.isPending('loadChildren')).toBe(false);
    const value = { provinceCode: '110000', cityCode: '110100', countyCode: '110105' };
    expect(completions).toEqual([expect.objectContaining(value)]);
    expect(changes.at(-1)).toEqual(expect.objectContaining(value));

    const restored = harness({ ...value, names: ['北京市', '北京市', '朝阳区'] }, 3);
    for (let level = 0; level < 3; level++) await restored.load();
    expect(restored.actor.getSnapshot().hasTag('complete')).toBe(true);
    expect(restored.actor.getSnapshot().context.chosen.map((o) => o.code)).toEqual([
      '110000',
      '110100',
      '110105',
    ]);
    expect(restored.changes).toEqual([]);
  });

  it('chooses 省, 市, 区 and 镇 level by level and completes at the town', async () => {
    const { actor, load, choose, changes, completions } = harness();
    await load();
    expect(actor.getSnapshot().context.options[0]!.map((o) => o.name)).toEqual(['北京市', '上海市']);
    await choose(0, '110000');
    await load();
    await choose(1, '110100');
    await load();
    await choose(2, '110105');
    await load();
    expect(actor.getSnapshot().hasTag('complete')).toBe(false);
    await choose(3, '110105017');
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    const value = {
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110105',
      townCode: '110105017',
      names: ['北京市', '北京市', '朝阳区', '望京街道'],
    };
    expect(completions).toEqual([value]);
    expect(changes).toEqual([null, null, null, value]);
  });

  it('completes at a leaf district without asking for towns', async () => {
    const { actor, load, choose, completions, env } = harness();
    await load();
    await choose(0, '110000');
    await load();
    await choose(1, '110100');
    await load();
    await choose(2, '110106');
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    expect(env.isPending('loadChildren')).toBe(false);
    expect(completions[0]).toMatchObject({ countyCode: '110106', names: ['北京市', '北京市', '丰台区'] });
    expect(completions[0]!.townCode).toBeUndefined();
  });

  it('completes at a district whose town list is empty', async () => {
    const { actor, load, choose, completions } = harness();
    await load();
    await choose(0, '110000');
    await load();
    await choose(1, '110100');
    await load();
    await choose(2, '110107');
    await load();
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    expect(completions.map((v) => v.countyCode)).toEqual(['110107']);
  });

  it('choosing an upper level again drops the levels below it', async () => {
    const { actor, load, choose } = harness();
    await load();
    await choose(0, '110000');
    await load();
    await choose(1, '110100');
    await load();
    await choose(0, '310000');
    expect(actor.getSnapshot().context.chosen.map((o) => o.code)).toEqual(['310000']);
    expect(actor.getSnapshot().context.options).toHaveLength(1);
    await load();
    expect(actor.getSnapshot().context.options[1]!.map((o) => o.name)).toEqual(['上海市']);
  });

  it('refuses a code that is not offered at that level', async () => {
    const { actor, load, choose } = harness();
    await load();
    await choose(0, '999999');
    await choose(1, '110100');
    expect(actor.getSnapshot().context.chosen).toEqual([]);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });

  it('restores an initial value silently, level by level', async () => {
    const { actor, load, changes, completions, env } = harness({
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110105',
      townCode: '110105017',
      names: [],
    });
    for (let i = 0; i < 4; i++) await load();
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    expect(regionValueOf(actor.getSnapshot().context.chosen)?.names).toEqual([
      '北京市',
      '北京市',
      '朝阳区',
      '望京街道',
    ]);
    expect(env.inputs.loadChildren).toHaveLength(4);
    expect(changes).toEqual([]);
    expect(completions).toEqual([]);
  });

  it('stops restoring at a code no longer offered and lets the buyer choose there', async () => {
    const { actor, load } = harness({
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110199',
      names: [],
    });
    for (let i = 0; i < 3; i++) await load();
    const snap = actor.getSnapshot();
    expect(snap.matches('choosing')).toBe(true);
    expect(snap.context.chosen.map((o) => o.code)).toEqual(['110000', '110100']);
    expect(snap.context.options[2]).toHaveLength(3);
  });

  it('a failed level can be retried', async () => {
    const { actor, env, load } = harness();
    await env.reject('loadChildren');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'region.retry' });
    await load();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the buyer's choices and the loader's answers, level by level (l0 provinces … l3 towns).

type ModelEvent = {
  type:
    | 'children.load'
    | 'load.fail'
    | 'retry'
    | 'province.choose'
    | 'city.choose'
    | 'county.chooseWithTowns'
    | 'county.chooseLeaf'
    | 'county.chooseWithoutTowns'
    | 'town.choose';
};

const loading = (loaded: string, failed: string, extra: Record<string, string> = {}) => ({
  on: { 'children.load': loaded, 'load.fail': failed, ...extra },
});

const regionModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'regionModel',
  initial: 'l0Loading',
  states: {
    l0Loading: loading('l0Choosing', 'l0Failed'),
    l0Failed: { on: { retry: 'l0Loading' } },
    l0Choosing: { on: { 'province.choose': 'l1Loading' } },
    l1Loading: loading('l1Choosing', 'l1Failed', { 'province.choose': 'l1Loading' }),
    l1Failed: { on: { retry: 'l1Loading', 'province.choose': 'l1Loading' } },
    l1Choosing: { on: { 'city.choose': 'l2Loading', 'province.choose': 'l1Loading' } },
    l2Loading: loading('l2Choosing', 'l2Failed'),
    l2Failed: { on: { retry: 'l2Loading' } },
    l2Choosing: {
      on: {
        'county.chooseWithTowns': 'l3Loading',
        'county.chooseLeaf': 'complete',
        'county.chooseWithoutTowns': 'l3LoadingEmpty',
        'city.choose': 'l2Loading',
        'province.choose': 'l1Loading',
      },
    },
    l3Loading: loading('l3Choosing', 'l3Failed', { 'county.chooseLeaf': 'complete' }),
    l3Failed: { on: { retry: 'l3Loading' } },
    l3LoadingEmpty: { on: { 'children.load': 'complete' } },
    l3Choosing: { on: { 'town.choose': 'complete', 'county.chooseLeaf': 'complete' } },
    complete: {
      on: {
        'province.choose': 'l1Loading',
        'county.chooseWithTowns': 'l3Loading',
      },
    },
  },
});

describe('region picker model', () => {
  const model = createTestModel(regionModel);
  // Simple paths number 1,640: the shortest path to each state, extended by each event it takes.
  const paths = transitionCoverPaths(model);

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { actor, env, load, choose, changes, completions } = harness();
    let choices = 0;
    const chose = async (level: number, code: string) => {
      choices++;
      await choose(level, code);
    };
    await path.test({
      events: {
        'children.load': () => load(),
        'load.fail': () => env.reject('loadChildren'),
        retry: () => void actor.send({ type: 'region.retry' }),
        'province.choose': () => chose(0, '110000'),
        'city.choose': () => chose(1, '110100'),
        'county.chooseWithTowns': () => chose(2, '110105'),
        'county.chooseLeaf': () => chose(2, '110106'),
        'county.chooseWithoutTowns': () => chose(2, '110107'),
        'town.choose': () => chose(3, '110105017'),
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          const name = String(state.value);
          const level = Number(name[1]);
          if (name === 'complete') {
            expect(s.hasTag('complete')).toBe(true);
            expect(completions.at(-1)).toEqual(regionValueOf(s.context.chosen));
            expect(changes.at(-1)).toEqual(completions.at(-1));
            return;
          }
          expect(s.hasTag('complete')).toBe(false);
          expect(s.context.chosen).toHaveLength(level);
          if (choices > 0) expect(changes.at(-1)).toBeNull();
          if (name.endsWith('Loading') || name.endsWith('LoadingEmpty')) {
            expect(s.hasTag('loading')).toBe(true);
            expect(env.isPending('loadChildren')).toBe(true);
          } else if (name.endsWith('Failed')) {
            expect(s.hasTag('error')).toBe(true);
          } else {
            expect(s.matches('choosing')).toBe(true);
            expect(s.context.options[level]!.length).toBeGreaterThan(0);
          }
        },
      },
    });
  });
});
