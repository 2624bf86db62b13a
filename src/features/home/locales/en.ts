import type { homeFloorsZhCN } from './zh_CN.ts';

export const homeFloorsEn: typeof homeFloorsZhCN = {
  more: 'More',
  hotGoods: 'Best sellers',
  zones: 'Featured zones',
  notices: 'Notices',
  moreNotices: 'More notices',
  rank: 'No. {{rank}}',
};
