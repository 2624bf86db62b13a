import type { components } from '../../../../openapi/generated/product.ts';

type Schemas = components['schemas'];
type ProductDescription = Schemas['ProductDescription'];

/** What a product page knows of its product, and all its description is made of. */
export interface DescribedProduct {
  skuId: number;
  model: string;
  unit: string;
  goodsKind: Schemas['ProductDetail']['goodsKind'];
  specs: Schemas['SpecValue'][];
  taxRate: string;
  categoryPath: Schemas['CategoryRef'][];
  brand: Schemas['BrandRef'] | null;
  store: Pick<Schemas['StoreCard'], 'storeName' | 'storeType' | 'area'>;
}

/** What comes in the box besides the goods, by second-level category (no entry: the goods alone). */
const IN_THE_BOX: Record<string, string[]> = {
  打印设备: ['电源线', 'USB数据线', '随机耗材', '快速安装指南', '保修卡'],
  投影显示: ['电源线', '遥控器', '使用说明书', '保修卡'],
  办公机器: ['电源线', '使用说明书', '保修卡'],
  电脑整机: ['电源适配器', '快速使用指南', '保修卡'],
  电脑外设: ['使用说明书', '保修卡'],
  存储设备: ['数据线', '使用说明书'],
  网络设备: ['电源适配器', '网线', '快速安装指南'],
  电动工具: ['充电器或电源线', '工具箱', '使用说明书', '保修卡'],
  测量工具: ['收纳盒', '使用说明书', '合格证'],
  手动工具: ['合格证'],
  生活电器: ['使用说明书', '保修卡'],
  厨房电器: ['使用说明书', '保修卡'],
  大家电: ['安装配件', '使用说明书', '保修卡'],
  个护电器: ['充电线', '使用说明书', '保修卡'],
  插座开关: ['合格证'],
  配电电器: ['合格证', '安装说明'],
  照明灯具: ['安装配件', '合格证'],
  消防安防: ['合格证', '使用说明书'],
  手部防护: ['合格证'],
  头部防护: ['合格证'],
  呼吸防护: ['合格证', '佩戴说明'],
  身体防护: ['合格证'],
};

/** Warranty by second-level category: equipment is guaranteed, consumables are not. */
const WARRANTY: Record<string, string> = {
  打印设备: '全国联保，整机保修1年，保修期内免费上门检测',
  投影显示: '全国联保，整机保修1年，光源保修6个月',
  办公机器: '整机保修1年，终身有偿维修',
  电脑整机: '全国联保，整机3年有限保修，第二个工作日上门服务',
  电脑外设: '全国联保，1年内质量问题换新',
  存储设备: '3年有限质保，数据恢复服务另行收费',
  网络设备: '全国联保，整机保修1年',
  电动工具: '整机保修1年，电池与充电器保修6个月',
  测量工具: '保修1年，支持送检校准',
  生活电器: '全国联保，整机保修1年',
  厨房电器: '全国联保，整机保修1年',
  大家电: '全国联保，整机保修3年，主要部件保修6年，免费送货安装',
  个护电器: '全国联保，整机保修1年',
  配电电器: '质保2年，质量问题免费更换',
  照明灯具: '质保2年，光衰超标免费更换',
  消防安防: '质保1年，灭火器按规定年检',
};

/** Goods that cannot go back once opened, for hygiene or safety. */
const NOT_RETURNABLE_ONCE_OPENED = new Set(['饮用水', '茶叶冲饮', '休闲零食', '粮油调味', '呼吸防护']);

/** `1`-style pack words of single packs: 单个装 → 个. */
const SINGLE = /^单(.)装?$/;

/**
 * The goods line of the package list from the SKU's pack (包装: 12支/盒, 500张/包 5包/箱, 单个装, 100米/卷):
 * how many pieces one unit holds. Without a pack, one unit.
 */
function goodsLine(leaf: string, pack: string | undefined, unit: string) {
  const single = pack ? SINGLE.exec(pack) : null;
  if (!pack || single) return { name: leaf, quantity: `1${single?.[1] ?? unit}` };
  const parts = pack.split(/\s+/);
  const outer = /^(\d+(?:\.\d+)?)([^/\d]+)\//.exec(parts[parts.length - 1] ?? '');
  if (!outer) return { name: `${leaf}（${pack}）`, quantity: `1${unit}` };
  const inner = parts.length > 1 ? `（${parts.slice(0, -1).join(' ')}）` : '';
  return { name: `${leaf}${inner}`, quantity: `${outer[1]}${outer[2]}` };
}

