import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { staffScope } from '../console/staff.service.ts';
import {
  applyInvoice,
  changeInvoice,
  downloadInvoice,
  myInvoiceDetail,
  myInvoices,
} from './invoices.service.ts';
import { issueInvoice, storeInvoices } from './store-invoices.service.ts';

/**
 * The invoices service (openapi/invoices.yaml): the buyer's operations on the invoices of their own paid
 * orders (`user` access), and the seller's on the invoices of the stores they work for (`staff` access).
 */
export const invoiceHandlers = defineRoutes('invoices', {
  listMyInvoices: ({ query, ctx }) =>
    ctx.read((q) =>
      myInvoices(q, ctx.shopId!, ctx.user!.userId, query.status, query.current ?? 1, query.size ?? 10),
    ),
  myInvoiceDetail: ({ query, ctx }) =>
    ctx.read((q) => myInvoiceDetail(q, ctx.shopId!, ctx.user!.userId, query.orderNo)),
  applyInvoice: ({ body, ctx }) => ctx.tx((q) => applyInvoice(q, ctx.shopId!, ctx.user!.userId, body)),
  changeInvoice: ({ body, ctx }) => ctx.tx((q) => changeInvoice(q, ctx.shopId!, ctx.user!.userId, body)),
  downloadInvoice: ({ query, ctx }) =>
    ctx.read((q) => downloadInvoice(q, ctx.shopId!, ctx.user!.userId, query.orderNo)),
  listStoreInvoices: ({ query, ctx }) =>
    ctx.read(async (q) =>
      storeInvoices(
        q,
        ctx.shopId!,
        (await staffScope(q, ctx.user!, 'invoice')).storeIds,
        query.status,
        query.current ?? 1,
        query.size ?? 10,
      ),
    ),
  issueInvoice: ({ body, ctx }) =>
    ctx.tx(async (q) =>
      issueInvoice(q, ctx.shopId!, ctx.user!, (await staffScope(q, ctx.user!, 'invoice')).storeIds, body),
    ),
});
