import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BuyerApi, hallSkus } from '../models/checkout.model.ts';
import { demoLoginCipher, loginViaApi } from '../support/api-login.ts';

/**
 * axe-core on the storefront's main pages, in Chinese (issue #20, item 9): no violation of serious or
 * critical impact, with every rule axe runs by default (WCAG 2.x A and AA and its best practices). A
 * failure lists each violation with the elements it found.
 */

const SHOP = 'DEMO';
const DOMAIN = 'demo';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Lazy parts (floors, footer, widgets) settle before the page is read.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map(
            (n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`,
          )
          .join('\n')}`,
    );
  expect(serious, `${page.url()}\n${serious.join('\n')}`).toEqual([]);
}

/** A new personal account of the demo mall, registered through the API; its session token. */
async function newBuyer(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-8);
  const mobile = `137${stamp}`;
  const userName = `a${stamp}`;
  expect(
    (
      await request.post('/yzc-upms/sms/sendCode', {
        headers: { shopId: SHOP },
        data: { mobile, purpose: 'register' },
      })
    ).ok(),
  ).toBe(true);
  const { code } = (await (await request.get(`/__dev/sms?mobile=${mobile}`)).json()) as { code: string };
  const res = await request.post('/yzc-upms/user/register', {
    headers: { shopId: SHOP },
    data: { userName, passWord: demoLoginCipher(), mobile, code },
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
  return userName;
}

// axe reads the whole page; on a loaded machine one run takes well over ten seconds.
test.describe.configure({ timeout: 120_000 });

test('home', async ({ page }) => {
  await page.goto(`/mall/${DOMAIN}/index`);
  await expect(page.getByRole('heading', { name: '热门搜索' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the goods hall', async ({ page }) => {
  await page.goto(`/mall/${DOMAIN}/list`);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);
});

test('a product page', async ({ page, request }) => {
  const [sku] = await hallSkus(request, SHOP, { size: 10 });
  await page.goto(`/mall/${DOMAIN}/detail?skuId=${sku!.skuId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the login page', async ({ page }) => {
  await page.goto(`/user-management/${SHOP}/pc/pwd-login`);
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the cart and the submit-order page', async ({ page, context, request, baseURL }) => {
  const token = await loginViaApi(context, request, baseURL!, SHOP, await newBuyer(request));
  const [sku] = await hallSkus(request, SHOP, { cheapestFirst: true });
  await new BuyerApi(request, SHOP, token).fillCart([{ skuId: sku!.skuId, quantity: '1' }]);

  await page.goto(`/mall/${DOMAIN}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: '我的购物车' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: sku!.name, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('region', { name: '结算' }).getByRole('button', { name: '去结算' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  await expect(page.getByText(sku!.name).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the user centre', async ({ page, context, request, baseURL }) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
  await page.goto(`/mall/${DOMAIN}/user-center`);
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);
});

test('an order detail', async ({ page, context, request, baseURL }) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
  await page.goto(`/mall/${DOMAIN}/user-center/uc-order`);
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('link', { name: /^(订单详情|查看物流)$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByTestId('order-no')).toBeVisible();
  await expectNoSeriousViolations(page);
});