/** The seller's promise of genuine goods, by store type (1 self-operated, 2 authorised, 3 general). */
function genuine(store: DescribedProduct['store'], brand: string): string {
  if (store.storeType === 1)
    return `本商品由${store.storeName}销售并发货，商城自营，由品牌方或其授权渠道直供，假一赔十。`;
  if (store.storeType === 2)
    return `本商品由${store.storeName}销售，店铺经${brand || '品牌方'}授权经营，所售均为原厂正品，可查验授权书。`;
  return `本商品由${store.storeName}销售，供应商资质已经商城审核，所售均为正品行货。`;
}

/** 规格参数, 包装清单 and 售后保障 of a product, from its own attributes. */
export function describeProduct(p: DescribedProduct): ProductDescription {
  const group = p.categoryPath.find((c) => c.level === 2)?.cateName ?? '';
  const leaf = p.categoryPath.find((c) => c.level === 3)?.cateName ?? p.categoryPath.at(-1)?.cateName ?? '';
  const brand = p.brand
    ? p.brand.nameEn && p.brand.nameEn !== p.brand.name
      ? `${p.brand.name}（${p.brand.nameEn}）`
      : p.brand.name
    : '';
  const pack = p.specs.find((s) => s.name === '包装')?.value;
  const rate = Number(p.taxRate);

  const specs = [
    ...(brand ? [{ name: '品牌', value: brand }] : []),
    ...(p.model ? [{ name: '型号', value: p.model }] : []),
    { name: '商品编号', value: String(p.skuId) },
    ...(leaf ? [{ name: '商品类别', value: leaf }] : []),
    ...p.specs,
    { name: '销售单位', value: p.unit },
    { name: '增值税税率', value: `${Math.round(rate * 100)}%` },
    ...(p.store.area ? [{ name: '发货地', value: p.store.area }] : []),
  ];

  if (p.goodsKind === 'voucher')
    return describeVoucher(
      p,
      specs.filter((s) => s.name !== '发货地'),
      brand,
    );

  const packageList = [
    goodsLine(leaf || '商品', pack, p.unit),
    ...(IN_THE_BOX[group] ?? []).map((name) => ({ name, quantity: '1份' })),
  ];

  const returns = NOT_RETURNABLE_ONCE_OPENED.has(group)
    ? '出于卫生与安全考虑，本商品拆封后非质量问题不支持退换；签收时请检查外包装与生产日期，如有破损或临期请当场拒收。'
    : '自签收之日起7日内，商品及包装完好、配件齐全的，支持无理由退货；15日内出现质量问题可换货，运费由商家承担。';
  const afterSales = [
    { title: '正品保障', text: genuine(p.store, p.brand?.name ?? '') },
    { title: '退换货', text: returns },
    ...(WARRANTY[group] ? [{ title: '质保服务', text: `${WARRANTY[group]}，凭订单号享受售后服务。` }] : []),
    {
      title: '发票服务',
      text: `支持开具增值税专用发票或普通发票，本商品税率${Math.round(rate * 100)}%，发票随货或在订单完成后开具。`,
    },
  ];
  return { specs, packageList, afterSales };
}

/** A service voucher's description: codes instead of a parcel, refunds of unused codes instead of returns. */
function describeVoucher(
  p: DescribedProduct,
  specs: ProductDescription['specs'],
  brand: string,
): ProductDescription {
  const rate = Math.round(Number(p.taxRate) * 100);
  return {
    specs: [...specs, { name: '商品类型', value: '电子券（无需物流）' }],
    packageList: [{ name: '电子券码（付款后发放至订单详情）', quantity: `1${p.unit}1码` }],
    afterSales: [
      { title: '正品保障', text: genuine(p.store, brand) },
      {
        title: '使用方式',
        text: '付款后按购买数量发放券码，每份一个，可在“我的订单”中查看；到店或服务人员上门时出示券码，由商家核销后即为已使用。',
      },
      { title: '退款', text: '未使用的券码可随时申请退款，原路退回；已核销的券码不支持退款。' },
      {
        title: '发票服务',
        text: `支持开具增值税专用发票或普通发票，本商品税率${rate}%，可在订单完成后申请开具。`,
      },
    ],
  };
}
