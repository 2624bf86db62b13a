import { expect, test } from '@playwright/test';
import { StorefrontModel } from '../models/storefront.model.ts';

test('the demo home shows the shell, the open category menu and the shop content', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await expect(mall.heading('集采云商城')).toBeVisible();
  await expect(page.getByText('您好，欢迎来到集采云商城！')).toBeVisible();
  const menu = page.getByRole('navigation', { name: '全部商品分类' });
  await expect(menu.getByRole('link', { name: '办公用品', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: '商品大厅' })).toBeVisible();
  await expect(page.getByRole('region', { name: '推荐活动' }).getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('正品保障 品类齐全');
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
  await expect(mall.heading('抱歉，您访问的商城不存在')).toBeVisible();
});

test('an unknown page of a shop lands on its not-found page', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/nope');
  await mall.expectPath('/demo/404');
  await mall.expectNotFound();
});

test('a protected page without login goes to the login page with a return URL', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/cart');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/user-management/DEMO/pc/pwd-login' &&
      url.searchParams.get('targetUrl') === '/mall/demo/cart',
  );
});

test('a home banner leads where it says: the office-supplies banner opens the goods hall on 签字笔', async ({
  page,
}) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  const banners = page.getByRole('region', { name: '推荐活动' });
  await banners.getByRole('link', { name: '办公用品集采节' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/mall/demo/list' && url.searchParams.get('pn') === '签字笔',
  );
  await expect(page.getByText(/共 \d+ 件商品/)).toBeVisible();
});

test('the welfare banner opens the welfare goods hall', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page
    .getByRole('region', { name: '推荐活动' })
    .getByRole('link', { name: '员工福利 · 节日礼品' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/welfare/list');
});

test('a hot search word on home searches the goods hall for it', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  const hot = page.getByRole('region', { name: '热门搜索' });
  const word = hot.getByRole('link').first();
  const text = (await word.textContent())!.trim();
  await word.click();
  await expect(page).toHaveURL(new RegExp(`/mall/demo/list\\?pn=${encodeURIComponent(text)}$`));
});

test('the footer leads to the help centre and the terms', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  // The footer comes with the floors' request and moves down when they arrive: a click on it while they
  // land hits the floors instead. Wait for them, as a reader scrolling to the footer would see them.
  await expect(page.getByRole('region', { name: '热销商品' })).toBeVisible();
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: '帮助与条款' });
  await expect(links.getByRole('link')).toHaveText(['帮助中心', '服务条款', '隐私政策']);
  await links.getByRole('link', { name: '帮助中心' }).click();
  await mall.expectPath('/demo/help-center/register');
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
});

test('search suggestions open above the always-open category menu of home', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.getByRole('textbox', { name: '搜索商品或店铺' }).fill('笔');
  const suggestions = page.getByRole('list', { name: '搜索建议' });
  await expect(suggestions.getByRole('listitem').first()).toBeVisible();
  // The start of the last suggestion lies over the open category menu: the suggestion must be on top.
  const box = (await suggestions.getByRole('listitem').last().boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('#search-suggestions') !== null,
    [box.x + 12, box.y + box.height / 2],
  );
  expect(hit).toBe(true);
});
