import { expect, test, type Page } from '@playwright/test';
import { StorefrontModel } from '../models/storefront.model.ts';
import { loginViaApi } from '../support/api-login.ts';

/**
 * The storefront under its Content-Security-Policy (server/src/plugins/security-headers.ts): the pages
 * that run the most unusual code (the inline theme script, the machines viewer's SVG, `?inspect`, and
 * a zod-validated form) load and work without a single CSP violation.
 */

/** Every CSP violation the page reports, as its securitypolicyviolation events and console messages. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return violations;
}

test('the home page, with its inline theme script, runs under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/mall/demo/index');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByRole('heading', { name: '集采云商城', level: 1 })).toBeVisible();
  // The theme script ran before first paint.
  await expect(page.locator('html')).toHaveClass(/light|dark/);
  expect(violations).toEqual([]);
});

test('the machines viewer and ?inspect run under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/mall/demo/index?inspect');
  await expect(page.getByRole('heading', { name: '集采云商城', level: 1 })).toBeVisible();
  const response = await page.goto('/mall/static/machines?machine=login&inspect');
  expect(response!.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByTestId('machine-diagram').locator('svg')).toBeVisible();
  expect(violations).toEqual([]);
});

// zod 4 compiles object schemas with `new Function` unless jitless (src/index.tsx sets it): under this
// CSP that would be reported as a script-src 'eval' violation on every zod-validated form.
test('a zod-validated form (feedback) runs under the CSP', async ({ page, context, request, baseURL }) => {
  const violations = await watchViolations(page);
  await loginViaApi(context, request, baseURL!, 'HBKY', 'guest01');
  const mall = new StorefrontModel(page);
  await mall.open('/hbky/index');
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请填写反馈人姓名')).toBeVisible();
  expect(violations).toEqual([]);
});
