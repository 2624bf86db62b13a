import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, ConsoleLoginModel } from '../console/console.model.ts';
import { loginViaApi } from '../support/api-login.ts';

/**
 * The customer chat end to end (issue #19), in two browsers: a buyer asks from a product page, the
 * store's customer service answers in the console, and the buyer sees it live; the buyer's network drops
 * and returns, and no message is lost or doubled; a second tab takes the consultation over and the first
 * offers 重新咨询. BKSC's self-operated store; merchant01 is its customer service (seed).
 */

const SHOP = 'BKSC';
const DOMAIN = 'bksc';

async function storeAndSku(baseURL: string, request: APIRequestContext) {
  const token = await apiToken(baseURL, SHOP, 'merchant01');
  const me = await (
    await request.get('/mallapi/api/console/me', { headers: { shopId: SHOP, Authorization: token } })
  ).json();
  const storeId = me.data.stores[0].storeId as number;
  const goods = await (
    await request.post('/iiot/jcmall-search/store/goods', {
      headers: { shopId: SHOP },
      data: { storeId, current: 1, size: 5 },
    })
  ).json();
  const skuId = goods.data.records[0].skuId as number;
  return { storeId, skuId };
}

/** The lines of a chat page, as text. */
const lines = (page: Page) => page.getByTestId('chat-line');

test('a buyer asks from a product page, the agent answers in the console, and a network cut loses and doubles nothing', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { skuId } = await storeAndSku(baseURL!, request);

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const login = new ConsoleLoginModel(agent);
  await login.open(SHOP);
  await login.signIn('merchant01');
  await agent.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '在线客服' }).click();
  await expect(agent.getByRole('heading', { level: 1, name: '在线客服' })).toBeVisible();
  const status = agent.getByRole('checkbox', { name: /在线|离线/ });
  if (!(await status.isChecked())) await agent.getByText('离线', { exact: true }).click();
  await expect(agent.getByText('在线', { exact: true })).toBeVisible();

  const buyerContext = await browser.newContext();
  await loginViaApi(buyerContext, request, baseURL!, SHOP, 'person01');
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/mall/${DOMAIN}/detail?skuId=${skuId}`);
  await buyer.getByRole('link', { name: '联系客服' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: '在线客服' })).toBeVisible();
  await expect(buyer.getByText('已连接')).toBeVisible();
  await expect(
    lines(buyer)
      .filter({ hasText: `商品 ${skuId}` })
      .first(),
  ).toBeVisible();

  const question = `请问有现货吗？${Date.now()}`;
  await buyer.getByLabel('输入消息').fill(question);
  await buyer.getByRole('button', { name: '发送', exact: true }).click();
  await expect(lines(buyer).filter({ hasText: question })).toHaveCount(1);

  // The agent finds the conversation in the list (it arrived live) and answers.
  const conversations = agent.getByRole('list', { name: '会话列表' });
  await conversations.getByRole('button').filter({ hasText: question }).click();
  await expect(lines(agent).filter({ hasText: question })).toHaveCount(1);
  const answer = `有现货，今天发货 ${Date.now()}`;
  await agent.getByLabel('输入消息').fill(answer);
  await agent.getByRole('button', { name: '发送', exact: true }).click();
  await expect(lines(buyer).filter({ hasText: answer })).toHaveCount(1);

  // The buyer's network drops: what each side writes meanwhile arrives once when it returns.
  await buyerContext.setOffline(true);
  await expect(buyer.getByText('网络已断开，恢复后将自动重连')).toBeVisible();
  const whileAway = `断网期间客服的消息 ${Date.now()}`;
  await agent.getByLabel('输入消息').fill(whileAway);
  await agent.getByRole('button', { name: '发送', exact: true }).click();
  const queued = `断网时买家写的消息 ${Date.now()}`;
  await buyer.getByLabel('输入消息').fill(queued);
  await buyer.getByRole('button', { name: '发送', exact: true }).click();
  await expect(lines(buyer).filter({ hasText: queued })).toContainText('发送中');
  await buyerContext.setOffline(false);
  await expect(buyer.getByText('网络已断开，恢复后将自动重连')).toBeHidden();
  await expect(lines(buyer).filter({ hasText: whileAway })).toHaveCount(1);
  await expect(lines(buyer).filter({ hasText: queued })).not.toContainText('发送中');
  await expect(lines(agent).filter({ hasText: queued })).toHaveCount(1);
  // Nothing doubled on either side, after a moment for any late frame.
  await buyer.waitForTimeout(1000);
  for (const text of [question, answer, whileAway, queued]) {
    await expect(lines(buyer).filter({ hasText: text })).toHaveCount(1);
    await expect(lines(agent).filter({ hasText: text })).toHaveCount(1);
  }
  // The agent's messages read by the buyer show 已读.
  await expect(lines(agent).filter({ hasText: answer })).toContainText('已读');

  await buyerContext.close();
  await agentContext.close();
});

test('opening the chat in a second tab invalidates the first, which offers to consult again', async ({
  browser,
  baseURL,
  request,
}) => {
  const { storeId } = await storeAndSku(baseURL!, request);
  const context = await browser.newContext();
  await loginViaApi(context, request, baseURL!, SHOP, 'buyer03');
  const first = await context.newPage();
  await first.goto(`/mall/${DOMAIN}/chat?storeId=${storeId}`);
  await expect(first.getByText('已连接')).toBeVisible();

  const second = await context.newPage();
  await second.goto(`/mall/${DOMAIN}/chat?storeId=${storeId}`);
  await expect(second.getByText('已连接')).toBeVisible();
  await expect(first.getByText('当前咨询已在其他页面打开，本页已失效')).toBeVisible();
  await expect(first.getByRole('button', { name: '重新咨询' })).toBeVisible();
  await expect(first.getByLabel('输入消息')).toBeDisabled();

  // Consulting again takes the session back: now the second tab is the stale one.
  await first.getByRole('button', { name: '重新咨询' }).click();
  await expect(first.getByText('已连接')).toBeVisible();
  await expect(second.getByRole('button', { name: '重新咨询' })).toBeVisible();
  await context.close();
});
