import { defineRoutes } from '../../platform/openapi/handlers.ts';
import {
  defaultAddress,
  deleteAddress,
  listAddresses,
  MAX_ADDRESSES,
  regionChildren,
  saveAddress,
  wallet,
} from './account.service.ts';

export const accountHandlers = defineRoutes('account', {
  regionChildren: ({ query, ctx }) => ctx.tx((q) => regionChildren(q, query.parentCode)),
  queryDefaultAddress: ({ ctx }) => ctx.tx((q) => defaultAddress(q, ctx.user!.userId)),
  listAddresses: ({ ctx }) =>
    ctx.tx(async (q) => ({ records: await listAddresses(q, ctx.user!.userId), max: MAX_ADDRESSES })),
  saveAddress: ({ body, ctx }) => ctx.tx((q) => saveAddress(q, ctx.user!.userId, body)),
  deleteAddress: ({ body, ctx }) => ctx.tx((q) => deleteAddress(q, ctx.user!.userId, body.id)),
  wallet: ({ ctx }) => ctx.tx((q) => wallet(q, ctx.user!.userId)),
});
