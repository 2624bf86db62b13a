import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, BuyerOrders, ConsoleLoginModel } from '../console/console.model.ts';
import { loginViaApi } from '../support/api-login.ts';
import { chineseOutsideShopData } from '../support/sandbox-and-language.ts';

/**
 * The chat's pages beyond the journey of chat.spec.ts (issue #19): 联系客服 on the buyer's after-sales
 * detail opens the conversation with the request's store carrying the order as a card; the buyer's chat
 * and the console's desk work on a 390 px screen (no sideways scroll, the message box and 发送 within
 * reach) and pass axe (no serious or critical violation) in Chinese and in English, and the English pages
 * show no Chinese outside the shop's and users' data (`[data-content]`, as in platform/english.spec.ts).
 */

const SHOP = 'DEMO';
const DOMAIN = 'demo';
const WIDTH = 390;

// axe reads the whole page; on a loaded machine one run takes well over ten seconds.
test.describe.configure({ timeout: 120_000 });

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map(
            (n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`,
          )
          .join('\n')}`,
    );
  expect(serious, `${page.url()}\n${serious.join('\n')}`).toEqual([]);
}

/** No sideways scroll, and the message box and the send button lie within the screen's width. */
async function expectFitsNarrowScreen(page: Page, send: RegExp): Promise<void> {
  // What sticks out, named for the failure message.
  const wide = await page.evaluate((width) => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > width + 1 && r.width > 0)
        found.push(`<${el.tagName.toLowerCase()} class="${el.className}"> right ${Math.round(r.right)}`);
    }
    return found.slice(0, 8);
  }, WIDTH);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `sideways scroll; wider than the screen:\n${wide.join('\n')}`,
  ).toBeLessThanOrEqual(WIDTH);
  const input = page.getByRole('textbox', { name: /^(输入消息|Message)$/ });
  const button = page.getByRole('button', { name: send });
  for (const control of [input, button]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  }
}

test('联系客服 on an after-sales request opens the conversation with its store, the order as a card', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const buyer = new BuyerOrders(request, SHOP, await apiToken(baseURL!, SHOP, 'buyer03'));
  const sku = await buyer.orderableSku(null, '1');
  const orderNo = await buyer.paidOrder(sku.skuId, '1');
  const afsNo = await buyer.applyRefund(orderNo);

  await loginViaApi(context, request, baseURL!, SHOP, 'buyer03');
  await page.goto(`/mall/${DOMAIN}/afs-detail?afsNo=${afsNo}`);
  await expect(page.getByTestId('afs-no')).toHaveText(afsNo);
  await page.getByRole('link', { name: '联系客服' }).click();

  await expect(page).toHaveURL(new RegExp(`/${DOMAIN}/chat\\?storeId=\\d+&orderNo=${orderNo}$`));
  await expect(page.getByRole('heading', { level: 1, name: '在线客服' })).toBeVisible();
  const card = page.getByTestId('chat-line').filter({ hasText: `订单 ${orderNo}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`orderNo=${orderNo}`));
});

for (const language of ['zh', 'en'] as const) {
  const en = language === 'en';

  test.describe(`${en ? 'in English' : 'in Chinese'} on a ${WIDTH} px screen`, () => {
    test.use({ viewport: { width: WIDTH, height: 844 } });
    test.beforeEach(async ({ context }) => {
      if (en) await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
    });

    test("the buyer's chat", async ({ page, context, request, baseURL }) => {
      // buyer01 has a conversation with the self-operated store (seed).
      await loginViaApi(context, request, baseURL!, SHOP, 'buyer01');
      await page.goto(`/mall/${DOMAIN}/chat`);
      await expect(
        page.getByRole('heading', { level: 1, name: en ? 'Customer service' : '在线客服' }),
      ).toBeVisible();
      await expect(page.getByText(en ? 'Connected' : '已连接', { exact: true })).toBeVisible();
      await page
        .getByRole('list', { name: en ? 'Conversations' : '会话列表' })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByTestId('chat-line').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      await expectFitsNarrowScreen(page, en ? /^Send$/ : /^发送$/);
      // The message box and 发送 work from the keyboard.
      const text = `${en ? 'narrow' : '窄屏'} ${Date.now()}`;
      await page.getByRole('textbox', { name: en ? 'Message' : '输入消息' }).fill(text);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('chat-line').filter({ hasText: text })).toHaveCount(1);
      await expectFitsNarrowScreen(page, en ? /^Send$/ : /^发送$/);

      await expectNoSeriousViolations(page);
      if (en) expect(await chineseOutsideShopData(page), 'Chinese in the English chat').toEqual([]);
    });

    test("the console's customer service desk", async ({ page }) => {
      const login = new ConsoleLoginModel(page);
      await login.open(SHOP);
      await login.signIn('merchant01');
      await page
        .getByRole('navigation', { name: en ? 'Console menu' : '管理菜单' })
        .getByRole('link', { name: en ? 'Customer chat' : '在线客服' })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: en ? 'Customer service' : '在线客服' }),
      ).toBeVisible();
      await page
        .getByRole('list', { name: en ? 'Conversations' : '会话列表' })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByTestId('chat-line').first()).toBeVisible();
      await expect(page.getByText(en ? 'Connected' : '已连接', { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');

      await expectFitsNarrowScreen(page, en ? /^Send$/ : /^发送$/);
      await expectNoSeriousViolations(page);
      if (en) expect(await chineseOutsideShopData(page), 'Chinese in the English desk').toEqual([]);
    });
  });
}
