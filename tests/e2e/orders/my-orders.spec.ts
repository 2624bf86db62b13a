import { expect, test, type Page } from '@playwright/test';
import { BuyerApi, CounterModel, OrderDetailModel } from '../models/checkout.model.ts';
import { MyOrdersModel, OperatorApi, submitCheapOrder, TINY_PNG } from '../models/orders.model.ts';
import { loginViaApi } from '../support/api-login.ts';

// Accounts no other spec orders with (HBKY buyer01, RDSC merchant01), so their carts, orders and counts
// are ours alone.
const HBKY = { shopId: 'HBKY', domain: 'hbky' };
const RDSC = { shopId: 'RDSC', domain: 'rdsc' };

const list = (page: Page) => new MyOrdersModel(page);
const tab = (page: Page, name: RegExp) => list(page).tab(name);
const orderSearch = (page: Page) => list(page).search;
const cards = (page: Page) => list(page).cards;
const card = (page: Page, orderNo: string) => list(page).card(orderNo);

test('a buyer pays, finds the order under 待发货 in 我的订单, confirms receipt once it is shipped, and reviews it with a picture', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await loginViaApi(context, request, baseURL!, HBKY.shopId, 'buyer01');
  const api = new BuyerApi(request, HBKY.shopId, token);
  await submitCheapOrder(page, request, api, HBKY);
  const counter = new CounterModel(page);
  await counter.method(/余额/).check();
  await counter.pay.click();
  await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible();
  await page
    .getByRole('link', { name: /查看订单详情/ })
    .first()
    .click();
  const orderNo = (await new OrderDetailModel(page).page.getByTestId('order-no').textContent())!.trim();

  // The user centre: its home counts the order under 待发货, and the tile opens that tab.
  await page.goto(`/mall/${HBKY.domain}/user-center`);
  await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await expect(menu.getByRole('link')).toHaveText([
    '个人中心首页',
    '我的订单',
    '订单回收站',
    '商品评价',
    '我的评价',
    '发票管理',
    '退款/售后',
    '我的余额',
    '我的积分',
    '我的优惠券',
    '签到与任务',
    '会员中心',
    '我的收藏',
    '我的足迹',
    '账户信息',
    '收货地址',
    '修改密码',
  ]);
  await page.getByRole('link', { name: /待发货/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  await expect(tab(page, /待发货/)).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, orderNo).getByTestId('order-status')).toHaveText('待发货');
  await expect(card(page, orderNo).getByRole('button', { name: '确认收货' })).toHaveCount(0);

  // Search by order number; a start day after the end day is refused before any search.
  await list(page).show(/全部订单/);
  await page.getByLabel('订单号或商品名称').fill(orderNo);
  await orderSearch(page).getByRole('button', { name: '搜索' }).click();
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel('下单开始日期').fill('2026-12-31');
  await page.getByLabel('下单结束日期').fill('2026-01-01');
  await orderSearch(page).getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' })).toBeVisible();

  // The seller ships; the buyer follows the parcel and confirms receipt after a confirmation.
  await new OperatorApi(request, HBKY.shopId).ship(orderNo);
  await page.reload();
  await list(page).show(/待收货/);
  await expect(card(page, orderNo).getByTestId('order-status')).toHaveText('待收货');
  await card(page, orderNo).getByRole('link', { name: '查看物流' }).click();
  await expect(page.getByTestId('package')).toHaveCount(1);
  await expect(page.getByTestId('package')).toContainText('顺丰速运');
  await expect(page.getByTestId('package-status')).toHaveText('已揽收');
  // The goods as ordered, and the printable delivery note.
  await page.getByRole('link', { name: '交易快照' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '交易快照' })).toBeVisible();
  await expect(page.getByText(/成交单价：¥/)).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '送货单' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '送货单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  await expect(page.getByText(`SF${orderNo.slice(-12)}`)).toBeVisible();
  await page.goBack();
  await page.goBack();
  await list(page).show(/待收货/);
  await card(page, orderNo).getByRole('button', { name: '确认收货' }).click();
  const dialog = page.getByRole('alertdialog', { name: '确认收货' });
  await expect(dialog).toContainText(orderNo);
  await dialog.getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText('已确认收货')).toBeVisible();
  await expect(card(page, orderNo)).toHaveCount(0);
  await list(page).show(/待评价/);
  await expect(card(page, orderNo).getByTestId('order-status')).toHaveText('待评价');

  // Completion opens the review: rate, write, add a picture; the order is then evaluated.
  await card(page, orderNo).getByRole('link', { name: '评价' }).click();
  const review = page.getByRole('form', { name: '发表评价' });
  await review.getByRole('button', { name: '提交评价' }).click();
  await expect(review.getByRole('alert')).toHaveText('请至少为一件商品填写评价内容');
  await review.getByRole('radio', { name: '4星' }).check({ force: true });
  await review.getByLabel('评价内容').fill('包装完好，发货很快，质量不错');
  // While the picture is still on its way, the review cannot be sent without it: submit waits, disabled.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/file/upload', async (route) => {
    await held;
    await route.continue();
  });
  await review
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(review.getByRole('button', { name: '提交评价' })).toBeDisabled();
  release();
  await expect(review.getByRole('img', { name: 'photo.png' })).toBeVisible();
  await expect(review.getByRole('button', { name: '提交评价' })).toBeEnabled();
  await page.unroute('**/file/upload');
  await review.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的评价' })).toBeVisible();
  const mine = page.getByRole('article').first();
  await expect(mine.getByRole('img', { name: '4星' })).toBeVisible();
  await expect(mine).toContainText('包装完好，发货很快，质量不错');
  await expect(mine.getByRole('img', { name: '评价图片1' })).toBeVisible();
  await page.goto(`/mall/${HBKY.domain}/order-detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('已评价');
});

test('in English, on a phone: a cancelled order goes to the recycle bin, comes back, and is deleted for good', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  const token = await loginViaApi(context, request, baseURL!, RDSC.shopId, 'merchant01');
  const api = new BuyerApi(request, RDSC.shopId, token);
  const goods = await submitCheapOrder(page, request, api, RDSC);

  await page.goto(`/mall/${RDSC.domain}/user-center/uc-order?tab=pendingPayment`);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await page.getByLabel('Order number or goods name').fill(goods);
  await orderSearch(page).getByRole('button', { name: 'Search' }).click();
  const first = cards(page).first();
  const orderNo = (await first.getByTestId('order-no').textContent())!.trim();
  await expect(first.getByRole('link', { name: 'Pay now' })).toBeVisible();

  await first.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel order' })
    .getByRole('button', { name: 'Cancel it' })
    .click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await list(page).show(/Cancelled/);
  await card(page, orderNo).getByRole('button', { name: 'Delete order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete order' })
    .getByRole('button', { name: 'Move to the bin' })
    .click();
  await expect(page.getByText('Order moved to the recycle bin')).toBeVisible();
  await expect(card(page, orderNo)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Order recycle bin' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order recycle bin' })).toBeVisible();
  await card(page, orderNo).getByRole('button', { name: 'Restore order' }).click();
  await expect(page.getByText('Order restored')).toBeVisible();
  await expect(card(page, orderNo)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'My orders' })
    .click();
  await list(page).show(/Cancelled/);
  await card(page, orderNo).getByRole('button', { name: 'Delete order' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete order' })
    .getByRole('button', { name: 'Move to the bin' })
    .click();
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Order recycle bin' })
    .click();
  await card(page, orderNo).getByRole('button', { name: 'Delete for good' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete for good' })
    .getByRole('button', { name: 'Delete for good' })
    .click();
  await expect(page.getByText('Order deleted for good')).toBeVisible();
  await expect(card(page, orderNo)).toHaveCount(0);
  await page.goto(`/mall/${RDSC.domain}/order-detail?orderNo=${orderNo}`);
  await expect(page.getByRole('alert')).toHaveText('The order does not exist');
  // No Chinese outside product data on the English pages.
  await page.goto(`/mall/${RDSC.domain}/user-center/uc-home`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // Every entry in English (the buyer's own nickname above them is theirs, in whatever script).
  const entries = page.getByRole('navigation', { name: 'Account menu' }).getByRole('link');
  await expect(entries.first()).toBeVisible();
  for (const entry of await entries.allInnerTexts()) expect(entry).not.toMatch(/[\u4e00-\u9fff]/);
});
