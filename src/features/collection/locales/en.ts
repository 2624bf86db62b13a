import type { Strings } from '../../../shared/i18n/texts.ts';
import type { collectionZhCN } from './zh_CN.ts';

/** The `collection` namespace, English. */
export const collectionEn: Strings<typeof collectionZhCN> = {
  title: 'My favourites',
  tabs: { label: 'Favourites', goods: 'Favourite products', stores: 'Followed stores' },
  total: '{{count}} in all',
  retry: 'Retry',
  goods: {
    empty: 'You have no favourite products yet. Have a look around',
    browse: 'Browse products',
    offShelf: 'Off the shelf',
    addToCart: 'Add to cart',
    remove: 'Remove from favourites',
  },
  stores: {
    empty: 'You follow no stores yet',
    types: { 1: 'Self-operated', 2: 'Preferred', 3: 'General' },
    skuCount: '{{count}} products on sale',
    visit: 'Visit store',
    remove: 'Unfollow',
  },
  footprints: {
    title: 'Browsing history',
    hint: 'The last 50 products you viewed',
    empty: 'You have not viewed any products yet',
    today: 'Today',
    yesterday: 'Yesterday',
    remove: 'Delete',
    clear: 'Clear history',
    confirmTitle: 'Clear history',
    confirmBody: 'Clear your whole browsing history? This cannot be undone.',
    confirmOk: 'Clear',
    keep: 'Cancel',
  },
  done: {
    goods: { remove: 'Removed from favourites', addToCart: 'Added to the cart' },
    stores: { remove: 'Store unfollowed' },
    footprints: { remove: 'Removed from your history', clear: 'History cleared' },
  },
};
