import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoLoginCipher, loginViaApi } from '../support/api-login.ts';

/**
 * The storefront on a phone (issue 20, item 1): at 390 px every main page fits the screen (nothing scrolls
 * sideways) and its main controls can be seen and used: the menu drawer, the search box, 加入购物车, the
 * cart's 去结算, the user centre's menu.
 *
 * The cart and checkout run as a personal account registered by the test, so no other spec's cart is
 * touched; the user centre and an order detail are read as DEMO buyer01, whose seeded orders they only
 * look at.
 */

const SHOP = 'DEMO';
const DOMAIN = 'demo';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The page fits the screen's width; the message names what sticks out. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Lazy parts (floors, footer, widgets) settle before the width is measured.
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth, wider } = await page.evaluate(() => {
    const root = document.documentElement;
    const wider = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 30)}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider };
  });
  expect(scrollWidth, `${page.url()} scrolls sideways; wider: ${wider.join(' | ')}`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** The element lies inside the screen's width. */
async function expectWithinScreen(page: Page, box: { x: number; width: number } | null): Promise<void> {
  expect(box).not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** A new personal account of the demo mall (type 7), registered through the API with a fresh phone. */
async function registerBuyer(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}`.slice(-8);
  const mobile = `139${stamp}`;
  const userName = `m${stamp}`;
  const sent = await request.post('/yzc-upms/sms/sendCode', {
    headers: { shopId: SHOP },
    data: { mobile, purpose: 'register' },
  });
  expect(sent.ok()).toBe(true);
  const { code } = (await (await request.get(`/__dev/sms?mobile=${mobile}`)).json()) as { code: string };
  const res = await request.post('/yzc-upms/user/register', {
    headers: { shopId: SHOP },
    data: { userName, passWord: demoLoginCipher(), mobile, code },
  });
  const body = (await res.json()) as { success: boolean; message: string };
  expect(body.success, body.message).toBe(true);
  return userName;
}

/** A SKU of the demo mall that can be ordered now, with its name, found through the API. */
async function orderableSku(request: APIRequestContext): Promise<{ skuId: number; name: string }> {
  const res = await request.post('/iiot/jcmall-search/product/pageListForFront', {
    headers: { shopId: SHOP },
    data: { current: 1, size: 60, inStock: true },
  });
  const records = (
    (await res.json()) as { data: { records: Array<{ skuId: number; name: string; price: string | null }> } }
  ).data.records;
  for (const r of records.filter((x) => x.price !== null && Number(x.price) >= 1 && Number(x.price) <= 200)) {
    const check = await request.post('/iiot/jcmall-order/sc/checkSkuCanOrder', {
      headers: { shopId: SHOP },
      data: { skuId: r.skuId, quantity: '1' },
    });
    if (((await check.json()) as { data: { canOrder: boolean } }).data.canOrder) return r;
  }
  throw new Error(`no orderable SKU in ${SHOP}`);
}

test('home fits the phone; the menu drawer opens by its name, closes with Escape and its links lead on', async ({
  page,
}) => {
  await page.goto(`/mall/${DOMAIN}/index`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '热门搜索' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The bar shows the drawer's button instead of the category flyout and the zones.
  const menuButton = page.getByRole('button', { name: '菜单', exact: true });
  await expect(page.getByRole('button', { name: '全部商品分类' })).toBeHidden();
  await expectWithinScreen(page, await menuButton.boundingBox());

  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: '导航菜单' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('navigation', { name: '页面' }).getByRole('link', { name: '商品大厅' }),
  ).toBeVisible();
  await expectWithinScreen(page, await drawer.boundingBox());
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A top category opens to its subcategories; 全部… leads to its goods.
  await menuButton.click();
  const categories = drawer.getByRole('navigation', { name: '商品分类' });
  const first = categories.locator('summary').first();
  const name = (await first.textContent())!.replace('›', '').trim();
  await first.click();
  await categories.getByRole('link', { name: `全部${name}`, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/mall\/demo\/list\?cpid=\d+/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the side widgets close the page, below the footer, where they cover nothing; their panels fit', async ({
  page,
}) => {
  await page.goto(`/mall/${DOMAIN}/index`);
  const widgets = page.getByRole('complementary', { name: '侧边工具' });
  const hotline = widgets.getByRole('button', { name: '咨询热线' });
  await hotline.scrollIntoViewIfNeeded();
  await expect(hotline).toBeVisible();
  await expectWithinScreen(page, await hotline.boundingBox());

  await page.waitForLoadState('networkidle');
  const footer = (await page.locator('footer').boundingBox())!;
  const bar = (await widgets.boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1);

  await hotline.click();
  const panel = page.getByRole('dialog', { name: '咨询热线' });
  await expect(panel).toBeVisible();
  await expectWithinScreen(page, await panel.boundingBox());
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('in English too: home fits and the drawer is named Menu', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  await page.goto(`/mall/${DOMAIN}/index`);
  await expect(page.getByRole('heading', { name: 'Hot searches' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.getByRole('link', { name: 'Goods hall' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/mall\/demo\/list$/);
  await expectNoSidewaysScroll(page);
});

test('a buyer searches, adds to the cart on the product page and reaches checkout, all on a phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const sku = await orderableSku(request);
  await loginViaApi(context, request, baseURL!, SHOP, await registerBuyer(request));

  await page.goto(`/mall/${DOMAIN}/index`);
  await page.getByRole('textbox', { name: '搜索商品或店铺' }).fill(sku.name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/list\?pn=/);
  const result = page.getByRole('link', { name: sku.name }).first();
  await expect(result).toBeVisible();
  await expectNoSidewaysScroll(page);

  await result.click();
  await expect(page).toHaveURL(new RegExp(`/detail\\?skuId=${sku.skuId}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const add = page.getByRole('button', { name: '加入购物车' });
  await expectWithinScreen(page, await add.boundingBox());
  await add.click();
  await expect(page.getByLabel('购物车中有 1 件商品')).toBeVisible();

  await page.getByRole('link', { name: /我的购物车/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的购物车' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: sku.name, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const settle = page.getByRole('region', { name: '结算' }).getByRole('button', { name: '去结算' });
  await expectWithinScreen(page, await settle.boundingBox());
  await settle.click();

  await expect(page).toHaveURL(new RegExp(`/mall/${DOMAIN}/submit-order$`));
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  await expect(page.getByText(sku.name).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectWithinScreen(page, await page.getByRole('button', { name: '提交订单' }).boundingBox());
});

test('the user centre, my orders and an order detail fit the phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
  await page.goto(`/mall/${DOMAIN}/user-center`);
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await menu.getByRole('link', { name: '我的订单' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const detail = page.getByRole('link', { name: /^(订单详情|查看物流)$/ }).first();
  await expectWithinScreen(page, await detail.boundingBox());
  await detail.click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByTestId('order-no')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
