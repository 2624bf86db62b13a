import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoLoginCipher } from '../support/api-login.ts';
import type { BuyerApi } from './checkout.model.ts';
import { CounterModel, hallSkus, SubmitOrderModel } from './checkout.model.ts';

/** A cheap SKU's line in the cart, settled and submitted: the buyer lands on the counter, unpaid. */
export async function submitCheapOrder(
  page: Page,
  request: APIRequestContext,
  api: BuyerApi,
  shop: { shopId: string; domain: string },
): Promise<string> {
  const [sku] = (await hallSkus(request, shop.shopId, { cheapestFirst: true })).filter(
    (s) => Number(s.price) >= 1,
  );
  if (!sku) throw new Error(`no SKU of at least ¥1 in ${shop.shopId}`);
  await api.fillCart([{ skuId: sku.skuId, quantity: '1' }]);
  await page.goto(`/mall/${shop.domain}/cart`);
  await page.getByRole('heading', { level: 1, name: /我的购物车|My cart/ }).waitFor();
  await page
    .getByRole('region', { name: /^(结算|Settlement)$/ })
    .getByRole('button', { name: /去结算|Check out/ })
    .click();
  const checkout = new SubmitOrderModel(page);
  await checkout.expectOpen();
  await checkout.settled();
  await checkout.submit.click();
  await new CounterModel(page).expectOpen();
  return sku.name;
}

/** The mall operator's console API (openapi console.yaml), as the seller's side of a journey. */
export class OperatorApi {
  private token = '';
  constructor(
    private readonly request: APIRequestContext,
    private readonly shopId: string,
  ) {}

  private async headers() {
    if (!this.token) {
      const login = await this.request.post('/yzc-upms/login', {
        headers: { shopId: this.shopId },
        data: { userName: 'admin', passWord: demoLoginCipher() },
      });
      this.token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    }
    return { shopId: this.shopId, Authorization: this.token };
  }

  private async post(path: string, data: object): Promise<void> {
    const res = await this.request.post(`/mallapi/api/console/${path}`, {
      headers: await this.headers(),
      data,
    });
    const body = (await res.json()) as { success: boolean; message: string };
    expect(body.success, body.message).toBe(true);
  }

  /** Ships the whole order in one parcel. */
  ship(orderNo: string, courier = '顺丰速运'): Promise<void> {
    return this.post('orders/ship', {
      orderNo,
      packages: [{ courier, waybill: `SF${orderNo.slice(-12)}` }],
    });
  }

  accept(afsNo: string): Promise<void> {
    return this.post('afs/accept', { afsNo });
  }

  receiveReturn(afsNo: string): Promise<void> {
    return this.post('afs/receive', { afsNo });
  }
}

/** The order cards of my orders (uc-order) and the recycle bin. */
export class MyOrdersModel {
  constructor(readonly page: Page) {}

  tab(name: RegExp): Locator {
    return this.page.getByRole('tablist', { name: /订单状态|Order status/ }).getByRole('tab', { name });
  }

  /**
   * Opens a tab and waits for its list: until then the cards on screen are the previous tab's, and a
   * dialog opened from one of them would go with it.
   */
  async show(name: RegExp): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  get search(): Locator {
    return this.page.getByRole('search', { name: /搜索订单|Search orders/ });
  }

  get cards(): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByTestId('order-no') });
  }

  card(orderNo: string): Locator {
    return this.cards.filter({ hasText: orderNo });
  }
}

/** A 1×1 PNG: a real picture the server decodes and re-encodes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
