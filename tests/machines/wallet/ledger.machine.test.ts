import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/wallet/ledger.connect.ts';
import { ledgerMachine, NO_FILTER, type LedgerFilter } from '../../../machines/wallet/ledger.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

function start() {
  const env = controllableActors();
  const actor = createActor(ledgerMachine.provide({ actors: { loadPage: env.actor('loadPage') } }), {
    input: { size: 10 },
  }).start();
  const view = () => connect<{ id: number }, { balance: string }>(actor.getSnapshot(), actor.send);
  const loads = () =>
    (env.inputs.loadPage ?? []) as Array<{ filter: LedgerFilter; page: number; size: number }>;
  const serve = (total = 25) =>
    env.resolve('loadPage', { records: [{ id: loads().length }], total, extra: { balance: '5000.00' } });
  return { env, view, loads, serve };
}

describe('ledger machine', () => {
  it('loads the first page with what the page shows beside it, and pages within the pages there are', async () => {
    const { view, loads, serve } = start();
    expect(loads()).toEqual([{ filter: NO_FILTER, page: 1, size: 10 }]);
    await serve();
    expect(view()).toMatchObject({ pageCount: 3, extra: { balance: '5000.00' }, isLoading: false });
    expect(view().canGo(4)).toBe(false);
    view().goToPage(4);
    view().goToPage(1);
    expect(loads()).toHaveLength(1);
    view().goToPage(3);
    expect(loads().at(-1)!.page).toBe(3);
  });

  it('a new filter starts again at page 1; the same filter loads nothing', async () => {
    const { view, loads, serve } = start();
    await serve();
    view().goToPage(2);
    await serve();
    const out: LedgerFilter = { ...NO_FILTER, direction: 'out', orderNo: 'D2026' };
    view().setFilter(out);
    expect(loads().at(-1)).toEqual({ filter: out, page: 1, size: 10 });
    await serve();
    view().setFilter({ ...out });
    expect(loads()).toHaveLength(3);
  });

  it('reads the page again after the balance changed, and retries after a failure', async () => {
    const { env, view, loads, serve } = start();
    await env.reject('loadPage', new Error('网络异常'));
    expect(view()).toMatchObject({ loadFailed: true, error: '网络异常' });
    view().retry();
    await serve();
    view().reload();
    expect(loads()).toHaveLength(3);
    expect(view().isLoading).toBe(true);
  });

  it('a filter or a reload while a page loads reads again; the answer it replaces is dropped', async () => {
    const { env, view, loads, serve } = start();
    const first = env.take('loadPage');
    const out: LedgerFilter = { ...NO_FILTER, direction: 'out' };
    view().setFilter(out);
    expect(loads().at(-1)).toEqual({ filter: out, page: 1, size: 10 });
    first.resolve({ records: [{ id: 0 }], total: 25, extra: { balance: '5000.00' } });
    await flush();
    expect(view()).toMatchObject({ isLoading: true, records: [] });
    // The balance changed while the filtered page loads: it is read once more.
    view().reload();
    expect(loads()).toHaveLength(3);
    await serve(4);
    expect(view()).toMatchObject({ isLoading: false, records: [{ id: 3 }], pageCount: 1 });
  });
});
