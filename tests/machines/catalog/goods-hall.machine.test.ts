import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { goodsHallMachine, type SyncUrlParams } from '../../../machines/catalog/goods-hall.machine.ts';
import {
  categoryLevelQuery,
  goodsRequest,
  hallHref,
  hallSearch,
  parseHallQuery,
  type GoodsHallQuery,
  type GoodsPage,
  type SkuCard,
} from '../../../machines/catalog/goods-hall.types.ts';

const sku = (skuId: number): SkuCard => ({
  skuId,
  spuCode: `SPU${skuId}`,
  name: `签字笔 ${skuId}`,
  model: 'M',
  mainImgUrl: '/img',
  price: '1.00',
  marketPrice: '2.00',
  untaxedPrice: '0.88',
  stock: 10,
  sales: 1,
  storeId: 1,
  storeName: '店',
  brandId: 1,
  brandName: '晨光',
  productType: 1,
  preSale: false,
});

const page = (total: number, count = Math.min(total, 20)): GoodsPage => ({
  records: Array.from({ length: count }, (_, i) => sku(i + 1)),
  total,
  capped: false,
  facets: { brands: [{ brandId: 1, brandName: '晨光', count: total }], categoryPath: [] },
});

/** The hall with a fake loader answering `answer(query)` and a recorded `syncUrl`. */
function hall(search: string, answer: (q: GoodsHallQuery) => GoodsPage | Error = () => page(45)) {
  const loads: GoodsHallQuery[] = [];
  const synced: SyncUrlParams[] = [];
  const machine = goodsHallMachine.provide({
    actors: {
      loadGoods: fromPromise(async ({ input }) => {
        loads.push(input.query);
        const out = answer(input.query);
        if (out instanceof Error) throw out;
        return out;
      }),
    },
    actions: { syncUrl: (_, params) => void synced.push(params) },
  });
  const actor = createActor(machine, { input: { query: parseHallQuery(search) } }).start();
  return { actor, loads, synced };
}

const listed = (actor: ReturnType<typeof hall>['actor']) =>
  waitFor(actor, (s) => s.matches({ results: 'listing' }) || s.matches({ results: 'empty' }));

describe('goods hall query', () => {
  it('round-trips the URL: parsing the canonical search gives the same query', () => {
    const search =
      '?pn=签字笔&cpid=1&cpName=办公用品&cid=2&cName=书写工具&brand=6,2&priceMin=1.5&priceMax=20&inStock=1&sort=priceAsc&page=3';
    const query = parseHallQuery(search);
    expect(query).toMatchObject({ pn: '签字笔', cpid: 1, cid: 2, brand: [2, 6], sort: 'priceAsc', page: 3 });
    expect(parseHallQuery(hallSearch(query))).toEqual(query);
  });

  it('drops malformed values instead of sending them to the server', () => {
    const query = parseHallQuery('?cpid=abc&priceMin=1e5&sort=cheap&page=-2&brand=x,3');
    expect(query).toMatchObject({ cpid: null, priceMin: '', sort: 'relevance', page: 1, brand: [3] });
    expect(goodsRequest(query)).toEqual({ brandIds: [3], sort: 'relevance', current: 1, size: 20 });
  });

  it('a breadcrumb level keeps the keyword and the categories above it', () => {
    const query = parseHallQuery(
      '?pn=笔&cpid=1&cpName=办公用品&cid=2&cName=书写工具&thCid=3&thCName=签字笔&brand=2',
    );
    expect(hallSearch(categoryLevelQuery(query, 2))).toBe(
      `?${new URLSearchParams({ pn: '笔', cpid: '1', cpName: '办公用品', cid: '2', cName: '书写工具' })}`,
    );
    expect(hallSearch(categoryLevelQuery(query, 0))).toBe('?pn=%E7%AC%94');
  });
});

describe('welfare hall query', () => {
  it('is a welfare query on /welfare/list or with isWelfare=1, and asks the server for welfare goods only', () => {
    expect(parseHallQuery('?pn=茶').welfare).toBe(false);
    expect(goodsRequest(parseHallQuery('?pn=茶'))).not.toHaveProperty('isWelfare');
    for (const query of [parseHallQuery('?pn=茶', true), parseHallQuery('?pn=茶&isWelfare=1')]) {
      expect(query.welfare).toBe(true);
      expect(goodsRequest(query)).toMatchObject({ pn: '茶', isWelfare: 1 });
    }
    expect(parseHallQuery('?isWelfare=2').welfare).toBe(false);
  });

  it('stays on its path: /welfare/list without isWelfare, /list with it; the URL alone restores it', () => {
    const onWelfarePath = parseHallQuery('?brand=3&sort=sales&page=2', true);
    const welfareHref = hallHref('demo', onWelfarePath, true);
    expect(welfareHref).toBe('/demo/welfare/list?brand=3&sort=sales&page=2');
    expect(parseHallQuery(welfareHref.split('?')[1]!, true)).toEqual(onWelfarePath);

    const onList = parseHallQuery('?isWelfare=1&brand=3');
    const listHref = hallHref('demo', onList);
    expect(listHref).toBe('/demo/list?brand=3&isWelfare=1');
    expect(parseHallQuery(listHref.split('?')[1]!)).toEqual(onList);
    expect(hallHref('demo', parseHallQuery('?brand=3'), true)).toBe('/demo/list?brand=3');
  });

  it('a breadcrumb level keeps the welfare restriction', () => {
    const query = parseHallQuery('?cpid=1&cpName=食品饮料&brand=2', true);
    expect(hallHref('demo', categoryLevelQuery(query, 0), true)).toBe('/demo/welfare/list');
    expect(categoryLevelQuery(parseHallQuery('?isWelfare=1&cpid=1'), 0).welfare).toBe(true);
  });

  it('a welfare hall keeps loading welfare goods through filter edits and pages', async () => {
    const { actor, loads, synced } = hall('?isWelfare=1');
    await listed(actor);
    actor.send({ type: 'sort.select', sort: 'sales' });
    await listed(actor);
    actor.send({ type: 'page.go', page: 2 });
    await listed(actor);
    expect(loads.every((q) => q.welfare)).toBe(true);
    expect(synced.map((s) => s.query.welfare)).toEqual([true, true]);
  });
});

