import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import {
  firstInvoiceProblem,
  type ApplyInvoiceBody,
  type ChangeInvoiceBody,
  type ChangeRequest,
  type InvoiceOrder,
} from './invoices.types.ts';

/** What the form sends: the title fields, and for an issued invoice the kind of request. */
export type InvoiceForm = Omit<ApplyInvoiceBody, 'orderNo'> & { request?: ChangeRequest };

export interface InvoiceDetailContext {
  orderNo: string;
  order: InvoiceOrder | null;
  error: string | null;
}

export type InvoiceDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'change.start' }
  | { type: 'form.cancel' }
  | { type: 'form.submit'; form: InvoiceForm };

const isNone = ({ context }: { context: InvoiceDetailContext }) => context.order?.state === 'none';
const isInvoiced = ({ context }: { context: InvoiceDetailContext }) => context.order?.state === 'invoiced';

/**
 * One order's invoice (spec §2 invoice-detail; §4 no invoice → applying → invoiced, which can be updated
 * or exchanged). `loadDetail` reads it; with none the page is the application form, with an issued one
 * 申请换开/修改 (`change.start`) opens the same form with the request's kind. A form breaking the title
 * rules (invoices.types.ts) is not sent; `applyInvoice` or `changeInvoice` sends it and the answer is the
 * order's new invoice, applying. The server's refusal stays in `error` on the form.
 * Tags `loading`, `error`, `editing`, `submitting`.
 */
export const invoiceDetailMachine = setup({
  types: {} as {
    context: InvoiceDetailContext;
    events: InvoiceDetailEvent;
    input: { orderNo: string };
  },
  actors: {
    loadDetail: fromPromise<InvoiceOrder, { orderNo: string }>(async () => {
      throw new Error('loadDetail is provided by the app');
    }),
    applyInvoice: fromPromise<InvoiceOrder, ApplyInvoiceBody>(async () => {
      throw new Error('applyInvoice is provided by the app');
    }),
    changeInvoice: fromPromise<InvoiceOrder, ChangeInvoiceBody>(async () => {
      throw new Error('changeInvoice is provided by the app');
    }),
  },
  actions: {
    notifyDone: (_, _params: { changed: boolean }) => {},
  },
  guards: { isNone, isInvoiced },
}).createMachine({
  id: 'invoiceDetail',
  context: ({ input }) => ({ orderNo: input.orderNo, order: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'viewing', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'detail.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    viewing: {
      always: { guard: 'isNone', target: 'applying' },
      on: { 'change.start': { guard: 'isInvoiced', target: 'changing' } },
    },
    applying: {
      tags: ['editing'],
      on: {
        'form.submit': {
          guard: ({ event }) => firstInvoiceProblem(event.form) === null,
          target: 'submittingApply',
          actions: assign({ error: null }),
        },
      },
    },
    changing: {
      tags: ['editing'],
      on: {
        'form.cancel': { target: 'viewing', actions: assign({ error: null }) },
        'form.submit': {
          guard: ({ event }) => firstInvoiceProblem(event.form) === null && event.form.request !== undefined,
          target: 'submittingChange',
          actions: assign({ error: null }),
        },
      },
    },
    submittingApply: {
      tags: ['submitting', 'editing'],
      invoke: {
        src: 'applyInvoice',
        input: ({ context, event }) => {
          const { request: _r, ...form } = (event as Extract<InvoiceDetailEvent, { type: 'form.submit' }>)
            .form;
          return { ...form, orderNo: context.orderNo };
        },
        onDone: {
          target: 'viewing',
          actions: [
            assign({ order: ({ event }) => event.output }),
            { type: 'notifyDone', params: { changed: false } },
          ],
        },
        onError: { target: 'applying', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    submittingChange: {
      tags: ['submitting', 'editing'],
      invoke: {
        src: 'changeInvoice',
        input: ({ context, event }) => {
          const { form } = event as Extract<InvoiceDetailEvent, { type: 'form.submit' }>;
          return { ...form, request: form.request!, orderNo: context.orderNo };
        },
        onDone: {
          target: 'viewing',
          actions: [
            assign({ order: ({ event }) => event.output }),
            { type: 'notifyDone', params: { changed: true } },
          ],
        },
        onError: { target: 'changing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
