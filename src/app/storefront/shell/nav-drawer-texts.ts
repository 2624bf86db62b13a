import { addTexts } from '../../../shared/i18n/texts.ts';

/** The narrow screen's menu drawer (namespace `navDrawer`): loaded with the drawer, off the first paint. */
addTexts('navDrawer', {
  zh_CN: {
    title: '导航菜单',
    close: '关闭菜单',
    pages: '页面',
    categories: '商品分类',
    allOf: '全部',
    allOfName: '全部{{name}}',
  },
  en: {
    title: 'Navigation',
    close: 'Close menu',
    pages: 'Pages',
    categories: 'Categories',
    allOf: 'All',
    allOfName: 'All {{name}}',
  },
});
