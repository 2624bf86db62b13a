import { skuSearchTokens } from '../../../modules/search/tokenize.service.ts';
import { BRANDS, brandLabel, modelPrefix } from './brands.ts';
import { CATALOG, type ProductGroup, type SpecDim, type TopCategory } from './categories.ts';
import type { TenantFiles } from './files.ts';
import { seedTime, type IdAllocator } from './ids.ts';
import { seedPrice } from './prices.ts';
import {
  backShot,
  brandColour,
  detailShot,
  kindOf,
  mainShot,
  namedColour,
  packageShot,
  type ProductShot,
} from './product-art.ts';
import { chance, hashSeed, pick, pickSome, randInt, rngFor, type Rng } from './random.ts';
import type { BrandRow, SeedRows, StoreRow } from './rows.ts';
import { pickSeller, sellersOf } from './sellers.ts';
import { storesFor, type StoreDef } from './stores.ts';
import { categoryIconSvg, logoSvg } from './svg.ts';
import type { Tenant } from './tenants.ts';

/** SKU variants per SPU at most: enough to show a spec picker, few enough to keep the catalogue varied. */
const MAX_VARIANTS = 4;

/** Every combination of spec values, in dimension order. */
function combinations(dims: SpecDim[]): Array<Array<{ name: string; value: string }>> {
  return dims.reduce<Array<Array<{ name: string; value: string }>>>(
    (acc, dim) => acc.flatMap((combo) => dim.values.map((value) => [...combo, { name: dim.name, value }])),
    [[]],
  );
}

/**
 * The specs of each SKU of one SPU of `group`: three to {@link MAX_VARIANTS} combinations (fewer when the
 * group has fewer). The search benchmark builds its SPUs the same way.
 */
export function spuVariants(rng: Rng, group: ProductGroup): Array<Array<{ name: string; value: string }>> {
  const variants = combinations(group.specs);
  return pickSome(rng, variants, randInt(rng, Math.min(3, variants.length), MAX_VARIANTS));
}

/** The category a brand first appears under decides its logo's glyph and colour. */
function brandHome(name: string): TopCategory {
  return (
    CATALOG.find((top) => top.groups.some((g) => g.brands.includes(name))) ?? (CATALOG[0] as TopCategory)
  );
}

function buildBrands(
  tenant: Tenant,
  files: TenantFiles,
  ids: IdAllocator,
  out: SeedRows,
): Map<string, BrandRow> {
  const byName = new Map<string, BrandRow>();
  BRANDS.forEach(([name, nameEn], i) => {
    const home = brandHome(name);
    const row: BrandRow = {
      id: ids.next('brand'),
      shop_id: tenant.shopId,
      name,
      name_en: nameEn,
      logo: files.svg(`brand/${i}`, `brand-${nameEn}.svg`, logoSvg(name, home.icon, home.color)),
    };
    out.brand.push(row);
    byName.set(name, row);
  });
  return byName;
}

/** A store of the tenant with the definition it was built from (which brands it may sell). */
interface SeededStore {
  row: StoreRow;
  def: StoreDef;
}

function buildStores(tenant: Tenant, files: TenantFiles, ids: IdAllocator, out: SeedRows): SeededStore[] {
  return storesFor(tenant).map((def, i) => {
    const row: StoreRow = {
      id: ids.next('store'),
      shop_id: tenant.shopId,
      name: def.name,
      store_type: def.storeType,
      logo: files.svg(
        `store/${i}`,
        `store-${i + 1}.svg`,
        logoSvg(def.name.slice(0, 6), 'cart', tenant.color),
      ),
      contact_phone: def.phone,
      area: def.area,
      address: def.address,
      description: def.description,
      created_at: seedTime(120 + i),
    };
    out.store.push(row);
    return { row, def };
  });
}

interface LeafContext {
  tenant: Tenant;
  top: TopCategory;
  group: ProductGroup;
  leaf: string;
  categoryId: number;
  stores: SeededStore[];
  brands: Map<string, BrandRow>;
  nextSpuCode: () => string;
}

interface SpuLook {
  spuCode: string;
  group: string;
  leaf: string;
  brand: BrandRow;
  model: string;
  tint: string;
  pack: string;
  unit: string;
  variants: Array<Array<{ name: string; value: string }>>;
}

/**
 * The pictures of one SPU, stored once each: a main shot per colour its variants come in, and the back,
 * the package and a close-up shared by its variants. Answers the gallery of a variant, main shot first.
 */
function productPictures(
  files: TenantFiles,
  spu: SpuLook,
): (specs: Array<{ name: string; value: string }>) => string[] {
  const { spuCode, brand } = spu;
  // What the variants offer, dimension by dimension: 0.5mm / 0.7mm · 黑色 / 蓝色.
  const offered = [...new Set(spu.variants.flatMap((specs) => specs.map((s) => s.name)))].map((dim) =>
    [
      ...new Set(spu.variants.flatMap((specs) => specs.filter((s) => s.name === dim).map((s) => s.value))),
    ].join(' / '),
  );
  const shot: ProductShot = {
    kind: kindOf(spu.group, spu.leaf),
    seed: hashSeed(spuCode),
    // Latin brand names are what the goods carry (deli, PILOT); Chinese-only ones print their own name.
    brand: /^[\x20-\x7e]{1,10}$/.test(brand.name_en) ? brand.name_en : brand.name,
    brandColour: brandColour(brand.name_en),
    model: spu.model,
    title: spu.leaf,
    detail: [spu.pack || `1${spu.unit}装`, ...offered].join(' · '),
    tint: spu.tint,
  };
  const packaging = { ...shot, brand: brandLabel(brand.name, brand.name_en) };
  const shared = [
    files.svg(`product/${spuCode}/back`, `${spuCode}-back.svg`, backShot(shot)),
    files.svg(`product/${spuCode}/package`, `${spuCode}-package.svg`, packageShot(packaging)),
    files.svg(`product/${spuCode}/detail`, `${spuCode}-detail.svg`, detailShot(shot)),
  ];
  return (specs) => {
    const colour = specs.find((s) => namedColour(s.value))?.value ?? '';
    const main = files.svg(
      `product/${spuCode}/main/${colour}`,
      `${spuCode}${colour ? `-${colour}` : ''}.svg`,
      mainShot({ ...shot, body: namedColour(colour) }),
    );
    return [main, ...shared];
  };
}

