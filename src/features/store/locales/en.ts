import type { Strings } from '../../../shared/i18n/texts.ts';
import type { storeZhCN } from './zh_CN.ts';

export const storeEn: Strings<typeof storeZhCN> = {
  home: {
    notFound: 'The store does not exist',
    backHome: 'Back to the mall home page',
    address: 'Address: {{address}}',
    phone: 'Phone: {{phone}}',
    follow: 'Follow store',
    following: 'Following',
    contactService: 'Contact customer service',
  },
  notices: {
    title: 'Store notices',
    more: 'More',
    empty: 'No notices',
    listTitle: '{{name}} · Store notices',
    backToStore: 'Back to the store',
    backToList: 'Back to notices',
    publishedAt: 'Published: {{time}}',
    notFound: 'The notice or announcement does not exist',
  },
  goods: {
    title: 'Goods of the store',
    categories: 'Categories',
    all: 'All',
    categoryOption: '{{name}} ({{count}})',
    search: 'Search this store',
    keywordLabel: 'Search goods in this store',
    keywordPlaceholder: 'Search this store',
    searchButton: 'Search store',
    sort: 'Sort',
    sorts: {
      relevance: 'Relevance',
      priceAsc: 'Price ↑',
      priceDesc: 'Price ↓',
      sales: 'Sales',
      newest: 'Newest',
    },
    resultCount: '{{count}} products',
    keyword: 'Results for “{{keyword}}”',
    empty: 'No related products',
  },
};
