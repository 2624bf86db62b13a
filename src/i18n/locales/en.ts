import { httpEn } from './http.en.ts';
import type { Messages } from './zh_CN.ts';

export const en: Messages = {
  ...httpEn,
  app: {
    title: 'Procurement Mall',
    loading: 'Loading…',
    retry: 'Retry',
    skipToContent: 'Skip to main content',
  },
  home: {
    categories: 'All categories',
    hotWords: 'Hot searches',
    banners: 'Featured',
    welcome: 'Welcome',
  },
  notFound: {
    title: 'Page not found~',
    backHome: 'Back to home',
  },
  language: {
    label: 'Language',
    zh_CN: '中文',
    en: 'English',
  },
};
