import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  freshAccount,
  freshPhone,
  LoginModel,
  readSmsCode,
  registerViaApi,
} from '../models/login.model.ts';
import { StorefrontModel } from '../models/storefront.model.ts';
import { demoLoginCipher } from '../support/api-login.ts';

/**
 * Top-bar links per demo account on DEMO (spec §6 via machines/shell.ts topBarLinks). DEMO has the
 * consistency flag, planAudit and the planList base config on, so spec §6 gives every account 进入工作台 (or
 * 进入个人中心 for type 7) and 计划单审批; suppliers (types 5 and 1) also 供应商入驻. 计划单审批 is hidden until a
 * later issue builds its page, so no link leads to a placeholder.
 */
const TOP_BAR: Record<string, string[]> = {
  // type 2, main, with roles
  buyer01: ['商城首页', '进入工作台', '采购商管理平台', '用户中心后台'],
  // type 3 (shown as 2), sub account with a role
  buyer03: ['商城首页', '进入工作台', '采购商管理平台'],
  // type 5, main
  supplier01: ['商城首页', '供应商入驻', '进入工作台', '商家管理平台', '用户中心后台'],
  // type 1 (shown as 5), not main
  merchant01: ['商城首页', '供应商入驻', '进入工作台', '商家管理平台'],
  // type 7
  person01: ['商城首页', '进入个人中心'],
  // public-browse account: type 2 without roles, not main
  guest01: ['商城首页', '进入工作台'],
};

const topBar = (page: Page, name = '快捷导航') => page.getByRole('navigation', { name });

async function expectCartAfterLogin(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/cart');
}

for (const [account, links] of Object.entries(TOP_BAR)) {
  test(`${account} logs in with the password from the cart and sees exactly its top-bar links`, async ({
    page,
  }) => {
    const mall = new StorefrontModel(page);
    const login = new LoginModel(page);
    await mall.open('/demo/cart');
    await login.expectOnLoginPage();
    expect(new URL(page.url()).searchParams.get('targetUrl')).toBe('/mall/demo/cart');
    await login.loginWithPassword(account);
    await expectCartAfterLogin(page);
    await expect(topBar(page).getByRole('link')).toHaveText(links);
    const token = await login.token();
    expect(token).toBeTruthy();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'USER-ACCESS-TOKEN')).toMatchObject({
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookies.find((c) => c.name === 'USER-ID')?.value).toBeTruthy();
    // No script of the page can read the session.
    expect(await page.evaluate(() => document.cookie)).not.toContain(token!);
    expect(await page.evaluate(() => localStorage.getItem('mall.paySettlementType'))).toMatch(/^[12]$/);
  });
}

