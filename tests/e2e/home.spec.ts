import { expect, test } from '@playwright/test';
import { StorefrontModel } from './models/storefront.model.ts';

test('the demo home shows the shop, its hot words, banners and categories', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await expect(mall.heading('集采云商城')).toBeVisible();
  await expect(page.getByRole('region', { name: '热门搜索' })).toContainText('签字笔');
  const categories = page.getByRole('region', { name: '全部商品分类' });
  await expect(categories.getByRole('heading', { name: '办公用品' })).toBeVisible();
  await expect(page.getByRole('region', { name: '推荐活动' }).getByRole('img').first()).toBeVisible();
});

test('each tenant shows its own shop name', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/hbky/index');
  await expect(mall.heading('华北矿业集采商城')).toBeVisible();
});

test('a bare domain lands on its home', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo');
  await mall.expectPath('/demo/index');
});

test('an unknown shop lands on the project not-found page', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/nosuchshop/index');
  await mall.expectPath('/404-project');
  await mall.expectNotFound();
});

test('an unknown page of a shop lands on its not-found page', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/nope');
  await mall.expectPath('/demo/404');
  await mall.expectNotFound();
});
