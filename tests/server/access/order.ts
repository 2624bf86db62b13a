import type { AccessRow } from '../access-matrix.ts';

/** Access rows for the order service (see access-matrix.ts). */
export const orderAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-order/sc/skuCount': { access: 'user' },
};
