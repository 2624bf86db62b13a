import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ProductDetail, productDetailMachine } from './product-detail.machine.ts';

type Snapshot = SnapshotFrom<typeof productDetailMachine>;
type Send = (event: EventFrom<typeof productDetailMachine>) => void;

/** What the product page reads from its machine, and the intents it sends; the view computes none of it. */
export interface ProductDetailApi {
  /** 商品不存在: no such SKU, or no `skuId` at all. */
  isNotFound: boolean;
  loadFailed: boolean;
  /** Nothing to show yet (the product is loading). */
  isLoading: boolean;
  /** The product once loaded, else null. */
  product: ProductDetail | null;
  /** The gallery: the product's images, or its main image when it has none. */
  images: string[];
  imageIndex: number;
  /** The image shown large. */
  currentImage: string;
  selectImage(index: number): void;
  /** The SKUs of the same SPU to switch to (none when this is the only one), labelled by their spec values. */
  variants: Array<{ skuId: number; label: string; isCurrent: boolean }>;
  /** What the product's actions (收藏, 关注店铺, 加入对比) follow: 0 until the product is loaded. */
  actionsTarget: { skuId: number; storeId: number };
  retry(): void;
}

export function connect(snapshot: Snapshot, send: Send): ProductDetailApi {
  const { product, imageIndex } = snapshot.context;
  const images = !product ? [] : product.images.length > 0 ? product.images : [product.mainImgUrl];
  const isNotFound = snapshot.hasTag('notFound');
  const loadFailed = snapshot.hasTag('error');
  return {
    isNotFound,
    loadFailed,
    isLoading: !isNotFound && !loadFailed && (snapshot.hasTag('loading') || product === null),
    product,
    images,
    imageIndex,
    currentImage: images[imageIndex] ?? product?.mainImgUrl ?? '',
    selectImage: (index) => send({ type: 'image.select', index }),
    variants:
      product && product.variants.length > 1
        ? product.variants.map((v) => ({
            skuId: v.skuId,
            label: v.specs.map((s) => s.value).join(' / ') || v.name,
            isCurrent: v.skuId === product.skuId,
          }))
        : [],
    actionsTarget: { skuId: product?.skuId ?? 0, storeId: product?.store.storeId ?? 0 },
    retry: () => send({ type: 'detail.retry' }),
  };
}
