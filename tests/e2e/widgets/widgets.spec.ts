import { expect, test } from '@playwright/test';
import { StorefrontModel } from '../models/storefront.model.ts';
import { loginViaApi } from '../support/api-login.ts';

test('the hotline popup lists supplier and operator lines', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.getByRole('button', { name: '咨询热线' }).click();
  const popup = page.getByRole('dialog', { name: '咨询热线' });
  await expect(popup.getByText('供应商热线')).toBeVisible();
  await expect(popup.getByText('平台客服热线')).toBeVisible();
  // Escape closes it wherever focus is, and gives focus back to its button; so does a click outside.
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('button', { name: '咨询热线' })).toBeFocused();
  await page.getByRole('button', { name: '咨询热线' }).click();
  await expect(popup).toBeVisible();
  await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
  await expect(popup).toHaveCount(0);
});

test('feedback and comparison show only where spec §6 allows them', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/bksc/index');
  await expect(page.getByRole('button', { name: '咨询热线' })).toBeVisible();
  await expect(page.getByRole('button', { name: '意见反馈' })).toHaveCount(0);
  await mall.open('/rdsc/index');
  await expect(page.getByRole('button', { name: '对比栏' })).toBeVisible();
  await expect(page.getByRole('button', { name: '意见反馈' })).toBeVisible();
});

test('feedback checks every field and submits with 提交成功', async ({ page, context, request, baseURL }) => {
  await loginViaApi(context, request, baseURL!, 'HBKY', 'guest01');
  const mall = new StorefrontModel(page);
  await mall.open('/hbky/index');
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await dialog.getByRole('button', { name: '提交' }).click();
  for (const message of ['请填写反馈人姓名', '请填写反馈人手机号', '请选择问题类型', '请填写问题描述']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('反馈人手机号').fill('12345678901');
  await dialog.getByLabel('问题类型').selectOption({ label: '商品质量问题' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('手机号格式错误')).toBeVisible();
  await expect(dialog.getByText('请选择供应商')).toBeVisible();
  await dialog.getByLabel('反馈人姓名').fill('  李四  ');
  await dialog.getByLabel('反馈人手机号').fill('13912345678');
  await dialog.getByLabel('供应商').selectOption({ index: 1 });
  await dialog.getByLabel('问题描述').fill('签字笔出水不畅');
  await expect(dialog.getByText('7/200')).toBeVisible();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the comparison panel lists the compared products and deletes with 删除成功', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, 'RDSC', 'buyer01');
  const hall = await request.post(`${baseURL}/iiot/jcmall-search/product/pageListForFront`, {
    headers: { shopId: 'RDSC' },
    data: { pn: '笔', current: 1, size: 2 },
  });
  const skus = ((await hall.json()).data.records as Array<{ skuId: number; name: string }>).slice(0, 2);
  for (const sku of skus) {
    await request.post(`${baseURL}/iiot/jcmall-product/manual-compare-sku/add`, {
      headers: { shopId: 'RDSC', Authorization: token },
      data: { skuId: sku.skuId },
    });
  }
  const mall = new StorefrontModel(page);
  await mall.open('/rdsc/index');
  await page.getByRole('button', { name: '对比栏' }).click();
  const panel = page.getByRole('region', { name: /商品对比/ });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  // Two products: 开始对比 opens them side by side.
  await panel.getByRole('link', { name: '开始对比' }).click();
  await mall.expectPath('/rdsc/make-comparison');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel).toHaveCount(0);

  await page.getByRole('button', { name: '对比栏' }).click();
  await panel.getByRole('button', { name: `从对比栏删除 ${skus[0]!.name}` }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('link', { name: '开始对比' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});
