import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from '../support/api-login.ts';
import { chineseOutsideShopData } from '../support/sandbox-and-language.ts';

/**
 * The English frame has no Chinese (issue 20, item 5): the main pages in English mode, read-only, and the
 * visible text outside the shop's own data. What is data is marked where it is rendered:
 *
 * - `[data-content]`: text the server sends as the shop's content, which has no English version: names of
 *   goods, stores, brands, categories and zones, hot words, specs, notices, comments, addresses, people's
 *   names, and the web config's texts (copyright, welcome line);
 * - `[lang|="zh"]`: text declared Chinese, i.e. 中文 as the name of its own language in the switcher.
 *
 * buyer03 of the demo mall is an account no spec orders with; this one neither orders nor touches the cart.
 */

const SHOP = 'DEMO';
const DOMAIN = 'demo';

async function englishPage(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(`/mall/${DOMAIN}${path}`);
  await ready(page);
  // Lazy parts (floors, footer, comments) settle before the text is read.
  await page.waitForLoadState('networkidle');
  expect(await chineseOutsideShopData(page), `Chinese in the English frame of ${path}`).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
});

test('home, goods hall, product detail, help centre and the login dialog are English', async ({ page }) => {
  await englishPage(page, '/index', (p) =>
    expect(p.getByRole('heading', { name: 'Hot searches' })).toBeVisible(),
  );
  await englishPage(page, '/list', (p) => expect(p.getByRole('article').first()).toBeVisible());
  const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  await englishPage(page, href!.replace(`/mall/${DOMAIN}`, ''), (p) =>
    expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await englishPage(page, '/help-center', (p) =>
    expect(p.getByRole('heading', { name: 'Help centre' })).toBeVisible(),
  );

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await chineseOutsideShopData(page), 'Chinese in the login dialog').toEqual([]);
});

test('the cart and the user centre of a logged-in buyer are English', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer03');
  await englishPage(page, '/cart', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  await englishPage(page, '/user-center/uc-home', (p) =>
    expect(p.getByRole('navigation', { name: 'Account menu' })).toBeVisible(),
  );
});
