import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-login.ts';

// HBKY: a shop with a comparison zone whose buyer01 comparison list no other spec touches.
const SHOP = 'HBKY';

test('comparison search adds at most four goods, then compares them side by side', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
  await page.goto('/mall/hbky/comparison');
  await expect(page).toHaveURL((url) => url.pathname === '/mall/hbky/comparison/search');
  const search = page.getByRole('search', { name: '商品比价' });
  await search.getByRole('textbox', { name: '商品名称' }).fill('签字笔');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  const results = page.getByRole('list', { name: '搜索结果' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const list = page.getByRole('list', { name: '对比栏' });
  for (let n = 1; n <= 4; n++) {
    await results
      .getByRole('button', { name: /^加入对比/ })
      .first()
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(n);
  }
  await expect(page.getByText('已选 4/4')).toBeVisible();
  await expect(results.getByRole('button', { name: /^加入对比/ })).toHaveCount(0);
  await expect(page.getByText('对比栏已满（最多 4 件）')).toBeVisible();

  await page.getByRole('link', { name: '开始对比' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/hbky/make-comparison');
  const table = page.getByRole('table', { name: '对比详情' });
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  for (const row of ['价格', '品牌', '型号', '店铺', '库存'])
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  const allRows = await table.locator('tbody tr').count();
  await page.getByRole('checkbox', { name: '只看不同' }).check();
  const diffRows = table.locator('tbody tr');
  expect(await diffRows.count()).toBeLessThanOrEqual(allRows);
  expect(await diffRows.count()).toBe(await table.locator('tbody tr[data-differs]').count());

  await page.goBack();
  await list.getByRole('button', { name: /^删除/ }).first().click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(results.getByRole('button', { name: /^加入对比/ }).first()).toBeVisible();
});

test('the comparison zone of the menu lists each product with every supplier price, cheapest marked', async ({
  page,
}) => {
  await page.goto('/mall/rdsc/index');
  await page.getByRole('link', { name: '比价专区', exact: true }).first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/mall/rdsc/comparison/result' && url.searchParams.has('zoneId'),
  );
  await expect(page.getByRole('heading', { level: 1, name: '比价结果' })).toBeVisible();
  const first = page.getByRole('list', { name: '比价结果' }).getByRole('article').first();
  await expect(first.getByText('3 家供应商报价')).toBeVisible();
  await expect(first.locator('tbody tr')).toHaveCount(3);
  await expect(first.locator('tbody tr[data-cheapest]').first()).toContainText('最低价');
});
