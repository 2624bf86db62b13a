import { expect, test, type Page } from '@playwright/test';
import {
  CounterModel,
  OrderDetailModel,
  PaySuccessModel,
  SubmitOrderModel,
} from '../models/checkout.model.ts';
import { loginViaApi } from '../support/api-login.ts';
import { chineseOutsideShopData } from '../support/sandbox-and-language.ts';

// Issue #17's promotions journey, as buyer01 (the demo member with points to spend): top up ¥100 by the
// sandbox, sign in, claim a coupon, buy in the running flash sale with the coupon and points, and find
// every ledger line; then start a group and join one. buyer01 is shared with other journeys: the steps
// that happen once (the day's sign-in, a coupon's claim) accept having been done, and the ledgers are read
// by this journey's own order.
const SHOP = 'DEMO';
const COUPON = '新人专享券 满20减5';
const POINTS = 100;

/** Pays the counter's amount from the balance; answers the order number it shows. */
async function payByBalance(page: Page): Promise<string> {
  const counter = new CounterModel(page);
  await counter.expectOpen();
  await counter.method(/余额/).check();
  await counter.pay.click();
  const success = new PaySuccessModel(page);
  await success.expectPaid();
  await success.orderLinks.first().click();
  const detail = new OrderDetailModel(page);
  return (await detail.orderNo.textContent())!.replace(/\D/g, '');
}

test('buyer01 tops up, signs in, claims a coupon and buys in the flash sale with it and points; every ledger shows it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await loginViaApi(page.context(), page.request, baseURL!, SHOP, 'buyer01');

  // Top up ¥100 by the sandbox Alipay.
  await page.goto('/mall/demo/user-center/uc-balance');
  await expect(page.getByRole('heading', { level: 1, name: '我的余额' })).toBeVisible();
  await page.getByLabel(/充值金额/).fill('100');
  await page.getByRole('button', { name: /^支付宝$/ }).click();
  await page.getByRole('button', { name: /立即充值/ }).click();
  const [sandbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /打开支付页面/ }).click(),
  ]);
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await expect(sandbox.getByRole('status')).toHaveText('支付成功，请返回商户页面查看订单');
  await sandbox.close();
  await expect(page.getByText('充值成功，¥100.00 已到账')).toBeVisible();

  // The day's sign-in (once a day: already done when another journey signed buyer01 in today).
  await page.goto('/mall/demo/user-center/uc-task');
  const signIn = page.getByRole('button', { name: /^(签到|已签到)$/ });
  await expect(signIn).toBeVisible();
  if ((await signIn.textContent()) === '签到') await signIn.click();
  await expect(page.getByRole('button', { name: '已签到', exact: true })).toBeDisabled();

  // Claim the new-member coupon (held already when buyer01 claimed it before: its card says so).
  await page.goto('/mall/demo/coupons');
  const card = page.getByRole('article', { name: COUPON });
  const claim = card.getByRole('button', { name: new RegExp(`^(领取${COUPON}|已领取)$`) });
  await expect(claim).toBeVisible();
  if (await claim.isEnabled()) await claim.click();
  await expect(card.getByRole('button', { name: '已领取' })).toBeDisabled();

  // The flash sale: the running session is open, with a countdown to its end and a sold-out item.
  await page.goto('/mall/demo');
  await page.getByRole('link', { name: '限时秒杀' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '限时秒杀' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: '秒杀场次' }).getByRole('button', { pressed: true }),
  ).toContainText('抢购中');
  await expect(page.getByRole('timer', { name: '距本场结束' })).toBeVisible();
  await expect(page.getByRole('button', { name: '已抢光' }).first()).toBeDisabled();
  await page
    .getByRole('button', { name: /^抢购 / })
    .first()
    .click();

  // Checkout at the activity price, with the coupon and 100 points (¥1.00).
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await checkout.delivery('买家自提').check();
  await checkout.settled();
  // The coupon checkout recommends for this order (buyer01 holds several; the new-member one may be used).
  const recommended = page
    .getByRole('region', { name: '优惠券', exact: true })
    .getByRole('checkbox', { name: /推荐/ })
    .first();
  await recommended.click();
  await expect(recommended).toBeChecked();
  await checkout.settled();
  await checkout.usePoints(POINTS);
  await checkout.settled();
  await expect(page.getByText('优惠券抵扣').locator('xpath=following-sibling::dd[1]')).toHaveText(/^-¥[1-9]/);
  await expect(page.getByText('积分抵扣').locator('xpath=following-sibling::dd[1]')).toHaveText('-¥1.00');
  const total = ((await checkout.payAmount.textContent()) ?? '').replace(/[^0-9.]/g, '');
  await checkout.submit.click();
  const orderNo = await payByBalance(page);
  await expect(new OrderDetailModel(page).status).toHaveText('待发货');

  // The order list names the flash sale.
  await page.goto('/mall/demo/user-center/uc-order');
  const order = page.getByRole('article').filter({ hasText: orderNo });
  await expect(order.getByTestId('order-type')).toHaveText('秒杀订单');

  // Every ledger line: the top-up and the payment in the balance, the sign-in and the deduction in the
  // points, the coupon used on this order.
  await page.goto('/mall/demo/user-center/uc-balance');
  const balanceLines = page.getByTestId('balance-ledger-line');
  await expect(balanceLines.filter({ hasText: '支付宝充值' }).first()).toContainText('+100.00');
  await expect(balanceLines.filter({ hasText: orderNo })).toContainText(`-${total}`);
  await page.goto('/mall/demo/user-center/uc-integral');
  const pointsLines = page.getByTestId('points-ledger-line');
  await expect(pointsLines.filter({ hasText: '每日签到' }).first()).toBeVisible();
  await expect(pointsLines.filter({ hasText: `-${POINTS}` }).first()).toBeVisible();
  await page.goto('/mall/demo/user-center/uc-coupons');
  await page
    .getByRole('group', { name: '优惠券状态' })
    .getByRole('button', { name: /已使用/ })
    .click();
  await expect(page.getByRole('article').getByRole('link', { name: orderNo })).toBeVisible();
});

