import { createHash } from 'node:crypto';
import { hashPassword } from '../../../modules/identity/password.service.ts';
import type { TenantFiles } from './files.ts';
import { seedTime, type IdAllocator } from './ids.ts';
import type { SeedRows } from './rows.ts';
import { avatarSvg } from './svg.ts';
import type { Tenant } from './tenants.ts';

/** The one password of every demo account (DESIGN.md §5). */
export const DEMO_PASSWORD = 'Mall@2026';

type OrgKind = 'buyer' | 'supplier' | 'merchant' | 'operator' | 'none';

interface Account {
  userName: string;
  fullName: string;
  nickName: string;
  mobile: string;
  userType: number;
  isMain?: boolean;
  isPublicBrowse?: boolean;
  isOperator?: boolean;
  org: OrgKind;
  /** Sub accounts belong to a department of the main account's company. */
  subCompany?: string;
  roles: string[];
  color: string;
}

/** The demo accounts, the same in every tenant (DESIGN.md §5). */
export const ACCOUNTS: Account[] = [
  {
    userName: 'buyer01',
    fullName: '王建国',
    nickName: '建国',
    mobile: '13800000002',
    userType: 2,
    isMain: true,
    org: 'buyer',
    roles: ['purchaser_admin', 'plan_auditor'],
    color: '#2563eb',
  },
  {
    userName: 'buyer03',
    fullName: '李晓梅',
    nickName: '晓梅',
    mobile: '13800000003',
    userType: 3,
    org: 'buyer',
    subCompany: '物资供应部',
    roles: ['purchaser'],
    color: '#0891b2',
  },
  {
    userName: 'supplier01',
    fullName: '张志强',
    nickName: '得力张经理',
    mobile: '13800000005',
    userType: 5,
    isMain: true,
    org: 'supplier',
    roles: ['supplier_admin'],
    color: '#ea580c',
  },
  {
    userName: 'merchant01',
    fullName: '陈丽华',
    nickName: '丽华',
    mobile: '13800000001',
    userType: 1,
    org: 'merchant',
    roles: ['supplier_clerk'],
    color: '#16a34a',
  },
  {
    userName: 'person01',
    fullName: '刘洋',
    nickName: '洋洋',
    mobile: '13800000007',
    userType: 7,
    org: 'none',
    roles: [],
    color: '#db2777',
  },
  {
    userName: 'guest01',
    fullName: '访客',
    nickName: '游客',
    mobile: '13800000009',
    userType: 2,
    isPublicBrowse: true,
    org: 'buyer',
    roles: [],
    color: '#64748b',
  },
  {
    userName: 'admin',
    fullName: '赵敏',
    nickName: '运营管理员',
    mobile: '13800000000',
    userType: 9,
    isOperator: true,
    org: 'operator',
    roles: ['operator_admin'],
    color: '#7c3aed',
  },
];

const SUPPLIER_ORG = '得力集团有限公司';
const MERCHANT_ORG = '北京京联办公用品有限公司';

interface MenuNode {
  name: string;
  url?: string;
  children?: MenuNode[];
}

/** Menu trees per application: 1 operator console, 2 purchaser platform, 3 merchant platform. */
const MENUS: Record<number, MenuNode[]> = {
  2: [
    {
      name: '采购管理',
      children: [
        { name: '采购计划', url: '/plan/list' },
        { name: '计划审批', url: '/plan/audit' },
        { name: '物资提报', url: '/material/submit' },
      ],
    },
    {
      name: '订单管理',
      children: [
        { name: '订单列表', url: '/order/list' },
        { name: '确认收货', url: '/order/confirm-receipt' },
        { name: '验收', url: '/order/check' },
        { name: '售后管理', url: '/afs/list' },
      ],
    },
    {
      name: '结算管理',
      children: [
        { name: '对账单', url: '/settlement/statement' },
        { name: '发票管理', url: '/settlement/invoice' },
        { name: '付款申请', url: '/settlement/payment' },
      ],
    },
    {
      name: '组织管理',
      children: [
        { name: '部门管理', url: '/org/depart' },
        { name: '人员管理', url: '/org/user' },
      ],
    },
  ],
  3: [
    {
      name: '商品管理',
      children: [
        { name: '商品列表', url: '/goods/list' },
        { name: '发布商品', url: '/goods/publish' },
      ],
    },
    {
      name: '订单发货',
      children: [
        { name: '待发货订单', url: '/order/ship' },
        { name: '售后处理', url: '/afs/handle' },
      ],
    },
    { name: '店铺设置', children: [{ name: '店铺信息', url: '/store/info' }] },
  ],
  1: [
    {
      name: '运营管理',
      children: [
        { name: '商品审核', url: '/vp/goods/audit' },
        { name: '店铺管理', url: '/vp/shop/list' },
        { name: '专区管理', url: '/vp/zone/list' },
        { name: '轮播图管理', url: '/vp/banner/list' },
      ],
    },
  ],
};

