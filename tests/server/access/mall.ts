import type { AccessRow } from './row.ts';

/** Access rows for the mall service (see access-matrix.ts). */
export const mallAccess: Record<string, AccessRow> = {
  'GET /mall/app-version.json': { access: 'global' },
};
