import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CounterModel, PaySuccessModel, SubmitOrderModel } from '../models/checkout.model.ts';
import { freshAccount, freshPhone, registerViaApi } from '../models/login.model.ts';
import { OperatorApi } from '../models/orders.model.ts';
import { ConsoleLoginModel, ConsoleShellModel } from '../console/console.model.ts';
import { DEMO_PASSWORD, loginViaApi } from '../support/api-login.ts';

// Service vouchers (电子券): a buyer registered afresh for this file buys water tickets, the store redeems
// one code in /vp/, and the buyer refunds the other. The tests share the buyer and its order, in order.
const SHOP = 'DEMO';
const DOMAIN = 'demo';
test.describe.configure({ mode: 'serial' });

let userName = '';
let orderNo = '';
let codes: string[] = [];

async function waterTicket(request: APIRequestContext): Promise<number> {
  const res = await request.post('/iiot/jcmall-search/product/pageListForFront', {
    headers: { shopId: SHOP },
    data: { pn: '电子水票', current: 1, size: 10 },
  });
  const body = (await res.json()) as { data: { records: Array<{ skuId: number; name: string }> } };
  const sku = body.data.records.find((r) => r.name.includes('电子水票'));
  if (!sku) throw new Error('the demo sells no 农夫山泉 water ticket');
  return sku.skuId;
}

/** A personal user with one address (the codes need no delivery, but the order names a contact). */
async function freshBuyer(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  userName = freshAccount('vch');
  await registerViaApi(request, { userName, password: DEMO_PASSWORD, mobile: freshPhone() }, SHOP);
  const t = await loginViaApi(page.context(), request, baseURL, SHOP, userName);
  const headers = { shopId: SHOP, authorization: t };
  const codesOf = async (parentCode?: string): Promise<string> => {
    const res = await request.get('/iiot/jcmall-account/region/children', {
      headers,
      params: parentCode ? { parentCode } : {},
    });
    return ((await res.json()) as { data: Array<{ code: string }> }).data[0]!.code;
  };
  const provinceCode = await codesOf();
  const cityCode = await codesOf(provinceCode);
  const countyCode = await codesOf(cityCode);
  const townCode = await codesOf(countyCode);
  const saved = await request.post('/iiot/jcmall-account/ad/save', {
    headers,
    data: {
      receiver: '赵工',
      phone: '13900000071',
      provinceCode,
      cityCode,
      countyCode,
      townCode,
      detail: '科技园路8号',
      isDefault: true,
    },
  });
  expect(((await saved.json()) as { success: boolean }).success).toBe(true);
}

test('buys water tickets: the page says 电子券, nothing ships, and paying shows a code per ticket', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await freshBuyer(page, request, baseURL!);
  const skuId = await waterTicket(request);
  await page.goto(`/mall/${DOMAIN}/detail?skuId=${skuId}`);
  await expect(page.getByText('电子券', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '增加数量' }).click();
  await page.getByRole('button', { name: '立即购买' }).click();

  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await expect(page.getByText(/无需快递：电子券码在付款后发放至订单详情/)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '配送方式' })).toHaveCount(0);
  await checkout.settled();
  await checkout.submit.click();

  const counter = new CounterModel(page);
  await counter.expectOpen();
  await counter.method(/支付宝/).check();
  await counter.pay.click();
  await counter.confirmInSandbox();
  const success = new PaySuccessModel(page);
  await success.expectPaid();
  await success.orderLinks.first().click();

  await expect(page.getByTestId('order-status')).toHaveText('待使用');
  const vouchers = page.getByTestId('voucher');
  await expect(vouchers).toHaveCount(2);
  await expect(vouchers.filter({ hasText: '待使用' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);
  orderNo = (await page.getByTestId('order-no').textContent())!.trim();
  codes = await vouchers.evaluateAll((items) => items.map((i) => /[0-9]{12}/.exec(i.textContent ?? '')![0]));
  expect(codes).toHaveLength(2);
});

test('the store redeems one code in /vp/; the buyer sees it used, and refunds the other', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The mall operator at the counter: a wrong code is refused, the real one is redeemed once.
  const staff = await browser.newPage();
  const login = new ConsoleLoginModel(staff);
  await login.open(SHOP);
  await login.signIn('admin');
  const shell = new ConsoleShellModel(staff);
  await shell.menu.getByRole('link', { name: '券码核销' }).click();
  const counter = staff.getByRole('search', { name: '券码核销' });
  await counter.getByLabel('券码').fill('1234');
  await counter.getByRole('button', { name: '查询' }).click();
  await expect(counter.getByRole('alert')).toHaveText('请输入12位数字券码');
  await counter
    .getByLabel('券码')
    .fill(`${codes[0]!.slice(0, 4)} ${codes[0]!.slice(4, 8)} ${codes[0]!.slice(8)}`);
  await counter.getByRole('button', { name: '查询' }).click();
  await expect(staff.getByTestId('voucher-code')).toHaveText(codes[0]!);
  await expect(staff.getByRole('link', { name: orderNo })).toBeVisible();
  await staff.getByRole('button', { name: '确认核销' }).click();
  await expect(staff.getByRole('status').filter({ hasText: '核销成功' })).toBeVisible();
  await expect(staff.getByRole('region', { name: '本次核销记录' })).toContainText(codes[0]!);
  await staff.close();

  // The buyer: one code used, the other refunded through after-sales.
  await loginViaApi(page.context(), request, baseURL!, SHOP, userName);
  await page.goto(`/mall/${DOMAIN}/order-detail?orderNo=${orderNo}`);
  const vouchers = page.getByTestId('voucher');
  await expect(vouchers.filter({ hasText: codes[0]! })).toContainText('已使用');
  await page.getByRole('link', { name: '申请售后' }).click();
  const form = page.getByRole('form', { name: '申请售后' });
  await expect(form.getByText('电子券：未使用的1个券码可申请退款，已使用的券码不支持退款。')).toBeVisible();
  await expect(form.getByRole('radio', { name: '退货退款' })).toHaveCount(0);
  await form.getByLabel('退款原因').selectOption({ index: 1 });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '售后详情' })).toBeVisible();
  const afsNo = (await page.getByTestId('afs-no').textContent())!.trim();
  await new OperatorApi(request, SHOP).accept(afsNo);
  // Paid by Alipay: the sandbox provider's signed refund callback completed it before the answer came.
  await page.reload();
  await expect(page.getByTestId('afs-status')).toHaveText('退款成功');

  await page.goto(`/mall/${DOMAIN}/order-detail?orderNo=${orderNo}`);
  await expect(vouchers.filter({ hasText: codes[1]! })).toContainText('已退款');
  await expect(page.getByTestId('order-status')).toHaveText('待评价');
  // The same page in English.
  await page.getByLabel('语言').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Voucher codes (2)' })).toBeVisible();
  await expect(vouchers.filter({ hasText: codes[0]! })).toContainText('Used');
  await expect(vouchers.filter({ hasText: codes[1]! })).toContainText('Refunded');
});
