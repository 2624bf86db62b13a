import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from '../support/api-login.ts';
import { confirmOnSandboxPage, chineseOutsideShopData } from '../support/sandbox-and-language.ts';

/**
 * The member centre (issue #17 item 5) as buyer01 of DEMO, a V3 member whose paid membership the seed
 * runs for some months: renew it by the sandbox and see the new expiry; redeem a points-mall good and see
 * it in my orders (积分订单) and the points ledger; and the three pages in English on a phone.
 */
const SHOP = 'DEMO';

/** Pays the QR code shown on the page through the sandbox provider's page. */
async function payBySandbox(page: Page, payPage: RegExp) {
  await expect(page.getByTestId('member-qr').getByRole('img')).toBeVisible();
  await confirmOnSandboxPage(page, page.getByRole('link', { name: payPage }));
}

test('buyer01 renews the membership by the sandbox and sees the new expiry', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await loginViaApi(page.context(), page.request, baseURL!, SHOP, 'buyer01');
  await page.goto('/mall/demo/user-center/uc-home');
  await expect(page.getByTestId('uc-member-level')).toHaveText('V3');
  await expect(page.getByTestId('uc-member-expiry')).toContainText('有效期至');
  await page.getByTestId('uc-member-centre').click();
  await expect(page).toHaveURL(/\/member-center\/member-equity$/);
  await expect(page.getByTestId('member-level')).toHaveText('V3');
  await expect(page.getByTestId('member-points-rate')).toHaveText('购物积分 2.5 倍');
  const before = (await page.getByTestId('member-expiry').textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];

  await page
    .getByRole('navigation', { name: '会员中心导航' })
    .getByRole('link', { name: '开通会员' })
    .click();
  await page.getByRole('radio', { name: /季度会员/ }).click();
  await page.getByRole('button', { name: '支付宝' }).click();
  await page.getByRole('button', { name: '立即续费' }).click();
  await payBySandbox(page, /打开支付页面/);
  await expect(page.getByTestId('member-success')).toContainText('开通成功');
  const expected = new Date(`${plusMonths(before, 3)}T12:00:00+08:00`);
  const after = (await page.getByTestId('member-expiry').textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];
  expect(Math.abs(new Date(`${after}T12:00:00+08:00`).getTime() - expected.getTime())).toBeLessThanOrEqual(
    86_400_000,
  );
  await expect(page.getByTestId('member-success')).toContainText(after);

  await page.getByRole('link', { name: '查看会员权益' }).click();
  await expect(page.getByTestId('member-expiry')).toContainText(after);
});

test('buyer01 redeems a points-mall good and sees it in my orders and the points ledger', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await loginViaApi(page.context(), page.request, baseURL!, SHOP, 'buyer01');
  await page.goto('/mall/demo/member-center/integral-mall');
  const points = Number(await page.getByTestId('mall-points').textContent());
  expect(points).toBeGreaterThan(0);
  const card = page
    .getByTestId('points-goods')
    .filter({ has: page.getByRole('button', { name: /^立即兑换/ }) })
    .first();
  const cost = Number((await card.getByText(/积分$/).first().textContent())!.replace(/\D/g, ''));
  await card.getByRole('button', { name: /^立即兑换/ }).click();
  const dialog = page.getByRole('dialog', { name: '兑换确认' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确认兑换' }).click();
  await expect(dialog.getByTestId('redeem-done')).toContainText('兑换成功');
  const orderNo = (await dialog.getByTestId('redeem-done').textContent())!.match(/\d{16,}/)![0];
  await dialog.getByRole('link', { name: '查看订单' }).click();
  const order = page.getByTestId('order-card').filter({ hasText: orderNo });
  await expect(order.getByTestId('order-type')).toHaveText('积分订单');
  await expect(order.getByTestId('order-status')).toHaveText('待发货');

  await page.goto('/mall/demo/user-center/uc-integral');
  await expect(page.getByTestId('points-amount')).toHaveText(String(points - cost));
  const line = page.getByTestId('points-ledger-line').first();
  await expect(line).toContainText('积分支付');
  await expect(line).toContainText(`-${cost}`);
  await expect(line).toContainText(orderNo);
});

test.describe('in English on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the member centre reads in English without sideways scrolling', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
    await loginViaApi(page.context(), page.request, baseURL!, SHOP, 'buyer01');
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/mall/demo/member-center');
    await expect(page).toHaveURL(/\/member-center\/member-equity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
    await expect(page.getByTestId('member-points-rate')).toHaveText('Shopping points ×2.5');
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);

    await page.goto('/mall/demo/member-center/buy-member');
    await expect(page.getByRole('radio', { name: /Quarterly/ })).toBeVisible();
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);

    await page.goto('/mall/demo/member-center/integral-mall');
    await expect(page.getByTestId('points-goods').first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Redeem / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Confirm redemption' })).toBeVisible();
    expect(await chineseOutsideShopData(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);
  });
});

/** A date (YYYY-MM-DD) plus calendar months, kept in the month as the database counts (11-30 + 3 → 02-28). */
function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(d, last));
  return at.toISOString().slice(0, 10);
}
