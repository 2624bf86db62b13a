import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmOnSandboxPage } from '../support/sandbox-and-language.ts';

/** A shop's SKUs from the goods hall (in stock), cheapest first or in hall order. */
export async function hallSkus(
  request: APIRequestContext,
  shopId: string,
  options: { cheapestFirst?: boolean; size?: number } = {},
): Promise<Array<{ skuId: number; name: string; price: string | null; stock: number }>> {
  const res = await request.post('/iiot/jcmall-search/product/pageListForFront', {
    headers: { shopId },
    data: { current: 1, size: options.size ?? 40, ...(options.cheapestFirst ? { sort: 'priceAsc' } : {}) },
  });
  const records = (
    (await res.json()) as {
      data: { records: Array<{ skuId: number; name: string; price: string | null; stock: number }> };
    }
  ).data.records;
  return records.filter((r) => r.price !== null && r.stock > 20);
}

/** The buyer's order API, as the test arranges and checks what the pages did. */
export class BuyerApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly shopId: string,
    private readonly token: string,
  ) {}

  private get headers() {
    return { shopId: this.shopId, Authorization: this.token };
  }

  /** Empties the cart, then adds the lines (checked). */
  async fillCart(lines: Array<{ skuId: number; quantity: string }>): Promise<void> {
    const cart = await this.request.post('/iiot/jcmall-order/sc/queryCartInfo', {
      headers: this.headers,
      data: {},
    });
    const lineIds = (
      (await cart.json()) as { data: { stores: Array<{ lines: Array<{ lineId: number }> }> } }
    ).data.stores
      .flatMap((s) => s.lines)
      .map((l) => l.lineId);
    if (lineIds.length > 0)
      expect(
        (
          await this.request.post('/iiot/jcmall-order/sc/deleteCart', {
            headers: this.headers,
            data: { lineIds },
          })
        ).ok(),
      ).toBe(true);
    for (const line of lines) {
      const res = await this.request.post('/iiot/jcmall-order/sc/addShoppingCarts', {
        headers: this.headers,
        data: line,
      });
      expect(((await res.json()) as { success: boolean }).success).toBe(true);
    }
  }

  /** Deletes every address of the buyer's address book. */
  async clearAddresses(): Promise<void> {
    const res = await this.request.get('/iiot/jcmall-account/ad/list', { headers: this.headers });
    for (const { id } of ((await res.json()) as { data: { records: Array<{ id: number }> } }).data.records)
      expect(
        (
          await this.request.post('/iiot/jcmall-account/ad/delete', { headers: this.headers, data: { id } })
        ).ok(),
      ).toBe(true);
  }

  /** How many orders the buyer has (all statuses). */
  async orderCount(): Promise<number> {
    const res = await this.request.get('/iiot/jcmall-order/od/orderList?current=1&size=1', {
      headers: this.headers,
    });
    return ((await res.json()) as { data: { total: number } }).data.total;
  }
}

