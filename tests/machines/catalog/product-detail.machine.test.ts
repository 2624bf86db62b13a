import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  productDetailMachine,
  type ProductDetail,
} from '../../../machines/catalog/product-detail.machine.ts';

const product = (skuId: number, stock = 3): ProductDetail => ({
  skuId,
  spuCode: 'SPU1',
  name: `签字笔 ${skuId}`,
  model: 'MG-284S',
  unit: '盒',
  mainImgUrl: '/a',
  images: ['/a', '/b', '/c'],
  specs: [{ name: '颜色', value: '黑色' }],
  price: '5.46',
  marketPrice: '7.16',
  untaxedPrice: '4.8318584',
  taxRate: '0.13',
  stock,
  sales: 1,
  productType: 1,
  goodsKind: 'physical',
  preSale: false,
  onSale: true,
  categoryPath: [],
  brand: null,
  store: {
    storeId: 1,
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
});

function detail(
  skuId: string | null,
  catalogue: Record<number, ProductDetail> = { 1: product(1), 2: product(2, 0) },
) {
  const loads: number[] = [];
  const machine = productDetailMachine.provide({
    actors: {
      loadProduct: fromPromise(async ({ input }) => {
        loads.push(input.skuId);
        return catalogue[input.skuId] ?? null;
      }),
    },
  });
  return { actor: createActor(machine, { input: { skuId } }).start(), loads };
}

describe('product detail machine', () => {
  it('loads the SKU of the URL', async () => {
    const { actor } = detail('1');
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context.product?.name).toBe('签字笔 1');
  });

  it('an unknown or malformed SKU is 商品不存在 (notFound)', async () => {
    await waitFor(detail('999').actor, (s) => s.hasTag('notFound'));
    const malformed = detail('abc');
    expect(malformed.actor.getSnapshot().hasTag('notFound')).toBe(true);
    expect(malformed.loads).toEqual([]);
  });

  it('selects gallery images within the gallery', async () => {
    const { actor } = detail('1');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'image.select', index: 2 });
    expect(actor.getSnapshot().context.imageIndex).toBe(2);
    actor.send({ type: 'image.select', index: 3 });
    expect(actor.getSnapshot().context.imageIndex).toBe(2);
  });

  it('a variant link loads the other SKU afresh; the same SKU does not reload', async () => {
    const { actor, loads } = detail('1');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'image.select', index: 1 });
    actor.send({ type: 'sku.change', skuId: '1' });
    expect(loads).toEqual([1]);
    actor.send({ type: 'sku.change', skuId: '2' });
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([1, 2]);
    expect(snap.context).toMatchObject({ skuId: 2, imageIndex: 0 });
  });
});
