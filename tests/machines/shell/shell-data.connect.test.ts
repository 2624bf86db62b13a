import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/shell/shell-data.connect.ts';
import { shellDataMachine, type ShellData } from '../../../machines/shell/shell-data.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const DATA: ShellData = {
  categories: [],
  zones: [],
  hotWords: { goods: ['手机'], store: ['五金店'] },
  purchaseEnabled: true,
  batchOrderEnabled: false,
};

function harness() {
  const env = controllableActors();
  const machine = shellDataMachine.provide({ actors: { loadShellData: env.actor('loadShellData') } });
  const actor = createActor(machine, { input: { shopId: 'DEMO' } }).start();
  return { env, actor };
}

describe('shell data connect', () => {
  it('has no data while loading, then the data', async () => {
    const { env, actor } = harness();
    expect(connect(actor.getSnapshot())).toMatchObject({ isLoading: true, loadFailed: false, data: null });
    await env.resolve('loadShellData', DATA);
    expect(connect(actor.getSnapshot())).toMatchObject({ isLoading: false, loadFailed: false, data: DATA });
  });

  it('retries a failed load', async () => {
    const { env, actor } = harness();
    await env.reject('loadShellData');
    const api = connect(actor.getSnapshot(), actor.send);
    expect(api).toMatchObject({ isLoading: false, loadFailed: true, data: null });
    api.retry();
    expect(connect(actor.getSnapshot()).isLoading).toBe(true);
    expect(env.inputs.loadShellData).toHaveLength(2);
  });
});
