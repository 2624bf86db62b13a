import { expect, test, type APIRequestContext } from '@playwright/test';
import { ProductDetailModel } from '../models/product-detail.model.ts';
import { loginViaApi } from '../support/api-login.ts';

// HSNYSC: a shop with the comparison widget that the other specs leave alone.
const SHOP = 'HSNYSC';
const DOMAIN = 'hsnysc';

/** SKUs of the shop from the goods hall, in hall order. */
async function hallSkus(request: APIRequestContext, baseURL: string, size = 20) {
  const res = await request.post(`${baseURL}/iiot/jcmall-search/product/pageListForFront`, {
    headers: { shopId: SHOP },
    data: { current: 1, size },
  });
  return (await res.json()).data.records as Array<{ skuId: number; name: string }>;
}

test('favourite toggles and survives a reload; the store can be followed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
  const [sku] = await hallSkus(request, baseURL!);
  const detail = new ProductDetailModel(page);
  await detail.open(DOMAIN, sku!.skuId);

  await expect(detail.favourite).toHaveAttribute('aria-pressed', 'false');
  await detail.favourite.click();
  await expect(detail.favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.favourite).toContainText('已收藏');
  await page.reload();
  await expect(detail.favourite).toHaveAttribute('aria-pressed', 'true');
  await detail.favourite.click();
  await expect(detail.favourite).toHaveAttribute('aria-pressed', 'false');

  await expect(detail.follow).toHaveText('关注店铺');
  await detail.follow.click();
  await expect(detail.follow).toHaveText('已关注');
  await page.reload();
  await expect(detail.follow).toHaveText('已关注');
  await detail.follow.click();
  await expect(detail.follow).toHaveText('关注店铺');
});

test('an anonymous favourite opens the login popup', async ({ page, request, baseURL }) => {
  const [sku] = await hallSkus(request, baseURL!);
  const detail = new ProductDetailModel(page);
  await detail.open(DOMAIN, sku!.skuId);
  await detail.favourite.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('adding to comparison from the product page lists it in the side panel', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'supplier01');
  const skus = await hallSkus(request, baseURL!);
  const sku = skus[3]!;
  const detail = new ProductDetailModel(page);
  await detail.open(DOMAIN, sku.skuId);
  await expect(detail.compare).toHaveText('加入对比');
  await detail.compare.click();
  await expect(detail.compare).toHaveText('已加入对比');
  await page.getByRole('button', { name: '对比栏' }).click();
  const panel = page.getByRole('region', { name: /商品对比/ });
  await expect(panel.getByRole('listitem').filter({ hasText: sku.name })).toHaveCount(1);
});

test('comments show the average rating and paginate', async ({ page, request, baseURL }) => {
  const skus = await hallSkus(request, baseURL!, 30);
  let target = 0;
  for (const s of skus) {
    const res = await request.post(`${baseURL}/iiot/jcmall-product/orderComment/shopComments`, {
      headers: { shopId: SHOP },
      data: { skuId: s.skuId, current: 1, size: 5 },
    });
    if ((await res.json()).data.total > 5) {
      target = s.skuId;
      break;
    }
  }
  expect(target).toBeGreaterThan(0);
  const detail = new ProductDetailModel(page);
  await detail.open(DOMAIN, target);
  await expect(page.getByTestId('average-rating')).toContainText(/综合评分 \d\.\d/);
  await expect(detail.comments).toHaveCount(5);
  const first = await detail.comments.first().textContent();
  await detail.commentPagination.getByRole('button', { name: '下一页' }).click();
  await expect(detail.commentPagination.locator('[aria-current="page"]')).toHaveText('2');
  await expect(detail.comments.first()).not.toHaveText(first ?? '');
});

test('viewing a product as a logged-in user records a footprint', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, SHOP, 'merchant01');
  const skus = await hallSkus(request, baseURL!);
  const sku = skus[5]!;
  const detail = new ProductDetailModel(page);
  await detail.open(DOMAIN, sku.skuId);
  await expect
    .poll(async () => {
      const res = await request.get(`${baseURL}/iiot/jcmall-product/footprint/list`, {
        headers: { shopId: SHOP, Authorization: token },
      });
      return ((await res.json()).data as Array<{ skuId: number }>)[0]?.skuId;
    })
    .toBe(sku.skuId);
});
