import { expect, test, type APIRequestContext } from '@playwright/test';
import { CartPageModel, DeliveryRegionModel } from '../models/cart-page.ts';
import { ProductDetailModel } from '../models/product-detail.model.ts';
import { loginViaApi } from '../support/api-login.ts';

// HBKY: orderFlag and the batchOrder dictionary on, whole-number quantities. Each test uses its own
// account there, so the tests' carts never meet (tests run in parallel on one server).
const SHOP = 'HBKY';
const DOMAIN = 'hbky';
const XINJIANG = ['新疆维吾尔自治区', '乌鲁木齐市', '天山区'];
const XINJIANG_REGION = { provinceCode: '650000', cityCode: '650100', countyCode: '650102' };

// Each test is a whole journey through several pages.
test.describe.configure({ timeout: 60_000 });

interface HallSku {
  skuId: number;
  name: string;
}

async function hallSkus(request: APIRequestContext, baseURL: string, size = 30): Promise<HallSku[]> {
  const res = await request.post(`${baseURL}/iiot/jcmall-search/product/pageListForFront`, {
    headers: { shopId: SHOP },
    data: { current: 1, size },
  });
  return (await res.json()).data.records;
}

/** Whether 3 of the SKU can be ordered now, for the region if given (checkSkuCanOrder). */
async function canOrder(request: APIRequestContext, baseURL: string, skuId: number, region?: object) {
  const res = await request.post(`${baseURL}/iiot/jcmall-order/sc/checkSkuCanOrder`, {
    headers: { shopId: SHOP },
    data: { skuId, quantity: '3', ...(region ? { region } : {}) },
  });
  return (await res.json()).data as { canOrder: boolean; problems: Array<{ problem: string }> };
}

/** A SKU of the hall that can be ordered (3 of it), and whether it must also reach Xinjiang or not. */
async function orderableSku(
  request: APIRequestContext,
  baseURL: string,
  toXinjiang: 'deliverable' | 'undeliverable' | 'any',
  skip = 0,
): Promise<HallSku> {
  const skus = await hallSkus(request, baseURL);
  const verdicts = await Promise.all(
    skus.map(async (sku) => {
      if (!(await canOrder(request, baseURL, sku.skuId)).canOrder) return false;
      if (toXinjiang === 'any') return true;
      const there = await canOrder(request, baseURL, sku.skuId, XINJIANG_REGION);
      return there.problems.some((p) => p.problem === 'undeliverable') === (toXinjiang === 'undeliverable');
    }),
  );
  const sku = skus.filter((_, i) => verdicts[i])[skip];
  if (!sku) throw new Error(`no ${toXinjiang} SKU in the ${SHOP} hall`);
  return sku;
}

test('add from the product page, change the quantity, uncheck and check, delete after confirming', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer03');
  const sku = await orderableSku(request, baseURL!, 'any');
  const detail = new ProductDetailModel(page);
  const cart = new CartPageModel(page);

  await detail.open(DOMAIN, sku.skuId);
  await page.getByRole('button', { name: '加入购物车' }).click();
  // The 已加入购物车 toast lasts 1.5 s; the header count is the lasting sign.
  await expect(cart.headerCount(1)).toBeVisible();

  await cart.open(DOMAIN);
  await expect(cart.line(sku.name)).toBeVisible();
  await expect(cart.quantity(sku.name)).toHaveValue('1');
  const unitTotal = await cart.total.textContent();
  await cart.increase(sku.name).click();
  await expect(cart.quantity(sku.name)).toHaveValue('2');
  await expect(cart.total).not.toHaveText(unitTotal!);

  await cart.quantity(sku.name).fill('99999999');
  await cart.quantity(sku.name).press('Enter');
  await expect(cart.line(sku.name).getByRole('alert')).toHaveText('库存不足');
  await cart.quantity(sku.name).fill('3');
  const saved = page.waitForResponse((r) => r.url().endsWith('/sc/updateCart'));
  await cart.quantity(sku.name).press('Enter');
  expect((await (await saved).json()).success).toBe(true);
  await expect(cart.line(sku.name).getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(cart.quantity(sku.name)).toHaveValue('3');

  const checkedTotal = await cart.total.textContent();
  await expect(cart.checkbox(sku.name)).toBeChecked();
  await cart.checkbox(sku.name).uncheck();
  await expect(cart.total).toHaveText('¥0.00');
  await expect(cart.settleBar.getByText('已选 0 件商品')).toBeVisible();
  await cart.settleBar.getByRole('button', { name: '去结算' }).click();
  await expect(cart.settleBar.getByRole('alert')).toHaveText('请先勾选商品');
  await cart.checkbox(sku.name).check();
  await expect(cart.total).toHaveText(checkedTotal!);

  await cart.deleteButton(sku.name).click();
  await expect(cart.confirmDialog).toBeVisible();
  await cart.confirmDialog.getByRole('button', { name: '取消' }).click();
  await expect(cart.confirmDialog).toBeHidden();
  await expect(cart.line(sku.name)).toBeVisible();
  await cart.deleteButton(sku.name).click();
  await cart.confirmDialog.getByRole('button', { name: '删除' }).click();
  await expect(cart.empty).toBeVisible();
  await expect(cart.headerCount(0)).toBeVisible();
});

