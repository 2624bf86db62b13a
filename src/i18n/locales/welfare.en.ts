import type { welfareZhCN } from './welfare.zh_CN.ts';

/** Welfare page texts in English. */
export const welfareEn: typeof welfareZhCN = {
  title: 'Employee welfare',
  tagline: 'Welfare goods, festival gifts and everyday benefits in one place',
  nav: 'Welfare navigation',
  allGoods: 'Welfare goods',
  badge: 'Welfare',
  score: 'My welfare points: {{score}}',
  scoreLoading: 'Loading welfare points…',
  scoreError: 'Could not load welfare points',
  scoreLogin: 'Log in to see your welfare points',
};
