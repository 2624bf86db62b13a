import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { INVOICE_PDF_MAX_BYTES, type StoreInvoice } from '../../../machines/invoices/invoices.types.ts';
import type { ChosenFile } from '../../../machines/shared/picture-upload.machine.ts';
import { connect } from '../../../machines/console/invoice-issue.connect.ts';
import {
  invoiceFileProblem,
  invoiceIssueMachine,
  invoiceIssueProblems,
  type InvoiceIssueProblems,
} from '../../../machines/console/invoice-issue.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { apiError, modelCoverPaths } from './console-test-support.ts';

const ORDER_NO = '202603011000000001';
const INVOICE_NO = '25110000000012345678';

const storeInvoice = (status: StoreInvoice['invoice']['status']): StoreInvoice => ({
  orderNo: ORDER_NO,
  storeId: 1,
  storeName: '集采自营店',
  buyer: '王建国',
  invoice: {
    kind: 'electronicOrdinary',
    titleType: 'unit',
    title: '北京市海淀区明德中学',
    taxpayerId: '12110108400012345X',
    content: '商品明细',
    amount: '128.50',
    status,
    changeRequest: null,
    invoiceNo: status === 'invoiced' ? INVOICE_NO : null,
    invoicedAt: status === 'invoiced' ? '2026-03-03T02:00:00Z' : null,
    appliedAt: '2026-03-02T02:00:00Z',
    fileUrl: status === 'invoiced' ? '/iiot/jcmall-oss/file/JCMALL/F000001' : null,
  },
});
const APPLYING = storeInvoice('applying');
const INVOICED = storeInvoice('invoiced');

const pdf = (name = '发票-202603011000000001.pdf', size = 204_800): ChosenFile => ({
  name,
  type: 'application/pdf',
  size,
});

/** A chosen PDF as the dialog passes it: what the browser says of it, and the file itself. */
const chosenPdf = (n: number) => ({ info: pdf(`发票-${n}.pdf`), file: { chosen: n } });

function harness() {
  const env = controllableActors();
  const effects: string[] = [];
  const issued: Array<{ invoice: StoreInvoice | null; message: string | null }> = [];
  const machine = invoiceIssueMachine.provide({
    actors: { uploadPdf: env.actor('uploadPdf'), issue: env.actor('issue') },
    actions: {
      issued: (_, params) => void issued.push(params),
      sessionLost: () => void effects.push('lost'),
    },
  });
  const actor = createActor(machine).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, issued, actor, api, act };
}

