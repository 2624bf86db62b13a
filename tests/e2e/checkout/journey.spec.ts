import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CounterModel, OrderDetailModel, SubmitOrderModel } from '../models/checkout.model.ts';
import { loginViaApi } from '../support/api-login.ts';

// The whole way in English, from the goods hall to a paid order, once per provider-side payment method
// and once by points (checkout.spec.ts walks the same methods in Chinese). DEMO accounts whose carts no
// other spec touches: buyer01, merchant01, person01.
const SHOP = 'DEMO';
const DOMAIN = 'demo';
test.describe.configure({ timeout: 90_000 });

/** A SKU under ¥60 that can be ordered now (on sale, in stock, no activity window), found through the API. */
async function orderableSku(request: APIRequestContext): Promise<{ skuId: number; name: string }> {
  const res = await request.post('/iiot/jcmall-search/product/pageListForFront', {
    headers: { shopId: SHOP },
    data: { current: 1, size: 100, inStock: true },
  });
  const records = (await res.json()).data.records as Array<{
    skuId: number;
    name: string;
    price: string | null;
  }>;
  for (const r of records.filter((x) => x.price !== null && Number(x.price) >= 1 && Number(x.price) <= 60)) {
    const check = await request.post('/iiot/jcmall-order/sc/checkSkuCanOrder', {
      headers: { shopId: SHOP },
      data: { skuId: r.skuId, quantity: '1' },
    });
    if ((await check.json()).data.canOrder) return { skuId: r.skuId, name: r.name };
  }
  throw new Error('no orderable SKU in DEMO');
}

/** Goods hall → product page → add to cart → cart → submit order → checkout counter. */
async function toCounter(page: Page, sku: { skuId: number; name: string }): Promise<CounterModel> {
  await page.goto(`/mall/${DOMAIN}/list?pn=${encodeURIComponent(sku.name)}`);
  await page.getByRole('link', { name: sku.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/detail\\?skuId=${sku.skuId}`));
  await page.getByRole('button', { name: 'Add to cart' }).click();

  // The header count shows the line has landed before the buyer opens the cart from the header.
  await expect(page.getByRole('link', { name: /My cart/ }).getByLabel('1 item in the cart')).toBeVisible();
  await page.getByRole('link', { name: /My cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: sku.name, exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'Settlement' }).getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(new RegExp(`/mall/${DOMAIN}/submit-order$`));

  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm order');
  await checkout.settled();
  await checkout.submit.click();
  const counter = new CounterModel(page);
  await counter.expectOpen(/Checkout counter/);
  return counter;
}

async function expectPaid(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'View order details' }).first().click();
  await expect(new OrderDetailModel(page).status).toHaveText('Pending delivery');
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
});

test('in English: a purchaser goes from the goods hall to an order paid by Alipay', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
  const counter = await toCounter(page, await orderableSku(request));
  await counter.method(/Alipay/).check();
  await counter.pay.click();
  await expect(counter.qr).toBeVisible();
  await counter.confirmInSandbox();
  await expectPaid(page);
});

test('in English: a merchant goes from the goods hall to an order paid by WeChat Pay', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'merchant01');
  const counter = await toCounter(page, await orderableSku(request));
  await counter.method(/WeChat/).check();
  await counter.pay.click();
  await expect(page).toHaveURL(/\/weixin-pay\?paymentId=P\w+$/);
  await expect(counter.qr).toBeVisible();
  await counter.confirmInSandbox();
  await expectPaid(page);
});

test('in English: a personal buyer goes from the goods hall to an order paid by points', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'person01');
  const counter = await toCounter(page, await orderableSku(request));
  await counter.method(/Points/).check();
  await counter.pay.click();
  await expectPaid(page);
});
