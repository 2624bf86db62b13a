import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect, type MyOrdersApi } from '../../../machines/orders/my-orders.connect.ts';
import {
  myOrdersMachine,
  PAGE_SIZE,
  type BuyAgainResult,
  type OrderCounts,
  type OrderListAction,
  type OrderQuery,
  type OrdersLoaded,
  type OrderTab,
} from '../../../machines/orders/my-orders.machine.ts';
import type { OrderSummary } from '../../../machines/orders/order-detail.machine.ts';
import type { OrderStatus } from '../../../machines/orders/order-lifecycle.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: the buyer's orders (12, two pages of all orders) and recycle bin (11, two pages), and a
// fake server that answers a query the way the API does (tab statuses, keyword on the order number or a
// goods name, China-time days, newest first, pages of 10).

const GOODS = {
  chair: { skuId: 10021, name: '人体工学办公椅', specs: '颜色:黑色', price: '899.00' },
  paper: { skuId: 10035, name: 'A4复印纸 70g 500张/包', specs: '规格:5包/箱', price: '129.00' },
  stapler: { skuId: 10102, name: '得力订书机 0414', specs: '颜色:灰色', price: '25.80' },
  toner: { skuId: 10210, name: 'HP 88A 黑色硒鼓', specs: '型号:CC388A', price: '368.00' },
  cabinet: { skuId: 10301, name: '钢制四门文件柜', specs: '尺寸:1800×900×400', price: '1250.00' },
  markers: { skuId: 10122, name: '白板笔 10支装', specs: '颜色:蓝色', price: '19.90' },
  shredder: { skuId: 10407, name: '得力碎纸机 S10', specs: '保密等级:4级', price: '459.00' },
  pens: { skuId: 10125, name: '晨光中性笔 0.5mm 12支', specs: '颜色:黑色', price: '12.00' },
  staples: { skuId: 10103, name: '订书钉 24/6', specs: '规格:10盒', price: '8.50' },
} as const;
type Goods = keyof typeof GOODS;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
const PAID: readonly OrderStatus[] = [
  'grouping',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'evaluated',
  'completed',
];
const SHIPPED: readonly OrderStatus[] = ['pendingReceipt', 'pendingEvaluation', 'evaluated', 'completed'];

/** An order of one line; its number is its creation day and a sequence (18 digits). */
function summary(
  seq: number,
  status: OrderStatus,
  goods: Goods,
  createdAt: string,
  recycled = false,
): OrderSummary {
  const g = GOODS[goods];
  const created = Date.parse(createdAt);
  const img = `/oss/goods/${g.skuId}/main.jpg`;
  return {
    orderNo: `${createdAt.slice(0, 10).replaceAll('-', '')}${String(1_000_000_000 + seq)}`,
    submissionId: 3000 + seq,
    storeId: seq % 2 ? 7 : 8,
    storeName: seq % 2 ? '办公用品旗舰店' : '晨光文具专营店',
    status,
    payAmount: g.price,
    lineCount: 1,
    firstLineName: g.name,
    firstLineImg: img,
    createdAt,
    lines: [
      {
        lineId: 5000 + seq,
        skuId: g.skuId,
        name: g.name,
        mainImg: img,
        specs: g.specs,
        quantity: '1',
        price: g.price,
      },
    ],
    expiresAt: iso(created + 30 * MINUTE),
    shippedAt: SHIPPED.includes(status) ? iso(created + DAY) : null,
    receiveDueAt: status === 'pendingReceipt' ? iso(created + 11 * DAY) : null,
    recycled,
    payMethod: PAID.includes(status) ? (seq % 2 ? 'alipay' : 'balance') : null,
    voucherOrder: false,
  };
}

