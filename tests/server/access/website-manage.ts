import type { AccessRow } from './row.ts';

/** Access rows for the website-manage service (see access-matrix.ts). */
export const websiteManageAccess: Record<string, AccessRow> = {
  'GET /website-manage/help/list': { access: 'public' },
  'GET /website-manage/help/detail': { access: 'public', query: { code: 'register' } },
  'GET /website-manage/notice/page': { access: 'public', query: { current: '1', size: '5' } },
  // Notice 1 is the platform shop's first seeded notice.
  'GET /website-manage/notice/detail': { access: 'public', query: { id: '1' } },
  // The matrix calls as the platform shop, which has no "about us" page (HBKY's only, spec §2).
  'GET /website-manage/about': { access: 'public', expect: 404 },
};
