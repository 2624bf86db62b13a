import type { consoleCommentsZhCN } from './zh_CN.ts';

/** The `consoleComments` namespace in English. */
export const consoleCommentsEn: typeof consoleCommentsZhCN = {
  tabs: { all: 'All', unreplied: 'To answer', replied: 'Answered' },
  list: {
    title: 'Reviews',
    tabsLabel: 'Reply status',
    total: '{{count}} reviews',
    empty: 'No reviews',
    caption: 'Reviews',
    columns: {
      goods: 'Goods',
      rating: 'Rating',
      content: 'Review',
      buyer: 'Buyer',
      createdAt: 'Written',
      reply: "Seller's reply",
    },
    rating: '{{count}} stars',
    orderNo: 'Order {{orderNo}}',
    picture: 'Review picture {{n}}',
    reply: 'Reply',
    replyTo: 'Reply to the review of {{name}} by {{buyer}}',
    repliedAt: 'Replied {{time}}',
  },
  reply: {
    title: 'Reply to the review',
    quote: '{{buyer}}: {{content}}',
    text: 'Your reply',
    hint: 'Shown on the product page, 1 to 200 characters',
    cancel: 'Cancel',
    confirm: 'Post the reply',
    done: 'The reply is posted',
  },
  rules: { empty: 'Write a reply', long: 'The reply must not exceed 200 characters' },
};
