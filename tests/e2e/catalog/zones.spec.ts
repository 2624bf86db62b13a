import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-login.ts';
import { ZoneModel } from '../models/zone.model.ts';

test('a zone link of the menu opens the zone with its category tabs, brand filter and goods', async ({
  page,
}) => {
  const zone = new ZoneModel(page);
  await page.goto('/mall/demo/index');
  await page.getByRole('link', { name: '办公用品专区', exact: true }).first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/mall/demo/zone' && url.searchParams.get('zoneType') === '1',
  );
  await expect(page.getByRole('heading', { level: 1, name: '办公用品专区' })).toBeVisible();
  expect((await zone.names()).length).toBe(20);
  await expect(zone.categoryTabs.getByRole('button', { name: '全部' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await zone.pagination.getByRole('button', { name: '下一页' }).click();
  await expect(zone.pagination.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const tab = zone.categoryTabs.getByRole('button', { name: '书写工具' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
  await expect(zone.subCategoryTabs.getByRole('button').nth(1)).toBeVisible();
  const third = (await zone.subCategoryTabs.getByRole('button').nth(1).innerText()).trim();
  await zone.subCategoryTabs.getByRole('button', { name: third }).click();
  for (const name of await zone.names()) expect(name).toContain(third);

  await zone.categoryTabs.getByRole('button', { name: '全部' }).click();
  const brand = page.getByRole('radio', { name: /^得力/ });
  await brand.check();
  const names = await zone.names();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('得力');
});

test('the subsidiary simple zone shows its goods with the subsidiary badge', async ({ page }) => {
  const zone = new ZoneModel(page);
  await page.goto('/mall/demo/index');
  await page.getByRole('link', { name: '区域特惠', exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/simple-zone/subsidiary');
  await expect(page.getByRole('heading', { level: 1, name: '区域特惠' })).toBeVisible();
  await expect(page.getByText('分公司专区')).toBeVisible();
  expect((await zone.names()).length).toBeGreaterThan(0);
});

test('an activity zone is refused to a personal user who opens its address', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const zone = new ZoneModel(page);
  const id = await zone.zoneId('限时秒杀');
  await loginViaApi(context, request, baseURL!, 'DEMO', 'person01');
  await page.goto(`/mall/demo/simple-zone/activity?id=1001&zoneId=${id}`);
  await expect(page.getByRole('alert').filter({ hasText: '专区不存在或暂未开放' })).toBeVisible();
  await expect(page.getByRole('list', { name: '专区商品' })).toHaveCount(0);
});

test('the supplier zone shows its banners and its suppliers, narrowed by province', async ({ page }) => {
  await page.goto('/mall/demo/zone-sup');
  await expect(page.getByRole('heading', { level: 1, name: '供应商专区' })).toBeVisible();
  await expect(page.getByRole('list', { name: '专区推荐' }).getByRole('listitem').first()).toBeVisible();
  const suppliers = page.getByRole('list', { name: '供应商列表' }).getByRole('listitem');
  const all = await suppliers.count();
  expect(all).toBeGreaterThan(1);
  const provinces = page.getByRole('group', { name: '所在地区' });
  const province = (await provinces.getByRole('button').nth(1).innerText()).trim();
  await provinces.getByRole('button', { name: province }).click();
  await expect(provinces.getByRole('button', { name: province })).toHaveAttribute('aria-pressed', 'true');
  const narrowed = await suppliers.count();
  expect(narrowed).toBeLessThanOrEqual(all);
  for (const text of await suppliers.allInnerTexts()) expect(text).toContain(province);
});

test('the zone tabs live in the URL: back and forward walk them, and the URL alone restores the view', async ({
  page,
}) => {
  const zone = new ZoneModel(page);
  const id = await zone.zoneId('办公用品专区');
  await page.goto(`/mall/demo/zone?zoneId=${id}&zoneType=1`);
  const firstPage = await zone.names();
  await zone.pagination.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');

  await zone.categoryTabs.getByRole('button', { name: '书写工具' }).click();
  const third = zone.subCategoryTabs.getByRole('button').nth(1);
  const thirdName = (await third.innerText()).trim();
  await third.click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('zoneId') === String(id) &&
      url.searchParams.get('zoneType') === '1' &&
      url.searchParams.has('cid') &&
      url.searchParams.has('thCid') &&
      !url.searchParams.has('page'),
  );
  const names = await zone.names();
  for (const name of names) expect(name).toContain(thirdName);
  const filtered = page.url();

  // Filter edits replace the page-2 entry: back returns to the zone as first opened, forward to the tabs.
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has('cid') && !url.searchParams.has('page'));
  await expect(zone.categoryTabs.getByRole('button', { name: '全部' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await zone.names()).toEqual(firstPage);
  await page.goForward();
  await expect(zone.subCategoryTabs.getByRole('button', { name: thirdName })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await zone.names()).toEqual(names);

  const fresh = await page.context().newPage();
  const again = new ZoneModel(fresh);
  await fresh.goto(filtered);
  await expect(again.categoryTabs.getByRole('button', { name: '书写工具' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(again.subCategoryTabs.getByRole('button', { name: thirdName })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await again.names()).toEqual(names);
});

test('the brand and supplier province of a zone are kept in the URL and restored from it', async ({
  page,
}) => {
  const zone = new ZoneModel(page);
  const id = await zone.zoneId('办公用品专区');
  await page.goto(`/mall/demo/zone?zoneId=${id}&zoneType=1`);
  await zone.names();
  await page.getByRole('group', { name: '品牌' }).getByRole('radio', { name: /^晨光/ }).check();
  await expect(page).toHaveURL((url) => url.searchParams.has('brand'));
  const brandOnly = await zone.names();
  await page.getByRole('group', { name: '所在地区' }).getByRole('radio', { name: '北京市' }).check();
  await expect(page).toHaveURL((url) => url.searchParams.get('area') === '北京市');
  const names = await zone.names();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(brandOnly.length);
  for (const name of names) expect(name).toContain('晨光');

  await page.goto(page.url());
  await expect(page.getByRole('group', { name: '品牌' }).getByRole('radio', { name: /^晨光/ })).toBeChecked();
  await expect(
    page.getByRole('group', { name: '所在地区' }).getByRole('radio', { name: '北京市' }),
  ).toBeChecked();
  expect(await zone.names()).toEqual(names);
});
