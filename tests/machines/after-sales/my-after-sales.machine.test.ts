import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect, type MyAfterSalesApi } from '../../../machines/after-sales/my-after-sales.connect.ts';
import {
  AFTER_SALES_PAGE_SIZE,
  myAfterSalesMachine,
} from '../../../machines/after-sales/my-after-sales.machine.ts';
import type { AfterSaleStatus } from '../../../machines/after-sales/after-sales.machine.ts';
import type { AfterSaleSummary } from '../../../machines/after-sales/after-sales.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: the buyer's 23 requests, newest first (three pages of 10), as the server pages them.

const GOODS = [
  ['人体工学办公椅', 10021, '899.00'],
  ['A4复印纸 70g 500张/包', 10035, '129.00'],
  ['HP 88A 黑色硒鼓', 10210, '368.00'],
  ['得力碎纸机 S10', 10407, '459.00'],
] as const;
const STATUSES: AfterSaleStatus[] = [
  'applied',
  'awaitingReturn',
  'returnShipped',
  'refunding',
  'refunded',
  'refused',
  'withdrawn',
  'closed',
];

const summary = (seq: number): AfterSaleSummary => {
  const [name, skuId, amount] = GOODS[seq % GOODS.length]!;
  const status = STATUSES[seq % STATUSES.length]!;
  const day = String(28 - seq).padStart(2, '0');
  return {
    afsNo: `AS202602${day}${(0xa1b2c3d400 + seq).toString(16).toUpperCase()}`,
    orderNo: `202602${day}${String(1_000_000_000 + seq)}`,
    kind: ['awaitingReturn', 'returnShipped'].includes(status) || seq % 3 === 0 ? 'returnRefund' : 'refund',
    status,
    storeName: seq % 2 ? '办公用品旗舰店' : '晨光文具专营店',
    name,
    mainImg: `/oss/goods/${skuId}/main.jpg`,
    quantity: '1',
    amount,
    createdAt: `2026-02-${day}T02:00:00.000Z`,
  };
};
const MINE = Array.from({ length: 23 }, (_, i) => summary(i + 1));
const pageOf = (page: number, all = MINE) => ({
  records: all.slice((page - 1) * AFTER_SALES_PAGE_SIZE, page * AFTER_SALES_PAGE_SIZE),
  total: all.length,
});

const LOAD_FAILED = '网络连接失败，请稍后重试';

function harness() {
  const env = controllableActors();
  const actor = createActor(
    myAfterSalesMachine.provide({ actors: { loadPage: env.actor('loadPage') } }),
  ).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (does: (api: MyAfterSalesApi) => void) => {
    does(api());
    await flush();
  };
  const loads = () => ((env.inputs.loadPage ?? []) as Array<{ page: number }>).map((l) => l.page);
  /** The server answers the last request. */
  const serve = (all = MINE) => env.resolve('loadPage', pageOf(loads().at(-1)!, all));
  return { env, actor, api, act, loads, serve, snap: () => actor.getSnapshot() };
}

async function loaded(all = MINE) {
  const h = harness();
  await h.serve(all);
  return h;
}

// ---------------------------------------------------------------------------------------------------

describe('my after-sales machine', () => {
  it('loads the first page of the buyer’s requests', async () => {
    const { api, loads, serve } = harness();
    expect(loads()).toEqual([1]);
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, error: null, records: [], page: 1 });
    expect(api().pageCount).toBe(1);
    await serve();
    expect(api()).toMatchObject({ isLoading: false, loadFailed: false, error: null, page: 1, pageCount: 3 });
    expect(api().records).toEqual(MINE.slice(0, 10));
    expect(
      api()
        .records.map((r) => r.afsNo)
        .every((n) => /^AS[0-9]{8}[0-9A-F]{10}$/.test(n)),
    ).toBe(true);
  });

  it('goes to a page within 1..pageCount other than the current one', async () => {
    const { api, act, loads, serve } = await loaded();
    for (const page of [0, -1, 4, 1, 1.5, Number.NaN]) {
      expect(api().canGo(page), String(page)).toBe(false);
      await act((a) => a.goToPage(page));
    }
    expect(loads()).toEqual([1]);
    expect(api().isLoading).toBe(false);
    expect(api().canGo(3)).toBe(true);
    await act((a) => a.goToPage(3));
    expect(api()).toMatchObject({ isLoading: true, page: 3 });
    // While a page loads no other is asked for.
    expect(api().canGo(2)).toBe(false);
    await act((a) => a.goToPage(2));
    expect(loads()).toEqual([1, 3]);
    await serve();
    expect(api().records).toEqual(MINE.slice(20));
    expect(api().canGo(3)).toBe(false);
    await act((a) => a.goToPage(2));
    await serve();
    expect(api().records).toEqual(MINE.slice(10, 20));
    expect(loads()).toEqual([1, 3, 2]);
  });

  it('no requests: one empty page, nowhere to go', async () => {
    const { api, act, loads } = await loaded([]);
    expect(api()).toMatchObject({ records: [], page: 1, pageCount: 1 });
    for (const page of [0, 1, 2]) await act((a) => a.goToPage(page));
    expect(loads()).toEqual([1]);
  });

  it('a failed load says why and retries the same page', async () => {
    const { env, api, act, loads, serve } = await loaded();
    await act((a) => a.goToPage(2));
    await env.reject('loadPage', new Error(LOAD_FAILED));
    expect(api()).toMatchObject({ isLoading: false, loadFailed: true, error: LOAD_FAILED, page: 2 });
    expect(api().canGo(1)).toBe(false);
    await act((a) => a.retry());
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, error: null });
    await env.reject('loadPage', 'boom');
    expect(api().error).toBe('boom');
    await act((a) => a.retry());
    await serve();
    expect(api()).toMatchObject({ loadFailed: false, error: null, page: 2 });
    expect(api().records).toEqual(MINE.slice(10, 20));
    expect(loads()).toEqual([1, 2, 2, 2]);
  });

  it('retry is only for a failed load', async () => {
    const { act, loads } = await loaded();
    await act((a) => a.retry());
    expect(loads()).toEqual([1]);
  });

  it('property: a page is reachable exactly when it is a page other than the current one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(200),
        fc.integer({ min: -3, max: 25 }),
        fc.integer({ min: -3, max: 25 }),
        async (total, first, next) => {
          const all = Array.from({ length: total }, (_, i) => MINE[i % MINE.length]!);
          const pageCount = Math.max(1, Math.ceil(total / AFTER_SALES_PAGE_SIZE));
          const { api, act, loads, serve } = await loaded(all);
          expect(api().pageCount).toBe(pageCount);
          const inRange = (p: number, current: number) => p >= 1 && p <= pageCount && p !== current;
          expect(api().canGo(first)).toBe(inRange(first, 1));
          await act((a) => a.goToPage(first));
          const current = inRange(first, 1) ? first : 1;
          if (inRange(first, 1)) await serve(all);
          expect(api().page).toBe(current);
          expect(api().canGo(next)).toBe(inRange(next, current));
          await act((a) => a.goToPage(next));
          expect(api().isLoading).toBe(inRange(next, current));
          expect(loads()).toEqual([
            1,
            ...(inRange(first, 1) ? [first] : []),
            ...(inRange(next, current) ? [next] : []),
          ]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
