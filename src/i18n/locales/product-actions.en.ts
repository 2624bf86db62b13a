import type { productActionsZhCN } from './product-actions.zh_CN.ts';

export const productActionsEn: typeof productActionsZhCN = {
  favourite: 'Favourite',
  favourited: 'Favourited',
  follow: 'Follow store',
  following: 'Following',
  compare: 'Add to comparison',
  inCompare: 'In comparison',
  compared: 'Added to the comparison panel',
  comments: 'Reviews',
  averageRating: 'Rating {{rating}}',
  commentCount: '{{count}} reviews',
  noComments: 'No reviews yet',
  rating: '{{rating}} stars',
  picture: 'Review picture {{index}}',
  commentsFailed: 'Reviews failed to load',
};
