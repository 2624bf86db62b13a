import { expect, test, type Locator, type Page } from '@playwright/test';
import { ConsoleLoginModel, ConsoleShellModel } from '../console/console.model.ts';
import { freshAccount, freshPhone, LoginModel, readSmsCode } from '../models/login.model.ts';

/**
 * Opening a store (issue #18 acceptance): register as a supplier, apply with four pictures, be rejected by
 * the operator with a remark, see it, correct and resubmit, be approved, set the store account's password,
 * log in to the console with the store account, and find the store from the storefront's store search.
 */

/** A small valid PNG (a red 8×8 picture) under a name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ISeHFTEMLQkAkL9BAaxyLUcAAAAASUVORK5CYII=',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The mall operator's decision in the console (/vp/settle): the application found by its store's name. */
async function decide(page: Page, storeName: string, decision: 'APPROVE' | 'REJECT', remark = '') {
  await page.goto('/vp/settle');
  await page
    .getByRole('table', { name: '入驻申请列表' })
    .getByRole('link', { name: `审核 ${storeName} 的入驻申请` })
    .click();
  const actions = page.getByRole('group', { name: '审核操作' });
  if (decision === 'REJECT') {
    await actions.getByRole('button', { name: '驳回' }).click();
    const dialog = page.getByRole('dialog', { name: '驳回入驻申请' });
    await dialog.getByLabel('审核意见').fill(remark);
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await expect(page.getByTestId('settle-status')).toHaveText('未通过');
  } else {
    await actions.getByRole('button', { name: '通过' }).click();
    await page
      .getByRole('alertdialog', { name: '通过入驻申请' })
      .getByRole('button', { name: '确认通过' })
      .click();
    await expect(page.getByTestId('settle-status')).toHaveText('已通过');
  }
}

async function registerSupplier(page: Page, userName: string, mobile: string) {
  await page.goto('/mall/register');
  const dialog = page.getByRole('dialog', { name: '请选择注册身份' });
  await dialog.getByRole('button', { name: /供应商/ }).click();
  const form = page.getByRole('form', { name: '设置账号' });
  await form.getByRole('textbox', { name: '账号' }).fill(userName);
  await form.getByLabel('密码', { exact: true }).fill('Gys@2026');
  await form.getByLabel('确认密码').fill('Gys@2026');
  await form.getByRole('button', { name: '下一步' }).click();
  const phone = page.getByRole('form', { name: '验证手机' });
  await phone.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await phone.getByRole('button', { name: '获取验证码' }).click();
  await phone.getByRole('textbox', { name: '验证码' }).fill(await readSmsCode(page.request, mobile));
  await phone.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '前往供应商入驻' }).click();
  const login = new LoginModel(page);
  await login.expectOnLoginPage();
  await login.loginWithPassword(userName, 'Gys@2026');
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/enter-process');
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();
const documentGroup = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

