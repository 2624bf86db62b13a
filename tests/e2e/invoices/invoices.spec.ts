import { expect, test, type APIRequestContext } from '@playwright/test';
import { BuyerApi, CounterModel, OrderDetailModel } from '../models/checkout.model.ts';
import { submitCheapOrder } from '../models/orders.model.ts';
import { demoLoginCipher, loginViaApi } from '../support/api-login.ts';

// RDSC with supplier01: an account no other spec logs in with, so its cart, orders and invoices are ours
// alone.
const RDSC = { shopId: 'RDSC', domain: 'rdsc' };

/** A tiny PDF the seller uploads as the invoice. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The mall operator issues the order's invoice: uploads the PDF, then issues it with a number. */
async function issueAsAdmin(request: APIRequestContext, orderNo: string): Promise<void> {
  const login = await request.post('/yzc-upms/login', {
    headers: { shopId: RDSC.shopId },
    data: { userName: 'admin', passWord: demoLoginCipher() },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { shopId: RDSC.shopId, Authorization: token };
  const upload = await request.post('/iiot/jcmall-oss/file/upload', {
    headers,
    multipart: {
      purpose: 'invoice',
      file: { name: 'fapiao.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  const uploaded = (await upload.json()) as { success: boolean; message: string; data: { fileId: string } };
  expect(uploaded.success, uploaded.message).toBe(true);
  const issued = await request.post('/iiot/jcmall-invoice/inv/store/issue', {
    headers,
    data: { orderNo, fileId: uploaded.data.fileId, invoiceNo: '04400220011' },
  });
  const body = (await issued.json()) as { success: boolean; message: string };
  expect(body.success, body.message).toBe(true);
}

test('a buyer pays, applies for a unit invoice, and downloads it once the seller has issued it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, RDSC.shopId, 'supplier01');
  const api = new BuyerApi(request, RDSC.shopId, token);
  // A supplier starts without an address book: one address to deliver to, set through the API.
  await api.clearAddresses();
  const saved = await request.post('/iiot/jcmall-account/ad/save', {
    headers: { shopId: RDSC.shopId, Authorization: token },
    data: {
      receiver: '供应商收货员',
      phone: '13900000055',
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110105',
      townCode: '110105017',
      detail: '建国路88号现代城A座1201',
      isDefault: true,
    },
  });
  const savedBody = (await saved.json()) as { success: boolean; message: string };
  expect(savedBody.success, savedBody.message).toBe(true);
  await submitCheapOrder(page, request, api, RDSC);
  const counter = new CounterModel(page);
  await counter.method(/余额/).check();
  await counter.pay.click();
  await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
  await page
    .getByRole('link', { name: /查看订单详情/ })
    .first()
    .click();
  const orderNo = (await new OrderDetailModel(page).page.getByTestId('order-no').textContent())!.trim();

  // 发票管理 in the user centre lists the paid order without an invoice.
  await page.goto(`/mall/${RDSC.domain}/user-center`);
  await page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: '发票管理' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '发票管理' })).toBeVisible();
  const row = page.getByTestId('invoice-row').filter({ hasText: orderNo });
  await expect(row.getByTestId('invoice-state')).toHaveText('未开票');
  await row.getByRole('link', { name: new RegExp(`申请开票 ${orderNo}`) }).click();

  // A unit title with a wrong taxpayer ID is refused with its message before anything is sent.
  await expect(page.getByRole('heading', { level: 1, name: '发票详情' })).toBeVisible();
  const form = page.getByRole('form', { name: '申请发票' });
  await form.getByRole('radio', { name: '增值税专用发票' }).check();
  await form.getByRole('radio', { name: '单位' }).check();
  await form.getByLabel('单位名称').fill('北京京诚采购科技有限公司');
  await form.getByLabel('纳税人识别号').fill('12345');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入正确的纳税人识别号');
  await form.getByLabel('纳税人识别号').fill('91110108MA01ABCD2X');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('invoice-state')).toHaveText('开票中');
  await expect(page.getByText('北京京诚采购科技有限公司')).toBeVisible();
  await expect(page.getByRole('link', { name: /下载发票/ })).toHaveCount(0);

  // The seller issues it; after a reload the invoice is issued and its link serves the PDF.
  await issueAsAdmin(request, orderNo);
  await page.reload();
  await expect(page.getByTestId('invoice-state')).toHaveText('已开票');
  await expect(page.getByText('04400220011')).toBeVisible();
  const link = page.getByRole('link', { name: '下载发票（PDF）' });
  const href = (await link.getAttribute('href'))!;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('button', { name: '申请换开/修改' })).toBeVisible();

  // The list shows it issued, with its download.
  await page.goto(`/mall/${RDSC.domain}/user-center/uc-invoice`);
  await expect(row.getByTestId('invoice-state')).toHaveText('已开票');
  await expect(row.getByRole('link', { name: new RegExp(`下载发票 ${orderNo}`) })).toBeVisible();
});
