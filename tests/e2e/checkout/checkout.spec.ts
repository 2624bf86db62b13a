import { expect, test, type Page } from '@playwright/test';
import { CartPageModel } from '../models/cart-page.ts';
import {
  BuyerApi,
  CounterModel,
  hallSkus,
  OrderDetailModel,
  PaySuccessModel,
  SubmitOrderModel,
} from '../models/checkout.model.ts';
import { loginViaApi } from '../support/api-login.ts';

// Each test is a whole journey (cart, settlement, payment, order page): 26-31 s on a slow 2-core
// machine, against the 30 s default.
test.describe.configure({ timeout: 60_000 });

// BKSC and RDSC: shops with orderFlag on that the cart specs leave alone. Each test buys as its own
// account in its own shop, so carts and wallets never race.
const BKSC = { shopId: 'BKSC', domain: 'bksc' };
const RDSC = { shopId: 'RDSC', domain: 'rdsc' };

/** From the cart page to the submit-order page. */
async function settleCart(page: Page, domain: string): Promise<SubmitOrderModel> {
  const cart = new CartPageModel(page);
  await cart.open(domain);
  await cart.settleBar.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(new RegExp(`/mall/${domain}/submit-order$`));
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  return checkout;
}

/** Pay success lists the paid order; its detail says 待发货. */
async function expectPaidOrder(page: Page): Promise<void> {
  const success = new PaySuccessModel(page);
  await success.expectPaid();
  await success.orderLinks.first().click();
  const detail = new OrderDetailModel(page);
  await expect(detail.status).toHaveText('待发货');
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
}

/** Lines worth at least ¥100 (so 平台通用券 满100减10 applies) from the cheapest SKUs of a shop. */
async function linesOver100(request: Parameters<typeof hallSkus>[0], shopId: string) {
  const [sku] = (await hallSkus(request, shopId, { cheapestFirst: true })).filter(
    (s) => Number(s.price) >= 2 && Number(s.price) <= 10,
  );
  if (!sku) throw new Error(`no SKU between ¥2 and ¥10 in ${shopId}`);
  const quantity = Math.ceil(100 / Number(sku.price));
  return { sku, lines: [{ skuId: sku.skuId, quantity: String(quantity) }] };
}

test('a purchaser settles the cart with another address, a coupon and points, and pays by Alipay', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, BKSC.shopId, 'buyer01');
  const api = new BuyerApi(request, BKSC.shopId, token);
  const [first, second] = await hallSkus(request, BKSC.shopId);
  await api.fillCart([
    { skuId: first!.skuId, quantity: '3' },
    { skuId: second!.skuId, quantity: '2' },
  ]);

  const checkout = await settleCart(page, BKSC.domain);
  await expect(checkout.address('王建国')).toBeChecked();
  await checkout.address('物资供应部仓库').check();
  await checkout.settled();
  const before = await checkout.payAmount.textContent();
  await checkout.pickCoupon('平台通用券 满100减10');
  await checkout.settled();
  await expect(checkout.payAmount).not.toHaveText(before!);
  await expect(page.getByText('优惠券抵扣').locator('xpath=following-sibling::dd[1]')).toHaveText('-¥10.00');

  await checkout.pointsInput.fill('15');
  await expect(page.getByRole('alert').filter({ hasText: '积分需为10的整数倍' })).toBeVisible();
  await expect(checkout.submit).toBeDisabled();
  await checkout.usePoints(500);
  await checkout.settled();
  const total = (await checkout.payAmount.textContent())!;

  await checkout.submit.click();
  const counter = new CounterModel(page);
  await counter.expectOpen();
  await expect(page).toHaveURL(/\/payment\?submissionId=\d+$/);
  await expect(counter.amount).toHaveText(total);
  await expect(page.getByRole('timer').first()).toHaveText(/请在(29|30):\d\d内完成支付/);

  await counter.method('支付宝').check();
  await counter.pay.click();
  await expect(counter.qr).toBeVisible();
  expect(await counter.qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await counter.confirmInSandbox();
  await expectPaidOrder(page);
});

