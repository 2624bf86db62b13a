import { expect, test } from '@playwright/test';
import { CatalogModel } from '../models/catalog.model.ts';

const decimal = (p: string) => Number(p);

test('browsing a category from the home flyout opens the hall with the category breadcrumb', async ({
  page,
}) => {
  const hall = new CatalogModel(page);
  await page.goto('/mall/demo/index');
  const menu = page.getByRole('navigation', { name: '全部商品分类' });
  await menu.getByRole('link', { name: '办公用品', exact: true }).hover();
  await menu.getByRole('link', { name: '签字笔', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/mall/demo/list' && url.searchParams.get('thCid') !== null,
  );
  await expect(hall.breadcrumb.getByRole('link')).toHaveText(['全部商品', '办公用品', '书写工具', '签字笔']);
  await expect(page.getByRole('heading', { level: 1, name: '签字笔' })).toBeVisible();
  for (const name of await hall.names()) expect(name).toContain('签字笔');

  await page.mouse.move(0, 0); // off the category flyout, which opens on hover away from home
  await hall.breadcrumb.getByRole('link', { name: '办公用品' }).click();
  await expect(hall.breadcrumb.getByRole('link')).toHaveText(['全部商品', '办公用品']);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('thCid') === null && url.searchParams.has('cpid'),
  );
});

test('a header search for 签字笔 lists only goods whose name contains it', async ({ page }) => {
  const hall = new CatalogModel(page);
  await page.goto('/mall/demo/index');
  await hall.searchFromHeader('签字笔');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/mall/demo/list' && url.searchParams.get('pn') === '签字笔',
  );
  await expect(page.getByText(/共 \d+ 件商品/)).toBeVisible();
  const names = await hall.names();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('签字笔');
});

test('filtering by brand and price narrows the goods and checks the range', async ({ page }) => {
  const hall = new CatalogModel(page);
  await hall.openHall('?pn=签字笔');
  await page.getByRole('checkbox', { name: /^晨光/ }).check();
  await expect(page).toHaveURL(/brand=\d+/);
  for (const name of await hall.names()) expect(name).toContain('晨光');

  await hall.setPriceRange('abc', '');
  await expect(page.getByRole('alert').filter({ hasText: '请输入正确的价格' })).toBeVisible();
  await hall.setPriceRange('30', '6');
  await expect(page.getByRole('alert').filter({ hasText: '最低价不能高于最高价' })).toBeVisible();

  await hall.setPriceRange('6', '30');
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('priceMin') === '6' && url.searchParams.get('priceMax') === '30',
  );
  const prices = await hall.prices();
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) {
    expect(decimal(p)).toBeGreaterThanOrEqual(6);
    expect(decimal(p)).toBeLessThanOrEqual(30);
  }
});

test('sorting by price ascending lists non-decreasing prices', async ({ page }) => {
  const hall = new CatalogModel(page);
  await hall.openHall('?cpid=1&cpName=办公用品');
  await hall.sortBy('价格↑');
  await expect(page).toHaveURL(/sort=priceAsc/);
  const prices = (await hall.prices()).filter((p) => p !== '***').map(decimal);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('paginating moves through pages of 20, and back returns to the previous page', async ({ page }) => {
  const hall = new CatalogModel(page);
  await hall.openHall('?cpid=1&cpName=办公用品');
  const first = await hall.names();
  expect(first).toHaveLength(20);
  await expect(hall.pagination.getByRole('button', { name: '上一页' })).toBeDisabled();
  await hall.pagination.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(hall.pagination.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const second = await hall.names();
  expect(second[0]).not.toBe(first[0]);
  await hall.pagination.getByRole('button', { name: '第 1 页' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await hall.pagination.getByRole('button', { name: '第 3 页' }).click();
  await expect(page).toHaveURL(/page=3/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(hall.pagination.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a reload restores the view from the URL alone', async ({ page }) => {
  const hall = new CatalogModel(page);
  await hall.openHall('?cpid=1&cpName=办公用品');
  await page.getByRole('checkbox', { name: /^得力/ }).check();
  await hall.sortBy('价格↓');
  await page.getByRole('checkbox', { name: '仅显示有货' }).check();
  await expect(page).toHaveURL(/inStock=1/);
  await hall.pagination.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  const before = await hall.names();
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('checkbox', { name: /^得力/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '仅显示有货' })).toBeChecked();
  await expect(page.getByRole('button', { name: '价格↓', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hall.pagination.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await hall.names()).toEqual(before);
});

test('a product without a price shows ***', async ({ page }) => {
  const hall = new CatalogModel(page);
  await hall.openHall('?pn=FA-2855A');
  await expect(hall.card(/FA-2855A 电线 2\.5平方/).getByText('***', { exact: true })).toBeVisible();
});

test('a nothing-matching search shows 暂无数据', async ({ page }) => {
  await page.goto('/mall/demo/list?pn=无此商品zzz');
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('a product opens from the hall with its gallery, price, variants and a stock-limited quantity', async ({
  page,
}) => {
  const hall = new CatalogModel(page);
  await hall.openHall('?pn=MG-284S');
  const name = (await hall.names())[0]!;
  await hall.results.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/mall\/demo\/detail\?skuId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(/^¥\d+\.\d{2,7}$/).first()).toBeVisible();
  await expect(page.getByText('普通', { exact: true })).toBeVisible();

  // Four pictures: the main shot, the back, the package and a close-up.
  const thumbs = page.getByRole('group', { name: '选择图片' }).getByRole('button');
  await expect(thumbs).toHaveCount(4);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  await thumbs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.nth(1)).toBeFocused();

  // The description: specs table, package list (what one 盒 of 36 holds) and the after-sales promise.
  const description = page.getByRole('region', { name: '商品介绍' });
  const specs = description.getByRole('region', { name: '规格参数' });
  await expect(specs.getByRole('row', { name: /型号\s*MG-284S/ })).toBeVisible();
  await expect(description.getByRole('region', { name: '包装清单' })).toContainText(/签字笔\s*× \d+支/);
  await expect(description.getByRole('region', { name: '售后保障' })).toContainText('正品保障');

  const quantity = page.getByRole('textbox', { name: '数量' });
  await expect(page.getByRole('button', { name: '减少数量' })).toBeDisabled();
  await page.getByRole('button', { name: '增加数量' }).click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('99999999');
  await expect(page.getByRole('alert').filter({ hasText: '库存不足' })).toBeVisible();

  const variants = page.getByRole('region', { name: '可选规格' }).getByRole('link');
  await expect(variants.and(page.locator('[aria-current="page"]'))).toHaveCount(1);
  await variants.and(page.locator(':not([aria-current])')).first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await expect(quantity).toHaveValue('1');
});

test('an unknown SKU shows 商品不存在', async ({ page }) => {
  await page.goto('/mall/demo/detail?skuId=987654321');
  await expect(page.getByRole('heading', { level: 1, name: '商品不存在' })).toBeVisible();
});

test('the header store toggle searches stores', async ({ page }) => {
  const hall = new CatalogModel(page);
  await page.goto('/mall/demo/index');
  await hall.searchFromHeader('得力', '店铺');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/mall/demo/store-list' && url.searchParams.get('supplierName') === '得力',
  );
  const store = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '得力集团官方旗舰店' }) });
  await expect(store).toContainText(/在售商品 \d+ 件/);
  await expect(store.getByRole('img', { name: '得力集团官方旗舰店的标志' })).toBeVisible();

  await hall.searchFromHeader('无此店铺zzz', '店铺');
  await expect(page.getByText('暂无相关店铺')).toBeVisible();
});
