import { expect, test, type Page } from '@playwright/test';
import { freshAccount, freshPhone, registerViaApi } from '../models/login.model.ts';
import { TINY_PNG } from '../models/orders.model.ts';
import { DEMO_PASSWORD, loginViaApi } from '../support/api-login.ts';

// A personal user registered afresh (through the dev SMS outbox) for each test: no other spec sees it, so
// its profile starts empty and its address book starts with no address.
const SHOP = 'DEMO';
const DOMAIN = 'demo';

async function freshBuyer(page: Page, baseURL: string): Promise<string> {
  const userName = freshAccount('acct');
  await registerViaApi(page.request, { userName, password: DEMO_PASSWORD, mobile: freshPhone() }, SHOP);
  return loginViaApi(page.context(), page.request, baseURL, SHOP, userName);
}

/** The codes of a province → city → county → town chain, the first region of each level. */
async function firstRegionChain(page: Page, headers: Record<string, string>): Promise<string[]> {
  const codes: string[] = [];
  for (let level = 0; level < 4; level++) {
    const parent = codes.at(-1);
    const res = await page.request.get('/iiot/jcmall-account/region/children', {
      headers,
      params: parent ? { parentCode: parent } : {},
    });
    const body = (await res.json()) as { data: Array<{ code: string }> };
    codes.push(body.data[0]!.code);
  }
  return codes;
}

const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });

