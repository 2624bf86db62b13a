import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom } from 'xstate';
import { connect } from '../../../machines/catalog/goods-hall.connect.ts';
import { goodsHallMachine, type SyncUrlParams } from '../../../machines/catalog/goods-hall.machine.ts';
import {
  parseHallQuery,
  type GoodsHallQuery,
  type GoodsPage,
} from '../../../machines/catalog/goods-hall.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { skuCard } from './connect-fixtures.ts';

const page = (total: number, change: Partial<GoodsPage['facets']> = {}): GoodsPage => ({
  records: Array.from({ length: Math.min(total, 20) }, (_, i) => skuCard(i + 1)),
  total,
  capped: false,
  facets: {
    brands: [
      { brandId: 1, brandName: '晨光', count: 30 },
      { brandId: 2, brandName: '得力', count: 15 },
    ],
    categoryPath: [],
    ...change,
  },
});

/** The hall of a URL with a loader the test answers, a recorded `syncUrl` and the view's API. */
function hall(search: string) {
  const env = controllableActors();
  const synced: SyncUrlParams[] = [];
  const machine = goodsHallMachine.provide({
    actors: { loadGoods: env.actor<GoodsPage, { query: GoodsHallQuery }>('loadGoods') },
    actions: { syncUrl: (_, params) => void synced.push(params) },
  });
  const actor = createActor(machine, { input: { query: parseHallQuery(search) } }).start();
  const sent: Array<EventFrom<typeof goodsHallMachine>> = [];
  const view = () =>
    connect(actor.getSnapshot(), (event) => {
      sent.push(event);
      actor.send(event);
    });
  return { env, actor, synced, sent, view };
}

describe('goods hall view API', () => {
  it('shows the first load as loading, then the page with its count, brands and pages', async () => {
    const { env, view } = hall('?pn=签字笔&brand=2');
    expect(view()).toMatchObject({
      isLoading: true,
      records: undefined,
      resultCount: null,
      keyword: '签字笔',
    });

    await env.resolve('loadGoods', page(45));
    const api = view();
    expect(api).toMatchObject({ isLoading: false, loadFailed: false, isEmpty: false, page: 1, pageCount: 3 });
    expect(api.resultCount).toEqual({ total: 45, capped: false });
    expect(api.records).toHaveLength(20);
    expect(api.brands.map((b) => [b.brandName, b.checked])).toEqual([
      ['晨光', false],
      ['得力', true],
    ]);
  });

  it('keeps the last page on screen while a brand toggle re-queries, and writes the URL', async () => {
    const { env, synced, view } = hall('');
    await env.resolve('loadGoods', page(45));
    view().toggleBrand(1);
    expect(view()).toMatchObject({ isLoading: true });
    expect(view().records).toHaveLength(20);
    expect(view().brands.find((b) => b.brandId === 1)?.checked).toBe(true);
    expect(synced.at(-1)).toMatchObject({ replace: true, query: { brand: [1] } });
  });

  it('names the breadcrumb by the category path once loaded, by the URL before', async () => {
    const { env, view } = hall('?cpid=1&cpName=办公&cid=2&cName=书写');
    expect(view().crumbs).toEqual([
      { level: 1, name: '办公' },
      { level: 2, name: '书写' },
    ]);
    await env.resolve(
      'loadGoods',
      page(3, {
        categoryPath: [
          { cateId: 1, cateName: '办公用品', level: 1 },
          { cateId: 2, cateName: '书写工具', level: 2 },
        ],
      }),
    );
    expect(view().crumbs.map((c) => c.name)).toEqual(['办公用品', '书写工具']);
    expect(view().levelQuery(1)).toMatchObject({ cpid: 1, cid: null, brand: [] });
  });

  it('reports a refused price range with its reason until the range is typed again', async () => {
    const { env, view } = hall('');
    await env.resolve('loadGoods', page(45));
    view().changePrice('min', '30');
    view().changePrice('max', '6');
    view().applyPrice();
    expect(view()).toMatchObject({
      priceInvalid: true,
      priceError: 'goods:price.reversed',
      isLoading: false,
    });

    view().changePrice('max', '60');
    expect(view()).toMatchObject({ priceInvalid: false, priceError: null, hasPriceFilter: false });
    view().applyPrice();
    expect(view()).toMatchObject({
      isLoading: true,
      hasPriceFilter: true,
      priceDraft: { min: '30', max: '60' },
    });

    await env.resolve('loadGoods', page(5));
    view().clearPrice();
    expect(view()).toMatchObject({ hasPriceFilter: false, isLoading: true });
  });

  it('marks the current sort and does not re-sort by it', async () => {
    const { env, sent, view } = hall('?sort=sales');
    await env.resolve('loadGoods', page(45));
    expect(
      view()
        .sorts.filter((s) => s.selected)
        .map((s) => s.sort),
    ).toEqual(['sales']);
    view().selectSort('sales');
    expect(sent).toEqual([]);
    view().selectSort('priceAsc');
    expect(sent).toEqual([{ type: 'sort.select', sort: 'priceAsc' }]);
    expect(view().sorts.find((s) => s.selected)?.sort).toBe('priceAsc');
  });

  it('offers only the pages that exist, other than the current one', async () => {
    const { env, synced, view } = hall('');
    await env.resolve('loadGoods', page(45));
    expect([0, 1, 2, 3, 4].map((p) => view().canGoToPage(p))).toEqual([false, false, true, true, false]);
    view().goToPage(2);
    expect(view().page).toBe(2);
    expect(synced.at(-1)).toMatchObject({ replace: false, query: { page: 2 } });
  });

  it('shows the stock filter and the welfare hall from the URL', async () => {
    const { env, view } = hall('?isWelfare=1&inStock=1');
    await env.resolve('loadGoods', page(3));
    expect(view()).toMatchObject({ isWelfare: true, inStockOnly: true });
    view().toggleStock();
    expect(view().inStockOnly).toBe(false);
  });

  it('says when nothing matches, and offers a retry after a failure', async () => {
    const { env, view } = hall('?pn=无');
    await env.resolve('loadGoods', page(0));
    expect(view()).toMatchObject({ isEmpty: true, resultCount: { total: 0, capped: false } });

    const failing = hall('');
    await failing.env.reject('loadGoods');
    expect(failing.view()).toMatchObject({ loadFailed: true, isLoading: false });
    failing.view().retry();
    expect(failing.view()).toMatchObject({ loadFailed: false, isLoading: true });
  });
});
