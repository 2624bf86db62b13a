import type { Rng } from './random.ts';
import type { StoreDef } from './stores.ts';

/** Brand names, space-separated. */
const brands = (names: string) => names.split(' ');

/**
 * Which store sells which brand, so a product page never names a seller that could not carry the goods
 * (PILOT pens from the M&G store). Three kinds of seller:
 *
 * - a brand's own or authorised store (官方旗舰店, 授权专营店) sells that brand only, in any category;
 * - a distributor carries a fixed set of brands, within the top-level categories it trades in (`tops`);
 * - the mall's self-operated store (store type 1) carries every brand, as a platform's own retail does.
 *
 * Stores are named as in stores.ts; a store without an entry here sells nothing but what the
 * self-operated rule gives it.
 */
const SELLERS: Record<string, { own?: string[]; carries?: string[] }> = {
  得力集团官方旗舰店: { own: brands('得力') },
  晨光文具企业购专营店: { own: brands('晨光') },
  联想企业采购中心: { own: brands('联想') },
  世达工具官方专营店: { own: brands('世达') },
  正泰电器官方旗舰店: { own: brands('正泰') },
  中粮福利食品专营店: {
    own: brands('福临门'),
    carries: brands('农夫山泉 怡宝 百岁山 立顿 雀巢 张一元 三只松鼠 良品铺子 康师傅 海天 鲁花'),
  },
  北京京联办公用品有限公司: {
    carries: brands(
      '得力 晨光 齐心 斑马 百乐 真彩 广博 国誉 3M 科密 惠普 佳能 爱普生 兄弟 天威 明基 维达 清风 蓝月亮 妙洁',
    ),
  },
  上海数码港科技有限公司: {
    carries: brands('华为 华硕 戴尔 罗技 雷柏 飞利浦 闪迪 金士顿 西部数据 希捷 三星 TP-LINK 华三 小米'),
  },
  华安劳保防护用品有限公司: { carries: brands('3M 霍尼韦尔 代尔塔') },
  天津恒通五金机电有限公司: {
    carries: brands(
      '史丹利 长城精工 宝工 博世 牧田 东成 得伟 天顺 优利德 公牛 德力西 远东电缆 西门子 施耐德 乐泰',
    ),
  },
  洁净家清洁用品商行: { carries: brands('心相印 维达 清风 洁柔 蓝月亮 威猛先生 滴露 立白 妙洁 3M') },
  苏宁易购企业购: {
    carries: brands('美的 格力 海尔 小米 苏泊尔 九阳 飞利浦 联想 惠普 戴尔 华为 华硕 罗技 三星'),
  },
  河北冀安消防器材有限公司: { carries: brands('淮海 海康威视 霍尼韦尔') },
  广州南方工业品超市: {
    carries: brands(
      '壳牌 美孚 长城润滑油 乐泰 大西洋 金桥 博世 天顺 史丹利 西门子 施耐德 德力西 欧普 雷士 佛山照明 飞利浦',
    ),
  },
};

/** How often each kind of seller gets a product: the brand's own store most, the platform's store least. */
const WEIGHT = { own: 4, carries: 2, self: 1 } as const;

/** The stores that may sell `brand` under the top-level category `top`, each with its weight. */
export function sellersOf<S extends { def: StoreDef }>(
  stores: readonly S[],
  brand: string,
  top: string,
): Array<{ store: S; weight: number }> {
  const out: Array<{ store: S; weight: number }> = [];
  for (const store of stores) {
    const { def } = store;
    const entry = SELLERS[def.name];
    if (entry?.own?.includes(brand)) out.push({ store, weight: WEIGHT.own });
    else if (entry?.carries?.includes(brand) && (def.tops.length === 0 || def.tops.includes(top)))
      out.push({ store, weight: WEIGHT.carries });
    else if (def.storeType === 1) out.push({ store, weight: WEIGHT.self });
  }
  if (out.length === 0) throw new Error(`seed: no store may sell ${brand} under ${top}`);
  return out;
}

/** One of `sellers` by weight, with a single draw of `rng` (the catalogue's sequence stays as it was). */
export function pickSeller<S>(rng: Rng, sellers: ReadonlyArray<{ store: S; weight: number }>): S {
  const total = sellers.reduce((n, s) => n + s.weight, 0);
  let at = rng() * total;
  for (const s of sellers) {
    at -= s.weight;
    if (at < 0) return s.store;
  }
  return sellers[sellers.length - 1]!.store;
}

/** The store names this table knows (tests check they all exist in stores.ts). */
export const SELLER_STORE_NAMES = Object.keys(SELLERS);