test('buyer01 starts a group that waits in 拼团中, and joins an open group that forms', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginViaApi(page.context(), page.request, baseURL!, SHOP, 'buyer01');
  await page.goto('/mall/demo/group-buy');
  await expect(page.getByRole('heading', { level: 1, name: '拼团' })).toBeVisible();
  const offers = page.getByRole('article');
  // The group of three: start one; paid, it waits for two more.
  await offers.filter({ hasText: '3人团' }).first().getByRole('link', { name: /^查看/ }).click();
  await page.getByRole('button', { name: '发起拼团' }).click();
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await checkout.delivery('买家自提').check();
  await checkout.settled();
  await checkout.submit.click();
  await payByBalance(page);
  await expect(new OrderDetailModel(page).status).toHaveText('拼团中');

  // The group of two with one member waiting: joining fills it, and the order is to be shipped.
  await page.goto('/mall/demo/group-buy');
  await offers.filter({ hasText: '2人团' }).first().getByRole('link', { name: /^查看/ }).click();
  const open = page
    .getByRole('listitem', { name: /^参加.*的团$/ })
    .filter({ hasText: '还差1人成团' })
    .first();
  await expect(open.getByRole('timer')).toBeVisible();
  await open.getByRole('button', { name: /^参加/ }).click();
  await checkout.expectOpen();
  await checkout.delivery('买家自提').check();
  await checkout.settled();
  await checkout.submit.click();
  await payByBalance(page);
  await expect(new OrderDetailModel(page).status).toHaveText('待发货');
});

test.describe('in English on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the flash sale, group buy and discount pages read in English without sideways scrolling', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
    const pages: Array<[string, string]> = [
      ['/mall/demo/flash-sale', 'Flash sale'],
      ['/mall/demo/group-buy', 'Group buy'],
      ['/mall/demo/special-discount', 'Special discounts'],
    ];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await chineseOutsideShopData(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.getByRole('link', { name: /^See / }).first().click();
    await expect(page.getByRole('timer')).toBeVisible();
    expect(await chineseOutsideShopData(page)).toEqual([]);
    await page.goto('/mall/demo/group-buy');
    await page
      .getByRole('link', { name: /^See the groups of/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Start a group' })).toBeVisible();
    expect(await chineseOutsideShopData(page)).toEqual([]);
  });
});
