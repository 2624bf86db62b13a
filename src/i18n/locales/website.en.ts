import type { websiteZhCN } from './website.zh_CN.ts';

/** English texts of the help centre, shop section and "about us" pages. */
export const websiteEn: typeof websiteZhCN = {
  help: {
    title: 'Help centre',
    nav: 'Help topics',
  },
  shop: {
    noticesTitle: 'Shop notices',
    latestNotices: 'Latest notices',
    more: 'All notices',
    empty: 'No records',
    notFound: 'The notice or announcement does not exist',
    publishedAt: 'Published: {{time}}',
    backToList: 'Back to notices',
    titleImageAlt: '{{name}} logo',
    pagination: 'Pagination',
    prev: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{count}}',
  },
  about: {
    title: 'About us',
  },
};
