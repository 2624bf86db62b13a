import { addTexts } from '../i18n/texts.ts';

/** Texts of the goods UI kit (namespace `goods`): prices, pagination, product and store cards. */
addTexts('goods', {
  zh_CN: {
    price: {
      yuan: '¥{{price}}',
      untaxed: '未税价 ¥{{price}}',
      invalid: '请输入正确的价格（最多 7 位小数）',
      reversed: '最低价不能高于最高价',
    },
    pagination: {
      label: '分页',
      prev: '上一页',
      next: '下一页',
      page: '第 {{page}} 页',
    },
    card: { store: '店铺：{{name}}', preSale: '预售' },
    stores: {
      title: '店铺搜索',
      resultCount: '共 {{count}} 家店铺',
      empty: '暂无相关店铺',
      skuCount: '在售商品 {{count}} 件',
      area: '所在地区：{{area}}',
      logoAlt: '{{name}}的标志',
      storeTypes: { 1: '自营', 2: '优选', 3: '普通' },
    },
  },
  en: {
    price: {
      yuan: '¥{{price}}',
      untaxed: 'Excl. tax ¥{{price}}',
      invalid: 'Enter a valid price (up to 7 decimals)',
      reversed: 'The minimum price cannot exceed the maximum',
    },
    pagination: {
      label: 'Pagination',
      prev: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
    },
    card: { store: 'Store: {{name}}', preSale: 'Pre-sale' },
    stores: {
      title: 'Store search',
      resultCount: '{{count}} stores',
      empty: 'No related shop',
      skuCount: '{{count}} products on sale',
      area: 'Area: {{area}}',
      logoAlt: 'Logo of {{name}}',
      storeTypes: { 1: 'Self-operated', 2: 'Preferred', 3: 'General' },
    },
  },
});