test('a supplier registers, applies, is rejected, resubmits, is approved and opens the store', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The mall operator works in the console in a browser of their own.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  const operatorLogin = new ConsoleLoginModel(operator);
  await operatorLogin.open('DEMO');
  await operatorLogin.signIn('admin');
  await expect(new ConsoleShellModel(operator).menu).toBeVisible();
  const userName = freshAccount('gys');
  const storeName = `晨曦文具${userName.slice(-4)}店`;
  await registerSupplier(page, userName, freshPhone());

  // Step 1: company and contact; the rules of spec §5 speak before the step can be left.
  await expect(page.getByRole('heading', { name: /第 1 步，共 4 步/ })).toBeVisible();
  await field(page, '店铺名称').fill('好店!!!');
  await field(page, '店铺简介').fill('太短');
  await next(page);
  await expect(page.getByText('店铺名称不能包含特殊字符')).toBeVisible();
  await expect(page.getByText('店铺简介为10~200个字')).toBeVisible();
  await expect(page.getByText('请先选择省、市、区')).toBeVisible();
  await field(page, '店铺名称').fill(storeName);
  await field(page, '店铺简介').fill('苏州本地文具批发，覆盖学生与办公用品，支持企业月结。');
  await field(page, '企业名称').fill('苏州晨曦文具有限公司');
  await field(page, '联系人').fill('林晨曦');
  await field(page, '联系电话').fill('13911112222');
  const region = page.getByRole('group', { name: '所在地区' });
  await region.getByLabel('省份').selectOption({ label: '北京市' });
  await region.getByLabel('城市').selectOption({ index: 1 });
  await region.getByLabel('区/县').selectOption({ label: '海淀区' });
  await field(page, '详细地址').fill('中关村大街 1 号 5 层');

  // The draft survives a reload.
  await page.reload();
  await expect(field(page, '店铺名称')).toHaveValue(storeName);
  await expect(field(page, '详细地址')).toHaveValue('中关村大街 1 号 5 层');
  await next(page);

  // Step 2: four documents through the shared upload rules (a text file named .png is refused).
  await expect(page.getByRole('heading', { name: /第 2 步/ })).toBeVisible();
  await next(page);
  await expect(page.getByText('请上传营业执照')).toBeVisible();
  await documentGroup(page, '营业执照')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
  await expect(
    documentGroup(page, '营业执照').getByText('图片格式不正确，请上传 jpg、png、webp 或 gif 图片'),
  ).toBeVisible();
  for (const [name, file] of [
    ['店铺Logo', 'logo.png'],
    ['营业执照', 'licence.png'],
    ['身份证人像面', 'id-front.png'],
    ['身份证国徽面', 'id-back.png'],
  ] as const) {
    await documentGroup(page, name).locator('input[type=file]').setInputFiles(picture(file));
    await expect(documentGroup(page, name).getByRole('img', { name: file })).toBeVisible();
  }
  await next(page);

  // Step 3: the store type; step 4: review and submit.
  await page.getByRole('radio', { name: /普通店/ }).check();
  await next(page);
  await expect(page.getByRole('heading', { name: /第 4 步/ })).toBeVisible();
  await expect(page.getByText('苏州晨曦文具有限公司')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('settle-status')).toHaveText('审核中');
  await page.getByRole('button', { name: '申请加急' }).click();
  await expect(page.getByText('已申请加急，请耐心等待')).toBeVisible();

  // The operator rejects it with a remark; the supplier sees it, corrects and resubmits.
  await decide(operator, storeName, 'REJECT', '营业执照照片不清晰，请重新上传');
  await page.reload();
  await expect(page.getByTestId('settle-status')).toHaveText('审核未通过');
  await expect(page.getByTestId('audit-remark')).toHaveText('审核意见：营业执照照片不清晰，请重新上传');
  await page.getByRole('button', { name: '修改资料并重新提交' }).click();
  await expect(field(page, '店铺名称')).toHaveValue(storeName);
  await next(page);
  await documentGroup(page, '营业执照')
    .locator('input[type=file]')
    .setInputFiles(picture('licence-clear.png'));
  await expect(documentGroup(page, '营业执照').getByRole('img', { name: 'licence-clear.png' })).toBeVisible();
  await next(page);
  await next(page);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('settle-status')).toHaveText('审核中');
  await expect(page.getByText('第 2 次提交')).toBeVisible();

  // Approved: the store is not yet open until its store account has a password.
  await decide(operator, storeName, 'APPROVE');
  await page.reload();
  await expect(page.getByTestId('settle-status')).toHaveText('未开业');
  await page.getByRole('link', { name: '设置店铺账号' }).click();
  await expect(page.getByRole('heading', { name: '店铺账号' })).toBeVisible();
  const account = (await page.getByTestId('store-account-name').textContent())!.trim();
  expect(account).toMatch(/^shop\d+$/);
  await page.getByLabel('新密码', { exact: true }).fill('12345');
  await page.getByLabel('确认新密码').fill('12345');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByText('店铺账号密码为6~12位半角字符')).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('Dp@2026');
  await page.getByLabel('确认新密码').fill('Dp@2026');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByRole('status')).toHaveText('店铺账号密码已保存');
  await expect(page.getByText('营业中')).toBeVisible();

  // The store account signs in to the console and works for this store only.
  const consoleContext = await browser.newContext();
  const consolePage = await consoleContext.newPage();
  const consoleLogin = new ConsoleLoginModel(consolePage);
  await consoleLogin.open('DEMO');
  await consoleLogin.signIn(account, 'Dp@2026');
  const shell = new ConsoleShellModel(consolePage);
  await expect(shell.menu).toBeVisible();
  await expect(shell.field('console-store')).toContainText(storeName);
  await consoleContext.close();
  await operatorContext.close();

  // Buyers find the store in the storefront's store search and open its page.
  await page.goto(`/mall/demo/store-list?supplierName=${encodeURIComponent(storeName)}`);
  await page.getByRole('link', { name: storeName }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/shop/home');
  await expect(page.getByRole('heading', { name: storeName })).toBeVisible();
});

test('a visitor who is not signed in logs in first; a buyer is told only suppliers apply', async ({
  page,
}) => {
  await page.goto('/vp/shop/apply-settle?shopId=DEMO');
  const login = new LoginModel(page);
  await login.expectOnLoginPage();
  expect(new URL(page.url()).searchParams.get('targetUrl')).toBe('/mall/demo/enter-process');
  await login.loginWithPassword('buyer01');
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/enter-process');
  await expect(page.getByText('只有供应商账号可以申请入驻。请使用供应商身份注册新账号。')).toBeVisible();
  await expect(page.getByRole('link', { name: '注册供应商账号' })).toBeVisible();
});

test('the workbench shows a supplier’s stores and what waits for them', async ({ page }) => {
  const login = new LoginModel(page);
  await page.goto(
    '/user-management/DEMO/pc/pwd-login?targetUrl=%2Fuser-management%2Fworkspace%3FshopId%3DDEMO',
  );
  await login.loginWithPassword('supplier01');
  await expect(page).toHaveURL((url) => url.pathname === '/user-management/workspace');
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的店铺' })).toBeVisible();
  await expect(page.getByTestId('workspace-store-status').first()).toHaveText('营业中');
  await expect(page.getByRole('link', { name: /待发货订单 \d+/ }).first()).toHaveAttribute(
    'href',
    '/vp/orders?shopId=DEMO',
  );
});
