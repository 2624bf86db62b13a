import { expect, test, type Page } from '@playwright/test';
import { CounterModel, hallSkus, PaySuccessModel, SubmitOrderModel } from '../models/checkout.model.ts';
import { loginViaApi } from '../support/api-login.ts';

// HBKY person01: no other spec orders with it (cart.spec.ts only fills its cart, and this spec buys now,
// leaving the cart alone), so its orders and its balance are this spec's own.
const HBKY = { shopId: 'HBKY', domain: 'hbky' };

/** Set on the page once it has shown anything asking for a new order. */
type Watched = { askedToReorder?: boolean };

/** Watches the page, from its first script on, for anything asking for a new order (请重新下单, 重新下单). */
async function watchForReorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const check = () => {
      if (document.body?.textContent?.includes('重新下单'))
        (window as unknown as Watched).askedToReorder = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

test('a counter left on the Alipay QR code while another tab pays by balance goes to pay success, never to 重新下单', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await loginViaApi(context, request, baseURL!, HBKY.shopId, 'person01');
  const [sku] = (await hallSkus(request, HBKY.shopId, { cheapestFirst: true })).filter(
    (s) => Number(s.price) >= 1,
  );
  if (!sku) throw new Error(`no SKU of at least ¥1 in ${HBKY.shopId}`);

  // Buy now (no cart): one submission, its counter in the first tab.
  await page.goto(`/mall/${HBKY.domain}/submit-order?lines=${sku.skuId}:1`);
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await checkout.settled();
  await checkout.submit.click();
  const first = new CounterModel(page);
  await first.expectOpen();
  await expect(page).toHaveURL(/\/payment\?submissionId=\d+$/);
  const submissionId = new URL(page.url()).searchParams.get('submissionId')!;

  // The same counter in a second tab, showing the Alipay QR code.
  const other = await context.newPage();
  await watchForReorder(other);
  await other.goto(page.url());
  const second = new CounterModel(other);
  await second.expectOpen();
  await second.method('支付宝').check();
  await second.pay.click();
  await expect(second.qr).toBeVisible();

  // The first tab pays by balance.
  await page.bringToFront();
  await first.method(/余额/).check();
  await first.pay.click();
  await new PaySuccessModel(page).expectPaid();

  // Back to the second tab: it reads the order again and shows pay success.
  await other.bringToFront();
  await other.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await new PaySuccessModel(other).expectPaid();
  await expect(other).toHaveURL(
    new RegExp(`/mall/${HBKY.domain}/pay-success\\?submissionId=${submissionId}$`),
  );
  await expect(other.getByRole('button', { name: '重新下单' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: '重新下单' })).toHaveCount(0);
  expect(await other.evaluate(() => (window as unknown as Watched).askedToReorder ?? false)).toBe(false);
});