test('a personal buyer pays by points, after a coupon and points at checkout', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, BKSC.shopId, 'person01');
  const api = new BuyerApi(request, BKSC.shopId, token);
  const { lines } = await linesOver100(request, BKSC.shopId);
  await api.fillCart(lines);

  const checkout = await settleCart(page, BKSC.domain);
  await checkout.delivery('买家自提').check();
  await checkout.settled();
  await checkout.pickCoupon('平台通用券 满100减10');
  await checkout.settled();
  await checkout.usePoints(100);
  await checkout.settled();
  await checkout.submit.click();

  const counter = new CounterModel(page);
  await counter.expectOpen();
  await counter.method(/积分/).check();
  await expect(page.getByText(/需\d+积分，可用9900积分/)).toBeVisible();
  await counter.pay.click();
  await expectPaidOrder(page);
});

test('a supplier adds an address, asks for a unit invoice, uses a coupon and points, and pays by balance', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, BKSC.shopId, 'supplier01');
  const api = new BuyerApi(request, BKSC.shopId, token);
  const { lines } = await linesOver100(request, BKSC.shopId);
  await api.fillCart(lines);
  await api.clearAddresses();

  const checkout = await settleCart(page, BKSC.domain);
  await expect(page.getByText('暂无收货地址，请先新增收货地址')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请选择收货地址' })).toBeVisible();
  await expect(checkout.submit).toBeDisabled();

  await checkout.addAddress.click();
  const dialog = checkout.addressDialog;
  await dialog.getByLabel('手机号').fill('2380000');
  await dialog.getByLabel('详细地址').fill('一号');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '请输入收货人' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: '请输入正确的手机号' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: '请选择省市区' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: '详细地址长度为5~50个字符' })).toBeVisible();
  await checkout.fillAddress({
    receiver: '供应商收货员',
    phone: '13900000055',
    region: ['北京市', '北京市', '海淀区', '中关村街道'],
    detail: '中关村大街27号中关村大厦8层',
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(checkout.address('供应商收货员')).toBeChecked();
  await checkout.settled();

  await checkout.changeInvoice.click();
  const invoice = checkout.invoiceDialog;
  await invoice.getByRole('radio', { name: '单位' }).check();
  await invoice.getByLabel('单位名称').fill('北京某某科技有限公司');
  await invoice.getByLabel('纳税人识别号').fill('91110108abc');
  await invoice.getByRole('button', { name: '保存' }).click();
  await expect(invoice.getByRole('alert')).toHaveText('请输入正确的纳税人识别号');
  await invoice.getByLabel('纳税人识别号').fill('91110108MA01ABCD2X');
  await invoice.getByRole('button', { name: '保存' }).click();
  await expect(checkout.invoiceSummary).toHaveText(
    '电子普通发票（单位：北京某某科技有限公司，纳税人识别号：91110108MA01ABCD2X）',
  );

  await checkout.pickCoupon('平台通用券 满100减10');
  await checkout.settled();
  await checkout.usePoints(200);
  await checkout.settled();
  await checkout.messages.first().fill('请工作日送货');
  await expect(page.getByText('6/200')).toBeVisible();
  await checkout.submit.click();

  const counter = new CounterModel(page);
  await counter.expectOpen();
  await counter.method(/余额/).check();
  await counter.pay.click();
  await expectPaidOrder(page);
  await expect(page.getByText('北京市 北京市 海淀区 中关村街道 中关村大街27号中关村大厦8层')).toBeVisible();
  await expect(page.getByText('请工作日送货')).toBeVisible();
});

test('a personal buyer pays by WeChat on the weixin-pay page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, RDSC.shopId, 'person01');
  const api = new BuyerApi(request, RDSC.shopId, token);
  const { lines } = await linesOver100(request, RDSC.shopId);
  await api.fillCart(lines);

  const checkout = await settleCart(page, RDSC.domain);
  await checkout.pickCoupon('平台通用券 满100减10');
  await checkout.settled();
  await checkout.usePoints(300);
  await checkout.settled();
  await checkout.submit.click();

  const counter = new CounterModel(page);
  await counter.expectOpen();
  await counter.method('微信支付').check();
  await counter.pay.click();
  await expect(page).toHaveURL(/\/weixin-pay\?paymentId=P\w+$/);
  await counter.expectOpen(/微信支付/);
  await expect(page.getByText('请使用微信扫码支付')).toBeVisible();
  await expect(counter.qr).toBeVisible();
  await counter.confirmInSandbox();
  await expectPaidOrder(page);
});

