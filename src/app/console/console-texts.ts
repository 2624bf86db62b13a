import { addTexts } from '../../shared/i18n/texts.ts';

/** The `console` namespace: the console app's shell and guard (loaded with the console's lazy chunk). */
addTexts('console', {
  zh_CN: {
    title: '集采商城管理平台',
    menuLabel: '管理菜单',
    menus: { orders: '订单管理', afterSales: '售后管理', invoices: '发票管理', comments: '评价管理' },
    roles: { owner: '店主', staff: '店铺员工', service: '客服', operator: '商城运营' },
    account: '当前账号',
    user: '用户',
    role: '角色',
    store: '店铺',
    allStores: '全部店铺',
    tenant: '商城',
    logout: '退出登录',
    backToMall: '返回商城',
    noMenus: '该账号没有可用的管理菜单',
    checkFailed: '无法确认登录状态',
  },
  en: {
    title: 'Procurement Mall console',
    menuLabel: 'Console menu',
    menus: { orders: 'Orders', afterSales: 'After-sales', invoices: 'Invoices', comments: 'Reviews' },
    roles: {
      owner: 'Store owner',
      staff: 'Store staff',
      service: 'Customer service',
      operator: 'Mall operator',
    },
    account: 'Signed in',
    user: 'User',
    role: 'Role',
    store: 'Store',
    allStores: 'All stores',
    tenant: 'Mall',
    logout: 'Log out',
    backToMall: 'Back to the mall',
    noMenus: 'This account has no console menus',
    checkFailed: 'Could not check who is signed in',
  },
});
