import { describe, expect, it } from 'vitest';
import { createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect, type InvoiceDetailApi } from '../../../machines/invoices/invoice-detail.connect.ts';
import { invoiceDetailMachine, type InvoiceForm } from '../../../machines/invoices/invoice-detail.machine.ts';
import {
  firstInvoiceProblem,
  invoiceProblems,
  type Invoice,
  type InvoiceOrder,
  type InvoiceState,
} from '../../../machines/invoices/invoices.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: one paid order of ¥20.00, without an invoice, applying or issued.

const ORDER_NO = '202602281234567890123';
const invoice = (status: 'applying' | 'invoiced', over: Partial<Invoice> = {}): Invoice => ({
  kind: 'vatSpecial',
  titleType: 'unit',
  title: '北京某某科技有限公司',
  taxpayerId: '91110108MA01ABCD2X',
  content: '商品明细',
  amount: '20.00',
  status,
  changeRequest: null,
  invoiceNo: status === 'invoiced' ? '04400220011' : null,
  invoicedAt: status === 'invoiced' ? '2026-03-01T02:00:00.000Z' : null,
  appliedAt: '2026-02-28T02:00:00.000Z',
  fileUrl: status === 'invoiced' ? '/iiot/jcmall-oss/file/DEMO/abc' : null,
  ...over,
});
const orderIn = (state: InvoiceState, over: Partial<Invoice> = {}): InvoiceOrder => ({
  orderNo: ORDER_NO,
  storeName: '办公用品旗舰店',
  orderStatus: 'pendingDelivery',
  payAmount: '20.00',
  paidAt: '2026-02-28T01:00:00.000Z',
  state,
  invoice: state === 'none' ? null : invoice(state, over),
});

const VALID: InvoiceForm = {
  kind: 'vatSpecial',
  titleType: 'unit',
  title: '北京某某科技有限公司',
  taxpayerId: '91110108MA01ABCD2X',
  content: '商品明细',
};
const INVALID: InvoiceForm = { ...VALID, taxpayerId: '12345' };
const REFUSED = '该订单已申请发票';

function harness() {
  const env = controllableActors();
  const done: boolean[] = [];
  const actor = createActor(
    invoiceDetailMachine.provide({
      actors: {
        loadDetail: env.actor('loadDetail'),
        applyInvoice: env.actor('applyInvoice'),
        changeInvoice: env.actor('changeInvoice'),
      },
      actions: { notifyDone: (_, { changed }) => done.push(changed) },
    }),
    { input: { orderNo: ORDER_NO } },
  ).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (does: (api: InvoiceDetailApi) => void) => {
    does(api());
    await flush();
  };
  const sent = (name: string) => (env.inputs[name] ?? []) as unknown[];
  return { env, actor, api, act, sent, done };
}

describe('invoice rules (invoices.types.ts)', () => {
  it('names each broken rule', () => {
    expect(invoiceProblems(VALID)).toEqual({});
    expect(invoiceProblems({ ...VALID, title: ' ' })).toEqual({ title: 'unitName' });
    expect(invoiceProblems({ ...VALID, taxpayerId: '' })).toEqual({ taxpayerId: 'taxpayerId' });
    expect(invoiceProblems({ ...VALID, taxpayerId: '91110108ma01abcd2x' })).toEqual({
      taxpayerId: 'taxpayerIdInvalid',
    });
    expect(invoiceProblems({ ...VALID, titleType: 'personal', title: '' })).toEqual({
      title: 'title',
      kind: 'vatSpecialUnit',
    });
    expect(invoiceProblems({ kind: 'electronicOrdinary', titleType: 'personal', title: '个人' })).toEqual({});
    expect(firstInvoiceProblem({ ...VALID, title: '张'.repeat(51) })).toBe('titleLong');
    for (const id of ['123456789012345', '91110108MA01ABCD2X', '12345678901234567890'])
      expect(firstInvoiceProblem({ ...VALID, taxpayerId: id }), id).toBeNull();
  });
});

