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
  topBar: {
    welcome: '{{text}}',
    login: '请登录',
    register: '免费注册',
    logout: '退出',
    home: '商城首页',
    supplierOnboarding: '供应商入驻',
    workbench: '进入工作台',
    personalCentre: '进入个人中心',
    planApproval: '计划单审批',
    purchaserPlatform: '采购商管理平台',
    merchantPlatform: '商家管理平台',
    userCentreBackEnd: '用户中心后台',
    aboutUs: '关于我们',
    navLabel: '快捷导航',
    hello: '您好，{{name}}',
  },
  header: {
    logoAlt: '{{name}}首页',
    searchGoods: '商品',
    searchStore: '店铺',
    searchType: '搜索类型',
    searchLabel: '搜索商品或店铺',
    searchButton: '搜索',
    placeholderGoods: '请输入商品名称',
    placeholderStore: '请输入店铺名称',
    suggestions: '搜索建议',
    hotWords: '热门搜索',
    cart: '我的购物车',
    chat: '客服消息',
    chatUnread_one: '{{count}} 条未读消息',
    chatUnread_other: '{{count}} 条未读消息',
    cartCount_one: '购物车中有 {{count}} 件商品',
    cartCount_other: '购物车中有 {{count}} 件商品',
    batchOrder: '批量下单',
    batchOrderHint: '节省70%的下单时间',
    quickSettle: '快速结算',
  },
  search: {
    emptyKeyword: '请输入关键词',
    emptyGoods: '商品名称不能为空',
    emptyStore: '店铺名称不能为空',
  },
  menu: {
    allCategories: '全部商品分类',
    home: '首页',
    goodsHall: '商品大厅',
    flashSale: '限时秒杀',
    groupBuy: '拼团',
    discounts: '限时折扣',
    open: '菜单',
  },
  footer: {
    links: '帮助与条款',
    helpCenter: '帮助中心',
    terms: '服务条款',
    privacy: '隐私政策',
    slogan1: '正品保障 品类齐全',
    slogan2: '诚信服务 专属客服',
    slogan3: '企业专享价',
    slogan4: '阳光采购 一站式服务',
  },
  theme: {
    open: '切换主题',
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