describe('goods hall machine', () => {
  it('loads the query of the URL it starts from', async () => {
    const { actor, loads } = hall('?pn=签字笔&page=2');
    const snap = await listed(actor);
    expect(loads[0]).toMatchObject({ pn: '签字笔', page: 2 });
    expect(snap.context.result?.total).toBe(45);
  });

  it('shows the empty state when nothing matches', async () => {
    const { actor } = hall('?pn=无此商品', () => page(0));
    const snap = await listed(actor);
    expect(snap.hasTag('empty')).toBe(true);
  });

  it('a brand toggle re-queries from page 1 and replaces the URL', async () => {
    const { actor, loads, synced } = hall('?pn=签字笔&page=2');
    await listed(actor);
    actor.send({ type: 'brand.toggle', brandId: 6 });
    await listed(actor);
    expect(loads.at(-1)).toMatchObject({ brand: [6], page: 1 });
    expect(synced).toEqual([{ query: loads.at(-1), replace: true }]);
    actor.send({ type: 'brand.toggle', brandId: 6 });
    await listed(actor);
    expect(loads.at(-1)?.brand).toEqual([]);
  });

  it('the URL echo of its own change does not load again', async () => {
    const { actor, loads, synced } = hall('');
    await listed(actor);
    actor.send({ type: 'sort.select', sort: 'priceAsc' });
    await listed(actor);
    actor.send({ type: 'url.change', query: parseHallQuery(hallSearch(synced[0]!.query)) });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(loads).toHaveLength(2);
  });

  it('a URL change from outside (back button, header search) re-queries and resets the price inputs', async () => {
    const { actor, loads } = hall('?priceMin=1');
    await listed(actor);
    actor.send({ type: 'price.change', field: 'min', value: '5' });
    actor.send({ type: 'url.change', query: parseHallQuery('?pn=订书机&t=1') });
    const snap = await listed(actor);
    expect(loads.at(-1)).toMatchObject({ pn: '订书机', priceMin: '' });
    expect(snap.context.priceDraft).toEqual({ min: '', max: '' });
  });

  it('applies a valid price range and refuses a malformed or reversed one', async () => {
    const { actor, loads } = hall('');
    await listed(actor);
    actor.send({ type: 'price.change', field: 'min', value: 'abc' });
    actor.send({ type: 'price.apply' });
    expect(actor.getSnapshot().hasTag('priceInvalid')).toBe(true);
    expect(actor.getSnapshot().context.priceError).toBe('goods:price.invalid');
    actor.send({ type: 'price.change', field: 'min', value: '30' });
    actor.send({ type: 'price.change', field: 'max', value: '4.5' });
    actor.send({ type: 'price.apply' });
    expect(actor.getSnapshot().context.priceError).toBe('goods:price.reversed');
    expect(loads).toHaveLength(1);
    actor.send({ type: 'price.change', field: 'max', value: '100' });
    expect(actor.getSnapshot().hasTag('priceInvalid')).toBe(false);
    actor.send({ type: 'price.apply' });
    await listed(actor);
    expect(loads.at(-1)).toMatchObject({ priceMin: '30', priceMax: '100' });
  });

  it('pages forward with a new history entry, and not beyond the last page', async () => {
    const { actor, loads, synced } = hall('');
    const snap = await listed(actor);
    expect(snap.can({ type: 'page.go', page: 3 })).toBe(true);
    expect(snap.can({ type: 'page.go', page: 4 })).toBe(false);
    expect(snap.can({ type: 'page.go', page: 1 })).toBe(false);
    actor.send({ type: 'page.go', page: 3 });
    await listed(actor);
    expect(loads.at(-1)?.page).toBe(3);
    expect(synced.at(-1)?.replace).toBe(false);
  });

  it('the in-stock toggle and the sort reset to page 1', async () => {
    const { actor, loads } = hall('?page=2');
    await listed(actor);
    actor.send({ type: 'stock.toggle' });
    await listed(actor);
    expect(loads.at(-1)).toMatchObject({ inStock: true, page: 1 });
  });

  it('a newer query supersedes one still loading', async () => {
    const answers: Array<(p: GoodsPage) => void> = [];
    const machine = goodsHallMachine.provide({
      actors: {
        loadGoods: fromPromise(
          ({ input }) =>
            new Promise<GoodsPage>((resolve) =>
              answers.push(() => resolve(page(input.query.pn === 'b' ? 1 : 0))),
            ),
        ),
      },
    });
    const actor = createActor(machine, { input: { query: parseHallQuery('?pn=a') } }).start();
    actor.send({ type: 'url.change', query: parseHallQuery('?pn=b') });
    expect(answers).toHaveLength(2);
    answers[0]!(page(0));
    await Promise.resolve();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    answers[1]!(page(1));
    const snap = await waitFor(actor, (s) => s.matches({ results: 'listing' }));
    expect(snap.context.query.pn).toBe('b');
  });

  it('offers a retry after a failed load', async () => {
    let fail = true;
    const { actor } = hall('', () => (fail ? new Error('network') : page(3)));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.can({ type: 'hall.retry' })).toBe(true);
    fail = false;
    actor.send({ type: 'hall.retry' });
    await listed(actor);
  });
});
