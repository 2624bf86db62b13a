import type { components } from '../../../../../openapi/generated/front.ts';
/**
 * The demo tenants (DESIGN.md §5). Flags differ on purpose so every storefront branch has a tenant that
 * shows it: HSNYSC has ordering off, BKSC has feedback off, RDSC has batch ordering off, HSNYSC opens
 * registration without the identity dialog (first user_register entry is register-0).
 */
type FrontSchemas = components['schemas'];

export interface Tenant {
  shopId: string;
  domain: string;
  /** Full mall name, e.g. 华北矿业集采商城. */
  name: string;
  /** Short form used in store names and images, e.g. 华北矿业. */
  short: string;
  /** The operating company, shown in copyright and on the operator accounts. */
  operator: string;
  /** The purchasing company of the buyer accounts. */
  buyerOrg: string;
  icp: string;
  color: string;
  /** The storefront flags the shop answers with (openapi front.yaml ShopInfo). */
  flags: Omit<FrontSchemas['ShopInfo'], 'shopId' | 'domain' | 'shopName'>;
  enableMap: FrontSchemas['EnableMap'];
  decimalScale: number;
  showZoneTypes: number[];
  dicts: { batchOrder: boolean; purchase: boolean; registerFirst: 'register-1' | 'register-0' };
  /** Catalogue size: SPUs per leaf category (each SPU has up to four SKU variants). */
  spusPerLeaf: number;
  /** Optional "about us" page body. */
  aboutHtml?: string;
}

const HBKY_ABOUT = [
  '<h2>关于华北矿业集采商城</h2>',
  '<p>华北矿业集团有限公司成立于1998年，是一家集煤炭开采、洗选加工、矿山装备制造和现代物流于一体的大型国有能源企业，下辖二十余家子公司，员工逾三万人。</p>',
  '<p>华北矿业集采商城是集团物资集中采购的统一平台，面向集团各单位提供办公用品、劳保防护、五金工具、电工电料和工业品等物资的在线选购、计划审批、订单跟踪与结算服务，实现采购过程公开透明、全程可追溯。</p>',
  '<p>商城严格执行集团供应商准入制度，入驻供应商均经过资质审核与年度评价，商品价格实行协议价管理，并支持与主流电商平台比价，帮助各单位降本增效。</p>',
  '<p>联系地址：河北省唐山市路北区建设北路168号　服务热线：400-810-6688　工作时间：周一至周五 8:30-17:30</p>',
].join('');

export const TENANTS: Tenant[] = [
  {
    shopId: 'DEMO',
    domain: 'demo',
    name: '集采云商城',
    short: '集采云',
    operator: '集采云科技（北京）有限公司',
    buyerOrg: '北京中科创新科技有限公司',
    icp: '京ICP备2025031842号-1',
    color: '#d1242f',
    flags: {
      planAudit: true,
      disableDepart: false,
      consistency: true,
      orderFlag: true,
      canFeedback: true,
      isPlatform: true,
    },
    enableMap: {
      planList: true,
      purchaseOrgEnable: true,
      untaxedPrice: true,
      mustAudit: true,
      mpFlag: true,
      qgSupScope: true,
    },
    decimalScale: 2,
    showZoneTypes: [4, 6, 8, 1, 2, 3, 5],
    dicts: { batchOrder: true, purchase: true, registerFirst: 'register-1' },
    spusPerLeaf: 3,
  },
  {
    shopId: 'HBKY',
    domain: 'hbky',
    name: '华北矿业集采商城',
    short: '华北矿业',
    operator: '华北矿业集团有限公司',
    buyerOrg: '华北矿业集团东庞煤矿',
    icp: '冀ICP备2024018876号-2',
    color: '#1d4ed8',
    flags: {
      planAudit: true,
      disableDepart: false,
      consistency: true,
      orderFlag: true,
      canFeedback: true,
      isPlatform: false,
    },
    enableMap: {
      planList: true,
      purchaseOrgEnable: true,
      untaxedPrice: false,
      mustAudit: true,
      mpFlag: false,
      qgSupScope: true,
    },
    decimalScale: 0,
    showZoneTypes: [4, 6, 8, 1, 2],
    dicts: { batchOrder: true, purchase: true, registerFirst: 'register-1' },
    spusPerLeaf: 1,
    aboutHtml: HBKY_ABOUT,
  },
  {
    shopId: 'HSNYSC',
    domain: 'hsnysc',
    name: '华晟能源阳光商城',
    short: '华晟能源',
    operator: '华晟能源股份有限公司',
    buyerOrg: '华晟能源第二发电厂',
    icp: '晋ICP备2023009214号-1',
    color: '#15803d',
    flags: {
      planAudit: false,
      disableDepart: true,
      consistency: true,
      orderFlag: false,
      canFeedback: true,
      isPlatform: false,
    },
    enableMap: {
      planList: false,
      purchaseOrgEnable: false,
      untaxedPrice: true,
      mustAudit: false,
      mpFlag: true,
      qgSupScope: false,
    },
    decimalScale: 0,
    showZoneTypes: [4, 6, 8, 1],
    dicts: { batchOrder: true, purchase: false, registerFirst: 'register-0' },
    spusPerLeaf: 1,
  },
  {
    shopId: 'RDSC',
    domain: 'rdsc',
    name: '融达集采商城',
    short: '融达',
    operator: '融达控股集团有限公司',
    buyerOrg: '融达建设工程有限公司',
    icp: '沪ICP备2024027731号-3',
    color: '#c2410c',
    flags: {
      planAudit: true,
      disableDepart: false,
      consistency: false,
      orderFlag: true,
      canFeedback: true,
      isPlatform: false,
    },
    enableMap: {
      planList: true,
      purchaseOrgEnable: false,
      untaxedPrice: false,
      mustAudit: true,
      mpFlag: false,
      qgSupScope: false,
    },
    decimalScale: 0,
    showZoneTypes: [6, 8, 1, 2],
    dicts: { batchOrder: false, purchase: false, registerFirst: 'register-1' },
    spusPerLeaf: 1,
  },
  {
    shopId: 'BKSC',
    domain: 'bksc',
    name: '北科优选商城',
    short: '北科',
    operator: '北科产业投资有限公司',
    buyerOrg: '北科智能装备有限公司',
    icp: '京ICP备2024045519号-1',
    color: '#7c3aed',
    flags: {
      planAudit: false,
      disableDepart: true,
      consistency: false,
      orderFlag: true,
      canFeedback: false,
      isPlatform: false,
    },
    enableMap: {
      planList: false,
      purchaseOrgEnable: true,
      untaxedPrice: false,
      mustAudit: false,
      mpFlag: false,
      qgSupScope: true,
    },
    decimalScale: 0,
    showZoneTypes: [4, 6, 1, 3],
    dicts: { batchOrder: true, purchase: false, registerFirst: 'register-1' },
    spusPerLeaf: 1,
  },
];
