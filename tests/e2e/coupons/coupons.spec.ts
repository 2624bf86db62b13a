import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CartPageModel } from '../models/cart-page.ts';
import {
  BuyerApi,
  CounterModel,
  hallSkus,
  OrderDetailModel,
  PaySuccessModel,
  SubmitOrderModel,
} from '../models/checkout.model.ts';
import { freshAccount, freshPhone, registerViaApi } from '../models/login.model.ts';
import { DEMO_PASSWORD, loginViaApi } from '../support/api-login.ts';
import { chineseOutsideShopData } from '../support/sandbox-and-language.ts';

// A personal user registered afresh: it holds no coupon, so every coupon it sees is one the journey
// claimed, and nobody else's claims or orders are in its way.
const SHOP = 'DEMO';
const COUPON = '新人专享券 满20减5';

async function freshBuyer(page: Page, request: APIRequestContext, baseURL: string): Promise<BuyerApi> {
  const userName = freshAccount('coupon');
  await registerViaApi(page.request, { userName, password: DEMO_PASSWORD, mobile: freshPhone() }, SHOP);
  const token = await loginViaApi(page.context(), page.request, baseURL, SHOP, userName);
  const headers = { shopId: SHOP, Authorization: token };
  const saved = await request.post('/iiot/jcmall-account/ad/save', {
    headers,
    data: {
      receiver: '周领券',
      phone: '13900000000',
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110105',
      townCode: '110105001',
      detail: '建国路88号SOHO现代城',
      isDefault: true,
    },
  });
  expect(((await saved.json()) as { success: boolean }).success).toBe(true);
  return new BuyerApi(request, SHOP, token);
}

const couponCard = (page: Page, name: string) => page.getByRole('article', { name });

test('a buyer claims a coupon in the centre, finds it in 我的优惠券, uses it at checkout and sees it used', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await freshBuyer(page, request, baseURL!);
  // Goods of ¥20–¥200, so the coupon's threshold is met.
  const [sku] = (await hallSkus(request, SHOP)).filter(
    (s) => Number(s.price) >= 20 && Number(s.price) <= 200,
  );
  if (!sku) throw new Error('no SKU between ¥20 and ¥200 in DEMO');
  await api.fillCart([{ skuId: sku.skuId, quantity: '1' }]);

  // The centre: a sold-out coupon cannot be claimed; the new-member coupon can, once.
  await page.goto('/mall/demo/coupons');
  await expect(page.getByRole('heading', { level: 1, name: '领券中心' })).toBeVisible();
  await expect(
    couponCard(page, '周末狂欢券 满200减50').getByRole('button', { name: '已抢光' }),
  ).toBeDisabled();
  await expect(couponCard(page, '限量抢购券 满50减20')).toContainText('仅剩1张');
  await page.getByRole('group', { name: '筛选优惠券' }).getByRole('button', { name: '店铺券' }).click();
  await expect(couponCard(page, COUPON)).toHaveCount(0);
  await expect(page.getByRole('article').first()).toContainText('进入店铺');
  await page.getByRole('group', { name: '筛选优惠券' }).getByRole('button', { name: '全部' }).click();
  const card = couponCard(page, COUPON);
  await expect(card).toContainText('领取后7天内有效');
  await card.getByRole('button', { name: `领取${COUPON}` }).click();
  await expect(page.getByText('领取成功', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: '已领取' })).toBeDisabled();

  // 我的优惠券: the claimed coupon is the one unused coupon.
  await page.getByRole('link', { name: '我的优惠券' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
  const tabs = page.getByRole('group', { name: '优惠券状态' });
  await expect(tabs.getByRole('button', { name: '未使用（1）' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tabs.getByRole('button', { name: '已使用（0）' })).toBeVisible();
  await expect(couponCard(page, COUPON)).toBeVisible();

  // Checkout: the coupon is suggested, and taken off the total once ticked.
  const cart = new CartPageModel(page);
  await cart.open('demo');
  await cart.settleBar.getByRole('button', { name: '去结算' }).click();
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await checkout.delivery('买家自提').check();
  await checkout.settled();
  await expect(checkout.coupon(COUPON)).toBeVisible();
  await expect(page.getByRole('region', { name: '优惠券' }).getByText('推荐')).toBeVisible();
  await checkout.pickCoupon(COUPON);
  await checkout.settled();
  await expect(page.getByText('优惠券抵扣').locator('xpath=following-sibling::dd[1]')).toHaveText('-¥5.00');
  const total = (await checkout.payAmount.textContent())!;
  await checkout.submit.click();

  // Pay by the sandbox Alipay.
  const counter = new CounterModel(page);
  await counter.expectOpen();
  await expect(counter.amount).toHaveText(total);
  await counter.method('支付宝').check();
  await counter.pay.click();
  await expect(counter.qr).toBeVisible();
  await counter.confirmInSandbox();
  const success = new PaySuccessModel(page);
  await success.expectPaid();
  await success.orderLinks.first().click();
  const detail = new OrderDetailModel(page);
  await expect(detail.status).toHaveText('待发货');
  await expect(page.getByTestId('order-coupons')).toHaveText(COUPON);
  const orderNo = (await detail.orderNo.textContent())!.replace(/\D/g, '');

  // 我的优惠券: now used, on that order.
  await page.goto('/mall/demo/user-center/uc-coupons');
  await expect(tabs.getByRole('button', { name: '未使用（0）' })).toBeVisible();
  await tabs.getByRole('button', { name: '已使用（1）' }).click();
  const used = couponCard(page, COUPON);
  await expect(used).toContainText('已使用');
  await expect(used.getByRole('link', { name: orderNo })).toBeVisible();
});

test.describe('in English on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the centre and my coupons read in English without sideways scrolling, and claim by keyboard', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
    await freshBuyer(page, request, baseURL!);
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/mall/demo/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupon centre' })).toBeVisible();
    await expect(
      couponCard(page, '周末狂欢券 满200减50').getByRole('button', { name: 'All gone' }),
    ).toBeDisabled();
    // The almost sold-out coupon says so; the new-member one is claimed from the keyboard.
    await expect(couponCard(page, '限量抢购券 满50减20')).toContainText('Only 1 left');
    const claim = couponCard(page, COUPON).getByRole('button', { name: `Claim ${COUPON}` });
    await claim.focus();
    await page.keyboard.press('Enter');
    await expect(couponCard(page, COUPON).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);

    await page.goto('/mall/demo/user-center/uc-coupons');
    const tabs = page.getByRole('group', { name: 'Coupon status' });
    await expect(tabs.getByRole('button', { name: 'Not used (1)' })).toBeVisible();
    await expect(couponCard(page, COUPON)).toContainText('Browse goods');
    await expect(couponCard(page, COUPON)).toContainText('On orders of ¥20 or more');
    expect(await noSideways()).toBe(true);
    expect(await chineseOutsideShopData(page)).toEqual([]);
  });
});