/** The submit-order page (/{domain}/submit-order), found by role and visible text. */
export class SubmitOrderModel {
  constructor(readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: /确认订单|Confirm order/ })).toBeVisible();
  }

  get addresses(): Locator {
    return this.page.getByRole('radiogroup', { name: /收货地址|Delivery address/ });
  }

  address(receiver: string): Locator {
    return this.addresses.getByRole('radio', { name: new RegExp(receiver) });
  }

  get addAddress(): Locator {
    return this.page.getByRole('button', { name: /新增收货地址|Add address/ });
  }

  get addressDialog(): Locator {
    return this.page.getByRole('dialog', { name: /收货地址|address/i });
  }

  /** Fills the address dialog; the region is chosen level by level. */
  async fillAddress(a: { receiver: string; phone: string; region: string[]; detail: string }): Promise<void> {
    const dialog = this.addressDialog;
    await dialog.getByLabel(/收货人|Recipient/).fill(a.receiver);
    await dialog.getByLabel(/手机号|Mobile number/).fill(a.phone);
    const levels = ['省份', '城市', '区/县', '乡镇/街道'];
    for (const [i, name] of a.region.entries()) {
      const select = dialog.getByRole('combobox', { name: levels[i]! });
      await select.locator('option', { hasText: name }).waitFor({ state: 'attached' });
      await select.selectOption({ label: name });
    }
    await dialog.getByLabel(/详细地址|Detailed address/).fill(a.detail);
  }

  delivery(name: string): Locator {
    return this.page
      .getByRole('radiogroup', { name: /配送方式|Delivery method/ })
      .getByRole('radio', { name });
  }

  coupon(name: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(name) });
  }

  /** Ticks a coupon: the box shows ticked once the server has re-priced with it. */
  async pickCoupon(name: string): Promise<void> {
    const box = this.coupon(name).first();
    await box.click();
    await expect(box).toBeChecked();
  }

  get pointsInput(): Locator {
    return this.page.getByRole('textbox', { name: /使用积分|Points to use/ });
  }

  get pointsApply(): Locator {
    return this.page.getByRole('button', { name: /^(使用|Use)$/ });
  }

  /** The merchant message boxes, one per store. */
  get messages(): Locator {
    return this.page.getByRole('textbox', { name: /给商家留言|Message to the merchant/ });
  }

  get changeInvoice(): Locator {
    return this.page.getByRole('button', { name: /修改发票信息|Change the invoice/ });
  }

  get invoiceDialog(): Locator {
    return this.page.getByRole('dialog', { name: /发票信息|Invoice/ });
  }

  get invoiceSummary(): Locator {
    return this.page.getByTestId('invoice-summary');
  }

  get payAmount(): Locator {
    return this.page.getByTestId('pay-amount');
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: /提交订单|Submit order/ });
  }

  /** Waits until the server's totals are current (no re-pricing in flight). */
  async settled(): Promise<void> {
    await expect(this.page.getByText(/正在计算金额|Calculating/)).toHaveCount(0);
    await expect(this.submit).toBeEnabled();
  }

  /** Uses points: types them, applies, and waits for the new totals. */
  async usePoints(points: number): Promise<void> {
    await this.pointsInput.fill(String(points));
    await this.pointsApply.click();
    await expect(this.page.getByText(new RegExp(`已使用${points}积分|${points} points used`))).toBeVisible();
  }
}

/** The checkout counter (/{domain}/payment) and the weixin-pay page. */
export class CounterModel {
  constructor(readonly page: Page) {}

  async expectOpen(title: RegExp = /收银台|Checkout counter/): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  method(name: string | RegExp): Locator {
    return this.page
      .getByRole('radiogroup', { name: /选择支付方式|Payment method/ })
      .getByRole('radio', { name });
  }

  get pay(): Locator {
    return this.page.getByRole('button', { name: /立即支付|Pay now/ });
  }

  get amount(): Locator {
    return this.page.getByTestId('cashier-amount');
  }

  get qr(): Locator {
    return this.page.getByRole('img', { name: /付款二维码|payment QR code/ });
  }

  get payPageLink(): Locator {
    return this.page.getByRole('link', { name: /在新窗口打开支付页面|Open the payment page/ });
  }

  /** Opens the sandbox provider page the QR code encodes (a new tab) and confirms the payment there. */
  async confirmInSandbox(): Promise<void> {
    await confirmOnSandboxPage(this.page, this.payPageLink);
  }
}

/** Pay success (/{domain}/pay-success). */
export class PaySuccessModel {
  constructor(readonly page: Page) {}

  async expectPaid(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: /支付成功|Payment successful/ }),
    ).toBeVisible({
      timeout: 15_000,
    });
  }

  get orderLinks(): Locator {
    return this.page.getByRole('link', { name: /查看订单详情|View order details/ });
  }
}

/** Order detail (/{domain}/order-detail). */
export class OrderDetailModel {
  constructor(readonly page: Page) {}

  get status(): Locator {
    return this.page.getByTestId('order-status');
  }

  get orderNo(): Locator {
    return this.page.getByTestId('order-no');
  }
}
