import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/cart/region-picker.connect.ts';
import { regionPickerMachine, type RegionOption } from '../../../machines/cart/region-picker.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const option = (code: string, name: string, level: number, leaf = false): RegionOption => ({
  code,
  name,
  level,
  leaf,
});

const CHILDREN: Record<string, RegionOption[]> = {
  '': [option('110000', '北京市', 1), option('310000', '上海市', 1)],
  '110000': [option('110100', '北京市', 2)],
  '110100': [option('110105', '朝阳区', 3), option('110107', '石景山区', 3)],
  '110107': [],
};

function harness() {
  const env = controllableActors();
  const machine = regionPickerMachine.provide({ actors: { loadChildren: env.actor('loadChildren') } });
  const actor = createActor(machine, { input: {} }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const load = () => {
    const inputs = env.inputs.loadChildren as Array<{ parentCode: string | null }>;
    return env.resolve('loadChildren', CHILDREN[inputs.at(-1)!.parentCode ?? '']);
  };
  return { env, api, load };
}

describe('region picker connect', () => {
  it('shows one level at a time, each asking for a choice until one is made', async () => {
    const { api, load } = harness();
    expect(api().isLoading).toBe(true);
    expect(api().levels).toEqual([]);
    await load();
    expect(api().isLoading).toBe(false);
    expect(api().levels.map((l) => [l.level, l.value, l.needsChoice])).toEqual([[0, '', true]]);
    api().levels[0]!.choose('110000');
    expect(api().isLoading).toBe(true);
    await load();
    expect(api().levels.map((l) => [l.level, l.value, l.needsChoice])).toEqual([
      [0, '110000', false],
      [1, '', true],
    ]);
  });

  it('a level without options (a district without towns) is not shown', async () => {
    const { api, load } = harness();
    await load();
    api().levels[0]!.choose('110000');
    await load();
    api().levels[1]!.choose('110100');
    await load();
    api().levels[2]!.choose('110107');
    await load();
    expect(api().levels.map((l) => l.level)).toEqual([0, 1, 2]);
    expect(api().levels[2]!.value).toBe('110107');
  });

  it('a failed load offers a retry', async () => {
    const { env, api } = harness();
    await env.reject('loadChildren');
    expect(api().loadFailed).toBe(true);
    api().retry();
    expect(api().isLoading).toBe(true);
  });
});