test('the login page and the top bar speak English after switching the language', async ({ page }) => {
  const mall = new StorefrontModel(page);
  await mall.open('/demo/index');
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await mall.open('/demo/cart');
  await expect(page.getByRole('tab', { name: 'Account login' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Account' }).fill('supplier01');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectCartAfterLogin(page);
  await expect(topBar(page, 'Quick links').getByRole('link')).toHaveText([
    'Mall home',
    'Supplier onboarding',
    'Enter workbench',
    'Merchant management platform',
    'User centre back end',
  ]);
});

for (const [account, mobile] of [
  ['buyer03', '13800000003'],
  ['person01', '13800000007'],
] as const) {
  test(`${account} logs in with an SMS code from the dev outbox`, async ({ page }) => {
    const mall = new StorefrontModel(page);
    const login = new LoginModel(page);
    await mall.open('/demo/cart');
    await login.expectOnLoginPage();
    await login.loginWithSms(mobile);
    await expectCartAfterLogin(page);
    await expect(topBar(page).getByRole('link')).toHaveText(TOP_BAR[account]!);
  });
}

test('the login form shows every rule of spec §5 with its error indicator', async ({ page }) => {
  const login = new LoginModel(page);
  await login.open();
  await expect(login.tab('账号登录')).toHaveAttribute('aria-selected', 'true');
  await expect(login.terms).toBeChecked();
  await expect(login.account).toHaveAttribute('maxlength', '11');
  await login.expectError(0, null);

  await login.submit.click();
  await login.expectError(3, '账号为4~16位字母、数字或下划线');
  await login.account.fill('ab');
  await login.expectError(0, null);
  await login.submit.click();
  await login.expectError(3, '账号为4~16位字母、数字或下划线');
  await login.account.fill('  buyer01 ');
  await expect(login.account).toHaveValue('buyer01');
  await login.submit.click();
  await login.expectError(4, '请输入密码');
  await login.password.fill('whatever');
  await login.terms.uncheck();
  await login.submit.click();
  await login.expectError(6, '请先阅读并勾选协议');

  // Keyboard: the arrow key moves to the phone tab.
  await login.tab('账号登录').focus();
  await page.keyboard.press('ArrowRight');
  await expect(login.tab('手机号登录')).toHaveAttribute('aria-selected', 'true');
  await expect(login.tab('手机号登录')).toBeFocused();
  await login.terms.check();
  await expect(login.mobile).toHaveAttribute('maxlength', '11');
  await expect(login.codeButton).toHaveText('获取验证码');
  await login.submit.click();
  await login.expectError(1, '请输入正确的手机号');
  await login.mobile.fill('23800000002');
  await login.submit.click();
  await login.expectError(1, '请输入正确的手机号');
  await login.mobile.fill('13800000002');
  await login.submit.click();
  await login.expectError(2, '请输入验证码');
  await login.code.fill('123456');
  await login.terms.uncheck();
  await login.submit.click();
  await login.expectError(6, '请先阅读并勾选协议');
  await expect(login.codeButton).toBeDisabled();

  await page.keyboard.press('Tab');
  await login.tab('手机号登录').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(login.tab('账号登录')).toHaveAttribute('aria-selected', 'true');
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  const login = new LoginModel(page);
  await login.open('DEMO', '/mall/demo/cart');
  await login.loginWithPassword(freshAccount('nobody'), 'Wrong@123');
  await expect(login.message).toHaveText('账号或密码错误');
  await login.expectOnLoginPage();
});

test('after three wrong passwords each attempt needs the picture check, and the right one then logs in', async ({
  page,
}) => {
  const login = new LoginModel(page);
  await login.open('HBKY', '/mall/hbky/index');
  for (let i = 1; i <= 3; i++) {
    await login.loginWithPassword('merchant01', `Wrong@${i}`);
    await expect(login.message).toHaveText('账号或密码错误');
  }
  await expect(login.imageCode).toHaveCount(0);
  await login.loginWithPassword('merchant01', DEMO_PASSWORD);
  await expect(login.message).toHaveText('请先完成图片验证');
  // The first picture is on screen before another is asked for.
  await expect(login.imageRefresh.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // Another picture on request; its answer lets the right password in.
  await login.answerNextPicture(() => login.imageRefresh.click());
  await login.submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/hbky/index');
});

test('a token arriving in a page URL is taken once: it leaves the address bar and the session is a cookie', async ({
  page,
  context,
}) => {
  const res = await context.request.post('/yzc-upms/login', {
    headers: { shopId: 'RDSC' },
    data: { userName: 'supplier01', passWord: demoLoginCipher() },
  });
  const { accessToken } = ((await res.json()) as { data: { accessToken: string } }).data;
  await context.clearCookies();
  await page.goto(`/mall/rdsc/index?Authorization=${encodeURIComponent(accessToken)}&from=yqy`);
  await expect(topBar(page).getByRole('link', { name: '商家管理平台' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?from=yqy');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'USER-ACCESS-TOKEN')).toMatchObject({
    value: accessToken,
    httpOnly: true,
  });
});

test('a target outside the storefront is replaced by the shop home', async ({ page }) => {
  const login = new LoginModel(page);
  await login.open('HBKY', 'https://evil.example.com/mall/x');
  await login.loginWithPassword('buyer03');
  await expect(page).toHaveURL((url) => url.pathname === '/mall/hbky/index');
});

test('a new personal user registers in 3 steps with a code from the outbox, then logs in', async ({
  page,
}) => {
  const userName = freshAccount('reg');
  const mobile = freshPhone();
  await page.goto('/mall/register');
  const dialog = page.getByRole('dialog', { name: '请选择注册身份' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /集采用户/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('商城运营');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await dialog.getByRole('button', { name: /个人用户/ }).click();

  const form = page.getByRole('form', { name: '设置账号' });
  await form.getByRole('textbox', { name: '账号' }).fill(userName);
  await form.getByLabel('密码', { exact: true }).fill('abcdef');
  await form.getByLabel('确认密码').fill('abcdef');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    '密码为6~20位半角字符，须包含字母、数字、符号中的至少两种',
  );
  await form.getByLabel('密码', { exact: true }).fill('Reg@2026');
  await form.getByLabel('确认密码').fill('Reg@2027');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByRole('alert')).toHaveText('两次输入的密码不一致');
  await form.getByLabel('确认密码').fill('Reg@2026');
  await form.getByRole('button', { name: '下一步' }).click();

  const phone = page.getByRole('form', { name: '验证手机' });
  await expect(page.getByRole('link', { name: '《服务条款》' })).toHaveAttribute(
    'href',
    '/mall/terms-page?sts=0',
  );
  await expect(page.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
    'href',
    '/mall/terms-page?sts=1',
  );
  await phone.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await phone.getByRole('button', { name: '获取验证码' }).click();
  await expect(phone.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await phone.getByRole('textbox', { name: '验证码' }).fill(await readSmsCode(page.request, mobile));
  await phone.getByRole('button', { name: '注册', exact: true }).click();

  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '立即登录' }).click();
  const login = new LoginModel(page);
  await login.expectOnLoginPage();
  await login.loginWithPassword(userName, 'Reg@2026');
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/index');
  await expect(topBar(page).getByRole('link')).toHaveText(['商城首页', '进入个人中心']);
});

test('registration says when the account is taken, and tells nothing about a taken phone', async ({
  page,
}) => {
  await page.goto('/user-management/DEMO/pc/login-personal-register?targetUrl=%2Fmall%2Fdemo%2Findex');
  const form = page.getByRole('form', { name: '设置账号' });
  await form.getByRole('textbox', { name: '账号' }).fill('buyer01');
  await form.getByLabel('密码', { exact: true }).fill('Taken@2026');
  await form.getByLabel('确认密码').fill('Taken@2026');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByRole('alert')).toHaveText('账号已存在');

  await form.getByRole('textbox', { name: '账号' }).fill(freshAccount('tk'));
  await form.getByRole('button', { name: '下一步' }).click();
  const phone = page.getByRole('form', { name: '验证手机' });
  await phone.getByRole('textbox', { name: '手机号' }).fill('13800000002');
  await phone.getByRole('button', { name: '获取验证码' }).click();
  // Answered as for any phone (the countdown runs), but no code is sent to a phone that has an account.
  await expect(phone.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  expect((await page.request.get('/__dev/sms?mobile=13800000002')).status()).toBe(404);
  await expect(page.getByText('手机号已注册')).toHaveCount(0);
});

test('a forgotten password is reset through the mobile, then the new one logs in', async ({ page }) => {
  // The phone's SMS limit is one code a minute: the registration code and the recovery code need a gap.
  test.setTimeout(150_000);
  const userName = freshAccount('fp');
  const mobile = freshPhone();
  await registerViaApi(page.request, { userName, password: 'Old@2026', mobile });
  await page.waitForTimeout(61_000);

  await page.goto('/mall/forget-password');
  const verify = page.getByRole('form', { name: '验证手机号' });
  await verify.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await verify.getByRole('button', { name: '获取验证码' }).click();
  await expect(verify.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await verify.getByRole('textbox', { name: '验证码' }).fill(await readSmsCode(page.request, mobile));
  await verify.getByRole('button', { name: '下一步' }).click();

  const reset = page.getByRole('form', { name: '填写新密码' });
  await reset.getByLabel('新密码', { exact: true }).fill('New@2026');
  await reset.getByLabel('确认新密码').fill('New@2026');
  await reset.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('密码重置成功')).toBeVisible();

  const login = new LoginModel(page);
  await login.expectOnLoginPage();
  await login.loginWithPassword(userName, 'Old@2026');
  await expect(login.message).toHaveText('账号或密码错误');
  await login.password.fill('New@2026');
  await login.submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/index');
});

test('changing the password ends the session and goes to login after 3 seconds', async ({ page }) => {
  const userName = freshAccount('cp');
  await registerViaApi(page.request, { userName, password: 'Old@2026', mobile: freshPhone() });
  const mall = new StorefrontModel(page);
  const login = new LoginModel(page);
  await mall.open('/demo/user-center/uc-password');
  await login.expectOnLoginPage();
  await login.loginWithPassword(userName, 'Old@2026');
  await mall.expectPath('/demo/user-center/uc-password');

  const form = page.getByRole('form', { name: '修改密码' });
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByRole('alert')).toHaveText('原密码不能为空');
  await form.getByLabel('原密码').fill('Wrong@2026');
  await form.getByLabel('新密码', { exact: true }).fill('New@2026');
  await form.getByLabel('确认新密码').fill('New@2026');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByRole('alert')).toHaveText('原密码错误');
  await form.getByLabel('原密码').fill('Old@2026');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
  await login.expectOnLoginPage();
  await login.loginWithPassword(userName, 'New@2026');
  await expect(page).toHaveURL((url) => url.pathname === '/mall/demo/index');
});

test('logout revokes the token on the server and shows 请登录 again', async ({ page }) => {
  const mall = new StorefrontModel(page);
  const login = new LoginModel(page);
  await login.open('DEMO', '/mall/demo/index');
  await login.loginWithPassword('buyer01');
  await mall.expectPath('/demo/index');
  const token = decodeURIComponent((await login.token()) ?? '');
  expect(token).not.toBe('');

  await page.getByRole('button', { name: '退出' }).click();
  await login.expectOnLoginPage();
  expect(await login.token()).toBeUndefined();
  const res = await page.request.get('/yzc-upms/user/get', {
    headers: { Authorization: token, shopId: 'DEMO' },
  });
  const body = (await res.json()) as { code: number };
  expect(res.status() === 401 || body.code === 401).toBe(true);

  await mall.open('/demo/index');
  await expect(topBar(page).getByRole('button', { name: '请登录' })).toBeVisible();
});
