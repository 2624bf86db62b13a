import { accountAccess } from './access/account.ts';
import { afterSalesAccess } from './access/after-sales.ts';
import { commentsAccess } from './access/comments.ts';
import { consoleAccess } from './access/console.ts';
import { frontAccess } from './access/front.ts';
import { imAccess } from './access/im.ts';
import { invoicesAccess } from './access/invoices.ts';
import { mallAccess } from './access/mall.ts';
import { orderAccess } from './access/order.ts';
import { ossAccess } from './access/oss.ts';
import { payAccess } from './access/pay.ts';
import { productAccess } from './access/product.ts';
import { searchAccess } from './access/search.ts';
import { upmsAccess } from './access/upms.ts';
import type { AccessRow } from './access/row.ts';
import { websiteManageAccess } from './access/website-manage.ts';

export const ACCESS_MATRIX: Record<string, AccessRow> = {
  ...accountAccess,
  ...afterSalesAccess,
  ...commentsAccess,
  ...consoleAccess,
  ...frontAccess,
  ...imAccess,
  ...invoicesAccess,
  ...mallAccess,
  ...orderAccess,
  ...ossAccess,
  ...payAccess,
  ...productAccess,
  ...searchAccess,
  ...upmsAccess,
  ...websiteManageAccess,
};