/** A role sees a whole application, or only the listed leaf URLs (their parents come along). */
const ROLES: Record<string, { name: string; app?: number; urls?: string[] }> = {
  purchaser_admin: { name: '采购管理员', app: 2 },
  plan_auditor: { name: '计划审批员', urls: ['/plan/list', '/plan/audit'] },
  purchaser: {
    name: '采购员',
    urls: ['/plan/list', '/material/submit', '/order/list', '/order/confirm-receipt'],
  },
  supplier_admin: { name: '供应商管理员', app: 3 },
  supplier_clerk: { name: '供应商业务员', urls: ['/goods/list', '/order/ship'] },
  operator_admin: { name: '商城运营管理员', app: 1 },
};

/**
 * A salt derived from the account instead of random bytes, so the seed is reproducible byte for byte.
 * Only seeded demo accounts use this; real registrations call hashPassword without a salt.
 */
function demoSalt(shopId: string, userName: string): Buffer {
  return createHash('sha256')
    .update(shopId + userName)
    .digest()
    .subarray(0, 16);
}

/** Password hashes of every demo account of the tenants, keyed `SHOP/user`, computed concurrently. */
export async function hashDemoPasswords(tenants: Tenant[]): Promise<Map<string, string>> {
  const keys = tenants.flatMap((t) => ACCOUNTS.map((a) => [t.shopId, a.userName] as const));
  const hashes = await Promise.all(
    keys.map(([shop, user]) => hashPassword(DEMO_PASSWORD, demoSalt(shop, user))),
  );
  return new Map(keys.map(([shop, user], i) => [`${shop}/${user}`, hashes[i] as string]));
}

function passwordHash(hashes: Map<string, string>, shopId: string, userName: string): string {
  const hash = hashes.get(`${shopId}/${userName}`);
  if (!hash) throw new Error(`no password hash computed for ${shopId}/${userName}`);
  return hash;
}

function orgOf(kind: OrgKind, tenant: Tenant): { name: string; companyId: string } {
  const names: Record<OrgKind, string> = {
    buyer: tenant.buyerOrg,
    supplier: SUPPLIER_ORG,
    merchant: MERCHANT_ORG,
    operator: tenant.operator,
    none: '',
  };
  const index = (['buyer', 'supplier', 'merchant', 'operator'] as OrgKind[]).indexOf(kind);
  return {
    name: names[kind],
    companyId: index < 0 ? '' : `${tenant.shopId}-C${String(index + 1).padStart(4, '0')}`,
  };
}

function buildMenus(tenant: Tenant, ids: IdAllocator, out: SeedRows): void {
  const shopId = tenant.shopId;
  const grant = (roleCode: string, menuId: number) =>
    out.role_menu.push({ shop_id: shopId, role_code: roleCode, menu_id: menuId });
  const insert = (app: number, node: MenuNode, parentId: number | null, sort: number): string[] => {
    const id = ids.next('menu');
    out.menu.push({
      id,
      shop_id: shopId,
      app_id: app,
      parent_id: parentId,
      name: node.name,
      url: node.url ?? '',
      sort,
    });
    const roles = node.children
      ? [...new Set(node.children.flatMap((child, i) => insert(app, child, id, i + 1)))]
      : Object.entries(ROLES)
          .filter(([, role]) => role.app === app || (node.url !== undefined && role.urls?.includes(node.url)))
          .map(([code]) => code);
    for (const role of roles) grant(role, id);
    return roles;
  };
  for (const [app, roots] of Object.entries(MENUS))
    roots.forEach((root, i) => insert(Number(app), root, null, i + 1));
}

/** Accounts, their roles, and the menu trees of one tenant. */
export function buildUsers(
  tenant: Tenant,
  hashes: Map<string, string>,
  files: TenantFiles,
  ids: IdAllocator,
  out: SeedRows,
): void {
  const shopId = tenant.shopId;
  let mainBuyerCompany = '';
  ACCOUNTS.forEach((account, i) => {
    const id = ids.next('app_user');
    const org = orgOf(account.org, tenant);
    if (account.isMain && account.org === 'buyer') mainBuyerCompany = org.companyId;
    out.app_user.push({
      id,
      shop_id: shopId,
      user_name: account.userName,
      full_name: account.fullName,
      nick_name: account.nickName,
      mobile: account.mobile,
      password_hash: passwordHash(hashes, shopId, account.userName),
      user_type: account.userType,
      is_main: account.isMain ?? false,
      is_public_browse: account.isPublicBrowse ?? false,
      is_operator: account.isOperator ?? false,
      company_id: org.companyId,
      orgs_name: org.name,
      sub_company_name: account.subCompany ?? '',
      sub_id: account.subCompany ? `${mainBuyerCompany}-D01` : '',
      header_path: files.svg(
        `avatar/${account.userName}`,
        `${account.userName}.svg`,
        avatarSvg([...account.fullName][0] ?? '', account.color),
      ),
      created_at: seedTime(60 + i),
    });
    for (const code of account.roles) {
      const role = ROLES[code];
      if (role) out.user_role.push({ shop_id: shopId, user_id: id, role_code: code, role_name: role.name });
    }
  });
  buildMenus(tenant, ids, out);
}
