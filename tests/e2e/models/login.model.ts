import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoLoginCipher } from '../support/api-login.ts';

/** Password of every demo account (DESIGN.md §5), defined once beside the login helpers. */
export { DEMO_PASSWORD };

/** A phone number nobody else uses in this run: 139 and eight random digits. */
export function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * A fresh account name: 4–16 letters, digits or underscores, and at most 11 characters because the login
 * page's account input has maxlength 11 (spec §5).
 */
export function freshAccount(prefix = 'e2e'): string {
  return `${prefix.slice(0, 3)}_${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
}

/** The last code the dev outbox holds for a phone, waiting until one arrives. */
export async function readSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/__dev/sms?mobile=${mobile}`);
      if (!res.ok()) return '';
      code = ((await res.json()) as { code?: string }).code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers a personal account through the API (sends a register code and reads it from the outbox). */
export async function registerViaApi(
  request: APIRequestContext,
  account: { userName: string; password: string; mobile: string },
  shopId = 'DEMO',
): Promise<void> {
  const headers = { shopId };
  const sent = await request.post('/yzc-upms/sms/sendCode', {
    headers,
    data: { mobile: account.mobile, purpose: 'register' },
  });
  expect(sent.ok()).toBe(true);
  const code = await readSmsCode(request, account.mobile);
  const res = await request.post('/yzc-upms/user/register', {
    headers,
    data: {
      userName: account.userName,
      passWord: demoLoginCipher(account.password),
      mobile: account.mobile,
      code,
    },
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

/** The login page (/user-management/{shopId}/pc/pwd-login), found by role and visible text as a user would. */
export class LoginModel {
  constructor(readonly page: Page) {}

  async open(shopId = 'DEMO', targetUrl?: string): Promise<void> {
    const query = targetUrl ? `?targetUrl=${encodeURIComponent(targetUrl)}` : '';
    await this.page.goto(`/user-management/${shopId}/pc/pwd-login${query}`);
  }

  async expectOnLoginPage(shopId = 'DEMO'): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === `/user-management/${shopId}/pc/pwd-login`);
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }
  get panel() {
    return this.page.getByRole('tabpanel');
  }
  get account() {
    return this.panel.getByRole('textbox', { name: '账号' });
  }
  get password() {
    return this.panel.getByLabel('密码', { exact: true });
  }
  get mobile() {
    return this.panel.getByRole('textbox', { name: '手机号' });
  }
  get code() {
    return this.panel.getByRole('textbox', { name: '验证码' });
  }
  get terms() {
    return this.panel.getByRole('checkbox');
  }
  get codeButton() {
    return this.panel.getByRole('button', { name: /获取验证码|秒后重新获取/ });
  }
  get submit() {
    return this.panel.getByRole('button', { name: '登录', exact: true });
  }
  get imageCode() {
    return this.panel.getByRole('textbox', { name: '图片验证码' });
  }
  get imageRefresh() {
    return this.panel.getByRole('button', { name: '看不清？换一张' });
  }
  /**
   * Waits for the next picture the page loads and answers it as the user would read it (from the dev
   * outbox, which plays the user's eyes).
   */
  async answerNextPicture(act: () => Promise<void>): Promise<void> {
    const loaded = this.page.waitForResponse((r) => r.url().endsWith('/batchPhone/getImageCert'));
    await act();
    const { data } = (await (await loaded).json()) as { data: { certId: string; image: string } };
    const res = await this.page.request.get(`/__dev/image-cert?certId=${encodeURIComponent(data.certId)}`);
    const { answer } = (await res.json()) as { answer: string };
    // This very picture is on screen (the form takes an answer once it shows one).
    await expect(this.imageRefresh.locator('img')).toHaveAttribute('src', data.image);
    await this.imageCode.fill(answer);
  }
  /** The form's message (a failed rule or the server's answer). */
  get message() {
    return this.panel.getByRole('alert');
  }

  async expectError(indicator: number, message: string | null): Promise<void> {
    await expect(this.panel).toHaveAttribute('data-error-indicator', String(indicator));
    if (message === null) await expect(this.message).toHaveCount(0);
    else await expect(this.message).toHaveText(message);
  }

  async loginWithPassword(userName: string, password = DEMO_PASSWORD): Promise<void> {
    await this.account.fill(userName);
    await this.password.fill(password);
    await this.submit.click();
  }

  async loginWithSms(mobile: string): Promise<void> {
    await this.tab('手机号登录').click();
    await this.mobile.fill(mobile);
    await this.codeButton.click();
    await expect(this.codeButton).toHaveText(/^\d+秒后重新获取$/);
    await expect(this.codeButton).toBeDisabled();
    await this.code.fill(await readSmsCode(this.page.request, mobile));
    await this.submit.click();
  }

  /** The session token the server set (HttpOnly: read from the browser's cookie jar, not the page). */
  async token(): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    return cookies.find((c) => c.name === 'USER-ACCESS-TOKEN')?.value;
  }
}
