import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CartPageModel } from '../models/cart-page.ts';
import { ProductDetailModel } from '../models/product-detail.model.ts';
import { StoreModel } from '../models/store.model.ts';
import { loginViaApi } from '../support/api-login.ts';
import { chineseOutsideShopData } from '../support/sandbox-and-language.ts';

// RDSC guest01: no other spec favourites, follows, views or orders with it, so its lists start empty.
// The tests share one account: they run in order, in one worker.
test.describe.configure({ mode: 'default' });

const SHOP = 'RDSC';
const DOMAIN = 'rdsc';
const ACCOUNT = 'guest01';

interface HallSku {
  skuId: number;
  name: string;
  price: string | null;
  stock: number;
  storeId: number;
}

/** Goods of the hall with a price and stock, in hall order. */
async function hallSkus(request: APIRequestContext, baseURL: string, shopId = SHOP): Promise<HallSku[]> {
  const res = await request.post(`${baseURL}/iiot/jcmall-search/product/pageListForFront`, {
    headers: { shopId },
    data: { current: 1, size: 30 },
  });
  const records = (await res.json()).data.records as HallSku[];
  return records.filter((s) => s.price !== null && s.stock > 5);
}

/**
 * Views a product of the shop now, through the API. The seeded footprints are placed relative to the
 * seed's day in China (UTC+8): a run that crosses midnight there after seeding would otherwise find its
 * seeded 今天 turned into 昨天 and no 今天 at all. With this view the list always has both.
 */
async function viewProductNow(request: APIRequestContext, baseURL: string, shopId: string, token: string) {
  const sku = (await hallSkus(request, baseURL, shopId))[0]!;
  const res = await request.post(`${baseURL}/iiot/jcmall-product/footprint/add`, {
    headers: { shopId, Authorization: token },
    data: { skuId: sku.skuId },
  });
  expect((await res.json()).success).toBe(true);
}

const openPage = (page: Page, name: 'uc-collection' | 'uc-footprint', query = '') =>
  page.goto(`/mall/${DOMAIN}/user-center/${name}${query}`);

test('favourite a product from its page, add it to the cart from 我的收藏, then remove it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, ACCOUNT);
  const sku = (await hallSkus(request, baseURL!))[4]!;
  const detail = new ProductDetailModel(page);
  await detail.open(DOMAIN, sku.skuId);
  await expect(detail.favourite).toHaveAttribute('aria-pressed', 'false');
  await detail.favourite.click();
  await expect(detail.favourite).toHaveAttribute('aria-pressed', 'true');

  // The menu leads to 我的收藏 under 关注中心.
  await page.goto(`/mall/${DOMAIN}/user-center/uc-home`);
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await expect(menu.getByText('关注中心')).toBeVisible();
  await menu.getByRole('link', { name: '我的收藏' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '收藏的商品' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('favourite-goods').filter({ hasText: sku.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: sku.name })).toHaveAttribute(
    'href',
    new RegExp(`/detail\\?skuId=${sku.skuId}$`),
  );

  await row.getByRole('button', { name: `加入购物车 ${sku.name}` }).click();
  await expect(new CartPageModel(page).headerCount(1)).toBeVisible();

  await row.getByRole('button', { name: `取消收藏 ${sku.name}` }).click();
  await expect(page.getByText('您还没有收藏商品，去逛逛吧')).toBeVisible();
  await expect(page.getByTestId('favourite-goods')).toHaveCount(0);

  // The cart kept the line.
  const cart = new CartPageModel(page);
  await cart.open(DOMAIN);
  await expect(cart.line(sku.name)).toBeVisible();
});

