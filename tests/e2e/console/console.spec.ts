import { expect, test } from '@playwright/test';
import { apiToken, BuyerOrders, ConsoleLoginModel, ConsoleShellModel, shipByApi } from './console.model.ts';

// DEMO with buyer03 as the buyer: it buys now (no cart) and pays by balance, so no other spec's cart or
// orders are touched. The store's side signs in at /vp/login as a user would.
const SHOP = 'DEMO';
test.describe.configure({ timeout: 60_000 });

test('in Chinese: the store owner ships a paid order in two packages and prints its delivery note', async ({
  page,
  request,
  baseURL,
}) => {
  // The owner's own store, so the order is theirs to ship.
  const ownerToken = await apiToken(baseURL!, SHOP, 'supplier01');
  const me = await request.get('/mallapi/api/console/me', {
    headers: { shopId: SHOP, Authorization: ownerToken },
  });
  const store = ((await me.json()) as { data: { stores: Array<{ storeId: number; storeName: string }> } })
    .data.stores[0]!;
  const buyer = new BuyerOrders(request, SHOP, await apiToken(baseURL!, SHOP, 'buyer03'));
  const sku = await buyer.orderableSku(store.storeId, '2');
  const orderNo = await buyer.paidOrder(sku.skuId, '2');

  const login = new ConsoleLoginModel(page);
  await login.open(SHOP);
  await login.signIn('supplier01');

  // The first menu opens: 订单管理, with who is signed in.
  const shell = new ConsoleShellModel(page);
  await expect(page).toHaveURL(/\/vp\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();
  await expect(shell.field('console-user')).toHaveText('supplier01');
  await expect(shell.field('console-role')).toHaveText('店主');
  await expect(shell.field('console-store')).toHaveText(store.storeName);
  await expect(shell.field('console-tenant')).toHaveText(SHOP);
  await expect(shell.menu.getByRole('link')).toHaveText([
    '订单管理',
    '券码核销',
    '售后管理',
    '发票管理',
    '评价管理',
    '在线客服',
  ]);

  // 待发货, then the order by its number.
  await page.getByRole('group', { name: '订单状态' }).getByRole('button', { name: '待发货' }).click();
  await expect(page).toHaveURL(/status=pendingDelivery/);
  await page.getByRole('textbox', { name: '订单号或商品名称' }).fill(orderNo);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待发货');
  await row.getByRole('link', { name: `发货：订单 ${orderNo}` }).click();

  // The order page: 发货 in two packages of one piece each.
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await page.getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: '发货' });
  await dialog.getByRole('button', { name: '添加包裹' }).click();
  const first = dialog.getByRole('group', { name: '包裹 1' });
  const second = dialog.getByRole('group', { name: '包裹 2' });
  const [waybill1, waybill2] = [`SF${orderNo.slice(-10)}01`, `ZT-${orderNo.slice(-10)}02`];

  // Nothing filled: the rules say what is missing, and nothing is sent.
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(first.getByRole('alert').filter({ hasText: '请选择物流公司' })).toBeVisible();
  await expect(second.getByRole('alert').filter({ hasText: '运单号应为6~30位字母、数字或-' })).toBeVisible();
  await expect(second.getByRole('alert').filter({ hasText: '每个包裹至少放一件商品' })).toBeVisible();

  await first.getByLabel('物流公司').selectOption('顺丰速运');
  await first.getByLabel('运单号').fill(waybill1);
  await first.getByLabel(`包裹 1 中 ${sku.name} 的数量`).fill('1');
  await second.getByLabel('物流公司').selectOption('中通快递');
  await second.getByLabel('运单号').fill(waybill2);
  await second.getByLabel(`包裹 2 中 ${sku.name} 的数量`).fill('1');
  await dialog.getByRole('button', { name: '确认发货' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  const packages = page.getByRole('region', { name: '包裹' });
  await expect(packages.getByRole('heading', { level: 3 })).toHaveText([
    `包裹 1：顺丰速运 ${waybill1}`,
    `包裹 2：中通快递 ${waybill2}`,
  ]);
  await expect(page.getByRole('button', { name: '发货' })).toHaveCount(0);

  // The delivery note, and its print button.
  await page.getByRole('link', { name: '打印送货单' }).click();
  await expect(page).toHaveURL(new RegExp(`/vp/orders/delivery-note\\?orderNo=${orderNo}$`));
  const note = page.getByRole('article', { name: '送货单' });
  await expect(note.getByRole('heading', { level: 1, name: '送货单' })).toBeVisible();
  await expect(note).toContainText(orderNo);
  await expect(note).toContainText(`顺丰速运 ${waybill1}；中通快递 ${waybill2}`);
  await expect(note.getByRole('row').filter({ hasText: sku.name })).toContainText('2');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: '打印' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test.describe('in English on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  });

  test('the mall operator finds a refund request and refuses it with a reason', async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = new BuyerOrders(request, SHOP, await apiToken(baseURL!, SHOP, 'buyer03'));
    const sku = await buyer.orderableSku(null, '1');
    const orderNo = await buyer.paidOrder(sku.skuId, '1');
    const afsNo = await buyer.applyRefund(orderNo);

    const login = new ConsoleLoginModel(page);
    await login.open(SHOP);
    await login.signIn('admin');

    // The operator's menus, above the content on a narrow screen.
    const shell = new ConsoleShellModel(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(shell.field('console-role')).toHaveText('Mall operator');
    await expect(shell.field('console-store')).toHaveText('All stores');
    await expect(shell.menu.getByRole('link')).toHaveText([
      'Orders',
      'Redeem vouchers',
      'After-sales',
      'Invoices',
      'Reviews',
      'Store applications',
      'Stores',
    ]);
    const [menuBox, mainBox] = [await shell.menu.boundingBox(), await shell.main.boundingBox()];
    expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(mainBox!.y);
    expect(menuBox!.width).toBeGreaterThan(300);

    await shell.menu.getByRole('link', { name: 'After-sales' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'After-sales' })).toBeVisible();
    await page
      .getByRole('group', { name: 'After-sales status' })
      .getByRole('button', { name: 'To handle' })
      .click();
    await page.getByRole('link', { name: `Handle request ${afsNo}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'After-sales request' })).toBeVisible();
    await expect(page.getByTestId('afs-no')).toHaveText(afsNo);
    await expect(page.getByTestId('afs-status')).toHaveText('To handle');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('The buyer applied');
    const actions = page.getByRole('group', { name: 'Handle' });
    await expect(actions.getByRole('button')).toHaveText(['Accept', 'Refuse']);

    await actions.getByRole('button', { name: 'Refuse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuse the request' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Give a reason for refusing');
    await dialog.getByLabel('Reason for refusing').fill('The goods have already been shipped to you.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('afs-status')).toHaveText('Refused');
    await expect(page.getByRole('region', { name: 'The request' })).toContainText(
      'The goods have already been shipped to you.',
    );
    await expect(page.getByRole('region', { name: 'History' })).toContainText('The seller refused');
    await expect(page.getByRole('group', { name: 'Handle' })).toHaveCount(0);

    // Back in the list, under 已拒绝.
    await page.getByRole('link', { name: 'Back to the after-sales list' }).click();
    await page
      .getByRole('group', { name: 'After-sales status' })
      .getByRole('button', { name: 'Refused' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: afsNo })).toContainText('Refused');
  });
});

test('a personal buyer who signs in at /vp/login is refused: not a store’s staff', async ({ page }) => {
  const login = new ConsoleLoginModel(page);
  await login.open(SHOP);
  await login.form.getByRole('button', { name: '登录' }).click();
  await expect(login.form.getByRole('alert')).toHaveText(['请输入账号', '请输入密码']);

  await login.signIn('person01');
  await expect(login.form.getByRole('alert')).toHaveText('该账号不是店铺员工，无法登录管理平台');
  await expect(page).toHaveURL(/\/vp\/login/);

  // The guard keeps them out of the console's pages.
  await page.goto('/vp/orders?status=pendingDelivery');
  await expect(page).toHaveURL(/\/vp\/login\?redirect=%2Forders%3Fstatus%3DpendingDelivery$/);
  await expect(page.getByRole('heading', { level: 1, name: '管理平台登录' })).toBeVisible();
});

test('a purchaser with a role signs in to the purchaser management platform: the organisation’s orders', async ({
  page,
  request,
  baseURL,
}) => {
  // buyer01 and buyer03 are accounts of one company: each sees the other's orders, and nothing else.
  const buyer = new BuyerOrders(request, SHOP, await apiToken(baseURL!, SHOP, 'buyer01'));
  const sku = await buyer.orderableSku(null, '1');
  const orderNo = await buyer.paidOrder(sku.skuId, '1');
  const login = new ConsoleLoginModel(page);
  await login.open(SHOP);
  await login.signIn('buyer03');
  const shell = new ConsoleShellModel(page);
  await expect(page).toHaveURL(/\/vp\/purchase-orders/);
  await expect(shell.menu.getByRole('link')).toHaveText(['采购订单']);
  await expect(shell.field('console-role')).toHaveText('采购商');
  await expect(page.getByTestId('console-store')).toHaveCount(0);
  await shell.main.getByLabel('订单号或商品名称').fill(orderNo);
  await shell.main.getByRole('button', { name: '搜索' }).click();
  await expect(shell.main.getByRole('cell', { name: orderNo })).toBeVisible();
  // Read only: no ship or view action, and the stores' pages stay closed.
  await expect(shell.main.getByRole('link', { name: /发货|查看/ })).toHaveCount(0);
  await page.goto('/vp/orders');
  await expect(page).toHaveURL(/\/vp\/purchase-orders/);
});

test('in Chinese: the store owner issues an invoice with its PDF and answers a comment', async ({
  page,
  request,
  baseURL,
}) => {
  const ownerToken = await apiToken(baseURL!, SHOP, 'supplier01');
  const me = await request.get('/mallapi/api/console/me', {
    headers: { shopId: SHOP, Authorization: ownerToken },
  });
  const storeId = ((await me.json()) as { data: { stores: Array<{ storeId: number }> } }).data.stores[0]!
    .storeId;
  const buyer = new BuyerOrders(request, SHOP, await apiToken(baseURL!, SHOP, 'buyer03'));
  const sku = await buyer.orderableSku(storeId, '1');
  const invoiced = await buyer.paidOrder(sku.skuId, '1');
  await buyer.applyInvoice(invoiced, '北京远航科技有限公司', '91110105MA01ABCD2X');
  const commented = await buyer.paidOrder(sku.skuId, '1');
  await shipByApi(request, SHOP, ownerToken, commented);
  const comment = `纸张质量不错，送货快 ${commented.slice(-6)}`;
  await buyer.receiveAndComment(commented, comment);

  const login = new ConsoleLoginModel(page);
  await login.open(SHOP);
  await login.signIn('supplier01');
  const shell = new ConsoleShellModel(page);
  await expect(page.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible();

  // 发票管理 → 待开票: the application, issued with its number and PDF.
  await shell.menu.getByRole('link', { name: '发票管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '发票管理' })).toBeVisible();
  await page.getByRole('group', { name: '开票状态' }).getByRole('button', { name: '待开票' }).click();
  await expect(page).toHaveURL(/\/vp\/invoices\?status=applying$/);
  const row = page.getByRole('row').filter({ hasText: invoiced });
  await expect(row).toContainText('北京远航科技有限公司（单位）');
  await row.getByRole('button', { name: `为订单 ${invoiced} 开票` }).click();
  const dialog = page.getByRole('dialog', { name: '开具发票' });

  // Nothing filled, then a picture instead of the PDF: the rules say so, nothing is sent.
  await dialog.getByRole('button', { name: '确认开票' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '请输入正确的发票号码' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: '请上传发票文件' })).toBeVisible();
  await dialog.getByLabel('发票文件（PDF）').setInputFiles({
    name: 'invoice.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
  });
  await expect(
    dialog.getByRole('alert').filter({ hasText: '文件格式不正确，请上传 PDF 文件' }),
  ).toBeVisible();

  const invoiceNo = `0${invoiced.slice(-11)}`;
  await dialog.getByLabel('发票号码').fill(invoiceNo);
  await dialog.getByLabel('发票文件（PDF）').setInputFiles({
    name: '发票.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: '确认开票' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('发票已开具')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('group', { name: '开票状态' }).getByRole('button', { name: '已开票' }).click();
  const issued = page.getByRole('row').filter({ hasText: invoiced });
  await expect(issued).toContainText(`发票号码 ${invoiceNo}`);
  await expect(issued.getByRole('link', { name: `查看订单 ${invoiced} 的发票（PDF）` })).toBeVisible();

  // 评价管理 → 待回复: the comment, answered once.
  await shell.menu.getByRole('link', { name: '评价管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '评价管理' })).toBeVisible();
  await page.getByRole('group', { name: '回复状态' }).getByRole('button', { name: '待回复' }).click();
  const commentRow = page.getByRole('row').filter({ hasText: comment });
  await expect(commentRow).toContainText(sku.name);
  await commentRow.getByRole('button', { name: /^回复 / }).click();
  const reply = page.getByRole('dialog', { name: '回复评价' });
  await reply.getByRole('button', { name: '发布回复' }).click();
  await expect(reply.getByRole('alert')).toHaveText('回复内容不能为空');
  await reply.getByLabel('回复内容').fill('感谢您的支持，欢迎再次选购！');
  await reply.getByRole('button', { name: '发布回复' }).click();
  await expect(reply).toHaveCount(0);
  await expect(commentRow).toHaveCount(0);
  await page.getByRole('group', { name: '回复状态' }).getByRole('button', { name: '已回复' }).click();
  await expect(page.getByRole('row').filter({ hasText: comment })).toContainText(
    '感谢您的支持，欢迎再次选购！',
  );
});