/** My orders, newest first: page 1 holds one of each status, page 2 two finished orders. */
const MINE = [
  summary(1, 'pendingPayment', 'chair', '2026-03-14T02:00:00.000Z'),
  summary(2, 'grouping', 'paper', '2026-03-13T03:00:00.000Z'),
  summary(3, 'pendingDelivery', 'stapler', '2026-03-12T04:00:00.000Z'),
  summary(4, 'pendingReceipt', 'toner', '2026-03-10T05:00:00.000Z'),
  summary(5, 'pendingReceipt', 'cabinet', '2026-03-09T06:00:00.000Z'),
  summary(6, 'pendingDelivery', 'markers', '2026-03-08T07:00:00.000Z'),
  summary(7, 'pendingEvaluation', 'chair', '2026-03-06T08:00:00.000Z'),
  summary(8, 'evaluated', 'shredder', '2026-03-04T09:00:00.000Z'),
  summary(9, 'completed', 'pens', '2026-03-03T10:00:00.000Z'),
  summary(10, 'canceled', 'chair', '2026-03-02T11:00:00.000Z'),
  summary(11, 'completed', 'chair', '2026-02-20T01:00:00.000Z'),
  summary(12, 'canceled', 'staples', '2026-02-18T02:00:00.000Z'),
];
const FINISHED = ['canceled', 'completed', 'evaluated'] as const;
const BIN = (Object.keys(GOODS) as Goods[])
  .concat('chair', 'paper')
  .map((goods, i) =>
    summary(21 + i, FINISHED[i % 3]!, goods, iso(Date.parse('2026-01-31T02:00:00.000Z') - i * DAY), true),
  );
const mine = (seq: number) => MINE[seq - 1]!.orderNo;
const binned = (seq: number) => BIN[seq - 1]!.orderNo;

const COUNTS: OrderCounts = {
  all: 12,
  pendingPayment: 1,
  pendingDelivery: 2,
  pendingReceipt: 2,
  pendingEvaluation: 1,
  completed: 3,
  canceled: 2,
  recycled: 11,
  afterSales: 1,
};
const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  all: [
    'pendingPayment',
    'grouping',
    'pendingDelivery',
    'pendingReceipt',
    'pendingEvaluation',
    'evaluated',
    'completed',
    'canceled',
  ],
  pendingPayment: ['pendingPayment'],
  pendingDelivery: ['pendingDelivery'],
  pendingReceipt: ['pendingReceipt'],
  pendingEvaluation: ['pendingEvaluation'],
  completed: ['evaluated', 'completed'],
  canceled: ['canceled'],
};
const chinaDay = (at: string) => iso(Date.parse(at) + 8 * 60 * MINUTE).slice(0, 10);

/** What the server answers to a query (the orders never change: the model is about the page). */
function answer({ query, recycled }: { query: OrderQuery; recycled: boolean }): OrdersLoaded {
  const { tab, keyword, from, to, current } = query;
  const found = (recycled ? BIN : MINE).filter(
    (o) =>
      TAB_STATUSES[tab].includes(o.status) &&
      (!keyword || o.orderNo === keyword || o.lines.some((l) => l.name.includes(keyword))) &&
      (!from || chinaDay(o.createdAt) >= from) &&
      (!to || chinaDay(o.createdAt) <= to),
  );
  return {
    records: found.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    total: found.length,
    counts: COUNTS,
  };
}

/** The buttons of each status, as the order lifecycle allows (spec §4). */
const BUTTONS: Record<OrderStatus, OrderListAction[]> = {
  pendingPayment: ['cancel'],
  grouping: ['buyAgain'],
  pendingDelivery: ['buyAgain'],
  pendingReceipt: ['receive', 'buyAgain'],
  pendingEvaluation: ['buyAgain'],
  evaluated: ['buyAgain', 'recycle'],
  completed: ['buyAgain', 'recycle'],
  canceled: ['buyAgain', 'recycle'],
};
const buttonsOf = (o: OrderSummary): OrderListAction[] =>
  o.recycled ? ['restore', 'delete'] : BUTTONS[o.status];
const ALL_ACTIONS: OrderListAction[] = ['cancel', 'receive', 'recycle', 'restore', 'delete', 'buyAgain'];

const LOAD_FAILED = '网络连接失败，请稍后重试';
const REFUSED = '订单状态已变更';
const ADDED: BuyAgainResult = {
  added: 1,
  skipped: [{ skuId: GOODS.staples.skuId, name: GOODS.staples.name, reason: '商品已下架' }],
};
const NONE_ADDED: BuyAgainResult = {
  added: 0,
  skipped: [{ skuId: GOODS.chair.skuId, name: GOODS.chair.name, reason: '库存不足' }],
};
const SEARCH = { keyword: ' 办公椅 ', from: '2026-03-01', to: '2026-03-15' };

type Notice = { action: OrderListAction; result: BuyAgainResult | null };

