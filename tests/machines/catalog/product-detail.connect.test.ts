import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/product-detail.connect.ts';
import {
  productDetailMachine,
  type ProductDetail,
} from '../../../machines/catalog/product-detail.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { productDetail, variant } from './connect-fixtures.ts';

/** The product page of a `skuId` with a loader the test answers, and the view's API. */
function detail(skuId: string | null) {
  const env = controllableActors();
  const machine = productDetailMachine.provide({
    actors: { loadProduct: env.actor<ProductDetail | null, { skuId: number }>('loadProduct') },
  });
  const actor = createActor(machine, { input: { skuId } }).start();
  return { env, view: () => connect(actor.getSnapshot(), actor.send) };
}

describe('product detail view API', () => {
  it('has nothing for the actions to follow while the product loads', () => {
    const { view } = detail('7');
    expect(view()).toMatchObject({
      isLoading: true,
      isNotFound: false,
      loadFailed: false,
      product: null,
      actionsTarget: { skuId: 0, storeId: 0 },
    });
  });

  it('shows the loaded product with its gallery, and its SKU and store to the actions', async () => {
    const { env, view } = detail('7');
    await env.resolve('loadProduct', productDetail(7));
    expect(view()).toMatchObject({
      isLoading: false,
      images: ['/a', '/b', '/c'],
      imageIndex: 0,
      currentImage: '/a',
      actionsTarget: { skuId: 7, storeId: 40 },
    });
    view().selectImage(2);
    expect(view()).toMatchObject({ imageIndex: 2, currentImage: '/c' });
    view().selectImage(3);
    expect(view().imageIndex).toBe(2);
  });

  it('falls back to the main image when the product has no gallery', async () => {
    const { env, view } = detail('7');
    await env.resolve('loadProduct', productDetail(7, { images: [] }));
    expect(view()).toMatchObject({ images: ['/main'], currentImage: '/main' });
  });

  it('lists the variants by their spec values (by name without specs), the shown one current', async () => {
    const { env, view } = detail('7');
    await env.resolve('loadProduct', productDetail(7, { variants: [variant(7, '黑色'), variant(8, '')] }));
    expect(view().variants).toEqual([
      { skuId: 7, label: '黑色', isCurrent: true },
      { skuId: 8, label: '签字笔 8', isCurrent: false },
    ]);
  });

  it('offers no variant switch for a product that is its only variant', async () => {
    const { env, view } = detail('7');
    await env.resolve('loadProduct', productDetail(7, { variants: [variant(7, '黑色')] }));
    expect(view().variants).toEqual([]);
  });

  it('says 商品不存在 for an unknown or malformed SKU', async () => {
    expect(detail('abc').view()).toMatchObject({ isNotFound: true, isLoading: false });
    const unknown = detail('9');
    await unknown.env.resolve('loadProduct', null);
    expect(unknown.view()).toMatchObject({ isNotFound: true, isLoading: false, product: null });
  });

  it('offers a retry after a failed load', async () => {
    const { env, view } = detail('7');
    await env.reject('loadProduct');
    expect(view()).toMatchObject({ loadFailed: true, isLoading: false });
    view().retry();
    expect(view()).toMatchObject({ loadFailed: false, isLoading: true });
    expect(env.isPending('loadProduct')).toBe(true);
  });
});
