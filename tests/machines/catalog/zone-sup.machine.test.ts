import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  provinceOf,
  supplierProvinces,
  visibleSuppliers,
  zoneSupMachine,
  type ZoneSupData,
  type ZoneSupplier,
} from '../../../machines/catalog/zone-sup.machine.ts';

const supplier = (supplierId: number, area: string): ZoneSupplier => ({
  supplierId,
  supplierName: `供应商${supplierId}`,
  logo: '/l',
  storeType: 3,
  area,
  description: '',
  skuCount: 10,
});

const data: ZoneSupData = {
  banners: [{ id: 1, title: '合作供应商招募中', imgUrl: '/b', linkUrl: '/zone-sup', position: 2, sort: 1 }],
  suppliers: [supplier(1, '浙江省 宁波市'), supplier(2, '上海市 奉贤区'), supplier(3, '浙江省 杭州市')],
};

function start(answer: ZoneSupData) {
  const asked: Array<number | null> = [];
  const machine = zoneSupMachine.provide({
    actors: {
      loadSupZone: fromPromise(async ({ input }) => {
        asked.push(input.zoneId);
        return answer;
      }),
    },
  });
  return { actor: createActor(machine, { input: { zoneId: 5 } }).start(), asked };
}

describe('supplier zone machine', () => {
  it('lists the suppliers and narrows them by province', async () => {
    const { actor, asked } = start(data);
    const snap = await waitFor(actor, (s) => s.matches('listing'));
    expect(asked).toEqual([5]);
    expect(supplierProvinces(snap.context.data!.suppliers)).toEqual(['浙江省', '上海市']);
    actor.send({ type: 'area.select', area: '浙江省' });
    expect(visibleSuppliers(actor.getSnapshot().context).map((s) => s.supplierId)).toEqual([1, 3]);
    actor.send({ type: 'area.select', area: null });
    expect(visibleSuppliers(actor.getSnapshot().context)).toHaveLength(3);
  });

  it('is empty without suppliers but keeps the banners', async () => {
    const snap = await waitFor(start({ ...data, suppliers: [] }).actor, (s) => s.hasTag('empty'));
    expect(snap.context.data?.banners).toHaveLength(1);
  });

  it('reads the province as the first word of the area', () => {
    expect(provinceOf(' 北京市 海淀区')).toBe('北京市');
    expect(provinceOf('')).toBe('');
  });
});
