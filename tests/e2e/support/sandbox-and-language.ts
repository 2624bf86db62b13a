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

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The visible Chinese text of the page (or of `within`, one region of it) outside the shop's data
 * (`[data-content]`, `lang="zh"`), one entry per text node with its element: English mode must show none.
 */
export async function chineseOutsideShopData(page: Page, within?: Locator): Promise<string[]> {
  return (within ?? page.locator('body')).evaluate((root, han) => {
    const pattern = new RegExp(han);
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !pattern.test(text) || !element) continue;
      if (element.closest('[data-content], [lang|="zh"], script, style, noscript')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(`${text.slice(0, 60)}  (in <${element.tagName.toLowerCase()}>)`);
    }
    return found;
  }, HAN.source);
}
