import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-login.ts';
import { WelfareModel } from '../models/welfare.model.ts';

test('the welfare hall lists only welfare goods under the 福利专区 bar, and its URL alone restores the view', async ({
  page,
}) => {
  const welfare = new WelfareModel(page);
  await page.goto('/mall/demo/list');
  // The whole mall holds more goods than a listing reaches: the hall lists the first 1,000 and says so.
  await expect(page.getByText(/^共 1000\+ 件商品，仅列出前 1000 件/)).toBeVisible();
  await expect(welfare.bar).toHaveCount(0);

  await page.goto('/mall/demo/welfare/list');
  await expect(page.getByRole('heading', { level: 1, name: '福利专区' })).toBeVisible();
  await expect(welfare.nav.getByRole('link', { name: '福利商品' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link')).toHaveText(['福利商品']);
  await expect(page.getByText(/^共 \d+ 件商品$/)).toBeVisible();
  const welfareTotal = await welfare.total();
  expect(welfareTotal).toBeGreaterThan(20);
  expect(welfareTotal).toBeLessThan(1000);

  await page.getByRole('button', { name: '销量', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'sales');
  await page.getByRole('group', { name: '品牌' }).getByRole('checkbox').first().check();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/mall/demo/welfare/list' &&
      url.searchParams.has('brand') &&
      !url.searchParams.has('isWelfare'),
  );
  const names = await welfare.hallNames();
  const brandTotal = await welfare.total();
  expect(brandTotal).toBeLessThan(welfareTotal);
  const url = page.url();

  await page.goto(url);
  await expect(page.getByRole('button', { name: '销量', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('group', { name: '品牌' }).getByRole('checkbox').first()).toBeChecked();
  expect(await welfare.hallNames()).toEqual(names);
  expect(await welfare.total()).toBe(brandTotal);
});

test('a welfare search finds welfare goods only; isWelfare=1 on the goods hall is the same welfare hall', async ({
  page,
}) => {
  const welfare = new WelfareModel(page);
  await page.goto('/mall/demo/welfare/list?pn=签字笔');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.goto('/mall/demo/welfare/list?pn=茶');
  const tea = await welfare.hallNames();
  expect(tea.length).toBeGreaterThan(0);
  for (const name of tea) expect(name).toContain('茶');

  await page.goto('/mall/demo/welfare/list');
  await expect(page.getByText(/^共 \d+ 件商品$/)).toBeVisible();
  const total = await welfare.total();
  await page.goto('/mall/demo/list?isWelfare=1');
  await expect(welfare.bar).toBeVisible();
  await expect(page.getByText(/^共 \d+ 件商品$/)).toBeVisible();
  expect(await welfare.total()).toBe(total);
});

test('the welfare bar leads to the welfare versions of the activity and subsidiary zones', async ({
  page,
}) => {
  const welfare = new WelfareModel(page);
  await page.goto('/mall/demo/welfare/list');
  await welfare.nav.getByRole('link', { name: '限时秒杀' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/mall/demo/welfare/activity' &&
      url.searchParams.get('id') === '1001' &&
      url.searchParams.has('zoneId'),
  );
  await expect(page.getByRole('heading', { level: 1, name: '限时秒杀' })).toBeVisible();
  await expect(page.getByText('活动专区', { exact: true })).toBeVisible();
  await expect(page.getByText('福利', { exact: true })).toBeVisible();
  await expect(welfare.nav.getByRole('link', { name: '限时秒杀' })).toHaveAttribute('aria-current', 'page');
  await expect(welfare.zoneGoods).toHaveAttribute('aria-busy', 'false');
  const welfareGoods = await welfare.total();
  expect(welfareGoods).toBeGreaterThan(0);

  // The simple zone of the same activity lists more: its welfare version keeps only the welfare goods.
  const zoneId = new URL(page.url()).searchParams.get('zoneId');
  await page.goto(`/mall/demo/simple-zone/activity?id=1001&zoneId=${zoneId}`);
  await expect(welfare.bar).toHaveCount(0);
  await expect(page.getByText(/^共 \d+ 件商品$/)).toBeVisible();
  expect(await welfare.total()).toBeGreaterThan(welfareGoods);

  await page.goto(`/mall/demo/simple-zone/activity?id=1001&zoneId=${zoneId}&isWelfare=1`);
  await expect(welfare.bar).toBeVisible();
  await expect(page.getByText(/^共 \d+ 件商品$/)).toBeVisible();
  expect(await welfare.total()).toBe(welfareGoods);

  await welfare.nav.getByRole('link', { name: '区域特惠' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/welfare/subsidiary-zone');
  await expect(page.getByRole('heading', { level: 1, name: '区域特惠' })).toBeVisible();
  await expect(page.getByText('分公司专区')).toBeVisible();
  await expect(welfare.zoneGoods.getByRole('listitem').first()).toBeVisible();
});

test('a logged-in purchaser sees the welfare points; an anonymous visitor is offered the login', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const welfare = new WelfareModel(page);
  await page.goto('/mall/demo/welfare/list');
  await welfare.bar.getByRole('button', { name: '登录查看福利积分' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await loginViaApi(context, request, baseURL!, 'DEMO', 'buyer01');
  await page.goto('/mall/demo/welfare/list');
  await expect(welfare.bar.getByText('我的福利积分：1280')).toBeVisible();
  await expect(welfare.bar.getByRole('button', { name: '登录查看福利积分' })).toHaveCount(0);
});

test('a personal user is offered no welfare activity zone', async ({ page, context, request, baseURL }) => {
  const welfare = new WelfareModel(page);
  await loginViaApi(context, request, baseURL!, 'DEMO', 'person01');
  await page.goto('/mall/demo/welfare/list');
  await expect(welfare.nav.getByRole('link', { name: '员工福利专区' })).toBeVisible();
  await expect(welfare.nav.getByRole('link', { name: '限时秒杀' })).toHaveCount(0);
  await expect(welfare.bar.getByText('我的福利积分：0')).toBeVisible();
});
