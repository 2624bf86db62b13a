import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/shared/resource.connect.ts';
import { resourceMachine } from '../../../machines/shared/resource.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

interface Thing {
  id: string;
  content: string;
}
const THING: Thing = { id: '42', content: '纸张很白 📄' };

function harness(id: string | null = '42') {
  const env = controllableActors();
  const machine = resourceMachine.provide({ actors: { load: env.actor('load') } });
  const actor = createActor(machine, { input: { id } }).start();
  const api = () => connect<Thing>(actor.getSnapshot(), actor.send);
  const loads = () => env.inputs.load ?? [];
  return { env, api, loads };
}

describe('resource machine', () => {
  it('loads the thing by its id, then shows it', async () => {
    const { env, api, loads } = harness();
    expect(loads()).toEqual([{ id: '42' }]);
    expect(api()).toMatchObject({ isLoading: true, isNotFound: false, loadFailed: false, value: null });
    await env.resolve('load', THING);
    expect(api()).toEqual({
      isLoading: false,
      isNotFound: false,
      loadFailed: false,
      error: null,
      retry: expect.any(Function),
      value: THING,
    });
  });

  it('no id: not found without asking', () => {
    const { env, api, loads } = harness(null);
    expect(loads()).toEqual([]);
    expect(env.isPending('load')).toBe(false);
    expect(api()).toMatchObject({ isLoading: false, isNotFound: true, loadFailed: false, value: null });
  });

  it('an empty id is still asked about', () => {
    expect(harness('').loads()).toEqual([{ id: '' }]);
  });

  it('a null answer is not found', async () => {
    const { env, api } = harness();
    await env.resolve('load', null);
    expect(api()).toMatchObject({ isLoading: false, isNotFound: true, loadFailed: false, value: null });
  });

  it('a failed load says why and retries', async () => {
    const { env, api, loads } = harness();
    await env.reject('load', new Error('网络连接失败'));
    expect(api()).toMatchObject({
      isLoading: false,
      loadFailed: true,
      isNotFound: false,
      error: '网络连接失败',
    });
    api().retry();
    await flush();
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, error: null });
    expect(loads()).toEqual([{ id: '42' }, { id: '42' }]);
    await env.reject('load', {});
    expect(api().error).toBe('网络异常');
    api().retry();
    await flush();
    await env.resolve('load', THING);
    expect(api()).toMatchObject({ loadFailed: false, error: null, value: THING });
  });

  it('retry is only for a failed load', async () => {
    for (const id of ['42', null]) {
      const { env, api, loads } = harness(id);
      if (id) await env.resolve('load', THING);
      api().retry();
      await flush();
      expect(loads()).toHaveLength(id ? 1 : 0);
    }
  });
});
