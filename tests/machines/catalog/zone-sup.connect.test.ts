import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/zone-sup.connect.ts';
import { zoneSupMachine, type ZoneSupData } from '../../../machines/catalog/zone-sup.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { supplier } from './connect-fixtures.ts';

const banners: ZoneSupData['banners'] = [
  { id: 1, title: '合作供应商招募中', imgUrl: '/b', linkUrl: '/zone-sup', position: 2, sort: 1 },
];

/** The supplier zone with a loader the test answers, and the view's API. */
function zone() {
  const env = controllableActors();
  const machine = zoneSupMachine.provide({
    actors: { loadSupZone: env.actor<ZoneSupData, { zoneId: number | null }>('loadSupZone') },
  });
  const actor = createActor(machine, { input: { zoneId: null } }).start();
  return { env, view: () => connect(actor.getSnapshot(), actor.send) };
}

describe('supplier zone view API', () => {
  it('offers 全部 and each province of the suppliers, narrowing the list to the chosen one', async () => {
    const { env, view } = zone();
    expect(view()).toMatchObject({ isLoading: true, banners: [], suppliers: [] });
    await env.resolve('loadSupZone', {
      banners,
      suppliers: [supplier(1, '浙江省 宁波市'), supplier(2, '上海市 奉贤区'), supplier(3, '浙江省 杭州市')],
    });
    expect(view().areas).toEqual([
      { area: null, selected: true },
      { area: '浙江省', selected: false },
      { area: '上海市', selected: false },
    ]);
    expect(view().suppliers).toHaveLength(3);

    view().selectArea('浙江省');
    expect(
      view()
        .areas.filter((a) => a.selected)
        .map((a) => a.area),
    ).toEqual(['浙江省']);
    expect(view().suppliers.map((s) => s.supplierId)).toEqual([1, 3]);
    view().selectArea(null);
    expect(view().suppliers).toHaveLength(3);
  });

  it('still shows the banners of a zone without suppliers', async () => {
    const { env, view } = zone();
    await env.resolve('loadSupZone', { banners, suppliers: [] });
    expect(view()).toMatchObject({ isEmpty: true, banners, suppliers: [] });
  });

  it('offers a retry after a failed load', async () => {
    const { env, view } = zone();
    await env.reject('loadSupZone');
    expect(view()).toMatchObject({ loadFailed: true, isLoading: false });
    view().retry();
    expect(view()).toMatchObject({ loadFailed: false, isLoading: true });
  });
});
