import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/shared/paged-list.connect.ts';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

interface Row {
  id: number;
}
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

function harness(size = 10) {
  const env = controllableActors();
  const machine = pagedListMachine.provide({ actors: { loadPage: env.actor('loadPage') } });
  const actor = createActor(machine, { input: { size } }).start();
  const api = () => connect<Row>(actor.getSnapshot(), actor.send);
  const go = async (page: number) => {
    api().goToPage(page);
    await flush();
  };
  const loads = () => env.inputs.loadPage ?? [];
  return { env, api, go, loads };
}

describe('paged list machine', () => {
  it('loads the first page, then shows its records, the total and the page count', async () => {
    const { env, api, loads } = harness();
    expect(loads()).toEqual([{ page: 1, size: 10 }]);
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, records: [], total: 0, page: 1 });
    await env.resolve('loadPage', { records: rows(1, 10), total: 23 });
    expect(api()).toMatchObject({
      isLoading: false,
      loadFailed: false,
      error: null,
      records: rows(1, 10),
      total: 23,
      page: 1,
      pageCount: 3,
    });
  });

  it('an empty list has one page and nowhere to go', async () => {
    const { env, api, go, loads } = harness();
    await env.resolve('loadPage', { records: [], total: 0 });
    expect(api().pageCount).toBe(1);
    for (const page of [0, 1, 2]) expect(api().canGo(page)).toBe(false);
    await go(2);
    expect(loads()).toHaveLength(1);
  });

  it('goes to any other page there is, and loads it', async () => {
    const { env, api, go, loads } = harness();
    await env.resolve('loadPage', { records: rows(1, 10), total: 23 });
    expect([1, 2, 3].map((p) => api().canGo(p))).toEqual([false, true, true]);
    await go(3);
    expect(api()).toMatchObject({ isLoading: true, page: 3 });
    expect(loads().at(-1)).toEqual({ page: 3, size: 10 });
    // Paging waits for the page being loaded.
    expect(api().canGo(2)).toBe(false);
    await env.resolve('loadPage', { records: rows(21, 3), total: 23 });
    expect(api()).toMatchObject({ isLoading: false, page: 3, records: rows(21, 3) });
    await go(1);
    await env.resolve('loadPage', { records: rows(1, 10), total: 23 });
    expect(api().page).toBe(1);
    expect(loads().map((l) => (l as { page: number }).page)).toEqual([1, 3, 1]);
  });

  it('refuses pages out of range, fractional or not numbers', async () => {
    const { env, api, go, loads } = harness(5);
    await env.resolve('loadPage', { records: rows(1, 5), total: 10 });
    expect(api().pageCount).toBe(2);
    for (const page of [0, -1, 3, 1.5, Number.NaN, Infinity, 1]) {
      expect(api().canGo(page)).toBe(false);
      await go(page);
    }
    expect(loads()).toHaveLength(1);
    expect(api()).toMatchObject({ page: 1, isLoading: false });
  });

  it('a page count follows the total: a full last page adds none', async () => {
    const { env, api } = harness(10);
    await env.resolve('loadPage', { records: rows(1, 10), total: 30 });
    expect(api().pageCount).toBe(3);
    expect(api().canGo(3)).toBe(true);
    expect(api().canGo(4)).toBe(false);
  });

  it('a failed page says why and retries the same page', async () => {
    const { env, api, go, loads } = harness();
    await env.resolve('loadPage', { records: rows(1, 10), total: 23 });
    await go(2);
    await env.reject('loadPage', new Error('网络连接失败'));
    expect(api()).toMatchObject({ isLoading: false, loadFailed: true, error: '网络连接失败', page: 2 });
    expect(api().canGo(1)).toBe(false);
    api().retry();
    await flush();
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, error: null });
    expect(loads().at(-1)).toEqual({ page: 2, size: 10 });
    await env.reject('loadPage', {});
    expect(api().error).toBe('网络异常');
    api().retry();
    await flush();
    await env.resolve('loadPage', { records: rows(11, 10), total: 23 });
    expect(api()).toMatchObject({ loadFailed: false, error: null, page: 2, records: rows(11, 10) });
  });

  it('retry is only for a failed load', async () => {
    const { env, api, loads } = harness();
    await env.resolve('loadPage', { records: [], total: 0 });
    api().retry();
    await flush();
    expect(loads()).toHaveLength(1);
  });
});