describe('invoice detail machine', () => {
  it('no invoice: the form; a valid application is sent with the order number', async () => {
    const { env, api, act, sent, done } = harness();
    expect(api()).toMatchObject({ isLoading: true, isEditing: false });
    await env.resolve('loadDetail', orderIn('none'));
    expect(api()).toMatchObject({ isLoading: false, isEditing: true, isChanging: false, canChange: false });
    await act((a) => a.submit(INVALID));
    expect(sent('applyInvoice')).toEqual([]);
    await act((a) => a.submit({ ...VALID, request: 'update' }));
    expect(sent('applyInvoice')).toEqual([{ ...VALID, orderNo: ORDER_NO }]);
    expect(api().isSubmitting).toBe(true);
    await env.resolve('applyInvoice', orderIn('applying'));
    expect(api()).toMatchObject({ isEditing: false, canChange: false, order: { state: 'applying' } });
    expect(done).toEqual([false]);
  });

  it('issued: a change request is sent with its kind; cancelling sends nothing', async () => {
    const { env, api, act, sent, done } = harness();
    await env.resolve('loadDetail', orderIn('invoiced'));
    expect(api()).toMatchObject({ isEditing: false, canChange: true });
    await act((a) => a.startChange());
    expect(api()).toMatchObject({ isEditing: true, isChanging: true, canChange: false });
    await act((a) => a.cancel());
    expect(api()).toMatchObject({ isEditing: false, canChange: true });
    await act((a) => a.startChange());
    // A change needs its kind of request.
    await act((a) => a.submit(VALID));
    expect(sent('changeInvoice')).toEqual([]);
    await act((a) => a.submit({ ...VALID, request: 'exchange' }));
    expect(sent('changeInvoice')).toEqual([{ ...VALID, request: 'exchange', orderNo: ORDER_NO }]);
    await env.resolve('changeInvoice', orderIn('applying', { changeRequest: 'exchange' }));
    expect(api()).toMatchObject({ isEditing: false, canChange: false, order: { state: 'applying' } });
    expect(done).toEqual([true]);
  });

  it('a refusal stays on the form with the server’s words; a failed load retries', async () => {
    const { env, api, act } = harness();
    await env.reject('loadDetail', new Error('网络异常'));
    expect(api()).toMatchObject({ loadFailed: true, error: '网络异常' });
    await act((a) => a.retry());
    await env.resolve('loadDetail', orderIn('none'));
    await act((a) => a.submit(VALID));
    await env.reject('applyInvoice', new Error(REFUSED));
    expect(api()).toMatchObject({ isEditing: true, isSubmitting: false, error: REFUSED });
    await act((a) => a.submit(VALID));
    expect(api().error).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the load (each state of the invoice, or failing), the form's valid and invalid submissions, the
// server's answers, the change request opened and cancelled, and clicks that must send nothing.

type ModelEvent = {
  type:
    | 'load.none'
    | 'load.applying'
    | 'load.invoiced'
    | 'load.fails'
    | 'retry'
    | 'submit.valid'
    | 'submit.invalid'
    | 'server.ok'
    | 'server.refuses'
    | 'change'
    | 'change.ignored'
    | 'cancel';
};

const detailModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'invoiceDetailModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.none': 'applying',
        'load.applying': 'waiting',
        'load.invoiced': 'issued',
        'load.fails': 'failed',
      },
    },
    failed: { on: { retry: 'loading' } },
    applying: { on: { 'submit.valid': 'sendingApply', 'submit.invalid': 'applying' } },
    sendingApply: { on: { 'server.ok': 'waiting', 'server.refuses': 'applying' } },
    waiting: { on: { 'change.ignored': 'waiting' } },
    issued: { on: { change: 'changing' } },
    changing: { on: { cancel: 'issued', 'submit.valid': 'sendingChange', 'submit.invalid': 'changing' } },
    sendingChange: { on: { 'server.ok': 'waiting', 'server.refuses': 'changing' } },
  },
});

describe('invoice detail model', () => {
  const model = createTestModel(detailModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, api, act, sent } = harness();
    let before: SnapshotFrom<typeof detailModel> | undefined;
    for (const step of path.steps) {
      const { event, state } = step;
      const changing = before?.matches('changing') || before?.matches('sendingChange');
      switch (event.type) {
        case 'load.none':
          await env.resolve('loadDetail', orderIn('none'));
          break;
        case 'load.applying':
          await env.resolve('loadDetail', orderIn('applying'));
          break;
        case 'load.invoiced':
          await env.resolve('loadDetail', orderIn('invoiced'));
          break;
        case 'load.fails':
          await env.reject('loadDetail', new Error('网络异常'));
          break;
        case 'retry':
          await act((a) => a.retry());
          break;
        case 'submit.valid': {
          const name = changing ? 'changeInvoice' : 'applyInvoice';
          const count = sent(name).length;
          await act((a) => a.submit({ ...VALID, request: 'update' }));
          expect(sent(name)).toHaveLength(count + 1);
          break;
        }
        case 'submit.invalid': {
          const count = sent('applyInvoice').length + sent('changeInvoice').length;
          await act((a) => a.submit({ ...INVALID, request: 'update' }));
          expect(sent('applyInvoice').length + sent('changeInvoice').length).toBe(count);
          break;
        }
        case 'server.ok':
          await env.resolve(
            changing ? 'changeInvoice' : 'applyInvoice',
            orderIn('applying', changing ? { changeRequest: 'update' } : {}),
          );
          break;
        case 'server.refuses':
          await env.reject(changing ? 'changeInvoice' : 'applyInvoice', new Error(REFUSED));
          break;
        case 'change':
          await act((a) => a.startChange());
          break;
        case 'change.ignored':
          expect(api().canChange).toBe(false);
          await act((a) => a.startChange());
          break;
        case 'cancel':
          await act((a) => a.cancel());
          break;
      }
      // The page as the model's state says.
      const at = (s: string) => state.matches(s as never);
      expect(api().isLoading, `${event.type} loading`).toBe(at('loading'));
      expect(api().loadFailed).toBe(at('failed'));
      expect(api().isEditing).toBe(
        at('applying') || at('changing') || at('sendingApply') || at('sendingChange'),
      );
      expect(api().isChanging).toBe(at('changing') || at('sendingChange'));
      expect(api().isSubmitting).toBe(at('sendingApply') || at('sendingChange'));
      expect(api().canChange).toBe(at('issued'));
      if (event.type === 'server.refuses') expect(api().error).toBe(REFUSED);
      before = state;
    }
    await flush();
  });
});