/** The SPUs of one leaf category, each with its SKU variants. */
function buildLeafProducts(
  ctx: LeafContext,
  rng: Rng,
  files: TenantFiles,
  ids: IdAllocator,
  out: SeedRows,
): void {
  const { tenant, top, group, leaf } = ctx;
  for (const brandName of pickSome(rng, group.brands, tenant.spusPerLeaf)) {
    const brand = ctx.brands.get(brandName);
    if (!brand) throw new Error(`category ${group.name} names unknown brand ${brandName}`);
    const spuCode = ctx.nextSpuCode();
    const model = `${modelPrefix(brand.name_en)}-${randInt(rng, 100, 9999)}${pick(rng, ['', '', 'A', 'S', 'Pro', 'X'])}`;
    // One draw, as the pick among every store of the category it replaced: the rest of the sequence holds.
    const store = pickSeller(rng, sellersOf(ctx.stores, brand.name, top.name)).row;
    const pack = group.packs ? pick(rng, group.packs) : '';
    // Skewed towards the bottom of the band: most goods are everyday items, a few are the premium ones.
    const basePrice = group.price[0] + Math.round((group.price[1] - group.price[0]) * rng() ** 2.5);
    const variants = spuVariants(rng, group);
    const pictures = productPictures(files, {
      spuCode,
      group: group.name,
      leaf,
      brand,
      model,
      tint: top.tint,
      pack,
      unit: group.unit,
      variants,
    });
    variants.forEach((specs, v) => {
      const name = [brandLabel(brand.name, brand.name_en), model, leaf, ...specs.map((s) => s.value), pack]
        .filter(Boolean)
        .join(' ');
      const images = pictures(specs);
      const price = seedPrice(rng, Math.round((basePrice * (100 + 8 * v)) / 100), group.tiny ?? false);
      const id = ids.next('product_sku');
      const stock = chance(rng, 0.08) ? 0 : randInt(rng, 5, 5000);
      out.product_sku.push({
        id,
        shop_id: tenant.shopId,
        store_id: store.id,
        category_id: ctx.categoryId,
        brand_id: brand.id,
        spu_code: spuCode,
        name,
        model,
        unit: group.unit,
        specs: pack ? [...specs, { name: '包装', value: pack }] : specs,
        price: price.price,
        market_price: price.marketPrice,
        tax_rate: top.taxRate ?? '0.13',
        sales: Math.floor(rng() ** 3 * 20000),
        product_type: chance(rng, 0.88) ? 1 : pick(rng, [2, 3, 4]),
        pre_sale: chance(rng, 0.05),
        main_img: images[0]!,
        images,
        status: chance(rng, 0.02) ? 0 : 1,
        // Name only (it already carries brand, model, leaf and specs): searches are rechecked against the
        // name, so lexemes from elsewhere would only feed the index rows the recheck then throws away.
        search_tokens: skuSearchTokens(name).join(' '),
        created_at: seedTime(1440 + out.product_sku.length * 7),
      });
      out.sku_stock.push({ sku_id: id, shop_id: tenant.shopId, stock });
    });
  }
}

/** Brands, stores, the three-level category tree and the products of one tenant. */
export function buildCatalog(tenant: Tenant, files: TenantFiles, ids: IdAllocator, out: SeedRows): void {
  const rng = rngFor(tenant.shopId, 'catalog');
  const brands = buildBrands(tenant, files, ids, out);
  const stores = buildStores(tenant, files, ids, out);
  let spuCount = 0;
  const nextSpuCode = () => `${tenant.shopId}-SPU${String(++spuCount).padStart(6, '0')}`;
  const category = (parentId: number | null, level: number, name: string, sort: number, icon = '') => {
    const id = ids.next('category');
    out.category.push({ id, shop_id: tenant.shopId, parent_id: parentId, level, name, icon, sort });
    return id;
  };
  CATALOG.forEach((top, t) => {
    const icon = files.svg(
      `category/${t}`,
      `category-${t + 1}.svg`,
      categoryIconSvg(top.icon, top.color, top.tint),
    );
    const topId = category(null, 1, top.name, t + 1, icon);
    top.groups.forEach((group, g) => {
      const groupId = category(topId, 2, group.name, g + 1);
      group.leaves.forEach((leaf, l) => {
        const categoryId = category(groupId, 3, leaf, l + 1);
        buildLeafProducts(
          { tenant, top, group, leaf, categoryId, stores, brands, nextSpuCode },
          rng,
          files,
          ids,
          out,
        );
      });
    });
  });
}