test('in English: a purchaser checks out and pays by balance', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  const token = await loginViaApi(context, request, baseURL!, RDSC.shopId, 'buyer01');
  const api = new BuyerApi(request, RDSC.shopId, token);
  const { lines } = await linesOver100(request, RDSC.shopId);
  await api.fillCart(lines);

  await page.goto(`/mall/${RDSC.domain}/submit-order`);
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm order');
  await checkout.delivery('Same-city delivery').check();
  await checkout.settled();
  await checkout.pickCoupon('平台通用券 满100减10');
  await checkout.settled();
  await checkout.pointsInput.fill('25');
  await expect(page.getByRole('alert').filter({ hasText: 'Points must be a multiple of 10' })).toBeVisible();
  await checkout.usePoints(200);
  await checkout.settled();
  await checkout.submit.click();

  const counter = new CounterModel(page);
  await counter.expectOpen(/Checkout counter/);
  await counter.method(/Balance/).check();
  await counter.pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View order details' }).first().click();
  await expect(new OrderDetailModel(page).status).toHaveText('Pending delivery');
});

test('double-clicking 提交订单 makes one order, which can then be cancelled from its page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, BKSC.shopId, 'buyer03');
  const api = new BuyerApi(request, BKSC.shopId, token);
  const [sku] = await hallSkus(request, BKSC.shopId);
  await api.fillCart([{ skuId: sku!.skuId, quantity: '1' }]);
  const before = await api.orderCount();

  const checkout = await settleCart(page, BKSC.domain);
  await checkout.settled();
  await checkout.submit.dblclick();
  const counter = new CounterModel(page);
  await counter.expectOpen();
  expect(await api.orderCount()).toBe(before + 1);
  const orderNo = (await page.getByTestId('order-nos').textContent())!;

  await page.goto(`/mall/${BKSC.domain}/order-detail?orderNo=${orderNo}`);
  const detail = new OrderDetailModel(page);
  await expect(detail.status).toHaveText('待付款');
  await expect(page.getByRole('link', { name: '去支付' })).toBeVisible();
  await page.getByRole('button', { name: '取消订单' }).click();
  const confirm = page.getByRole('alertdialog', { name: '取消订单' });
  await expect(confirm).toContainText('取消后无法恢复');
  await confirm.getByRole('button', { name: '再想想' }).click();
  await expect(detail.status).toHaveText('待付款');
  await page.getByRole('button', { name: '取消订单' }).click();
  await confirm.getByRole('button', { name: '确定取消' }).click();
  await expect(detail.status).toHaveText('已取消');
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  expect(await api.orderCount()).toBe(before + 1);
});

test('buy now: the lines of the link are ordered without the cart, which keeps its own lines', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, BKSC.shopId, 'merchant01');
  const api = new BuyerApi(request, BKSC.shopId, token);
  const [inCart, bought] = await hallSkus(request, BKSC.shopId);
  await api.fillCart([{ skuId: inCart!.skuId, quantity: '1' }]);

  await page.goto(`/mall/${BKSC.domain}/submit-order?lines=${bought!.skuId}:2`);
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await expect(page.getByText(bought!.name)).toBeVisible();
  await expect(page.getByText(inCart!.name)).toHaveCount(0);
  await checkout.settled();
  const total = (await checkout.payAmount.textContent())!;
  await checkout.submit.click();
  const counter = new CounterModel(page);
  await counter.expectOpen();
  await expect(counter.amount).toHaveText(total);

  await new CartPageModel(page).open(BKSC.domain);
  await expect(page.getByText(inCart!.name)).toBeVisible();

  await page.goto(`/mall/${BKSC.domain}/submit-order?lines=${bought!.skuId}:0`);
  await expect(page.getByRole('alert')).toHaveText('请输入正确的商品数量');
});
