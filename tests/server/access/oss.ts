import type { AccessRow } from './row.ts';

/** Access rows for the oss service (see access-matrix.ts). */
export const ossAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-oss/file/:shopId/:fileId': { access: 'path-tenant', url: ':firstFile' },
};
