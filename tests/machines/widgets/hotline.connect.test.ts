import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/widgets/hotline.connect.ts';
import { hotlineMachine, type HotlineEntry } from '../../../machines/widgets/hotline.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const line = (id: number, isSupplier: 0 | 1): HotlineEntry => ({
  id,
  lineBidderName: `线路${id}`,
  contactName: '张三',
  linePhone: '4000000000',
  isSupplier,
});

function harness() {
  const env = controllableActors();
  const machine = hotlineMachine.provide({ actors: { loadHotlines: env.actor('loadHotlines') } });
  const actor = createActor(machine).start();
  return { env, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('hotline connect', () => {
  it('opens loading, then groups supplier lines before operator lines', async () => {
    const { api, env } = harness();
    expect(api()).toMatchObject({ isOpen: false, groups: [] });
    api().toggle();
    expect(api()).toMatchObject({ isOpen: true, isLoading: true, groups: [] });
    await env.resolve('loadHotlines', [line(1, 0), line(2, 1), line(3, 0)]);
    expect(api().groups).toEqual([
      { key: 'supplierLines', lines: [line(2, 1)] },
      { key: 'operatorLines', lines: [line(1, 0), line(3, 0)] },
    ]);
    api().close();
    expect(api().isOpen).toBe(false);
  });

  it('leaves out a group without lines', async () => {
    const { api, env } = harness();
    api().toggle();
    await env.resolve('loadHotlines', [line(1, 0)]);
    expect(api().groups.map((g) => g.key)).toEqual(['operatorLines']);
  });

  it('offers a retry after a failed load', async () => {
    const { api, env } = harness();
    api().toggle();
    await env.reject('loadHotlines');
    expect(api()).toMatchObject({ isOpen: true, loadFailed: true, groups: [] });
    api().retry();
    expect(api().isLoading).toBe(true);
  });
});
