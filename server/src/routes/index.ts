import type { Handler, ServiceName } from '../openapi/handlers.ts';
import { accountHandlers } from './account.ts';
import { frontHandlers } from './front.ts';
import { mallHandlers } from './mall.ts';
import { orderHandlers } from './order.ts';
import { ossHandlers } from './oss.ts';
import { payHandlers } from './pay.ts';
import { productHandlers } from './product.ts';
import { searchHandlers } from './search.ts';
import { upmsHandlers } from './upms.ts';
import { websiteManageHandlers } from './website-manage.ts';

/** Every handler, by service and operationId. plugins/api.ts binds them to the operations in openapi/. */
export const HANDLERS: Record<ServiceName, Record<string, Handler<never>>> = {
  account: accountHandlers,
  front: frontHandlers,
  mall: mallHandlers,
  order: orderHandlers,
  oss: ossHandlers,
  pay: payHandlers,
  product: productHandlers,
  search: searchHandlers,
  upms: upmsHandlers,
  'website-manage': websiteManageHandlers,
};
