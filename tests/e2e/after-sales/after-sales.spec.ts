import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BuyerApi, CounterModel } from '../models/checkout.model.ts';
import { OperatorApi, submitCheapOrder, TINY_PNG } from '../models/orders.model.ts';
import { loginViaApi } from '../support/api-login.ts';

// RDSC with buyer03: an account no other spec logs in with, so its cart, orders and wallet are ours alone.
// The tests share it, so they run one after the other.
const RDSC = { shopId: 'RDSC', domain: 'rdsc' };
test.describe.configure({ mode: 'serial' });

async function wallet(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/iiot/jcmall-account/account/wallet', {
    headers: { shopId: RDSC.shopId, Authorization: token },
  });
  return Number(((await res.json()) as { data: { balance: string } }).data.balance);
}

/** Pays the order on the counter by balance and answers its number from the order page. */
async function payByBalance(page: Page): Promise<string> {
  const counter = new CounterModel(page);
  await counter.method(/余额|Balance/).check();
  await counter.pay.click();
  await page
    .getByRole('link', { name: /查看订单详情|View order details/ })
    .first()
    .click();
  return (await page.getByTestId('order-no').textContent())!.trim();
}

test('a received order is returned: apply with a voucher, ship it back, and 退款成功 puts the money back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A whole return: order, receipt, apply, accept, ship back, receive, refund (two sides, many pages).
  test.setTimeout(60_000);
  const token = await loginViaApi(context, request, baseURL!, RDSC.shopId, 'buyer03');
  const api = new BuyerApi(request, RDSC.shopId, token);
  const operator = new OperatorApi(request, RDSC.shopId);
  await submitCheapOrder(page, request, api, RDSC);
  const orderNo = await payByBalance(page);
  await operator.ship(orderNo);
  const received = await request.post('/iiot/jcmall-order/od/confirmReceipt', {
    headers: { shopId: RDSC.shopId, Authorization: token },
    data: { orderNo },
  });
  expect(((await received.json()) as { success: boolean }).success).toBe(true);
  const before = await wallet(request, token);

  // From the order page's line to the application.
  await page.reload();
  await page.getByRole('link', { name: '申请售后' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '申请售后' })).toBeVisible();
  const form = page.getByRole('form', { name: '申请售后' });
  await form.getByRole('radio', { name: '退货退款' }).check();
  await form.getByLabel('退款说明').fill(' '.repeat(3));
  await form.getByLabel('联系电话').fill('12345');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '请选择退款原因' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: '退款说明不能全为空格' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: '请输入正确的手机号' })).toBeVisible();
  const amount = await form.getByLabel('退款金额（元）').inputValue();
  await form.getByLabel('退款金额（元）').fill('99999');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '退款金额不能超过最多可退金额' })).toBeVisible();

  await form.getByLabel('退款原因').selectOption({ index: 1 });
  await form.getByLabel('退款金额（元）').fill(amount);
  await form.getByLabel('退款说明').fill('包装破损，申请退货');
  await form.getByLabel('联系电话').fill('13800000003');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByRole('img', { name: 'box.png' })).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();

  // The request: the merchant answers, the buyer ships the goods back, the merchant receives them.
  await expect(page.getByRole('heading', { level: 1, name: '售后详情' })).toBeVisible();
  await expect(page.getByTestId('afs-status')).toHaveText('待商家处理');
  const afsNo = (await page.getByTestId('afs-no').textContent())!.trim();
  await expect(page.getByRole('img', { name: '凭证1' })).toBeVisible();
  await operator.accept(afsNo);
  await page.reload();
  await expect(page.getByTestId('afs-status')).toHaveText('待寄回商品');
  await expect(page.getByRole('heading', { name: '退货地址' })).toBeVisible();
  const ship = page.getByRole('form', { name: '填写退货物流' });
  await ship.getByLabel('物流公司').fill('中通快递');
  await ship.getByRole('button', { name: '提交物流信息' }).click();
  await expect(ship.getByRole('alert')).toHaveText('请填写物流单号');
  await ship.getByLabel('物流单号').fill('ZT7788990011');
  await ship.getByRole('button', { name: '提交物流信息' }).click();
  await expect(page.getByTestId('afs-status')).toHaveText('商品寄回中');
  await operator.receiveReturn(afsNo);
  await page.reload();
  await expect(page.getByTestId('afs-status')).toHaveText('退款成功');
  await expect(page.getByTestId('afs-refund')).toContainText('退款成功');
  expect(await wallet(request, token)).toBeCloseTo(before + Number(amount), 2);

  // The request is listed under 退款/售后.
  await page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: '退款/售后' })
    .click();
  await expect(page.getByRole('article').filter({ hasText: afsNo }).getByTestId('afs-status')).toHaveText(
    '退款成功',
  );
});

test('in English: a paid order not yet shipped is refunded at once when the merchant agrees', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  const token = await loginViaApi(context, request, baseURL!, RDSC.shopId, 'buyer03');
  const api = new BuyerApi(request, RDSC.shopId, token);
  await submitCheapOrder(page, request, api, RDSC);
  await payByBalance(page);
  const before = await wallet(request, token);

  await page.getByRole('link', { name: 'After-sales' }).first().click();
  const form = page.getByRole('form', { name: 'Request after-sales service' });
  // Not shipped yet: refund only is the one kind offered, and chosen.
  await expect(form.getByRole('radio')).toHaveCount(1);
  await expect(form.getByRole('radio', { name: 'Refund only' })).toBeChecked();
  await form.getByLabel('Reason').selectOption({ index: 1 });
  const amount = await form.getByLabel('Refund amount (yuan)').inputValue();
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByTestId('afs-status')).toHaveText('Awaiting the merchant');
  const afsNo = (await page.getByTestId('afs-no').textContent())!.trim();
  await new OperatorApi(request, RDSC.shopId).accept(afsNo);
  await page.reload();
  await expect(page.getByTestId('afs-status')).toHaveText('Refund successful');
  expect(await wallet(request, token)).toBeCloseTo(before + Number(amount), 2);
  await expect(page.getByRole('main')).not.toContainText(/待|退款成功|商家/);
});