test('账户信息: a bad then a good nickname, gender, birthday and a new avatar', async ({ page, baseURL }) => {
  await freshBuyer(page, baseURL!);
  await page.goto(`/mall/${DOMAIN}/user-center/uc-home`);
  await expect(menu(page).getByText('账户设置')).toBeVisible();
  await menu(page).getByRole('link', { name: '账户信息' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible();

  const nickName = page.getByLabel('昵称');
  const save = page.getByRole('button', { name: '保存' });
  // All spaces is no nickname (spec §5).
  await nickName.fill('   ');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入昵称' })).toBeVisible();
  await expect(nickName).toHaveAttribute('aria-invalid', 'true');
  // The field takes at most 15 characters.
  await nickName.fill('一二三四五六七八九十一二三四五六七');
  await expect(nickName).toHaveValue('一二三四五六七八九十一二三四五');

  // A picture of the wrong format is refused at once, then a PNG goes up.
  const upload = page.getByRole('group', { name: '更换头像' });
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(upload.getByRole('alert')).toContainText('图片格式不正确');
  await upload.getByRole('button', { name: /删除图片 notes\.txt/ }).click();
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(upload.getByRole('img', { name: 'avatar.png' })).toBeVisible();

  await nickName.fill('  新昵称  ');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByLabel('生日').fill('1993-07-15');
  await save.click();
  await expect(page.getByText('账户信息已保存')).toBeVisible();
  await expect(page.getByRole('img', { name: '当前头像' })).toHaveAttribute(
    'src',
    /\/iiot\/jcmall-oss\/file\/DEMO\//,
  );
  // The form starts afresh from the saved profile.
  await expect(upload.getByRole('img')).toHaveCount(0);
  await expect(nickName).toHaveValue('新昵称');

  // After a reload the page shows what was saved.
  await page.reload();
  await expect(page.getByLabel('昵称')).toHaveValue('新昵称');
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
  await expect(page.getByLabel('生日')).toHaveValue('1993-07-15');
  await expect(page.getByRole('img', { name: '当前头像' })).toBeVisible();
});

test('账户信息 at 390 px, keyboard only, in English', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshBuyer(page, baseURL!);
  await page.goto(`/mall/${DOMAIN}/user-center/uc-account`);
  await page.getByLabel('语言').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Account information' })).toBeVisible();
  const nickName = page.getByLabel('Nickname');
  await nickName.focus();
  await page.keyboard.type('Kbd');
  await page.getByLabel('Birthday').fill('2999-01-01');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The birthday cannot be after today' }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('收货地址: add, edit, set default, and delete after a confirmation', async ({ page, baseURL }) => {
  await freshBuyer(page, baseURL!);
  await page.goto(`/mall/${DOMAIN}/user-center/uc-home`);
  await menu(page).getByRole('link', { name: '收货地址' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '收货地址' })).toBeVisible();
  await expect(page.getByText('暂无收货地址，请新增收货地址')).toBeVisible();

  const dialog = page.getByRole('dialog', { name: /收货地址/ });
  const fill = async (a: { receiver: string; phone: string; region: string[]; detail: string }) => {
    await dialog.getByLabel('收货人').fill(a.receiver);
    await dialog.getByLabel('手机号').fill(a.phone);
    const levels = ['省份', '城市', '区/县', '乡镇/街道'];
    for (const [i, name] of a.region.entries()) {
      const select = dialog.getByRole('combobox', { name: levels[i]! });
      await select.locator('option', { hasText: name }).waitFor({ state: 'attached' });
      await select.selectOption({ label: name });
    }
    await dialog.getByLabel('详细地址').fill(a.detail);
  };

  // Add: the rules first (spec §5), then a good address; the first one becomes the default.
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入收货人')).toBeVisible();
  await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
  await expect(dialog.getByText('请选择省市区')).toBeVisible();
  await expect(dialog.getByText('详细地址长度为5~50个字符')).toBeVisible();
  await fill({
    receiver: '王五',
    phone: '13900000061',
    region: ['北京市', '北京市', '海淀区', '中关村街道'],
    detail: '中关村大街1号',
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const items = page.getByTestId('address-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('王五');
  await expect(items.first()).toContainText('默认地址');

  await page.getByRole('button', { name: '新增收货地址' }).click();
  await fill({
    receiver: '赵六',
    phone: '13900000062',
    region: ['北京市', '北京市', '海淀区', '中关村街道'],
    detail: '建国路88号',
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByText('已创建2个，最多20个')).toBeVisible();

  // Edit.
  await page.getByRole('button', { name: '编辑赵六的地址' }).click();
  await expect(dialog.getByLabel('收货人')).toHaveValue('赵六');
  await dialog.getByLabel('详细地址').fill('建国路99号院');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(items.filter({ hasText: '赵六' })).toContainText('建国路99号院');

  // Set default: 赵六 comes first with the badge.
  await page.getByRole('button', { name: '将赵六的地址设为默认' }).click();
  await expect(items.first()).toContainText('赵六');
  await expect(items.first()).toContainText('默认地址');
  await expect(items.filter({ hasText: '王五' })).not.toContainText('默认地址');

  // Delete after a confirmation (cancel first).
  await page.getByRole('button', { name: '删除王五的地址' }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除收货地址' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: '删除王五的地址' }).click();
  await confirm.getByRole('button', { name: '确定删除' }).click();
  await expect(items).toHaveCount(1);
  await expect(page.getByText('王五')).toHaveCount(0);
});

test('收货地址: a full book refuses one more address with the maximum message', async ({ page, baseURL }) => {
  const token = await freshBuyer(page, baseURL!);
  // Fill the book to its maximum through the API (a region chain the seed has), then ask for one more.
  const headers = { shopId: SHOP, authorization: token };
  const [provinceCode, cityCode, countyCode, townCode] = await firstRegionChain(page, headers);
  for (let i = 1; i <= 20; i++) {
    const res = await page.request.post('/iiot/jcmall-account/ad/save', {
      headers,
      data: {
        receiver: `收货人${i}`,
        phone: '13900000063',
        provinceCode,
        cityCode,
        countyCode,
        townCode,
        detail: `建国路${i}号`,
        isDefault: false,
      },
    });
    const body = await res.json();
    expect(body.success, `address ${i}: ${body.message}`).toBe(true);
  }
  await page.goto(`/mall/${DOMAIN}/user-center/uc-address`);
  await expect(page.getByText('已创建20个，最多20个')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /收货地址/ });
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '创建的收货地址已达上限（20个）' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
