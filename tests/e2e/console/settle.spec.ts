import { expect, test, type Page } from '@playwright/test';
import { chineseOutsideShopData } from '../support/sandbox-and-language.ts';
import { ConsoleLoginModel, ConsoleShellModel } from './console.model.ts';

// The mall operator (admin) of DEMO audits the seeded store applications and manages the seeded stores
// (server/src/platform/db/seed/store-applications.ts). Every spec file shares one server: this file is
// the only one that touches supplier02's application and 鑫源五金工具, and each test its own record.
const SHOP = 'DEMO';
const EXPEDITED_STORE = '绿野办公用品专营店';
const NOT_OPEN_STORE = '鑫源五金工具';
test.describe.configure({ timeout: 60_000 });

async function signInAsOperator(page: Page): Promise<ConsoleShellModel> {
  const login = new ConsoleLoginModel(page);
  await login.open(SHOP);
  await login.signIn('admin');
  const shell = new ConsoleShellModel(page);
  await expect(shell.field('console-role')).toHaveText('商城运营');
  return shell;
}

test('the operator reviews the expedited application first and rejects it with remarks', async ({ page }) => {
  const shell = await signInAsOperator(page);
  await shell.menu.getByRole('link', { name: '入驻审核' }).click();
  await expect(page).toHaveURL(/\/vp\/settle$/);
  await expect(page.getByRole('heading', { level: 1, name: '入驻审核' })).toBeVisible();
  const tabs = page.getByRole('group', { name: '审核状态' });
  await expect(tabs.getByRole('button')).toHaveText(['待审核', '未通过', '已通过']);
  await expect(tabs.getByRole('button', { name: '待审核' })).toHaveAttribute('aria-pressed', 'true');

  // Expedited applications come first: supplier02's, with its 加急 badge.
  const table = page.getByRole('table', { name: '入驻申请列表' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(EXPEDITED_STORE);
  await expect(first).toContainText('杭州绿野文化用品有限公司');
  await expect(first).toContainText('supplier02');
  await expect(first).toContainText('普通店');
  await expect(first.getByTestId('settle-expedited')).toHaveText('加急');
  await first.getByRole('link', { name: `审核 ${EXPEDITED_STORE} 的入驻申请` }).click();

  // Its page: every field, the four documents (each opens full size in a new tab), 通过 and 驳回.
  await expect(page).toHaveURL(/\/vp\/settle\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '入驻申请详情' })).toBeVisible();
  await expect(page.getByTestId('settle-status')).toHaveText('待审核');
  const facts = page.getByRole('region', { name: '申请信息' });
  await expect(facts).toContainText(EXPEDITED_STORE);
  await expect(facts).toContainText('陈绿野');
  await expect(facts).toContainText('13800000012');
  const documents = page.getByRole('region', { name: '资质证件' });
  for (const name of ['店铺Logo', '营业执照', '身份证人像面', '身份证国徽面']) {
    const image = documents.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '200');
    await expect(image).toHaveAttribute('height', '140');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const link = documents.getByRole('link', { name: `在新窗口查看${name}原图` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', (await image.getAttribute('src'))!);
  }
  const log = page.getByRole('region', { name: '审核记录' });
  await expect(log).toContainText('提交申请');
  await expect(log).toContainText('申请加急');
  const actions = page.getByRole('group', { name: '审核操作' });
  await expect(actions.getByRole('button')).toHaveText(['通过', '驳回']);

  // 驳回 without remarks is refused before anything is sent; with them, the application is not passed.
  await actions.getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog', { name: '驳回入驻申请' });
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写审核意见');
  const remark = '店铺简介与经营范围不符，请补充环保办公用品的品牌授权后重新提交。';
  await dialog.getByLabel('审核意见').fill(remark);
  await dialog.getByRole('button', { name: '确认驳回' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('settle-status')).toHaveText('未通过');
  await expect(page.getByTestId('settle-remark')).toHaveText(remark);
  await expect(page.getByRole('group', { name: '审核操作' })).toHaveCount(0);
  const rejection = log.getByRole('row').filter({ hasText: '审核驳回' });
  await expect(rejection).toHaveCount(1);
  await expect(rejection).toContainText('admin');
  await expect(rejection).toContainText('待审核 → 未通过');
  await expect(rejection).toContainText(remark);
  await expect(rejection.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // Back in the list: under 未通过, no longer under 待审核.
  await page.getByRole('link', { name: '返回入驻申请列表' }).click();
  await expect(table.getByRole('row').filter({ hasText: EXPEDITED_STORE })).toHaveCount(0);
  await tabs.getByRole('button', { name: '未通过' }).click();
  await expect(page).toHaveURL(/\/vp\/settle\?status=rejected$/);
  await expect(table.getByRole('row').filter({ hasText: EXPEDITED_STORE })).toContainText('未通过');
});

test('the operator suspends a store with a reason and restores it: it comes back offline', async ({
  page,
}) => {
  const shell = await signInAsOperator(page);
  await shell.menu.getByRole('link', { name: '店铺管理' }).click();
  await expect(page).toHaveURL(/\/vp\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: '店铺管理' })).toBeVisible();
  await expect(page.getByRole('group', { name: '店铺状态' }).getByRole('button')).toHaveText([
    '全部',
    '营业中',
    '未开业',
    '已下线',
    '已暂停',
  ]);

  await page.getByRole('textbox', { name: '店铺名称' }).fill(NOT_OPEN_STORE);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const row = page
    .getByRole('table', { name: '店铺列表' })
    .getByRole('row')
    .filter({ hasText: NOT_OPEN_STORE });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('store-status')).toHaveText('未开业');
  await expect(row).toContainText('优选店');
  await expect(row).toContainText('supplier04');
  await expect(row.getByRole('button', { name: `恢复营业：${NOT_OPEN_STORE}` })).toHaveCount(0);

  // 暂停营业 needs a reason.
  await row.getByRole('button', { name: `暂停营业：${NOT_OPEN_STORE}` }).click();
  const suspend = page.getByRole('dialog', { name: '暂停营业' });
  await expect(suspend).toContainText(`店铺：${NOT_OPEN_STORE}`);
  await suspend.getByRole('button', { name: '确认暂停' }).click();
  await expect(suspend.getByRole('alert')).toHaveText('请填写暂停原因');
  const reason = '资质复核中，暂停营业待核查。';
  await suspend.getByLabel('暂停原因').fill(reason);
  await suspend.getByRole('button', { name: '确认暂停' }).click();
  await expect(suspend).toHaveCount(0);
  await expect(page.getByText('店铺已暂停营业')).toBeVisible();
  await expect(row.getByTestId('store-status')).toHaveText('已暂停');
  await expect(row).toContainText(`暂停原因：${reason}`);

  // 恢复营业 after a confirmation: the store comes back offline, its owner decides when to open.
  await row.getByRole('button', { name: `恢复营业：${NOT_OPEN_STORE}` }).click();
  const restore = page.getByRole('alertdialog', { name: '恢复营业' });
  await restore.getByRole('button', { name: '确认恢复' }).click();
  await expect(restore).toHaveCount(0);
  await expect(row.getByTestId('store-status')).toHaveText('已下线');
  await expect(row).not.toContainText('暂停原因');
  await expect(row.getByRole('button', { name: `暂停营业：${NOT_OPEN_STORE}` })).toBeVisible();
});

test.describe('in English', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  });

  test('the applications, an approved one and the stores have no Chinese outside the data', async ({
    page,
  }) => {
    const login = new ConsoleLoginModel(page);
    await login.open(SHOP);
    await login.signIn('admin');
    const shell = new ConsoleShellModel(page);
    await expect(shell.field('console-role')).toHaveText('Mall operator');

    // Read only: the approved applications and the stores, which the tests above do not change.
    await shell.menu.getByRole('link', { name: 'Store applications' }).click();
    await page
      .getByRole('group', { name: 'Review status' })
      .getByRole('button', { name: 'Approved' })
      .click();
    const table = page.getByRole('table', { name: 'Store applications' });
    await expect(table.getByRole('row').nth(1)).toContainText('Approved');
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideShopData(page, page.getByRole('main'))).toEqual([]);

    await table
      .getByRole('link', { name: /^View the application of / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Store application' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documents' }).getByRole('img')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Review log' })).toContainText('Approved');
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideShopData(page, page.getByRole('main'))).toEqual([]);

    await shell.menu.getByRole('link', { name: 'Stores' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Suspend / }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await chineseOutsideShopData(page, page.getByRole('main'))).toEqual([]);
  });
});
