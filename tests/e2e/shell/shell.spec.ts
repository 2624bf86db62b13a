import { expect, test } from '@playwright/test';
import { StorefrontModel } from '../models/storefront.model.ts';
import { loginViaApi } from '../support/api-login.ts';

test('an anonymous visitor sees login, registration, home and supplier onboarding in the top bar', async ({
  page,
}) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  const bar = page.getByRole('navigation', { name: '快捷导航' });
  await expect(bar.getByRole('button', { name: '请登录' })).toBeVisible();
  await expect(bar.getByRole('link')).toHaveText(['免费注册', '商城首页', '供应商入驻']);
  await expect(bar.getByRole('link', { name: '供应商入驻' })).toHaveAttribute(
    'href',
    '/mall/demo/enter-process',
  );
  await mall.open('/hbky/index');
  await expect(bar.getByRole('link')).toHaveText(['免费注册', '商城首页', '供应商入驻', '关于我们']);
});

test('请登录 opens the login popup, and logging in there reloads the page as that user', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.getByRole('button', { name: '请登录' }).click();
  const popup = page.getByRole('dialog', { name: '用户登录' });
  await expect(popup.getByRole('tab', { name: '账号登录' })).toBeVisible();
  await expect(popup.getByRole('tab', { name: '手机号登录' })).toBeVisible();
  // Centred in the window, not pinned to its top-left corner.
  const box = (await popup.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(box.y).toBeGreaterThan(20);
  await popup.getByRole('textbox', { name: '账号' }).fill('supplier01');
  await popup.getByLabel('密码', { exact: true }).fill('Mall@2026');
  await popup.getByRole('button', { name: '登录', exact: true }).click();
  await mall.expectPath('/demo/index');
  await expect(page.getByText('您好，supplier01')).toBeVisible();
  await expect(page.getByRole('button', { name: '请登录' })).toHaveCount(0);
});

test('the language choice survives a reload', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'All categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the theme and dark mode survive a reload, applied before first paint', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.getByRole('button', { name: '切换主题' }).click();
  await page.getByRole('button', { name: '科技蓝' }).click();
  await page.getByRole('checkbox', { name: '暗色模式' }).check();
  await page.reload();
  // Read before any app script runs: the inline script in <head> must already have applied it.
  const applied = await page.evaluate(() => ({
    primary: document.documentElement.style.getPropertyValue('--mall-primary'),
    dark: document.documentElement.classList.contains('dark'),
  }));
  expect(applied).toEqual({ primary: '#1677ff', dark: true });
  await page.getByRole('button', { name: '切换主题' }).click();
  await page.getByRole('button', { name: '恢复默认' }).click();
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--mall-primary'))).toBe(
    '#e1251b',
  );
});

test('an empty goods search warns 商品名称不能为空 and an empty store search 店铺名称不能为空', async ({
  page,
}) => {
  // The warning lasts one second: on a slow machine it could come and go between the click and the first
  // look. The page's clock stands still from the click on, until the test moves it.
  await page.clock.install();
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('商品名称不能为空');
  await page.clock.runFor(1000);
  await expect(page.getByRole('alert')).toBeHidden();
  await page.getByRole('radio', { name: '店铺' }).click();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('店铺名称不能为空');
});

test('typing a keyword suggests goods that contain it', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.getByRole('textbox', { name: '搜索商品或店铺' }).fill('签字笔');
  const suggestions = page.getByRole('list', { name: '搜索建议' });
  await expect(suggestions.getByRole('button').first()).toContainText('签字笔');
});

test('the category menu opens on hover away from home and shows the second and third levels', async ({
  page,
}) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/list');
  const toggle = page.getByRole('button', { name: '全部商品分类' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: '办公用品', exact: true }).hover();
  await expect(page.getByRole('link', { name: '签字笔' }).first()).toBeVisible();
});

test("the menu bar stays where it is while the header's hot words load, so a resting pointer keeps it", async ({
  page,
}) => {
  // The hot words come late; the row they fill is kept, so nothing below the header moves.
  await page.route('**/hotSearch/pageListForFront', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/mall/demo/list');
  const toggle = page.getByRole('button', { name: '全部商品分类' });
  await expect(toggle).toBeVisible();
  const before = (await toggle.boundingBox())!.y;
  await expect(page.getByRole('list', { name: '热门搜索' })).toBeVisible();
  expect((await toggle.boundingBox())!.y).toBe(before);
});

test('a shop with ordering off shows no cart button', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/hsnysc/index');
  await expect(mall.heading('华晟能源阳光商城')).toBeVisible();
  await expect(page.getByRole('link', { name: '我的购物车' })).toHaveCount(0);
  await mall.open('/demo/index');
  await expect(page.getByRole('link', { name: '我的购物车' })).toBeVisible();
});

test('the terms page shows the terms of service (sts 0) and the privacy policy (sts 1)', async ({ page }) => {
  // A page outside any shop records no visit: nothing is refused, no error toast covers the tabs.
  const refused: string[] = [];
  page.on('response', (response) => response.status() >= 400 && refused.push(response.url()));
  await page.goto('/mall/terms-page?sts=0');
  await expect(page.getByRole('heading', { name: '用户服务协议', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: '隐私政策' }).click();
  await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/sts=1/);
  expect(refused).toEqual([]);
});

test("a logged-in buyer's cart button shows the cart count", async ({ page, context, request, baseURL }) => {
  await loginViaApi(context, request, baseURL!, 'DEMO', 'buyer03');
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await expect(
    page.getByRole('link', { name: /我的购物车/ }).getByLabel('购物车中有 0 件商品'),
  ).toBeVisible();
});
