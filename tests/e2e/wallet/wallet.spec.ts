import { expect, test, type Page } from '@playwright/test';
import { freshAccount, freshPhone, registerViaApi } from '../models/login.model.ts';
import { DEMO_PASSWORD, loginViaApi } from '../support/api-login.ts';
import { confirmOnSandboxPage, chineseOutsideShopData } from '../support/sandbox-and-language.ts';

// A personal user registered afresh for each journey: its wallet starts empty, so every ledger line it
// sees is one the journey made, and no other spec's sign-in or top-up is in its way.
const SHOP = 'DEMO';

async function freshBuyer(page: Page, baseURL: string): Promise<void> {
  const userName = freshAccount('wallet');
  await registerViaApi(page.request, { userName, password: DEMO_PASSWORD, mobile: freshPhone() }, SHOP);
  await loginViaApi(page.context(), page.request, baseURL, SHOP, userName);
}

/** Tops ¥100 up by the sandbox: the amount, the method, the QR code, the provider's page, credited. */
async function topUp100(
  page: Page,
  method: RegExp,
  texts: { amount: RegExp; submit: RegExp; payPage: RegExp },
) {
  await page.getByLabel(texts.amount).fill('100');
  await page.getByRole('button', { name: method }).click();
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('topup-qr').getByRole('img')).toBeVisible();
  await confirmOnSandboxPage(page, page.getByRole('link', { name: texts.payPage }));
}

test('a buyer tops up ¥100 by the sandbox, signs in, and sees every balance and points line', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await freshBuyer(page, baseURL!);
  await page.goto('/mall/demo/user-center/uc-home');
  await page.getByTestId('uc-balance').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: '我的余额' })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText('¥0.00');

  // Out of range first: the form says so and sends nothing.
  await page.getByLabel('充值金额（元）').fill('100000.01');
  await expect(page.getByText('单次充值金额为0.01~100000元')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即充值' })).toBeDisabled();

  await topUp100(page, /^支付宝$/, { amount: /充值金额/, submit: /立即充值/, payPage: /打开支付页面/ });
  await expect(page.getByText('充值成功，¥100.00 已到账')).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText('¥100.00');
  const balanceLines = page.getByTestId('balance-ledger-line');
  await expect(balanceLines).toHaveCount(1);
  await expect(balanceLines.first()).toContainText('支付宝充值');
  await expect(balanceLines.first()).toContainText('+100.00');

  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await menu.getByRole('link', { name: '签到与任务' }).click();
  await expect(page.getByTestId('signin-streak')).toHaveText('已连续签到 0 天');
  await page.getByRole('button', { name: '签到', exact: true }).click();
  await expect(page.getByRole('button', { name: '已签到', exact: true })).toBeDisabled();
  await expect(page.getByTestId('signin-streak')).toHaveText('已连续签到 1 天');
  const today = page.locator('[data-state="signedToday"]');
  await today.click();
  await expect(page.getByTestId('signin-picked')).toContainText('已签到');
  const future = page.locator('[data-state="future"]').first();
  if ((await future.count()) > 0) {
    await future.click();
    await expect(page.getByTestId('signin-picked')).toContainText('未到签到时间');
  }
  await expect(page.getByRole('listitem').filter({ hasText: '完善个人资料' })).toContainText('去完成');

  await menu.getByRole('link', { name: '我的积分' }).click();
  await expect(page.getByTestId('points-amount')).toHaveText('5');
  const pointsLines = page.getByTestId('points-ledger-line');
  await expect(pointsLines).toHaveCount(1);
  await expect(pointsLines.first()).toContainText('每日签到');
  await expect(pointsLines.first()).toContainText('+5');
  await expect(pointsLines.first()).toContainText('有效期至');
  // Filtering by use: no spending yet.
  await page.getByRole('button', { name: '支出' }).click();
  await expect(page.getByText('暂无记录')).toBeVisible();
});

test.describe('in English on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('tops up ¥100 by WeChat, signs in, and every line reads in English without sideways scrolling', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
    await freshBuyer(page, baseURL!);
    await page.goto('/mall/demo/user-center/uc-balance');
    await expect(page.getByRole('heading', { level: 1, name: 'My balance' })).toBeVisible();
    await topUp100(page, /^WeChat Pay$/, {
      amount: /Amount/,
      submit: /Top up now/,
      payPage: /Open the payment page/,
    });
    await expect(page.getByTestId('balance-amount')).toHaveText('¥100.00');
    await expect(page.getByTestId('balance-ledger-line').first()).toContainText('Top-up by WeChat Pay');
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);

    await page.goto('/mall/demo/user-center/uc-task');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('signin-streak')).toHaveText('Signed in 1 day in a row');
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);

    await page.goto('/mall/demo/user-center/uc-integral');
    await expect(page.getByTestId('points-ledger-line').first()).toContainText('Daily sign-in');
    await expect(page.getByTestId('points-ledger-line').first()).toContainText('Valid until');
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);
  });
});