describe('invoice issue rules', () => {
  it('the PDF is required, of type application/pdf, of at most 10 MB', () => {
    expect(invoiceFileProblem(null)).toBe('fileRequired');
    expect(invoiceFileProblem({ name: '发票.png', type: 'image/png', size: 1024 })).toBe('fileFormat');
    expect(invoiceFileProblem({ name: '发票.pdf', type: '', size: 1024 })).toBe('fileFormat');
    expect(invoiceFileProblem(pdf('发票.pdf', INVOICE_PDF_MAX_BYTES))).toBeNull();
    expect(invoiceFileProblem(pdf('发票.pdf', INVOICE_PDF_MAX_BYTES + 1))).toBe('fileSize');
    expect(INVOICE_PDF_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('the number is 8–20 digits or letters, spaces around it aside', () => {
    const ok = pdf();
    expect(invoiceIssueProblems('12345678', ok)).toEqual({});
    expect(invoiceIssueProblems('1234567', ok)).toEqual({ invoiceNo: 'invoiceNoInvalid' });
    expect(invoiceIssueProblems('A'.repeat(20), ok)).toEqual({});
    expect(invoiceIssueProblems('A'.repeat(21), ok)).toEqual({ invoiceNo: 'invoiceNoInvalid' });
    expect(invoiceIssueProblems(` ${INVOICE_NO} `, ok)).toEqual({});
    expect(invoiceIssueProblems('2511-0000-1234', ok)).toEqual({ invoiceNo: 'invoiceNoInvalid' });
    expect(invoiceIssueProblems('发票号12345678', ok)).toEqual({ invoiceNo: 'invoiceNoInvalid' });
  });

  it('names every problem at once', () => {
    expect(invoiceIssueProblems('', null)).toEqual({ invoiceNo: 'invoiceNoInvalid', file: 'fileRequired' });
    expect(invoiceIssueProblems(INVOICE_NO, pdf('发票.pdf', INVOICE_PDF_MAX_BYTES + 1))).toEqual({
      file: 'fileSize',
    });
  });
});

describe('invoice issue machine', () => {
  it('an issued invoice cannot be opened, an application can', async () => {
    const { api, act } = harness();
    await act((a) => a.open(INVOICED));
    expect(api().invoice).toBeNull();
    await act((a) => a.open(APPLYING));
    expect(api()).toMatchObject({ invoice: APPLYING, fileName: null, problems: {}, error: null });
  });

  it('sends nothing while the number or the file is wrong, and says what is wrong', async () => {
    const { env, api, act } = harness();
    await act((a) => a.open(APPLYING));
    await act((a) => a.submit('1234'));
    expect(api().problems).toEqual({ invoiceNo: 'invoiceNoInvalid', file: 'fileRequired' });
    await act((a) => a.chooseFile({ name: '发票.jpg', type: 'image/jpeg', size: 1024 }, {}));
    expect(api()).toMatchObject({
      fileName: '发票.jpg',
      problems: { invoiceNo: 'invoiceNoInvalid', file: 'fileFormat' },
    });
    await act((a) => a.submit(INVOICE_NO));
    expect(api().problems).toEqual({ file: 'fileFormat' });
    await act((a) => a.chooseFile(pdf('发票.pdf', INVOICE_PDF_MAX_BYTES + 1), {}));
    await act((a) => a.submit(INVOICE_NO));
    expect(api()).toMatchObject({ problems: { file: 'fileSize' }, isSending: false });
    expect(env.inputs).toEqual({});
  });

  it('uploads the PDF once, and again only after another file is chosen', async () => {
    const { env, issued, api, act } = harness();
    const first = chosenPdf(1);
    const second = chosenPdf(2);
    await act((a) => a.open(APPLYING));
    await act((a) => a.chooseFile(first.info, first.file));
    await act((a) => a.submit(` ${INVOICE_NO} `));
    expect(api().isSending).toBe(true);
    expect(env.inputs.uploadPdf).toEqual([{ file: first.file }]);
    await env.resolve('uploadPdf', { fileId: 'F000001' });
    expect(env.inputs.issue).toEqual([{ orderNo: ORDER_NO, fileId: 'F000001', invoiceNo: INVOICE_NO }]);
    await env.reject('issue', apiError(500, '服务器错误'));
    expect(api()).toMatchObject({ invoice: APPLYING, isSending: false, error: '服务器错误' });

    await act((a) => a.submit(INVOICE_NO));
    expect(api()).toMatchObject({ isSending: true, error: null });
    expect(env.isPending('uploadPdf')).toBe(false);
    expect(env.inputs.uploadPdf).toHaveLength(1);
    expect(env.inputs.issue?.at(-1)).toEqual({ orderNo: ORDER_NO, fileId: 'F000001', invoiceNo: INVOICE_NO });
    await env.reject('issue', apiError(500, '服务器错误'));

    await act((a) => a.chooseFile(second.info, second.file));
    expect(api().fileName).toBe('发票-2.pdf');
    await act((a) => a.submit(INVOICE_NO));
    expect(env.inputs.uploadPdf).toEqual([{ file: first.file }, { file: second.file }]);
    await env.resolve('uploadPdf', { fileId: 'F000002' });
    expect(env.inputs.issue?.at(-1)).toEqual({ orderNo: ORDER_NO, fileId: 'F000002', invoiceNo: INVOICE_NO });
    await env.resolve('issue', INVOICED);
    expect(issued).toEqual([{ invoice: INVOICED, message: null }]);
    expect(api()).toMatchObject({ invoice: null, isSending: false });
  });

  it('uploads again when the upload failed', async () => {
    const { env, api, act } = harness();
    const file = chosenPdf(1);
    await act((a) => a.open(APPLYING));
    await act((a) => a.chooseFile(file.info, file.file));
    await act((a) => a.submit(INVOICE_NO));
    await env.reject('uploadPdf', apiError(400, '请上传发票文件'));
    expect(api()).toMatchObject({ isSending: false, error: '请上传发票文件' });
    expect(env.isPending('issue')).toBe(false);
    await act((a) => a.submit(INVOICE_NO));
    expect(env.inputs.uploadPdf).toEqual([{ file: file.file }, { file: file.file }]);
  });

  it('an invoice issued meanwhile (409) closes the dialog with the server’s words', async () => {
    const { env, effects, issued, api, act } = harness();
    const file = chosenPdf(1);
    await act((a) => a.open(APPLYING));
    await act((a) => a.chooseFile(file.info, file.file));
    await act((a) => a.submit(INVOICE_NO));
    await env.resolve('uploadPdf', { fileId: 'F000001' });
    await env.reject('issue', apiError(409, '发票状态已变更'));
    expect(api().invoice).toBeNull();
    expect(issued).toEqual([{ invoice: null, message: '发票状态已变更' }]);
    expect(effects).toEqual([]);
  });

  it('a 401 tells the app the session is gone and keeps the dialog', async () => {
    const { env, effects, issued, api, act } = harness();
    const file = chosenPdf(1);
    await act((a) => a.open(APPLYING));
    await act((a) => a.chooseFile(file.info, file.file));
    await act((a) => a.submit(INVOICE_NO));
    await env.reject('uploadPdf', apiError(401, '请先登录'));
    expect(effects).toEqual(['lost']);
    await act((a) => a.submit(INVOICE_NO));
    await env.resolve('uploadPdf', { fileId: 'F000001' });
    await env.reject('issue', apiError(401, '请先登录'));
    expect(effects).toEqual(['lost', 'lost']);
    expect(issued).toEqual([]);
    expect(api()).toMatchObject({ invoice: APPLYING, isSending: false });
  });

  it('opens afresh after a dismiss', async () => {
    const { env, api, act } = harness();
    const file = chosenPdf(1);
    await act((a) => a.open(APPLYING));
    await act((a) => a.chooseFile(file.info, file.file));
    await act((a) => a.submit('1234'));
    await act((a) => a.dismiss());
    expect(api().invoice).toBeNull();
    await act((a) => a.open(APPLYING));
    expect(api()).toMatchObject({ invoice: APPLYING, fileName: null, problems: {}, error: null });
    await act((a) => a.submit(INVOICE_NO));
    expect(api().problems).toEqual({ file: 'fileRequired' });
    expect(env.inputs).toEqual({});
  });
});

type ModelEvent = {
  type:
    | 'open.invoiced'
    | 'open'
    | 'choose.pdf'
    | 'submit.badNo'
    | 'submit'
    | 'dismiss'
    | 'upload.ok'
    | 'upload.fails'
    | 'upload.unauthorized'
    | 'issue.ok'
    | 'issue.fails'
    | 'issue.conflict'
    | 'issue.unauthorized';
};
interface ModelContext {
  /** A PDF is chosen. */
  pdf: boolean;
  /** The chosen PDF is uploaded (its fileId kept). */
  uploaded: boolean;
  /** The last number submitted was wrong. */
  badNo: boolean;
  /** A submit found no file (and none was chosen since). */
  missingFile: boolean;
  /** What failed last, shown until a valid submit. */
  error: 'upload' | 'issue' | null;
}
const FRESH: ModelContext = { pdf: false, uploaded: false, badNo: false, missingFile: false, error: null };

/** The issue dialog as the seller uses it; the server decides what the upload and the issue answer. */
const issueModel = setup({
  types: {} as { context: ModelContext; events: ModelEvent },
  guards: {
    hasPdf: ({ context }) => context.pdf,
    hasUpload: ({ context }) => context.pdf && context.uploaded,
  },
}).createMachine({
  id: 'issueModel',
  context: FRESH,
  initial: 'closed',
  states: {
    closed: { on: { 'open.invoiced': 'closed', open: 'editing' } },
    editing: {
      on: {
        'choose.pdf': { actions: assign({ pdf: true, uploaded: false, missingFile: false }) },
        'submit.badNo': { actions: assign({ badNo: true, missingFile: ({ context }) => !context.pdf }) },
        submit: [
          { guard: 'hasUpload', target: 'issuing', actions: assign({ badNo: false, error: null }) },
          { guard: 'hasPdf', target: 'uploading', actions: assign({ badNo: false, error: null }) },
          { actions: assign({ badNo: false, missingFile: true }) },
        ],
        dismiss: { target: 'closed', actions: assign(FRESH) },
      },
    },
    uploading: {
      on: {
        'upload.ok': { target: 'issuing', actions: assign({ uploaded: true }) },
        'upload.fails': { target: 'editing', actions: assign({ error: 'upload' }) },
        'upload.unauthorized': 'lost',
      },
    },
    issuing: {
      on: {
        'issue.ok': 'issued',
        'issue.fails': { target: 'editing', actions: assign({ error: 'issue' }) },
        'issue.conflict': 'conflict',
        'issue.unauthorized': 'lost',
      },
    },
    lost: {},
    issued: {},
    conflict: {},
  },
});

const ERRORS = { upload: '文件上传失败', issue: '服务器错误' } as const;

describe('invoice issue model', () => {
  const paths = modelCoverPaths(issueModel, 20);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, issued, api, act } = harness();
    let chosen: ReturnType<typeof chosenPdf> | null = null;
    let choices = 0;
    const uploads = () => env.inputs.uploadPdf?.length ?? 0;
    await path.test({
      events: {
        'open.invoiced': () => act((a) => a.open(INVOICED)),
        open: () => act((a) => a.open(APPLYING)),
        'choose.pdf': () => {
          const next = (chosen = chosenPdf(++choices));
          return act((a) => a.chooseFile(next.info, next.file));
        },
        'submit.badNo': () => act((a) => a.submit('2511-0000')),
        submit: () => act((a) => a.submit(` ${INVOICE_NO} `)),
        dismiss: () => act((a) => a.dismiss()),
        'upload.ok': () => env.resolve('uploadPdf', { fileId: `F${uploads()}` }),
        'upload.fails': () => env.reject('uploadPdf', apiError(500, ERRORS.upload)),
        'upload.unauthorized': () => env.reject('uploadPdf', apiError(401, '请先登录')),
        'issue.ok': () => env.resolve('issue', INVOICED),
        'issue.fails': () => env.reject('issue', apiError(500, ERRORS.issue)),
        'issue.conflict': () => env.reject('issue', apiError(409, '发票状态已变更')),
        'issue.unauthorized': () => env.reject('issue', apiError(401, '请先登录')),
      },
      states: {
        closed: () => {
          expect(api().invoice).toBeNull();
          expect([issued, effects]).toEqual([[], []]);
          expect([env.isPending('uploadPdf'), env.isPending('issue')]).toEqual([false, false]);
        },
        editing: (state) => {
          const { pdf: hasPdf, badNo, missingFile, error } = state.context;
          const problems: InvoiceIssueProblems = {
            ...(badNo && { invoiceNo: 'invoiceNoInvalid' }),
            ...(missingFile && { file: 'fileRequired' }),
          };
          expect(api()).toEqual(
            expect.objectContaining({
              invoice: APPLYING,
              fileName: hasPdf ? chosen?.info.name : null,
              problems,
              isSending: false,
              error: error && ERRORS[error],
            }),
          );
          expect([env.isPending('uploadPdf'), env.isPending('issue')]).toEqual([false, false]);
        },
        uploading: () => {
          expect(api()).toMatchObject({ invoice: APPLYING, isSending: true, error: null, problems: {} });
          expect(env.isPending('uploadPdf')).toBe(true);
          expect(env.inputs.uploadPdf?.at(-1)).toEqual({ file: chosen?.file });
          expect(env.isPending('issue')).toBe(false);
        },
        issuing: () => {
          expect(api()).toMatchObject({ invoice: APPLYING, isSending: true, error: null, problems: {} });
          expect(env.isPending('uploadPdf')).toBe(false);
          expect(env.isPending('issue')).toBe(true);
          expect(env.inputs.issue?.at(-1)).toEqual({
            orderNo: ORDER_NO,
            fileId: `F${uploads()}`,
            invoiceNo: INVOICE_NO,
          });
          expect(env.inputs.uploadPdf?.at(-1)).toEqual({ file: chosen?.file });
        },
        lost: () => {
          expect(effects).toEqual(['lost']);
          expect(api()).toMatchObject({ invoice: APPLYING, isSending: false });
          expect(issued).toEqual([]);
        },
        issued: () => {
          expect(api().invoice).toBeNull();
          expect(issued).toEqual([{ invoice: INVOICED, message: null }]);
        },
        conflict: () => {
          expect(api().invoice).toBeNull();
          expect(issued).toEqual([{ invoice: null, message: '发票状态已变更' }]);
        },
      },
    });
  });
});
