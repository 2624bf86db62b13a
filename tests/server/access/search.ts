import type { AccessRow } from '../access-matrix.ts';

/** Access rows for the search service (see access-matrix.ts). */
export const searchAccess: Record<string, AccessRow> = {
  'POST /iiot/jcmall-search/hotSearch/pageListForFront': { access: 'public', body: { isFront: 1, type: 0 } },
};
