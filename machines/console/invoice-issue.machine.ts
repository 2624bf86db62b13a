import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { ChosenFile } from '../shared/picture-upload.machine.ts';
import { INVOICE_PDF_MAX_BYTES, isInvoiceNo, type StoreInvoice } from '../invoices/invoices.types.ts';
import { consoleErrorGuards } from './console.types.ts';

/** What is wrong with an issue before it is sent, by field (message keys of the console's locale). */
export interface InvoiceIssueProblems {
  invoiceNo?: 'invoiceNoInvalid';
  file?: 'fileRequired' | 'fileFormat' | 'fileSize';
}

/** The PDF's first look in the browser (type and size); the server reads the bytes and decides. */
export function invoiceFileProblem(file: ChosenFile | null): InvoiceIssueProblems['file'] | null {
  if (!file) return 'fileRequired';
  if (file.type !== 'application/pdf') return 'fileFormat';
  return file.size > INVOICE_PDF_MAX_BYTES ? 'fileSize' : null;
}

/** Every problem of an issue: the number (8–20 digits or letters) and the PDF. */
export function invoiceIssueProblems(invoiceNo: string, file: ChosenFile | null): InvoiceIssueProblems {
  const problems: InvoiceIssueProblems = {};
  if (!isInvoiceNo(invoiceNo)) problems.invoiceNo = 'invoiceNoInvalid';
  const fileProblem = invoiceFileProblem(file);
  if (fileProblem) problems.file = fileProblem;
  return problems;
}

export interface InvoiceIssueContext {
  /** The invoice being issued (while the dialog is open). */
  invoice: StoreInvoice | null;
  invoiceNo: string;
  /** What the browser says of the chosen PDF, and the file itself (kept out of what the view renders). */
  fileInfo: ChosenFile | null;
  file: unknown;
  /** The stored PDF once uploaded; choosing another file forgets it. */
  fileId: string | null;
  problems: InvoiceIssueProblems;
  /** The server's words when the upload or the issue failed. */
  error: string | null;
}

export type InvoiceIssueEvent =
  | { type: 'issue.open'; invoice: StoreInvoice }
  | { type: 'file.choose'; info: ChosenFile; file: unknown }
  | { type: 'issue.submit'; invoiceNo: string }
  | { type: 'issue.dismiss' };

/**
 * The seller issues an applying invoice in the console (/vp/invoices): the dialog takes the invoice's
 * number and its PDF, checks both (`invoiceIssueProblems`), uploads the PDF once (`uploadPdf`, purpose
 * invoice) and issues (`issue`: applying → invoiced). Done, the list shows it (`issued`); 发票状态已变更
 * (409: issued meanwhile) closes the dialog and shows the list as it is (`issued` with the server's
 * words). A 401 tells the app the session is gone. Tags `open`, `sending`.
 */
export const invoiceIssueMachine = setup({
  types: {} as { context: InvoiceIssueContext; events: InvoiceIssueEvent },
  actors: {
    uploadPdf: fromPromise<{ fileId: string }, { file: unknown }>(async () => {
      throw new Error('uploadPdf is provided by the app');
    }),
    issue: fromPromise<StoreInvoice, { orderNo: string; fileId: string; invoiceNo: string }>(async () => {
      throw new Error('issue is provided by the app');
    }),
  },
  actions: {
    issued: (_, _params: { invoice: StoreInvoice | null; message: string | null }) => {},
    sessionLost: () => {},
  },
  guards: {
    canIssue: ({ event }) => event.type === 'issue.open' && event.invoice.invoice.status === 'applying',
    isValid: ({ context, event }) =>
      event.type === 'issue.submit' &&
      Object.keys(invoiceIssueProblems(event.invoiceNo, context.fileInfo)).length === 0,
    isUploaded: ({ context }) => context.fileId !== null,
    ...consoleErrorGuards,
  },
}).createMachine({
  id: 'invoiceIssue',
  context: {
    invoice: null,
    invoiceNo: '',
    fileInfo: null,
    file: null,
    fileId: null,
    problems: {},
    error: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'issue.open': {
          guard: 'canIssue',
          target: 'editing',
          actions: assign({
            invoice: ({ event }) => event.invoice,
            invoiceNo: '',
            fileInfo: null,
            file: null,
            fileId: null,
            problems: {},
            error: null,
          }),
        },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'file.choose': {
          actions: assign({
            fileInfo: ({ event }) => event.info,
            file: ({ event }) => event.file,
            fileId: null,
            problems: ({ context, event }) => {
              const { file: _old, ...rest } = context.problems;
              const problem = invoiceFileProblem(event.info);
              return problem ? { ...rest, file: problem } : rest;
            },
          }),
        },
        'issue.submit': [
          {
            guard: 'isValid',
            target: 'sending',
            actions: assign({ invoiceNo: ({ event }) => event.invoiceNo.trim(), problems: {}, error: null }),
          },
          {
            actions: assign({
              invoiceNo: ({ event }) => event.invoiceNo,
              problems: ({ context, event }) => invoiceIssueProblems(event.invoiceNo, context.fileInfo),
            }),
          },
        ],
        'issue.dismiss': { target: 'closed', actions: assign({ invoice: null, file: null, error: null }) },
      },
    },
    sending: {
      tags: ['open', 'sending'],
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isUploaded', target: 'issuing' }, { target: 'uploading' }] },
        uploading: {
          invoke: {
            src: 'uploadPdf',
            input: ({ context }) => ({ file: context.file }),
            onDone: { target: 'issuing', actions: assign({ fileId: ({ event }) => event.output.fileId }) },
            onError: [
              { guard: 'isUnauthorized', target: '#invoiceIssue.editing', actions: 'sessionLost' },
              {
                target: '#invoiceIssue.editing',
                actions: assign({ error: ({ event }) => errorMessage(event.error) }),
              },
            ],
          },
        },
        issuing: {
          invoke: {
            src: 'issue',
            input: ({ context }) => ({
              orderNo: context.invoice!.orderNo,
              fileId: context.fileId!,
              invoiceNo: context.invoiceNo,
            }),
            onDone: {
              target: '#invoiceIssue.closed',
              actions: [
                { type: 'issued', params: ({ event }) => ({ invoice: event.output, message: null }) },
                assign({ invoice: null, file: null }),
              ],
            },
            onError: [
              { guard: 'isUnauthorized', target: '#invoiceIssue.editing', actions: 'sessionLost' },
              {
                guard: 'isConflict',
                target: '#invoiceIssue.closed',
                actions: [
                  {
                    type: 'issued',
                    params: ({ event }) => ({ invoice: null, message: errorMessage(event.error) }),
                  },
                  assign({ invoice: null, file: null }),
                ],
              },
              {
                target: '#invoiceIssue.editing',
                actions: assign({ error: ({ event }) => errorMessage(event.error) }),
              },
            ],
          },
        },
      },
    },
  },
});
