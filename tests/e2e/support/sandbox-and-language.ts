import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the sandbox provider's page that a QR code encodes (the link beside it opens a new tab), confirms
 * the payment there and waits for the provider's result: the signed callback has reached the mall.
 */
export async function confirmOnSandboxPage(page: Page, payPageLink: Locator): Promise<void> {
  const [sandbox] = await Promise.all([page.context().waitForEvent('page'), payPageLink.click()]);
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await expect(sandbox.getByRole('status')).toHaveText('支付成功，请返回商户页面查看订单');
  await sandbox.close();
}

/** Text of the page outside shop data that is Chinese (English mode must show none). */
export const chineseOutsideShopData = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !/[\u3400-\u9fff]/.test(text) || !element) continue;
      if (element.closest('[data-content], [lang|="zh"], script, style')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text);
    }
    return found;
  });
