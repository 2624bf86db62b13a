/** Wire records for the catalogue's connect() tests, with only what a test varies as parameters. */
import type { ComparisonGroup } from '../../../machines/catalog/comparison-result.machine.ts';
import type { SkuCard } from '../../../machines/catalog/goods-hall.types.ts';
import type { CompareDetail } from '../../../machines/catalog/make-comparison.machine.ts';
import type { ProductComment } from '../../../machines/catalog/product-comments.machine.ts';
import type { ProductDetail } from '../../../machines/catalog/product-detail.machine.ts';
import type { StoreHit } from '../../../machines/catalog/store-search.machine.ts';
import type { ZoneSupplier } from '../../../machines/catalog/zone-sup.machine.ts';
import type { CompareItem } from '../../../machines/widgets/compare-panel.machine.ts';

export const skuCard = (skuId: number): SkuCard => ({
  skuId,
  spuCode: `SPU${skuId}`,
  name: `签字笔 ${skuId}`,
  model: 'M',
  mainImgUrl: '/img',
  price: '1.00',
  marketPrice: null,
  untaxedPrice: null,
  stock: 10,
  sales: 1,
  storeId: 1,
  storeName: '店',
  brandId: 1,
  brandName: '晨光',
  productType: 1,
  preSale: false,
});

export const productDetail = (skuId: number, change: Partial<ProductDetail> = {}): ProductDetail => ({
  skuId,
  spuCode: 'SPU1',
  name: `签字笔 ${skuId}`,
  model: 'MG-284S',
  unit: '盒',
  mainImgUrl: '/main',
  images: ['/a', '/b', '/c'],
  specs: [{ name: '颜色', value: '黑色' }],
  price: '5.46',
  marketPrice: '7.16',
  untaxedPrice: '4.8318584',
  taxRate: '0.13',
  stock: 3,
  sales: 1,
  productType: 1,
  goodsKind: 'physical',
  preSale: false,
  onSale: true,
  categoryPath: [],
  brand: null,
  store: {
    storeId: 40,
    storeName: '店',
    logo: '/l',
    storeType: 1,
    area: '',
    address: '',
    contactPhone: '',
    description: '',
    skuCount: 1,
  },
  variants: [],
  description: { specs: [], packageList: [], afterSales: [] },
  ...change,
});

export const variant = (skuId: number, color: string): ProductDetail['variants'][number] => ({
  skuId,
  name: `签字笔 ${skuId}`,
  specs: color ? [{ name: '颜色', value: color }] : [],
  price: '5.46',
  stock: 3,
  mainImgUrl: '/main',
  onSale: true,
});

export const comment = (commentId: number): ProductComment => ({
  commentId,
  userName: '王**',
  anonymous: true,
  rating: 4,
  content: `好用 ${commentId}`,
  pictures: [],
  createdAt: '2026-01-01 10:00:00',
});

export const storeHit = (storeId: number): StoreHit => ({
  storeId,
  storeName: `得力 ${storeId}`,
  logo: '/l',
  storeType: 1,
  area: '浙江省',
  description: '',
  skuCount: 10,
});

export const supplier = (supplierId: number, area: string): ZoneSupplier => ({
  supplierId,
  supplierName: `供应商${supplierId}`,
  logo: '/l',
  storeType: 3,
  area,
  description: '',
  skuCount: 10,
});

export const compareItem = (skuId: number): CompareItem => ({
  skuId,
  name: `商品${skuId}`,
  mainImgUrl: '/i',
});

export const compareDetail = (skuId: number, change: Partial<CompareDetail> = {}): CompareDetail => ({
  skuId,
  name: `商品${skuId}`,
  mainImgUrl: '/i',
  price: '12.50',
  brandName: '得力',
  model: 'S01',
  unit: '支',
  storeId: 1,
  storeName: '得力集团官方旗舰店',
  stock: 5,
  specs: [],
  ...change,
});

export const comparisonGroup = (name: string, prices: string[]): ComparisonGroup => ({
  name,
  mainImgUrl: '/i',
  brandName: '得力',
  model: 'S01',
  lowestPrice: prices[0] ?? null,
  offers: prices.map((price, i) => ({
    skuId: 100 + i,
    storeId: i + 1,
    storeName: `供应商${i + 1}`,
    price,
    stock: 5,
    cheapest: i === 0,
  })),
});
