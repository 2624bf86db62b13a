import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CompareItem } from '../../../machines/widgets/compare-panel.machine.ts';
import {
  comparisonResultMachine,
  type ComparisonGroup,
} from '../../../machines/catalog/comparison-result.machine.ts';
import { canAddToComparison, comparisonSearchMachine } from '../../../machines/catalog/comparison.machine.ts';
import type { SkuCard } from '../../../machines/catalog/goods-hall.types.ts';
import {
  compareRows,
  makeComparisonMachine,
  visibleRows,
  type CompareDetail,
} from '../../../machines/catalog/make-comparison.machine.ts';

const sku = (skuId: number): SkuCard => ({
  skuId,
  spuCode: `SPU${skuId}`,
  name: `得力 签字笔 ${skuId}`,
  model: 'S01',
  mainImgUrl: '/i',
  price: '12.50',
  marketPrice: null,
  untaxedPrice: null,
  stock: 5,
  sales: 0,
  storeId: 1,
  storeName: '得力集团官方旗舰店',
  brandId: 7,
  brandName: '得力',
  productType: 1,
  preSale: false,
});
const item = (skuId: number): CompareItem => ({ skuId, name: `商品${skuId}`, mainImgUrl: '/i' });

function search(initial: CompareItem[]) {
  let list = [...initial];
  const keywords: string[] = [];
  const machine = comparisonSearchMachine.provide({
    actors: {
      searchGoods: fromPromise(async ({ input }) => {
        keywords.push(input.keyword);
        return input.keyword === '无'
          ? { records: [], total: 0 }
          : { records: [1, 2, 3, 4, 5].map(sku), total: 5 };
      }),
      loadCompareList: fromPromise(async () => list),
      addCompareItem: fromPromise(async ({ input }) => (list = [...list, item(input.skuId)])),
      removeCompareItem: fromPromise(
        async ({ input }) => (list = list.filter((i) => i.skuId !== input.skuId)),
      ),
    },
  });
  return { actor: createActor(machine).start(), keywords };
}

describe('comparison search machine', () => {
  it('adds goods up to four and never a fifth or a listed one', async () => {
    const { actor } = search([item(1), item(2)]);
    await waitFor(actor, (s) => s.matches({ list: 'ready', search: 'results' }));
    expect(actor.getSnapshot().can({ type: 'compare.add', skuId: 1 })).toBe(false);
    actor.send({ type: 'compare.add', skuId: 3 });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.items.length === 3);
    actor.send({ type: 'compare.add', skuId: 4 });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.items.length === 4);
    expect(actor.getSnapshot().can({ type: 'compare.add', skuId: 5 })).toBe(false);
    actor.send({ type: 'compare.remove', skuId: 1 });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.items.length === 3);
    expect(actor.getSnapshot().can({ type: 'compare.add', skuId: 5 })).toBe(true);
  });

  it('searches the trimmed keyword on submit and shows 暂无数据 when nothing matches', async () => {
    const { actor, keywords } = search([]);
    await waitFor(actor, (s) => s.matches({ search: 'results' }));
    actor.send({ type: 'keyword.change', value: ' 无 ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.hasTag('empty'));
    expect(keywords).toEqual(['', '无']);
  });

  it('canAddToComparison allows at most four distinct goods', () => {
    expect(canAddToComparison([item(1), item(2), item(3)], 4)).toBe(true);
    expect(canAddToComparison([item(1), item(2), item(3), item(4)], 5)).toBe(false);
    expect(canAddToComparison([item(1)], 1)).toBe(false);
  });
});

const detail = (skuId: number, price: string | null, colour: string): CompareDetail => ({
  skuId,
  name: `签字笔 ${skuId}`,
  mainImgUrl: '/i',
  price,
  brandName: '得力',
  model: 'S01',
  unit: '盒',
  storeId: 1,
  storeName: '得力集团官方旗舰店',
  stock: 10,
  specs: [
    { name: '规格', value: '0.5mm' },
    { name: '颜色', value: colour },
  ],
});

describe('make-comparison machine', () => {
  it('marks the rows whose values differ and toggles 只看不同', async () => {
    const details = [detail(1, '12.50', '黑色'), detail(2, '12.50', '蓝色')];
    const rows = compareRows(details);
    expect(rows.map((r) => r.key)).toEqual([
      'price',
      'brand',
      'model',
      'store',
      'stock',
      'spec:规格',
      'spec:颜色',
    ]);
    expect(visibleRows(rows, true).map((r) => r.key)).toEqual(['spec:颜色']);
    const actor = createActor(
      makeComparisonMachine.provide({ actors: { loadCompareDetails: fromPromise(async () => details) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('comparing'));
    actor.send({ type: 'diff.toggle' });
    expect(actor.getSnapshot().hasTag('onlyDiff')).toBe(true);
    actor.send({ type: 'diff.toggle' });
    expect(actor.getSnapshot().hasTag('onlyDiff')).toBe(false);
  });

  it('a spec only one product has differs, shown as missing for the other', () => {
    const a = detail(1, null, '黑色');
    const b = { ...detail(2, '3.00', '黑色'), specs: [{ name: '规格', value: '0.5mm' }] };
    const rows = compareRows([a, b]);
    expect(rows.find((r) => r.key === 'spec:颜色')).toMatchObject({ values: ['黑色', null], differs: true });
    expect(rows.find((r) => r.key === 'price')?.differs).toBe(true);
  });

  it('is empty without compared goods', async () => {
    const actor = createActor(
      makeComparisonMachine.provide({
        actors: { loadCompareDetails: fromPromise(async (): Promise<CompareDetail[]> => []) },
      }),
    ).start();
    const snap = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snap.hasTag('empty')).toBe(true);
    expect(snap.hasTag('error')).toBe(false);
    expect(snap.context.details).toEqual([]);
    // No table, so no 只看不同 to switch.
    expect(snap.matches('comparing')).toBe(false);
    expect(snap.can({ type: 'diff.toggle' })).toBe(false);
  });
});

describe('comparison result machine', () => {
  const group: ComparisonGroup = {
    name: '签字笔',
    mainImgUrl: '/i',
    brandName: '得力',
    model: 'S01',
    lowestPrice: '9.90',
    offers: [{ skuId: 1, storeId: 1, storeName: '甲', price: '9.90', stock: 1, cheapest: true }],
  };
  const start = (zoneId: number, answer: ComparisonGroup[] | null) =>
    createActor(
      comparisonResultMachine.provide({ actors: { loadComparison: fromPromise(async () => answer) } }),
      { input: { zoneId } },
    ).start();

  it('lists the groups of the zone', async () => {
    const snap = await waitFor(start(8, [group]), (s) => s.matches('listing'));
    expect(snap.context.groups).toEqual([group]);
  });

  it('is unavailable without a zone id or for a refused zone, and empty without goods', async () => {
    expect(start(Number.NaN, []).getSnapshot().hasTag('unavailable')).toBe(true);
    await waitFor(start(8, null), (s) => s.hasTag('unavailable'));
    await waitFor(start(8, []), (s) => s.hasTag('empty'));
  });
});
