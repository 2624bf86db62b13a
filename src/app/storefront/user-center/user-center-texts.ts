import { addTexts } from '../../../shared/i18n/texts.ts';

/** The user centre's menu (namespace `userCenter`): loaded with its pages. */
addTexts('userCenter', {
  zh_CN: {
    menuLabel: '个人中心菜单',
    groups: { trade: '交易管理', service: '售后服务', follow: '关注中心', account: '账户设置' },
    pages: {
      'uc-home': '个人中心首页',
      'uc-order': '我的订单',
      'uc-orderRecycling': '订单回收站',
      'uc-aftersales': '退款/售后',
      'uc-evaluation': '商品评价',
      'uc-comments': '我的评价',
      'uc-invoice': '发票管理',
      'uc-password': '修改密码',
      'uc-shopaccount': '店铺账号',
      'uc-collection': '我的收藏',
      'uc-footprint': '我的足迹',
      'uc-account': '账户信息',
      'uc-address': '收货地址',
    },
  },
  en: {
    menuLabel: 'Account menu',
    groups: { trade: 'Orders', service: 'After-sales', follow: 'Following', account: 'Account settings' },
    pages: {
      'uc-home': 'Overview',
      'uc-order': 'My orders',
      'uc-orderRecycling': 'Order recycle bin',
      'uc-aftersales': 'Refunds and returns',
      'uc-evaluation': 'Reviews to write',
      'uc-comments': 'My reviews',
      'uc-invoice': 'Invoices',
      'uc-password': 'Change password',
      'uc-shopaccount': 'Store account',
      'uc-collection': 'My favourites',
      'uc-footprint': 'Browsing history',
      'uc-account': 'Account information',
      'uc-address': 'Delivery addresses',
    },
  },
});
