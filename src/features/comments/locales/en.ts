import type { Strings } from '../../../shared/i18n/texts.ts';
import type { commentsZhCN } from './zh_CN.ts';

export const commentsEn: Strings<typeof commentsZhCN> = {
  rules: {
    contentRequired: 'Please write your comment',
    contentMax: 'A comment can be at most 150 characters',
  },
  stars: '{{count}} stars',
  rating: 'Rating',
  pending: {
    title: 'Reviews',
    empty: 'Nothing waiting for your review',
    orderNo: 'Order no. {{orderNo}}',
    write: 'Review',
  },
  write: {
    title: 'Write a review',
    nothing: 'Every item of this order has its review',
    content: 'Your comment',
    placeholder: 'Quality, how it works in use: help other purchasers',
    pictures: 'Pictures',
    anonymous: 'Post anonymously',
    nothingWritten: 'Please write a comment for at least one item',
    submit: 'Submit review',
    done: 'Review posted',
    later: 'Items without a comment can be reviewed later',
  },
  mine: {
    title: 'My reviews',
    empty: 'No reviews yet',
    detail: 'View',
    reply: 'Merchant reply: {{reply}}',
    anonymous: 'Anonymous',
  },
  detail: {
    title: 'Review',
    notFound: 'The review does not exist',
    picture: 'Review picture {{n}}',
    backToList: 'Back to my reviews',
  },
};
