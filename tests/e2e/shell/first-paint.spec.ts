import { expect, test, type Page } from '@playwright/test';
import { hallSkus } from '../models/checkout.model.ts';

/**
 * Home, the goods hall and a product page come drawn by the server before the app runs (issue #20,
 * server/src/platform/plugins/first-paint.ts): the frame, the logo and the page's largest picture, at the
 * place and size the app then draws them, so that nothing jumps when the app takes over. Each page is
 * opened twice at a phone's and a desktop's width: once with the app's scripts refused (the server's
 * drawing alone), once as usual (the app, after the drawing has gone).
 */
const SHOP = 'DEMO';
const DOMAIN = 'demo';

type Box = { x: number; y: number; width: number; height: number } | null;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  return (
    box && {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    }
  );
}

const PAGES = [
  {
    name: 'home',
    path: () => `/mall/${DOMAIN}/index`,
    drawn: '.fp-banner',
    app: 'main img[fetchpriority="high"]',
  },
  { name: 'goods hall', path: () => `/mall/${DOMAIN}/list`, drawn: '.fp-hall-title', app: 'main h1' },
  {
    name: 'product page',
    path: (sku: number) => `/mall/${DOMAIN}/detail?skuId=${sku}`,
    drawn: '.fp-picture',
    app: 'main section img',
  },
] as const;

// 450 px: a width where the top bar's links once took two rows in the app and one in the drawing.
const CASES = [390, 1280]
  .flatMap((width) => PAGES.map((p) => ({ width, p })))
  .concat({ width: 450, p: PAGES[0] });

for (const { width, p } of CASES) {
  test(`the ${p.name} at ${width} px: the server’s drawing is where the app draws`, async ({
    browser,
    request,
  }) => {
    const [sku] = await hallSkus(request, SHOP, { size: 1 });
    const url = p.path(sku!.skuId);
    const viewport = { width, height: 900 };

    const drawn = await browser.newPage({ viewport });
    await drawn.route('**/mall/assets/js/**', (route) => route.abort());
    await drawn.goto(url);
    await expect(drawn.locator('#mall-first-paint')).toBeVisible();
    await expect(drawn.locator('#root')).toBeHidden();
    await expect(drawn.locator('.fp-logo')).toHaveJSProperty('complete', true);
    const server = {
      logo: await boxOf(drawn, '.fp-logo'),
      menuBar: await boxOf(drawn, '.fp-nav'),
      main: await boxOf(drawn, p.drawn),
    };
    // No text of its own: nothing to translate, nothing a screen reader reads twice.
    expect((await drawn.locator('#mall-first-paint').innerText()).trim()).toBe('');
    await drawn.close();

    const app = await browser.newPage({ viewport });
    await app.goto(url);
    await expect(app.locator('main').first()).toBeVisible();
    await expect(app.locator('#mall-first-paint')).toHaveCount(0);
    await expect(app.locator(p.app).first()).toBeVisible();
    const client = {
      logo: await boxOf(app, 'header img'),
      // The category menu's bar: the first nav after the header.
      menuBar: await boxOf(app, 'header + nav'),
      main: await boxOf(app, p.app),
    };
    await app.close();

    expect(server.logo).toEqual(client.logo);
    expect(server.menuBar).toEqual(client.menuBar);
    // Where the picture (or the hall's title) starts, and, for a picture, its size.
    expect({ x: server.main!.x, y: server.main!.y }).toEqual({ x: client.main!.x, y: client.main!.y });
    if (p.name !== 'goods hall') expect(server.main).toEqual(client.main);
  });
}

test('a product page whose picture never comes still starts the app and shows the product', async ({
  page,
  request,
}) => {
  const [sku] = await hallSkus(request, SHOP, { size: 1 });
  // The pictures fail: the app's scripts wait for the drawn picture one second at the most.
  await page.route('**/iiot/jcmall-oss/file/**', (route) => route.abort());
  await page.goto(`/mall/${DOMAIN}/detail?skuId=${sku!.skuId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expect(page.locator('#mall-first-paint')).toHaveCount(0);
});

test('a page the server does not draw runs as built', async ({ page }) => {
  await page.goto(`/mall/${DOMAIN}/help-center/register`);
  await expect(page.locator('#mall-first-paint')).toHaveCount(0);
  await expect(page.locator('link[data-mall-entry]')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
});
