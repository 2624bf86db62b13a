import { PreparedAnswer } from '../../platform/prepared.ts';
import type { components } from '../../../../openapi/generated/search.ts';
import { GOODS_VIEW_TABLES } from '../catalog/stock.service.ts';
import type { RequestContext } from '../../platform/openapi/handlers.ts';
import { selectSecondCategories, selectTopCategories } from './floors.repo.ts';
import { searchSkus, type SkuHit } from './skus.service.ts';

/** Top categories shown as floors on the home page (spec §2 /{domain}/index). */
export const FLOOR_COUNT = 6;
/** Goods in the home page's 热销商品 list. */
export const HOT_GOODS_COUNT = 10;
/** The most goods a floor asks for (openapi search.yaml floorsForFront `size`): the read model keeps as many. */
export const FLOOR_MAX_SIZE = 20;

/** One product floor: a top category, its second-level categories and its best sellers. */
export type Floor = components['schemas']['Floor'];

export interface HomeFloors {
  floors: Floor[];
  hotGoods: SkuHit[];
}

/**
 * The home page's floors and hot goods in one answer: for each of the first {@link FLOOR_COUNT} top
 * categories (menu order), its second-level categories and its `size` best-selling SKUs on sale; and
 * the shop's {@link HOT_GOODS_COUNT} best sellers. Floors without goods are left out.
 *
 * Served from a read model per tenant kept in memory (platform/cache.ts): {@link FLOOR_MAX_SIZE} goods
 * a floor, rebuilt as soon as a change of its tables commits on any API node, so a request never reads
 * the database for it but the first after a change of the catalogue, which waits for the rebuild. After
 * the sales roll-up (every 30 s) the last build keeps answering until the rebuild is done: the ranking
 * lags by a rebuild, and no request waits behind one. A smaller `size` is the head of the same ranking
 * (sales descending, then id). The stock figures of its cards are those of the last rebuild: stock
 * changes with every order and is not a change of the catalogue (the home page does not show it; the
 * product page and the cart read it live).
 */
const floorsModel = (cached: RequestContext['cached']) =>
  cached('homeFloors', GOODS_VIEW_TABLES, buildHomeFloors, { eager: true, staleOn: 'sales' });

const sized = (model: HomeFloors, size: number): HomeFloors =>
  size >= FLOOR_MAX_SIZE
    ? model
    : {
        floors: model.floors.map((f) => ({ ...f, goods: f.goods.slice(0, size) })),
        hotGoods: model.hotGoods,
      };

/** The answers of each size made from one build of the read model, dropped with it. */
const answers = new WeakMap<HomeFloors, Map<number, PreparedAnswer<HomeFloors>>>();

/**
 * The floors answer of a size, kept with its serialised and compressed bodies as long as the build it
 * was made from (platform/prepared.ts): the busiest call of the busiest page costs neither serialisation
 * nor compression per request.
 */
export async function homeFloorsAnswer(
  cached: RequestContext['cached'],
  size: number,
): Promise<PreparedAnswer<HomeFloors>> {
  const model = await floorsModel(cached);
  let bySize = answers.get(model);
  if (!bySize) answers.set(model, (bySize = new Map()));
  let answer = bySize.get(size);
  if (!answer) bySize.set(size, (answer = new PreparedAnswer(sized(model, size))));
  return answer;
}

/**
 * Builds the read model with short reads, each on its own (on the embedded database, other requests
 * take their turns between them instead of waiting for the whole build): the categories, then each
 * floor's best sellers and the hot goods, through the goods hall's search.
 */
async function buildHomeFloors(read: RequestContext['read']): Promise<HomeFloors> {
  const { tops, seconds } = await read(async (q) => {
    const tops = await selectTopCategories(q, FLOOR_COUNT);
    const seconds = await selectSecondCategories(
      q,
      tops.map((t) => t.cateId),
    );
    return { tops, seconds };
  });
  const [hot, ...pages] = await Promise.all([
    read((q) => searchSkus(q, { sort: 'sales', current: 1, size: HOT_GOODS_COUNT })),
    ...tops.map((top) =>
      read((q) =>
        searchSkus(q, { categoryIds: [top.cateId], sort: 'sales', current: 1, size: FLOOR_MAX_SIZE }),
      ),
    ),
  ]);
  const floors: Floor[] = [];
  tops.forEach((top, i) => {
    const goods = pages[i]!.records;
    if (!goods.length) return;
    floors.push({
      ...top,
      children: seconds
        .filter((s) => s.parentId === top.cateId)
        .map(({ cateId, cateName }) => ({ cateId, cateName })),
      goods,
    });
  });
  return { floors, hotGoods: hot!.records };
}
