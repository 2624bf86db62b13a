import type { TenantFiles } from './files.ts';
import type { IdAllocator } from './ids.ts';
import type { IconName } from './icons.ts';
import type { SeedRows } from './rows.ts';
import { bannerSvg } from './svg.ts';
import type { Tenant } from './tenants.ts';

interface BannerDef {
  title: string;
  subline: string;
  icon: IconName;
  to: string;
  link: string;
  position: 1 | 2;
}

/** Links are tenant-relative storefront paths; the storefront prefixes `/{domain}`. */
const BANNERS: BannerDef[] = [
  {
    title: '办公用品集采节',
    subline: '签字笔、A4复印纸低至5折，满299元包邮',
    icon: 'pen',
    to: '#1e3a8a',
    link: '/list?pn=签字笔',
    position: 1,
  },
  {
    title: '劳保防护专场',
    subline: '安全帽、劳保手套一站配齐，企业专享协议价',
    icon: 'helmet',
    to: '#9a3412',
    link: '/list?pn=劳保手套',
    position: 1,
  },
  {
    title: '数码办公焕新季',
    subline: '笔记本电脑、打印机以旧换新，至高补贴800元',
    icon: 'laptop',
    to: '#4c1d95',
    link: '/list?pn=笔记本电脑',
    position: 1,
  },
  {
    title: '员工福利 · 节日礼品',
    subline: '粮油、零食、饮品福利套餐，按部门定制配送',
    icon: 'gift',
    to: '#991b1b',
    link: '/welfare/list',
    position: 1,
  },
  {
    title: '优选供应商 品质保障',
    subline: '严选资质齐全的合作供应商，协议价透明可查',
    icon: 'shield',
    to: '#064e3b',
    link: '/zone-sup',
    position: 2,
  },
  {
    title: '合作供应商招募中',
    subline: '入驻即享流量扶持，专属客户经理对接',
    icon: 'cart',
    to: '#1e293b',
    link: '/zone-sup',
    position: 2,
  },
];

const HOT_GOODS = ['签字笔', 'A4纸', '打印机', '劳保手套', '笔记本电脑', '安全帽', '抽纸', '硒鼓'];

interface ZoneDef {
  name: string;
  zoneType: number;
  group: 0 | 1;
  icon: IconName;
  webBlank?: 0 | 1;
  accessLinks?: string;
  activity?: { id: number; allorpartorg: number; showOrgarea: number };
  showInMenu?: boolean;
}

/**
 * Zones of every type the storefront branches on (spec §4): 4 external link (one without a scheme, one
 * opening a new tab), 6 activity (one routed to the subsidiary page), 8 comparison, and general ones.
 * A tenant gets the zones whose type its base config shows.
 */
const ZONES: ZoneDef[] = [
  { name: '办公用品专区', zoneType: 1, group: 0, icon: 'pen' },
  { name: '品牌馆', zoneType: 2, group: 0, icon: 'shield' },
  {
    name: '限时秒杀',
    zoneType: 6,
    group: 0,
    icon: 'bolt',
    activity: { id: 1001, allorpartorg: 1, showOrgarea: 0 },
  },
  {
    name: '区域特惠',
    zoneType: 6,
    group: 0,
    icon: 'gift',
    activity: { id: 1002, allorpartorg: 0, showOrgarea: 1 },
  },
  { name: '比价专区', zoneType: 8, group: 0, icon: 'cart' },
  { name: '员工福利专区', zoneType: 3, group: 1, icon: 'gift' },
  {
    name: '政府采购网',
    zoneType: 4,
    group: 1,
    icon: 'shield',
    webBlank: 1,
    accessLinks: 'www.example-gov-cg.cn/cggg/index.html',
  },
  {
    name: '电子招标平台',
    zoneType: 4,
    group: 1,
    icon: 'paper',
    accessLinks: 'https://bid.example-ebid.cn/notice/list',
  },
  { name: '劳保安全专区', zoneType: 1, group: 1, icon: 'helmet' },
  { name: '集采专区', zoneType: 5, group: 1, icon: 'gear', showInMenu: false },
];

/** Banners, hot searches, zones and hotline entries of one tenant. */
export function buildContent(tenant: Tenant, files: TenantFiles, ids: IdAllocator, out: SeedRows): void {
  const shopId = tenant.shopId;
  BANNERS.forEach((b, i) => {
    if (!tenant.flags.isPlatform && b.title.startsWith('员工福利')) return;
    const img = files.svg(
      `banner/${i}`,
      `banner-${i + 1}.svg`,
      bannerSvg({ headline: b.title, subline: b.subline, icon: b.icon, from: tenant.color, to: b.to }),
    );
    out.banner.push({
      id: ids.next('banner'),
      shop_id: shopId,
      title: b.title,
      img_url: img,
      link_url: b.link,
      position: b.position,
      sort: i + 1,
    });
  });

  const stores = out.store.filter((s) => s.shop_id === shopId).slice(0, 4);
  const hot = (type: number, title: string, sort: number) =>
    out.hot_search.push({ id: ids.next('hot_search'), shop_id: shopId, type, title, content: title, sort });
  HOT_GOODS.forEach((word, i) => hot(0, word, i + 1));
  stores.forEach((s, i) => hot(1, s.name, i + 1));

  const groups = ['精选专区', '服务专区'].map((name, i) => {
    const id = ids.next('zone_group');
    out.zone_group.push({ id, shop_id: shopId, name, sort: i + 1 });
    return id;
  });
  ZONES.filter((z) => tenant.showZoneTypes.includes(z.zoneType)).forEach((z, i) => {
    const img = files.svg(
      `zone/${z.name}`,
      `zone-${i + 1}.svg`,
      bannerSvg({
        headline: z.name,
        subline: tenant.name,
        icon: z.icon,
        from: tenant.color,
        to: '#0f172a',
        width: 600,
        height: 200,
      }),
    );
    out.zone.push({
      id: ids.next('zone'),
      shop_id: shopId,
      group_id: groups[z.group] ?? null,
      name: z.name,
      zone_type: z.zoneType,
      web_blank: z.webBlank ?? 0,
      access_links: z.accessLinks ?? '',
      img_url: img,
      activity_id: z.activity?.id ?? null,
      allorpartorg: z.activity?.allorpartorg ?? null,
      show_orgarea: z.activity?.showOrgarea ?? null,
      show_in_menu: z.showInMenu ?? true,
      sort: i + 1,
    });
  });

  const lines: Array<[name: string, contact: string, phone: string, isSupplier: 0 | 1]> = [
    [`${tenant.name}客服中心`, '客服专员', '400-810-6688', 0],
    [`${tenant.operator}运营部`, '运营值班', '010-6588-2026', 0],
    ['得力集团官方旗舰店', '张经理', '400-185-0555', 1],
    ['联想企业采购中心', '周经理', '400-100-6000', 1],
    ['世达工具官方专营店', '吴经理', '400-820-8808', 1],
    ['北京京联办公用品有限公司', '郑经理', '010-6258-7712', 1],
  ];
  lines.forEach(([name, contact, phone, isSupplier], i) =>
    out.bidder_line.push({
      id: ids.next('bidder_line'),
      shop_id: shopId,
      line_bidder_name: name,
      contact_name: contact,
      line_phone: phone,
      is_supplier: isSupplier,
      sort: i + 1,
    }),
  );
}
