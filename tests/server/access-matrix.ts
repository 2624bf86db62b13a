import type { Access } from '../../server/src/openapi/operations.ts';
import { accountAccess } from './access/account.ts';
import { frontAccess } from './access/front.ts';
import { mallAccess } from './access/mall.ts';
import { orderAccess } from './access/order.ts';
import { ossAccess } from './access/oss.ts';
import { payAccess } from './access/pay.ts';
import { productAccess } from './access/product.ts';
import { searchAccess } from './access/search.ts';
import { upmsAccess } from './access/upms.ts';
import { websiteManageAccess } from './access/website-manage.ts';

/**
 * Who may call each registered route, with a valid request to call it with. The access-matrix test
 * fails when a route exists without a row here (or a row without a route), and checks every row
 * against anonymous callers, every demo account and a second tenant's token.
 */
export interface AccessRow {
  access: Access;
  body?: unknown;
  multipart?: Record<string, string>;
  /** Request headers the operation declares (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** URL with path parameters filled in, when the route has any. */
  url?: string;
  /**
   * Status an admitted caller gets (default 200), for state-changing routes whose only repeatable sample
   * is a refused one (a login with a wrong password, a code for a taken phone).
   */
  expect?: number;
  /** Each demo account calls with a session of its own, for routes that end the session they are given. */
  freshSession?: boolean;
}

export const ACCESS_MATRIX: Record<string, AccessRow> = {
  ...accountAccess,
  ...frontAccess,
  ...mallAccess,
  ...orderAccess,
  ...ossAccess,
  ...payAccess,
  ...productAccess,
  ...searchAccess,
  ...upmsAccess,
  ...websiteManageAccess,
};
