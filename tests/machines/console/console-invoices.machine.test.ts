import { describe, expect, it } from 'vitest';
import type { StoreInvoice } from '../../../machines/invoices/invoices.types.ts';
import { connect } from '../../../machines/console/console-invoices.connect.ts';
import {
  consoleInvoicesMachine,
  parseConsoleInvoiceTab,
  type ConsoleInvoiceQuery,
  type ConsoleInvoiceTab,
  type StoreInvoicePage,
} from '../../../machines/console/console-invoices.list.ts';
import {
  apiError,
  listHarness,
  consoleListModel,
  expectListState,
  listModelEvents,
  modelCoverPaths,
} from './console-test-support.ts';

type InvoiceStatus = StoreInvoice['invoice']['status'];

const storeInvoice = (n: number, status: InvoiceStatus): StoreInvoice => ({
  orderNo: `2026030110000000${String(n).padStart(2, '0')}`,
  storeId: 1,
  storeName: '集采自营店',
  buyer: '王建国',
  invoice: {
    kind: 'vatSpecial',
    titleType: 'unit',
    title: '北京市海淀区明德中学',
    taxpayerId: '12110108400012345X',
    content: '商品明细',
    amount: '40.00',
    status,
    changeRequest: null,
    invoiceNo: status === 'invoiced' ? `251100000000123456${String(n).padStart(2, '0')}` : null,
    invoicedAt: status === 'invoiced' ? '2026-03-03T02:00:00Z' : null,
    appliedAt: '2026-03-02T02:00:00Z',
    fileUrl: status === 'invoiced' ? `/iiot/jcmall-oss/file/JCMALL/F00000${n}` : null,
  },
});

/** The status of the n-th row of a tab: `all` mixes applications to issue with issued invoices. */
const statusOf = (tab: ConsoleInvoiceTab, n: number): InvoiceStatus =>
  tab === 'all' ? (n % 2 === 1 ? 'applying' : 'invoiced') : tab;

/** A fake server: 12 invoices of the tab asked for (two pages of ten). */
function answer(query: ConsoleInvoiceQuery): StoreInvoicePage {
  const all = Array.from({ length: 12 }, (_, i) => storeInvoice(i + 1, statusOf(query.tab, i + 1)));
  return {
    records: all.slice((query.current - 1) * 10, query.current * 10),
    total: all.length,
    current: query.current,
    size: 10,
  };
}

const harness = (input: ConsoleInvoiceQuery = { tab: 'all', keyword: '', current: 1 }) =>
  listHarness({ machine: consoleInvoicesMachine, loader: 'loadPage', connect, answer, input });

describe('console invoices machine', () => {
  it('reads the tab from the URL, and anything else as every invoice', () => {
    expect(parseConsoleInvoiceTab('applying')).toBe('applying');
    expect(parseConsoleInvoiceTab('invoiced')).toBe('invoiced');
    expect(parseConsoleInvoiceTab('none')).toBe('all');
    expect(parseConsoleInvoiceTab('')).toBe('all');
    expect(parseConsoleInvoiceTab(null)).toBe('all');
    expect(parseConsoleInvoiceTab(undefined)).toBe('all');
  });

  it('offers to issue only the applications, not the invoices issued', async () => {
    const { api, serve } = harness();
    await serve();
    const rows = api().invoices;
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => [r.invoice.status, r.canIssue])).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? ['applying', true] : ['invoiced', false])),
    );
    expect(rows[0]).toEqual({ ...storeInvoice(1, 'applying'), canIssue: true });
  });

  it('loads the same page again after an invoice is issued from it, without touching the URL', async () => {
    const { env, urls, api, act, lastQuery, serve } = harness({ tab: 'applying', keyword: '', current: 2 });
    await serve();
    expect(api().isLoading).toBe(false);
    await act((a) => a.reload());
    expect(api().isLoading).toBe(true);
    expect(env.inputs.loadPage).toEqual([
      { tab: 'applying', keyword: '', current: 2 },
      { tab: 'applying', keyword: '', current: 2 },
    ]);
    expect(urls).toEqual([]);
    await env.resolve('loadPage', { ...answer(lastQuery()), records: [], total: 10 });
    expect(api()).toMatchObject({ isEmpty: true, page: 2, invoices: [] });
  });

  it('reloads nothing while a page is loading or has failed', async () => {
    const { env, api, act } = harness();
    await act((a) => a.reload());
    expect(env.inputs.loadPage).toHaveLength(1);
    await env.reject('loadPage', apiError(500, '服务器错误'));
    await act((a) => a.reload());
    expect(env.inputs.loadPage).toHaveLength(1);
    expect(api()).toMatchObject({ loadFailed: true, error: '服务器错误' });
  });
});

const otherTab = (tab: ConsoleInvoiceTab): ConsoleInvoiceTab => (tab === 'all' ? 'applying' : 'all');

/** The list as the seller browses it (console-test-support.ts). */
const invoicesModel = consoleListModel<ConsoleInvoiceTab>('invoicesModel', 'all', otherTab);

describe('console invoices model', () => {
  const paths = modelCoverPaths(invoicesModel, 5);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = harness();
    await path.test({
      events: {
        ...listModelEvents(h, 'loadPage', otherTab),
      },
      states: {
        '*': (state) =>
          expectListState(h, state, 'all', (a, tab, page) => {
            expect(a.invoices).toHaveLength(page === 1 ? 10 : 2);
            expect(a.total).toBe(12);
            a.invoices.forEach((row, i) => {
              const status = statusOf(tab, (page - 1) * 10 + i + 1);
              expect([row.invoice.status, row.canIssue]).toEqual([status, status === 'applying']);
            });
          }),
      },
    });
  });
});