test('a region the store does not deliver to shows 当前地区不支持配送 on the product page and in the cart', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'merchant01');
  const sku = await orderableSku(request, baseURL!, 'undeliverable');
  const detail = new ProductDetailModel(page);
  const region = new DeliveryRegionModel(page);
  const cart = new CartPageModel(page);

  await detail.open(DOMAIN, sku.skuId);
  await expect(page.getByText('请选择配送地区')).toBeVisible();
  await expect(page.getByText('有货，可配送')).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(cart.headerCount(1)).toBeVisible();

  await region.choose(XINJIANG);
  await expect(region.current).toHaveText(XINJIANG.join(' '));
  await expect(page.getByRole('alert').filter({ hasText: '当前地区不支持配送' })).toBeVisible();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();

  // The region is cart state: the cart marks the line, refuses to settle it, and once unchecked it cannot
  // be checked again.
  await cart.open(DOMAIN);
  await expect(region.current).toHaveText(XINJIANG.join(' '));
  await expect(cart.line(sku.name).getByTestId('line-problem')).toHaveText('当前地区不支持配送');
  await cart.settleBar.getByRole('button', { name: '去结算' }).click();
  await expect(cart.settleBar.getByRole('alert')).toContainText('当前地区不支持配送');
  await expect(page).toHaveURL(new RegExp(`/mall/${DOMAIN}/cart$`));
  await cart.checkbox(sku.name).uncheck();
  await expect(cart.checkbox(sku.name)).toBeDisabled();
  await expect(cart.checkbox(sku.name)).not.toBeChecked();

  await region.choose(['北京市', '北京市', '朝阳区', '望京街道']);
  await expect(region.current).toHaveText('北京市 北京市 朝阳区 望京街道');
  await expect(cart.line(sku.name).getByTestId('line-problem')).toHaveCount(0);
  await expect(cart.checkbox(sku.name)).toBeEnabled();
});

test('batch order: a bad row and a good row are checked row by row; the good one goes to the cart', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'person01');
  const sku = await orderableSku(request, baseURL!, 'any', 1);
  const cart = new CartPageModel(page);

  await page.goto(`/mall/${DOMAIN}/batch-order`);
  await page.getByRole('heading', { level: 1, name: '批量下单' }).waitFor();
  await page
    .getByRole('textbox', { name: '商品编号和数量' })
    .fill(`SKU编号\t数量\n${sku.skuId}\t2\n99999999,1`);
  await page.getByRole('button', { name: '校验' }).click();

  const results = page.getByRole('region', { name: '校验结果' });
  const rows = results.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(sku.name);
  await expect(rows.nth(1)).toContainText('可下单');
  await expect(rows.nth(2)).toContainText('99999999');
  await expect(rows.nth(2)).toContainText('不存在');
  await expect(results.getByText('共 2 行，1 行可下单')).toBeVisible();

  await results.getByRole('button', { name: '加入购物车' }).click();
  await expect(results.getByText('已将 1 种商品加入购物车')).toBeVisible();
  await expect(cart.headerCount(1)).toBeVisible();
  await results.getByRole('link', { name: '去购物车' }).click();
  await expect(cart.quantity(sku.name)).toHaveValue('2');
});

test('batch order: an uploaded CSV is checked at once, and 立即下单 goes to submit-order with the valid lines', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'supplier01');
  const sku = await orderableSku(request, baseURL!, 'any', 2);

  await page.goto(`/mall/${DOMAIN}/batch-order`);
  await page.getByLabel('上传 CSV 或 Excel 文件').setInputFiles({
    name: '批量下单.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`SKU编号,数量\n${sku.skuId},3\n${sku.skuId},abc\n`),
  });
  await expect(page.getByRole('textbox', { name: '商品编号和数量' })).toHaveValue(
    `${sku.skuId}\t3\n${sku.skuId}\tabc`,
  );
  const results = page.getByRole('region', { name: '校验结果' });
  await expect(results.getByText('共 2 行，1 行可下单')).toBeVisible();
  await expect(results.getByRole('row').nth(2)).toContainText('请输入正确的商品数量');
  await results.getByRole('button', { name: '立即下单' }).click();
  await expect(page).toHaveURL(new RegExp(`/mall/${DOMAIN}/submit-order\\?lines=${sku.skuId}:3$`));
});

test('the cart of a shop without orderFlag says so', async ({ page, context, request, baseURL }) => {
  await loginViaApi(context, request, baseURL!, 'HSNYSC', 'buyer01');
  await page.goto('/mall/hsnysc/cart');
  await expect(page.getByRole('heading', { level: 1, name: '本商城暂未开放购物车' })).toBeVisible();
});

test('a product of a shop without orderFlag offers neither the cart nor buy now', async ({
  page,
  request,
}) => {
  const found = await request.post('/iiot/jcmall-search/product/pageListForFront', {
    headers: { shopId: 'HSNYSC' },
    data: { current: 1, size: 1 },
  });
  const [sku] = ((await found.json()) as { data: { records: Array<{ skuId: number; name: string }> } }).data
    .records;
  await page.goto(`/mall/hsnysc/detail?skuId=${sku!.skuId}`);
  await expect(page.getByRole('heading', { level: 1, name: sku!.name })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('本商城暂未开放在线下单，如需采购请联系客服');
  await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
});