function harness(recycled = false, tab?: OrderTab) {
  const env = controllableActors();
  const effects = { goToCart: 0, notices: [] as Notice[] };
  const machine = myOrdersMachine.provide({
    actors: { loadOrders: env.actor('loadOrders'), runAction: env.actor('runAction') },
    actions: {
      notifyDone: (_, params) => void effects.notices.push(params),
      goToCart: () => void effects.goToCart++,
    },
  });
  const actor = createActor(machine, { input: tab ? { recycled, tab } : { recycled } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  /** What the buyer does through the view's API, then what follows settles. */
  const act = async (does: (api: MyOrdersApi) => void) => {
    does(api());
    await flush();
  };
  const loads = () => (env.inputs.loadOrders ?? []) as Array<{ query: OrderQuery; recycled: boolean }>;
  const runs = () => (env.inputs.runAction ?? []) as Array<{ action: OrderListAction; orderNo: string }>;
  /** The server answers the list's last request. */
  const serve = () => env.resolve('loadOrders', answer(loads().at(-1)!));
  const shown = () => api().orders.map(({ order, actions }) => ({ orderNo: order.orderNo, actions }));
  return { env, actor, api, act, loads, runs, serve, shown, effects, snap: () => actor.getSnapshot() };
}

async function loaded(recycled = false, tab?: OrderTab) {
  const h = harness(recycled, tab);
  await h.serve();
  return h;
}

const expectedRows = (query: OrderQuery, recycled: boolean) =>
  answer({ query, recycled }).records.map((o) => ({ orderNo: o.orderNo, actions: buttonsOf(o) }));

const query = (extra: Partial<OrderQuery> = {}): OrderQuery => ({
  tab: 'all',
  keyword: '',
  from: '',
  to: '',
  current: 1,
  ...extra,
});

// ---------------------------------------------------------------------------------------------------

describe('my orders machine', () => {
  it('loads the first page of the tab it opens on, with the tab counts', async () => {
    const { loads, serve, api, shown } = harness(false, 'pendingReceipt');
    expect(api().isLoading).toBe(true);
    expect(api().counts).toBeNull();
    expect(loads()).toEqual([{ query: query({ tab: 'pendingReceipt' }), recycled: false }]);
    await serve();
    expect(api().isLoading).toBe(false);
    expect(api().counts).toEqual(COUNTS);
    expect(shown()).toEqual([
      { orderNo: mine(4), actions: ['receive', 'buyAgain'] },
      { orderNo: mine(5), actions: ['receive', 'buyAgain'] },
    ]);
  });

  it('a tab chosen while the list is still loading is not lost: the newest query is loaded', async () => {
    const { act, api, loads, serve } = harness();
    await act((a) => a.selectTab('canceled'));
    expect(api().query.tab).toBe('canceled');
    expect(loads().map((l) => l.query.tab)).toEqual(['all', 'canceled']);
    await serve();
    expect(api().isLoading).toBe(false);
    expect(api().query.tab).toBe('canceled');
    expect(api().orders.every(({ order }) => order.status === 'canceled')).toBe(true);
  });

  it('a tab or a search waits while an action is being confirmed', async () => {
    const { act, api, loads, shown } = await loaded(false, 'pendingPayment');
    const orderNo = shown().find((o) => o.actions.includes('cancel'))!.orderNo;
    await act((a) => a.request('cancel', orderNo));
    await act((a) => a.selectTab('canceled'));
    await act((a) => a.search());
    expect(api().confirming).toEqual({ action: 'cancel', orderNo });
    expect(api().query.tab).toBe('pendingPayment');
    expect(loads()).toHaveLength(1);
  });

  it('a start day after the end day sends nothing and says so; changing a date clears it', async () => {
    const { act, api, loads, env } = await loaded();
    await act((a) => {
      a.setFrom('2026-03-20');
      a.setTo('2026-03-15');
      a.search();
    });
    expect(api().draftError).toBe('dateOrder');
    expect(loads()).toHaveLength(1);
    expect(env.isPending('loadOrders')).toBe(false);
    expect(api().query).toEqual(query());
    await act((a) => a.setTo('2026-03-16'));
    expect(api().draftError).toBeNull();
    await act((a) => a.search());
    expect(api().draftError).toBe('dateOrder');
    await act((a) => a.setFrom('2026-03-01'));
    expect(api().draftError).toBeNull();
    await act((a) => a.search());
    expect(loads().at(-1)!.query).toEqual(query({ from: '2026-03-01', to: '2026-03-16' }));
  });

  it('the keyword is trimmed; a search, a reset and a tab start again at page 1', async () => {
    const { act, api, loads, serve, shown } = await loaded();
    await act((a) => a.goToPage(2));
    await serve();
    await act((a) => {
      a.setKeyword(SEARCH.keyword);
      a.setFrom(SEARCH.from);
      a.setTo(SEARCH.to);
      a.search();
    });
    const searched = query({ keyword: '办公椅', from: '2026-03-01', to: '2026-03-15' });
    expect(loads().at(-1)!.query).toEqual(searched);
    await serve();
    // 办公椅 in early March: the unpaid, the waiting-for-evaluation and the canceled chair, not February's.
    expect(shown().map((r) => r.orderNo)).toEqual([mine(1), mine(7), mine(10)]);
    expect(api().draft).toEqual(SEARCH);
    await act((a) => a.selectTab('canceled'));
    expect(loads().at(-1)!.query).toEqual({ ...searched, tab: 'canceled' });
    await serve();
    await act((a) => a.resetSearch());
    expect(loads().at(-1)!.query).toEqual(query({ tab: 'canceled' }));
    expect(api().draft).toEqual({ keyword: '', from: '', to: '' });
  });

  it('a page outside 1..pageCount, or the current one, is ignored', async () => {
    const { act, api, loads, snap } = await loaded();
    expect(api().pageCount).toBe(2);
    for (const page of [0, -1, 3, 1]) {
      expect(snap().can({ type: 'page.go', page })).toBe(false);
      await act((a) => a.goToPage(page));
    }
    expect(loads()).toHaveLength(1);
    expect(api().isLoading).toBe(false);
    await act((a) => a.goToPage(2));
    expect(loads().at(-1)!.query.current).toBe(2);
  });

  it('an action the order does not offer is ignored', async () => {
    const { act, api, env, snap } = await loaded();
    const ignored: Array<[OrderListAction, string]> = [
      ['receive', mine(3)], // pendingDelivery: not shipped yet
      ['recycle', mine(1)], // pendingPayment: not finished
      ['buyAgain', mine(1)],
      ['cancel', mine(4)], // paid
      ['restore', mine(9)], // not in the bin
      ['delete', mine(9)],
      ['recycle', mine(11)], // on page 2, not shown
      ['cancel', '20260314999999999999'], // unknown
    ];
    for (const [action, orderNo] of ignored) {
      expect(snap().can({ type: 'action.request', action, orderNo }), `${action} ${orderNo}`).toBe(false);
      await act((a) => a.request(action, orderNo));
    }
    expect(api().confirming).toBeNull();
    expect(api().acting).toBeNull();
    expect(env.inputs.runAction).toBeUndefined();
  });

  it("a refused action shows the server's words over the reloaded list, until the query changes", async () => {
    const { act, api, env, serve, effects, runs } = await loaded();
    await act((a) => a.request('receive', mine(4)));
    await act((a) => a.confirm());
    expect(runs()).toEqual([{ action: 'receive', orderNo: mine(4) }]);
    await env.reject('runAction', new Error(REFUSED));
    expect(api().isLoading).toBe(true);
    expect(api().error).toBe(REFUSED);
    await serve();
    expect(api().error).toBe(REFUSED);
    expect(effects.notices).toEqual([]);
    await act((a) => a.goToPage(2));
    expect(api().error).toBeNull();
    await serve();
    await act((a) => a.request('recycle', mine(12)));
    await act((a) => a.confirm());
    await env.reject('runAction', new Error(REFUSED));
    await serve();
    expect(api().error).toBe(REFUSED);
    await act((a) => a.selectTab('completed'));
    expect(api().error).toBeNull();
  });

  it('buy again that adds nothing says why and reloads, without going to the cart', async () => {
    const { act, api, env, loads, effects, runs } = await loaded();
    await act((a) => a.request('buyAgain', mine(10)));
    // Buy again asks nothing: it runs at once.
    expect(api().confirming).toBeNull();
    expect(api().acting).toEqual({ action: 'buyAgain', orderNo: mine(10) });
    expect(runs()).toEqual([{ action: 'buyAgain', orderNo: mine(10) }]);
    await env.resolve('runAction', NONE_ADDED);
    expect(effects).toEqual({ goToCart: 0, notices: [{ action: 'buyAgain', result: NONE_ADDED }] });
    expect(api().isLoading).toBe(true);
    expect(loads()).toHaveLength(2);
  });

  it('buy again that added something goes to the cart without reloading', async () => {
    const { act, api, env, loads, effects } = await loaded();
    await act((a) => a.request('buyAgain', mine(9)));
    await env.resolve('runAction', ADDED);
    expect(effects).toEqual({ goToCart: 1, notices: [{ action: 'buyAgain', result: ADDED }] });
    expect(api().isLoading).toBe(false);
    expect(api().acting).toBeNull();
    expect(loads()).toHaveLength(1);
  });

  it('cancel, receive, recycle and delete ask first and report what they did; keeping the order sends nothing', async () => {
    const cases: Array<[boolean, OrderListAction, string]> = [
      [false, 'cancel', mine(1)],
      [false, 'receive', mine(5)],
      [false, 'recycle', mine(8)],
      [true, 'delete', binned(2)],
    ];
    for (const [recycled, action, orderNo] of cases) {
      const { act, api, env, effects, runs } = await loaded(recycled);
      await act((a) => a.request(action, orderNo));
      expect(api().confirming).toEqual({ action, orderNo });
      await act((a) => a.dismiss());
      expect(api().confirming).toBeNull();
      await act((a) => a.request(action, orderNo));
      expect(runs()).toEqual([]);
      await act((a) => a.confirm());
      expect(api().confirming).toBeNull();
      expect(api().acting).toEqual({ action, orderNo });
      await env.resolve('runAction', null);
      expect(effects).toEqual({ goToCart: 0, notices: [{ action, result: null }] });
      expect(api().isLoading).toBe(true);
    }
  });

  it('the bin offers only restore and delete; restore runs at once', async () => {
    const { act, api, loads, shown, env, effects } = await loaded(true);
    expect(api().isRecycleBin).toBe(true);
    expect(loads()).toEqual([{ query: query(), recycled: true }]);
    expect(new Set(api().orders.map((o) => o.order.status))).toEqual(new Set(FINISHED));
    expect(shown()).toEqual(
      BIN.slice(0, 10).map((o) => ({ orderNo: o.orderNo, actions: ['restore', 'delete'] })),
    );
    await act((a) => a.request('recycle', binned(1)));
    await act((a) => a.request('buyAgain', binned(1)));
    expect(api().acting).toBeNull();
    await act((a) => a.request('restore', binned(1)));
    expect(api().confirming).toBeNull();
    expect(api().acting).toEqual({ action: 'restore', orderNo: binned(1) });
    await env.resolve('runAction', null);
    expect(effects.notices).toEqual([{ action: 'restore', result: null }]);
    expect(loads()).toHaveLength(2);
  });

  it('a page emptied by an action gives way to the last page', async () => {
    const { act, api, env, loads } = await loaded(true);
    await act((a) => a.goToPage(2));
    await env.resolve('loadOrders', answer(loads().at(-1)!));
    await act((a) => a.request('delete', binned(11)));
    await act((a) => a.confirm());
    await env.resolve('runAction', null);
    // The bin lost its 11th order: page 2 is past the end.
    await env.resolve('loadOrders', { records: [], total: 10, counts: { ...COUNTS, recycled: 10 } });
    expect(api().isLoading).toBe(true);
    expect(loads().at(-1)!.query.current).toBe(1);
    await env.resolve('loadOrders', { ...answer(loads().at(-1)!), total: 10 });
    expect(api().query.current).toBe(1);
    expect(api().pageCount).toBe(1);
    expect(api().orders).toHaveLength(10);
  });

  it('a failed load says why and retries the same query', async () => {
    const { act, api, env, loads } = await loaded();
    await act((a) => a.goToPage(2));
    await env.reject('loadOrders', new Error(LOAD_FAILED));
    expect(api().loadFailed).toBe(true);
    expect(api().error).toBe(LOAD_FAILED);
    await act((a) => a.retry());
    expect(api().error).toBeNull();
    expect(loads().map((l) => l.query.current)).toEqual([1, 2, 2]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Browsing model (my orders): tabs, the search form and paging, the list's load and its failure. The
// two tabs are all orders (two pages, one page when searched) and pendingReceipt (one page, nothing
// when searched). The search form is empty, filled (办公椅, 1 to 15 March) or reversed (start after end).

type Draft = 'empty' | 'filled' | 'reversed';
interface BrowseContext {
  tab: 'all' | 'pendingReceipt';
  searched: boolean;
  page: 1 | 2;
  draft: Draft;
  draftError: boolean;
}
type BrowseEvent = {
  type:
    | 'load.ok'
    | 'load.fails'
    | 'retry'
    | 'tab.other'
    | 'draft.fill'
    | 'draft.reverse'
    | 'search.submit'
    | 'search.reset'
    | 'page.next'
    | 'page.prev'
    | 'page.outside';
};

const browsePages = (c: BrowseContext) => (c.tab === 'all' && !c.searched ? 2 : 1);

const browseModel = setup({
  types: {} as { context: BrowseContext; events: BrowseEvent },
}).createMachine({
  id: 'browse',
  context: { tab: 'all', searched: false, page: 1, draft: 'empty', draftError: false },
  initial: 'loading',
  states: {
    loading: { on: { 'load.ok': 'idle', 'load.fails': 'failed' } },
    failed: { on: { retry: 'loading' } },
    idle: {
      on: {
        'tab.other': {
          target: 'loading',
          actions: assign({
            tab: ({ context }) => (context.tab === 'all' ? 'pendingReceipt' : 'all'),
            page: 1,
          }),
        },
        'draft.fill': {
          guard: ({ context }) => context.draft !== 'filled',
          target: 'idle',
          actions: assign({ draft: 'filled', draftError: false }),
        },
        'draft.reverse': {
          guard: ({ context }) => context.draft === 'filled',
          target: 'idle',
          actions: assign({ draft: 'reversed', draftError: false }),
        },
        'search.submit': [
          {
            guard: ({ context }) => context.draft === 'reversed',
            target: 'idle',
            actions: assign({ draftError: true }),
          },
          {
            target: 'loading',
            actions: assign({ searched: ({ context }) => context.draft === 'filled', page: 1 }),
          },
        ],
        'search.reset': {
          target: 'loading',
          actions: assign({ searched: false, draft: 'empty', draftError: false, page: 1 }),
        },
        'page.next': {
          guard: ({ context }) => context.page < browsePages(context),
          target: 'loading',
          actions: assign({ page: 2 }),
        },
        'page.prev': {
          guard: ({ context }) => context.page === 2,
          target: 'loading',
          actions: assign({ page: 1 }),
        },
        // Page 0, past the end, the current page: nothing happens.
        'page.outside': { target: 'idle' },
      },
    },
  },
});

const DRAFTS: Record<Draft, { keyword: string; from: string; to: string }> = {
  empty: { keyword: '', from: '', to: '' },
  filled: SEARCH,
  reversed: { ...SEARCH, from: '2026-03-20' },
};

const browseQuery = (c: BrowseContext): OrderQuery => ({
  tab: c.tab,
  keyword: c.searched ? '办公椅' : '',
  from: c.searched ? SEARCH.from : '',
  to: c.searched ? SEARCH.to : '',
  current: c.page,
});

describe('my orders browsing model', () => {
  const model = createTestModel(browseModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { act, api, env, loads, serve, shown, effects } = harness();
    await path.test({
      events: {
        'load.ok': () => serve(),
        'load.fails': () => env.reject('loadOrders', new Error(LOAD_FAILED)),
        retry: () => act((a) => a.retry()),
        'tab.other': ({ state }) => act((a) => a.selectTab(state.context.tab)),
        'draft.fill': () =>
          act((a) => {
            // A reversed range is mended by its start day alone.
            if (a.draft.from === DRAFTS.reversed.from) return a.setFrom(SEARCH.from);
            a.setKeyword(SEARCH.keyword);
            a.setFrom(SEARCH.from);
            a.setTo(SEARCH.to);
          }),
        'draft.reverse': () => act((a) => a.setFrom(DRAFTS.reversed.from)),
        'search.submit': () => act((a) => a.search()),
        'search.reset': () => act((a) => a.resetSearch()),
        'page.next': ({ state }) => act((a) => a.goToPage(state.context.page)),
        'page.prev': ({ state }) => act((a) => a.goToPage(state.context.page)),
        'page.outside': () =>
          act((a) => {
            for (const page of [0, a.pageCount + 1, a.query.current]) a.goToPage(page);
          }),
      },
      states: {
        '*': (state: SnapshotFrom<typeof browseModel>) => {
          const c = state.context;
          const a = api();
          const q = browseQuery(c);
          expect(a.query).toEqual(q);
          expect(a.draft).toEqual(DRAFTS[c.draft]);
          expect(a.draftError).toBe(c.draftError ? 'dateOrder' : null);
          expect(a.isRecycleBin).toBe(false);
          expect(a.confirming).toBeNull();
          expect(a.acting).toBeNull();
          expect(effects).toEqual({ goToCart: 0, notices: [] });
          switch (state.value) {
            case 'loading':
              expect(a.isLoading).toBe(true);
              expect(a.loadFailed).toBe(false);
              expect(a.error).toBeNull();
              expect(env.isPending('loadOrders')).toBe(true);
              expect(loads().at(-1)).toEqual({ query: q, recycled: false });
              return;
            case 'failed':
              expect(a.isLoading).toBe(false);
              expect(a.loadFailed).toBe(true);
              expect(a.error).toBe(LOAD_FAILED);
              return;
            case 'idle':
              expect(a.isLoading).toBe(false);
              expect(a.loadFailed).toBe(false);
              expect(a.error).toBeNull();
              // Nothing under way: a refused search sent nothing.
              expect(env.isPending('loadOrders')).toBe(false);
              expect(shown()).toEqual(expectedRows(q, false));
              expect(a.counts).toEqual(COUNTS);
              expect(a.pageCount).toBe(browsePages(c));
              return;
            default:
              throw new Error(`unmapped model state ${JSON.stringify(state.value)}`);
          }
        },
      },
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// Actions model (my orders and the bin): the buttons of each order on page 1 or 2, the confirmation,
// the server's answer and the reload. Each request names the order the model expects it for.

type ActionContext = {
  recycled: boolean;
  page: 1 | 2;
  /** The server refused the last action: its words stay until the next query or request. */
  refused: boolean;
  pending: { action: OrderListAction; orderNo: string } | null;
};
type RequestEvent = `request.${OrderListAction}`;
type ActionEvent = {
  type:
    | 'load.ok'
    | 'load.fails'
    | 'retry'
    | 'page.next'
    | 'page.prev'
    | RequestEvent
    | 'request.unoffered'
    | 'confirm'
    | 'dismiss'
    | 'server.ok'
    | 'server.refuses'
    | 'buyAgain.added'
    | 'buyAgain.none';
};

/** The order each action is tried on, per list and page; an action missing is not offered there. */
const TARGETS: Record<'mine' | 'bin', Record<1 | 2, Partial<Record<OrderListAction, string>>>> = {
  mine: {
    1: { cancel: mine(1), receive: mine(4), recycle: mine(8), buyAgain: mine(7) },
    2: { recycle: mine(11), buyAgain: mine(12) },
  },
  bin: {
    1: { restore: binned(1), delete: binned(2) },
    2: { restore: binned(11), delete: binned(11) },
  },
};
const CONFIRMED: readonly OrderListAction[] = ['cancel', 'receive', 'recycle', 'delete'];
const targetOf = (c: ActionContext, action: OrderListAction) =>
  TARGETS[c.recycled ? 'bin' : 'mine'][c.page][action];

const requestTransition = (action: OrderListAction) => ({
  guard: ({ context }: { context: ActionContext }) => targetOf(context, action) !== undefined,
  target: CONFIRMED.includes(action) ? 'confirming' : 'acting',
  actions: assign({
    pending: ({ context }: { context: ActionContext }) => ({ action, orderNo: targetOf(context, action)! }),
    refused: false,
  }),
});
const isBuyAgain = ({ context }: { context: ActionContext }) => context.pending?.action === 'buyAgain';

const actionModel = setup({
  types: {} as { context: ActionContext; events: ActionEvent; input: { recycled: boolean } },
}).createMachine({
  id: 'actions',
  context: ({ input }) => ({ recycled: input.recycled, page: 1, refused: false, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.ok': 'idle',
        // The failure's words replace the refusal's.
        'load.fails': { target: 'failed', actions: assign({ refused: false }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    idle: {
      on: {
        'page.next': {
          guard: ({ context }) => context.page === 1,
          target: 'loading',
          actions: assign({ page: 2, refused: false }),
        },
        'page.prev': {
          guard: ({ context }) => context.page === 2,
          target: 'loading',
          actions: assign({ page: 1, refused: false }),
        },
        ...Object.fromEntries(ALL_ACTIONS.map((action) => [`request.${action}`, requestTransition(action)])),
        // Every action a shown order does not offer, and one for an order not shown: nothing happens.
        'request.unoffered': { target: 'idle' },
      },
    },
    confirming: {
      on: {
        confirm: 'acting',
        dismiss: { target: 'idle', actions: assign({ pending: null }) },
      },
    },
    acting: {
      on: {
        'server.ok': {
          guard: ({ context }) => !isBuyAgain({ context }),
          target: 'loading',
          actions: assign({ pending: null }),
        },
        'buyAgain.added': { guard: isBuyAgain, target: 'cart', actions: assign({ pending: null }) },
        'buyAgain.none': { guard: isBuyAgain, target: 'loading', actions: assign({ pending: null }) },
        'server.refuses': { target: 'loading', actions: assign({ pending: null, refused: true }) },
      },
    },
    /** Buy again added goods: the app opens the cart. */
    cart: { type: 'final' },
  },
});

const actionModelOf = (recycled: boolean) =>
  createTestModel(actionModel, { input: { recycled }, filterEvents: (state, event) => state.can(event) });

describe.each([false, true])('my orders actions model (recycle bin: %s)', (recycled) => {
  const model = actionModelOf(recycled);
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { act, api, env, loads, runs, serve, shown, effects } = harness(recycled);
    /** The model's state before the event under way, and the notices the buyer should have seen. */
    let before: SnapshotFrom<typeof actionModel> | undefined;
    const notices: Notice[] = [];
    const answerRun = (result: BuyAgainResult | null) => {
      notices.push({ action: before!.context.pending!.action, result });
      return env.resolve('runAction', result);
    };
    const request = ({ state }: { state: SnapshotFrom<typeof actionModel> }) =>
      act((a) => a.request(state.context.pending!.action, state.context.pending!.orderNo));
    await path.test({
      events: {
        'load.ok': () => serve(),
        'load.fails': () => env.reject('loadOrders', new Error(LOAD_FAILED)),
        retry: () => act((a) => a.retry()),
        'page.next': ({ state }) => act((a) => a.goToPage(state.context.page)),
        'page.prev': ({ state }) => act((a) => a.goToPage(state.context.page)),
        'request.cancel': request,
        'request.receive': request,
        'request.recycle': request,
        'request.restore': request,
        'request.delete': request,
        'request.buyAgain': request,
        'request.unoffered': () =>
          act((a) => {
            for (const { order, actions } of a.orders)
              for (const action of ALL_ACTIONS)
                if (!actions.includes(action)) a.request(action, order.orderNo);
            a.request(recycled ? 'restore' : 'buyAgain', mine(1).replace(/.$/, '9'));
          }),
        confirm: () => act((a) => a.confirm()),
        dismiss: () => act((a) => a.dismiss()),
        'server.ok': () => answerRun(null),
        'buyAgain.added': () => answerRun(ADDED),
        'buyAgain.none': () => answerRun(NONE_ADDED),
        'server.refuses': () => env.reject('runAction', new Error(REFUSED)),
      },
      states: {
        '*': (state: SnapshotFrom<typeof actionModel>) => {
          before = state;
          const { page, refused, pending } = state.context;
          const a = api();
          const q = query({ current: page });
          expect(a.isRecycleBin).toBe(recycled);
          expect(a.query).toEqual(q);
          expect(effects.notices).toEqual(notices);
          expect(effects.goToCart).toBe(state.value === 'cart' ? 1 : 0);
          expect(a.draftError).toBeNull();
          expect(a.isLoading).toBe(state.value === 'loading');
          expect(a.loadFailed).toBe(state.value === 'failed');
          expect(a.error).toBe(state.value === 'failed' ? LOAD_FAILED : refused ? REFUSED : null);
          expect(a.confirming).toEqual(state.value === 'confirming' ? pending : null);
          expect(a.acting).toEqual(state.value === 'acting' ? pending : null);
          expect(env.isPending('loadOrders')).toBe(state.value === 'loading');
          expect(env.isPending('runAction')).toBe(state.value === 'acting');
          switch (state.value) {
            case 'loading':
              expect(loads().at(-1)).toEqual({ query: q, recycled });
              return;
            case 'failed':
              return;
            case 'idle':
            case 'cart':
              expect(shown()).toEqual(expectedRows(q, recycled));
              expect(a.pageCount).toBe(2);
              return;
            case 'confirming':
              // The dialog names an order of the page, which stays on show behind it.
              expect(shown().map((r) => r.orderNo)).toContain(pending!.orderNo);
              return;
            case 'acting':
              expect(runs().at(-1)).toEqual(pending);
              expect(shown().find((r) => r.orderNo === pending!.orderNo)?.actions).toContain(pending!.action);
              return;
            default:
              throw new Error(`unmapped model state ${JSON.stringify(state.value)}`);
          }
        },
      },
    });
  });
});

describe('my orders actions model coverage', () => {
  it('takes every transition written in the model, across my orders and the bin', () => {
    const untaken = [false, true].map((recycled) => {
      const model = actionModelOf(recycled);
      return untakenDefinitions(model, transitionCoverPaths(model));
    });
    expect(untaken.reduce((all, some) => all.filter((t) => some.includes(t)))).toEqual([]);
  });
});
