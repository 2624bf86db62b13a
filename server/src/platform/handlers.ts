import { accountHandlers } from '../modules/account/routes.ts';
import {
  afterSalesBuyerRoutes,
  afterSalesConsoleRoutes,
  afterSalesPayRoutes,
} from '../modules/after-sales/routes.ts';
import { imRoutes } from '../modules/chat/routes.ts';
import { commentHandlers } from '../modules/comments/routes.ts';
import { couponRoutes } from '../modules/coupons/routes.ts';
import { consoleRoutes } from '../modules/console/routes.ts';
import { invoiceHandlers } from '../modules/invoices/routes.ts';
import { cartRoutes } from '../modules/cart/routes.ts';
import { productHandlers } from '../modules/catalog/routes.ts';
import { contentUpmsRoutes, frontHandlers } from '../modules/content/routes.ts';
import { websiteManageHandlers } from '../modules/content/website-routes.ts';
import { ossHandlers } from '../modules/files/routes.ts';
import { upmsHandlers } from '../modules/identity/routes.ts';
import { orderHandlers } from '../modules/orders/routes.ts';
import { payHandlers } from '../modules/payments/routes.ts';
import { promotionRoutes } from '../modules/promotions/routes.ts';
import { searchHandlers, searchProductRoutes } from '../modules/search/routes.ts';
import { shopFrontRoutes, shopUpmsRoutes } from '../modules/shop/routes.ts';
import { storeConsoleRoutes, storeSearchRoutes } from '../modules/stores/routes.ts';
import { walletRoutes } from '../modules/wallet/routes.ts';
import { memberRoutes } from '../modules/member/routes.ts';
import { mallHandlers } from './app-version-routes.ts';
import { serviceHandlers, type Handler, type ServiceName } from './openapi/handlers.ts';

/**
 * Every handler, by service and operationId, gathered from the modules that serve each service's
 * operations; a missing one is a type error here. plugins/api.ts binds them to the operations in openapi/.
 */
export const HANDLERS: Record<ServiceName, Record<string, Handler<never>>> = {
  account: serviceHandlers('account', {
    ...accountHandlers,
    ...walletRoutes,
    ...couponRoutes,
    ...memberRoutes,
  }),
  'after-sales': serviceHandlers('after-sales', afterSalesBuyerRoutes),
  comments: serviceHandlers('comments', commentHandlers),
  console: serviceHandlers('console', {
    ...consoleRoutes,
    ...afterSalesConsoleRoutes,
    ...storeConsoleRoutes,
  }),
  invoices: serviceHandlers('invoices', invoiceHandlers),
  front: serviceHandlers('front', { ...shopFrontRoutes, ...frontHandlers }),
  im: serviceHandlers('im', imRoutes),
  mall: serviceHandlers('mall', mallHandlers),
  order: serviceHandlers('order', { ...cartRoutes, ...orderHandlers }),
  oss: serviceHandlers('oss', ossHandlers),
  pay: serviceHandlers('pay', { ...payHandlers, ...afterSalesPayRoutes }),
  product: serviceHandlers('product', { ...searchProductRoutes, ...productHandlers, ...promotionRoutes }),
  search: serviceHandlers('search', { ...searchHandlers, ...storeSearchRoutes }),
  upms: serviceHandlers('upms', { ...upmsHandlers, ...shopUpmsRoutes, ...contentUpmsRoutes }),
  'website-manage': serviceHandlers('website-manage', websiteManageHandlers),
};
