import type { Tenant } from './tenants.ts';

/** A supplier storefront and the top-level categories it sells (empty: everything). */
export interface StoreDef {
  name: string;
  storeType: 1 | 2 | 3;
  phone: string;
  area: string;
  address: string;
  description: string;
  tops: string[];
}

const OTHER_STORES: StoreDef[] = [
  {
    name: '得力集团官方旗舰店',
    storeType: 2,
    phone: '400-185-0555',
    area: '浙江省 宁波市 宁海县',
    address: '得力工业园区1号',
    description: '得力集团官方授权企业采购店铺，办公文具与设备全品类直供，支持开具增值税专用发票。',
    tops: ['办公用品', '办公设备'],
  },
  {
    name: '晨光文具企业购专营店',
    storeType: 2,
    phone: '400-820-3663',
    area: '上海市 奉贤区',
    address: '金钱公路3469号',
    description: '晨光文具授权专营，书写工具、纸张本册与学生办公文具，批量采购享阶梯价。',
    tops: ['办公用品'],
  },
  {
    name: '北京京联办公用品有限公司',
    storeType: 3,
    phone: '010-6258-7712',
    area: '北京市 海淀区',
    address: '中关村大街27号中关村大厦12层',
    description: '深耕政企办公集采十五年，京津冀地区次日达，提供上门安装与维保服务。',
    tops: ['办公用品', '办公设备', '清洁用品'],
  },
  {
    name: '联想企业采购中心',
    storeType: 2,
    phone: '400-100-6000',
    area: '北京市 海淀区',
    address: '上地西路6号联想大厦',
    description: '联想官方企业客户服务中心，提供电脑整机、外设与IT解决方案，全国联保。',
    tops: ['电脑数码'],
  },
  {
    name: '上海数码港科技有限公司',
    storeType: 3,
    phone: '021-6432-8890',
    area: '上海市 徐汇区',
    address: '漕溪北路88号圣爱大厦9楼',
    description: '数码产品、网络设备与家电一站式供应，华东地区当日配送。',
    tops: ['电脑数码', '家用电器'],
  },
  {
    name: '华安劳保防护用品有限公司',
    storeType: 3,
    phone: '0311-8596-3321',
    area: '河北省 石家庄市 长安区',
    address: '建设北大街218号',
    description: '专业劳动防护用品供应商，产品均具备LA认证，支持按工种定制配发方案。',
    tops: ['劳保用品'],
  },
  {
    name: '世达工具官方专营店',
    storeType: 2,
    phone: '400-820-8808',
    area: '上海市 闵行区',
    address: '元江路5500号',
    description: '世达工具授权专营，手动工具、电动工具及工具车整套配置。',
    tops: ['五金工具', '劳保用品'],
  },
  {
    name: '天津恒通五金机电有限公司',
    storeType: 3,
    phone: '022-2731-5566',
    area: '天津市 河北区',
    address: '狮子林大街168号',
    description: '五金机电、紧固件与工业耗材批发，库存充足，可按图纸定制非标件。',
    tops: ['五金工具', '工业品', '电工电料'],
  },
  {
    name: '洁净家清洁用品商行',
    storeType: 3,
    phone: '010-8456-2209',
    area: '北京市 朝阳区',
    address: '望京西路48号金隅国际C座',
    description: '办公保洁耗材与个人护理用品，支持月度配送与保洁方案定制。',
    tops: ['清洁用品'],
  },
  {
    name: '中粮福利食品专营店',
    storeType: 2,
    phone: '400-700-5678',
    area: '北京市 朝阳区',
    address: '朝阳门南大街8号中粮福临门大厦',
    description: '员工福利、节日礼品与食堂粮油集中采购，品质溯源，冷链直达。',
    tops: ['食品饮料'],
  },
  {
    name: '苏宁易购企业购',
    storeType: 2,
    phone: '400-836-5365',
    area: '江苏省 南京市 玄武区',
    address: '苏宁大道1号',
    description: '家电3C企业采购专属通道，送装一体，以旧换新。',
    tops: ['家用电器', '电脑数码'],
  },
  {
    name: '正泰电器官方旗舰店',
    storeType: 2,
    phone: '400-817-7777',
    area: '浙江省 温州市 乐清市',
    address: '北白象镇正泰工业园区',
    description: '正泰电器官方旗舰，低压电器、电线电缆与照明产品工厂直供。',
    tops: ['电工电料'],
  },
  {
    name: '河北冀安消防器材有限公司',
    storeType: 3,
    phone: '0315-2856-119',
    area: '河北省 唐山市 路北区',
    address: '建设北路98号',
    description: '消防器材与安防设备销售安装，持有消防设施维保资质。',
    tops: ['工业品', '劳保用品'],
  },
  {
    name: '广州南方工业品超市',
    storeType: 3,
    phone: '020-3892-6677',
    area: '广东省 广州市 黄埔区',
    address: '科学大道182号',
    description: 'MRO工业品一站式采购，润滑密封、焊接搬运与五金工具全覆盖。',
    tops: ['工业品', '五金工具', '电工电料'],
  },
];

/** The stores of a tenant: its own self-operated store first, then the shared suppliers. */
export function storesFor(tenant: Tenant): StoreDef[] {
  return [
    {
      name: `${tenant.short}自营旗舰店`,
      storeType: 1,
      phone: '400-810-6688',
      area: '北京市 朝阳区',
      address: '东三环中路1号环球金融中心西塔20层',
      description: `${tenant.name}官方自营，全品类正品保障，统一开票，集中配送。`,
      tops: [],
    },
    ...OTHER_STORES,
  ];
}
