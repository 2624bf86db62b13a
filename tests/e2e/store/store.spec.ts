import { expect, test, type Page } from '@playwright/test';
import { CatalogModel } from '../models/catalog.model.ts';
import { StoreModel } from '../models/store.model.ts';
import { loginViaApi } from '../support/api-login.ts';

const STORE = '得力集团官方旗舰店';

// The journeys walk through several pages each; a busy CI host needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** Opens the 得力 store of DEMO from the store search; answers its id. */
async function openFromStoreSearch(page: Page): Promise<number> {
  await page.goto('/mall/demo/store-list?supplierName=得力');
  await page.getByRole('link', { name: STORE }).click();
  return new StoreModel(page).expectStore('demo', STORE);
}

test('a store found by the header store search opens; its goods are searched within it and filtered by a category', async ({
  page,
}) => {
  const hall = new CatalogModel(page);
  const store = new StoreModel(page);
  await page.goto('/mall/demo/index');
  await hall.searchFromHeader('得力', '店铺');
  await page.getByRole('link', { name: STORE }).click();
  await store.expectStore('demo', STORE);

  // The store's card and its latest notices.
  await expect(page.getByText('优选', { exact: true })).toBeVisible();
  await expect(page.getByText('所在地区：浙江省 宁波市 宁海县')).toBeVisible();
  await expect(page.getByTestId('store-phone')).toHaveText('联系电话：400-185-0555');
  await expect(store.follow).toHaveText('关注店铺');
  const notices = store.notices.getByRole('listitem');
  await expect(notices.first()).toBeVisible();
  expect(await notices.count()).toBeLessThanOrEqual(3);

  // Search within the store: every product found is the store's and names the keyword.
  // The 得力 store sells 得力 goods only: its 中性笔, not another brand's 签字笔.
  await store.search('中性笔');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '中性笔');
  await expect(page.getByText('“中性笔”的搜索结果')).toBeVisible();
  const found = await store.names();
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name).toMatch(/^得力.*中性笔/);
  await expect(store.goods.getByText(`店铺：${STORE}`)).toHaveCount(found.length);
  await store.search('无此商品zzz');
  await expect(page.getByText('暂无相关商品')).toBeVisible();
  await store.search('');
  await expect(page).toHaveURL((url) => !url.searchParams.has('keyword'));

  // Filter by a category: the chip is pressed, the count is the chip's, and the URL keeps it.
  const chip = store.categories.getByRole('button').nth(1);
  const [, count] = /（(\d+)）$/.exec((await chip.textContent()) ?? '') ?? [];
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(store.categories.getByRole('button', { name: '全部' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page).toHaveURL((url) => url.searchParams.has('cateId'));
  await expect(page.getByText(`共 ${count} 件商品`)).toBeVisible();
  await page.getByRole('button', { name: '价格↑', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'priceAsc');
  await page.reload();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '价格↑', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a store's notice opens from its home; a product of the store opens and its store section leads back", async ({
  page,
}) => {
  const store = new StoreModel(page);
  const storeId = await openFromStoreSearch(page);

  await store.notices.getByRole('link', { name: '更多' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/mall/demo/shop/notice-list' && url.searchParams.get('storeId') === `${storeId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: `${STORE} · 店铺公告` })).toBeVisible();
  const first = page.getByRole('list', { name: '店铺公告' }).getByRole('link').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/shop/notice-detail');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${STORE} · 发布时间：`))).toBeVisible();
  await page.getByRole('link', { name: '返回店铺首页' }).click();
  await store.expectStore('demo', STORE);

  const product = store.goods.getByRole('heading', { level: 3 }).first();
  const name = (await product.textContent())!;
  await product.getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/detail');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('region', { name: '店铺' }).getByRole('link', { name: STORE }).click();
  expect(await store.expectStore('demo', STORE)).toBe(storeId);
});

test('an unknown store is 店铺不存在, and an anonymous 关注店铺 opens the login popup', async ({ page }) => {
  const store = new StoreModel(page);
  await page.goto('/mall/demo/shop/home?storeId=987654321');
  await expect(page.getByRole('heading', { level: 1, name: '店铺不存在' })).toBeVisible();
  await openFromStoreSearch(page);
  await store.follow.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('in English on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  });

  // RDSC buyer03: no other spec follows a store with it; the test unfollows again.
  test('a buyer follows a store and unfollows it, the page fits the screen', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await loginViaApi(context, request, baseURL!, 'RDSC', 'buyer03');
    const store = new StoreModel(page);
    await page.goto('/mall/rdsc/store-list?supplierName=得力');
    await page.getByRole('link', { name: STORE }).click();
    await store.expectStore('rdsc', STORE);
    await expect(page.getByText('Preferred', { exact: true })).toBeVisible();
    await expect(store.notices.getByRole('heading', { name: 'Store notices' })).toBeVisible();
    await expect(store.notices.getByRole('link', { name: 'More' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Goods of the store' })).toBeVisible();
    await expect(store.categories.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('group', { name: 'Sort' }).getByRole('button', { name: 'Relevance' }),
    ).toBeVisible();
    await store.settled();
    expect(await store.names()).not.toHaveLength(0);
    // Nothing of the store's page reaches past the screen's edge (the shell's menu bar is the shell's).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((e) => `${e.tagName} ${(e.textContent ?? '').slice(0, 20)}`),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth)).toBeLessThanOrEqual(390);

    await expect(store.follow).toHaveText('Follow store');
    await expect(store.follow).toHaveAttribute('aria-pressed', 'false');
    await store.follow.click();
    await expect(store.follow).toHaveText('Following');
    await expect(store.follow).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(store.follow).toHaveText('Following');

    await store.search('zzz-nothing');
    await expect(page.getByText('No related products')).toBeVisible();

    await store.follow.click();
    await expect(store.follow).toHaveText('Follow store');
  });
});
