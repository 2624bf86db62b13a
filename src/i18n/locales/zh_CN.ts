import { httpZhCN } from './http.zh_CN.ts';

/** Chinese (default) texts. The spec's Chinese wording is used verbatim. */
export const zhCN = {
  ...httpZhCN,
  app: {
    title: '集采商城',
    loading: '加载中…',
    retry: '重试',
    skipToContent: '跳到主要内容',
  },
  home: {
    categories: '全部商品分类',
    hotWords: '热门搜索',
    banners: '推荐活动',
    welcome: '欢迎',
  },
  notFound: {
    title: '页面不见啦~',
    backHome: '返回首页',
  },
  language: {
    label: '语言',
    zh_CN: '中文',
    en: 'English',
  },
};

/** The shape every locale must have: the same keys, any strings. */
export type Messages = DeepStrings<typeof zhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
