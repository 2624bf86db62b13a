import type { components } from '../../openapi/generated/invoices.ts';
import { isTaxpayerId } from '../checkout/checkout.types.ts';

type Schemas = components['schemas'];
export type Invoice = Schemas['Invoice'];
export type InvoiceOrder = Schemas['InvoiceOrder'];
export type InvoiceOrderPage = Schemas['InvoiceOrderPage'];
export type InvoiceState = Schemas['InvoiceState'];
export type InvoiceKind = Schemas['InvoiceKind'];
export type TitleType = Schemas['TitleType'];
export type InvoiceContent = Schemas['InvoiceContent'];
export type ChangeRequest = Schemas['ChangeRequest'];
export type ApplyInvoiceBody = Schemas['ApplyInvoiceBody'];
export type ChangeInvoiceBody = Schemas['ChangeInvoiceBody'];
export type StoreInvoice = Schemas['StoreInvoice'];

export const INVOICE_STATES: readonly InvoiceState[] = ['none', 'applying', 'invoiced'];
export const INVOICE_KINDS: readonly InvoiceKind[] = ['electronicOrdinary', 'vatSpecial'];
export const INVOICE_CONTENTS: readonly InvoiceContent[] = ['商品明细', '商品类别'];
export const TITLE_MAX = 50;
/** What a personal title is when the buyer picks 个人 rather than typing a name (spec §5). */
export const PERSONAL_TITLE = '个人';

/** The server's messages (the pages show the same ones before sending). */
export const INVOICE_MESSAGES = {
  title: '请输入发票抬头',
  unitName: '请输入单位名称',
  titleLong: `发票抬头不能超过${TITLE_MAX}个字`,
  taxpayerId: '请输入纳税人识别号',
  taxpayerIdInvalid: '请输入正确的纳税人识别号',
  vatSpecialUnit: '增值税专用发票仅支持单位抬头',
  applied: '该订单已申请发票',
  unpaid: '订单未支付，暂不能申请发票',
  statusChanged: '发票状态已变更',
  notIssued: '发票尚未开具',
  missing: '发票不存在',
  file: '请上传发票文件',
  invoiceNo: '请输入正确的发票号码',
} as const;
export type InvoiceProblem = keyof typeof INVOICE_MESSAGES;

/** An invoice's number as the seller types it when issuing: 8–20 digits or letters. */
export const isInvoiceNo = (raw: string) => /^[0-9A-Za-z]{8,20}$/.test(raw.trim());

/** The issued invoice's file: a PDF of at most 10 MB (server files/content.ts reads the bytes). */
export const INVOICE_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** The title fields of an application or change request. */
export interface InvoiceTitleFields {
  kind: InvoiceKind;
  titleType: TitleType;
  title: string;
  taxpayerId?: string | undefined;
}

/**
 * The title rules of spec §5, by field: a personal title is a name (or 个人), a unit title its name and a
 * valid taxpayer ID (the checkout's rule), at most 50 characters; a VAT special invoice is for units only.
 * Empty when the title may be sent. The server answers the first problem's message.
 */
export function invoiceProblems(f: InvoiceTitleFields): {
  title?: InvoiceProblem;
  taxpayerId?: InvoiceProblem;
  kind?: InvoiceProblem;
} {
  const title = f.title.trim();
  const taxpayerId = (f.taxpayerId ?? '').trim();
  const problems: { title?: InvoiceProblem; taxpayerId?: InvoiceProblem; kind?: InvoiceProblem } = {};
  if (title === '') problems.title = f.titleType === 'unit' ? 'unitName' : 'title';
  else if ([...title].length > TITLE_MAX) problems.title = 'titleLong';
  if (f.titleType === 'unit') {
    if (taxpayerId === '') problems.taxpayerId = 'taxpayerId';
    else if (!isTaxpayerId(taxpayerId)) problems.taxpayerId = 'taxpayerIdInvalid';
  } else if (f.kind === 'vatSpecial') problems.kind = 'vatSpecialUnit';
  return problems;
}

/** The first problem of a title, or null. */
export function firstInvoiceProblem(f: InvoiceTitleFields): InvoiceProblem | null {
  const p = invoiceProblems(f);
  return p.title ?? p.taxpayerId ?? p.kind ?? null;
}
