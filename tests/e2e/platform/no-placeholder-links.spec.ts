import { expect, test } from '@playwright/test';
import { matchRoutePath } from '../../../src/shared/routes.ts';
import { loginViaApi } from '../support/api-login.ts';

/**
 * A link never leads to a placeholder (developers' guide): a page a later issue builds is `pending` in
 * the route table (src/shared/routes.ts), and nothing may link to it. This walks the storefront as a
 * logged-in buyer from home, opening one page of each route it finds linked (breadth first, up to
 * MAX_PAGES), and fails on any link into /mall whose route is pending or matches no route at all.
 */
const SHOP = 'DEMO';
const DOMAIN = 'demo';
const MAX_PAGES = 40;

test.describe.configure({ timeout: 240_000 });

test('no link of the storefront leads to a page that is not built', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
  const queue = [`/mall/${DOMAIN}/index`];
  const queuedRoutes = new Set<string>(['home']);
  const broken: string[] = [];
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const url = queue.shift()!;
    await page.goto(url);
    // The app has taken over from the server's first paint (which has no links), and its calls are done:
    // network idle alone can come while a busy machine still compiles the app's scripts.
    await expect(page.locator('#mall-first-paint')).toHaveCount(0);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    visited.push(url);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of new Set(hrefs)) {
      const target = new URL(href);
      if (target.origin !== new URL(baseURL!).origin || !target.pathname.startsWith('/mall/')) continue;
      const route = matchRoutePath(target.pathname.slice('/mall'.length));
      if (!route || route.pending) {
        broken.push(`${url} → ${target.pathname}${target.search} (${route ? route.key : 'no route'})`);
        continue;
      }
      // One page per route, of this shop (the same screen with other ids links to the same pages).
      if (queuedRoutes.has(route.key) || !target.pathname.startsWith(`/mall/${DOMAIN}/`)) continue;
      queuedRoutes.add(route.key);
      queue.push(`${target.pathname}${target.search}`);
    }
  }
  expect(broken).toEqual([]);
  // The walk reached well past home: the header, menu, user centre and product pages were opened.
  expect(visited.length).toBeGreaterThanOrEqual(20);
});