test('follow a store from its page, find it under 关注的店铺, unfollow it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, ACCOUNT);
  const sku = (await hallSkus(request, baseURL!))[2]!;
  const store = new StoreModel(page);
  await page.goto(`/mall/${DOMAIN}/shop/home?storeId=${sku.storeId}`);
  const storeName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(store.follow).toHaveText('关注店铺');
  await store.follow.click();
  await expect(store.follow).toHaveText('已关注');

  await openPage(page, 'uc-collection');
  const storesTab = page.getByRole('tab', { name: '关注的店铺' });
  // Keyboard: the arrow key moves to the other tab.
  await page.getByRole('tab', { name: '收藏的商品' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(storesTab).toHaveAttribute('aria-selected', 'true');
  await expect(storesTab).toBeFocused();
  await expect(page).toHaveURL(/tab=stores/);
  const row = page.getByTestId('followed-store').filter({ hasText: storeName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/在售商品 \d+ 件/)).toBeVisible();
  await expect(row.getByRole('link', { name: storeName, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`/shop/home\\?storeId=${sku.storeId}$`),
  );

  // The tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: '关注的店铺' })).toHaveAttribute('aria-selected', 'true');
  await row.getByRole('button', { name: `取消关注 ${storeName}` }).click();
  await expect(page.getByText('您还没有关注店铺')).toBeVisible();

  await page.goto(`/mall/${DOMAIN}/shop/home?storeId=${sku.storeId}`);
  await expect(store.follow).toHaveText('关注店铺');
});

test('viewed products appear in 我的足迹 under 今天; remove one, then clear after confirming', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, ACCOUNT);
  const [first, second] = (await hallSkus(request, baseURL!)).slice(6, 8) as [HallSku, HallSku];
  const detail = new ProductDetailModel(page);
  await detail.open(DOMAIN, first.skuId);
  await detail.open(DOMAIN, second.skuId);

  await openPage(page, 'uc-footprint');
  const today = page.getByRole('region', { name: '今天' });
  // Newest first (the other tests of this account may have viewed a product too).
  await expect(today.getByTestId('footprint').first()).toContainText(second.name);
  await expect(today.getByTestId('footprint').nth(1)).toContainText(first.name);
  const viewed = await today.getByTestId('footprint').count();
  await expect(today.getByRole('link', { name: first.name })).toHaveAttribute(
    'href',
    new RegExp(`/detail\\?skuId=${first.skuId}$`),
  );

  await today.getByRole('button', { name: `删除 ${second.name}` }).click();
  await expect(today.getByTestId('footprint')).toHaveCount(viewed - 1);
  await expect(today).not.toContainText(second.name);

  await page.getByRole('button', { name: '清空足迹' }).click();
  const dialog = page.getByRole('alertdialog', { name: '清空足迹' });
  await expect(dialog).toBeVisible();
  // Keeping them closes the dialog and changes nothing.
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(today.getByTestId('footprint')).toHaveCount(viewed - 1);
  await page.getByRole('button', { name: '清空足迹' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '清空', exact: true }).click();
  await expect(page.getByText('您还没有浏览过商品')).toBeVisible();
  await expect(page.getByRole('button', { name: '清空足迹' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the seeded lists of DEMO person01 fit the screen: an off-shelf favourite, stores, footprints by day', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await loginViaApi(context, request, baseURL!, 'DEMO', 'person01');
    await viewProductNow(request, baseURL!, 'DEMO', token);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/mall/demo/user-center/uc-collection');
    await expect(page.getByTestId('favourite-goods').first()).toBeVisible();
    await expect(page.getByTestId('off-shelf')).toHaveCount(1);
    expect(await fits()).toBe(true);

    await page.getByRole('tab', { name: '关注的店铺' }).click();
    await expect(page.getByTestId('followed-store')).toHaveCount(2);
    expect(await fits()).toBe(true);

    await page.goto('/mall/demo/user-center/uc-footprint');
    await expect(page.getByRole('heading', { level: 2, name: '今天' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '昨天' })).toBeVisible();
    expect(await page.getByTestId('footprint-day').count()).toBeGreaterThanOrEqual(3);
    expect(await fits()).toBe(true);
  });
});

test('in English mode the pages have no Chinese outside the shop’s data', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  const token = await loginViaApi(context, request, baseURL!, 'DEMO', 'person01');
  await viewProductNow(request, baseURL!, 'DEMO', token);
  await page.goto('/mall/demo/user-center/uc-collection');
  await expect(page.getByTestId('off-shelf')).toHaveText('Off the shelf');
  await page.waitForLoadState('networkidle');
  expect(await chineseOutsideShopData(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Followed stores' }).click();
  await expect(page.getByTestId('followed-store').first()).toBeVisible();
  expect(await chineseOutsideShopData(page)).toEqual([]);
  await page.goto('/mall/demo/user-center/uc-footprint');
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await chineseOutsideShopData(page)).toEqual([]);
});
