import { randomUUID } from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD, demoLoginCipher } from '../support/api-login.ts';

type Json = { success: boolean; message: string; data: Record<string, unknown> };

async function ok(res: Promise<APIResponse>): Promise<Json['data']> {
  const body = (await (await res).json()) as Json;
  expect(body.success, body.message).toBe(true);
  return body.data;
}

/**
 * A token of a demo account, for calls as an API client. The login runs in a request context of its own:
 * the session cookie it sets must not ride along with the test's later calls (which carry the token).
 */
export async function apiToken(baseURL: string, shopId: string, userName: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const data = await ok(
      api.post('/yzc-upms/login', {
        headers: { shopId },
        data: { userName, passWord: demoLoginCipher() },
      }),
    );
    return data.accessToken as string;
  } finally {
    await api.dispose();
  }
}

/**
 * A buyer's side of the console's journeys, through the buyer APIs: buy now (no cart, so no other spec's
 * cart is touched), pay by balance, and apply for a refund.
 */
export class BuyerOrders {
  constructor(
    private readonly request: APIRequestContext,
    private readonly shopId: string,
    private readonly token: string,
  ) {}

  private get headers() {
    return { shopId: this.shopId, Authorization: this.token };
  }

  /**
   * A SKU of the given store (the staff's own) that can be ordered in this quantity now, ¥1–40, found
   * through the goods hall.
   */
  async orderableSku(storeId: number | null, quantity: string): Promise<{ skuId: number; name: string }> {
    for (let current = 1; current <= 10; current++) {
      const page = await ok(
        this.request.post('/iiot/jcmall-search/product/pageListForFront', {
          headers: { shopId: this.shopId },
          data: { current, size: 100, inStock: true, priceMin: '1', priceMax: '40' },
        }),
      );
      const records = page.records as Array<{
        skuId: number;
        name: string;
        storeId: number;
        price: string | null;
      }>;
      if (records.length === 0) break;
      for (const r of records.filter(
        (x) => x.price !== null && (storeId === null || x.storeId === storeId),
      )) {
        const check = await ok(
          this.request.post('/iiot/jcmall-order/sc/checkSkuCanOrder', {
            headers: { shopId: this.shopId },
            data: { skuId: r.skuId, quantity },
          }),
        );
        if (check.canOrder) return { skuId: r.skuId, name: r.name };
      }
    }
    throw new Error(`no orderable SKU of store ${storeId} in ${this.shopId}`);
  }

  /** Buys a SKU now, delivered by express to the default address, and pays by balance: the order number. */
  async paidOrder(skuId: number, quantity: string): Promise<string> {
    const address = await ok(
      this.request.get('/iiot/jcmall-account/ad/queryDefaultAddress', { headers: this.headers }),
    );
    const choices = { addressId: address.id as number, deliveryMethod: 1, lines: [{ skuId, quantity }] };
    const preview = await ok(
      this.request.post('/iiot/jcmall-order/od/previewOrder', { headers: this.headers, data: choices }),
    );
    const placed = await ok(
      this.request.post('/iiot/jcmall-order/od/directPlaceOrder', {
        headers: { ...this.headers, 'Idempotency-Key': randomUUID() },
        data: {
          ...choices,
          invoice: { kind: 'electronic' },
          userCouponIds: [],
          points: 0,
          messages: [],
          expectedPayAmount: preview.payAmount,
        },
      }),
    );
    await ok(
      this.request.post('/iiot/jcmall-pay/pay/create', {
        headers: { ...this.headers, 'Idempotency-Key': randomUUID() },
        data: { submissionId: placed.submissionId, method: 'balance' },
      }),
    );
    const submission = await ok(
      this.request.get(`/iiot/jcmall-order/od/submission?submissionId=${placed.submissionId}`, {
        headers: this.headers,
      }),
    );
    const [order] = submission.orders as Array<{ orderNo: string }>;
    return order!.orderNo;
  }

  /** Applies for a unit's electronic ordinary invoice of a paid order. */
  async applyInvoice(orderNo: string, title: string, taxpayerId: string): Promise<void> {
    await ok(
      this.request.post('/iiot/jcmall-invoice/inv/apply', {
        headers: this.headers,
        data: {
          orderNo,
          kind: 'electronicOrdinary',
          titleType: 'unit',
          title,
          taxpayerId,
          content: '商品明细',
        },
      }),
    );
  }

  /** Confirms receipt of a shipped order and comments on its first line: what the comment says. */
  async receiveAndComment(orderNo: string, content: string): Promise<void> {
    await ok(
      this.request.post('/iiot/jcmall-order/od/confirmReceipt', { headers: this.headers, data: { orderNo } }),
    );
    const detail = await ok(
      this.request.get(`/iiot/jcmall-order/od/orderDetail?orderNo=${orderNo}`, { headers: this.headers }),
    );
    const lineId = (detail.lines as Array<{ lineId: number }>)[0]!.lineId;
    await ok(
      this.request.post('/iiot/jcmall-comment/cm/write', {
        headers: this.headers,
        data: { orderNo, comments: [{ lineId, rating: 4, content }] },
      }),
    );
  }

  /** Applies for a refund of the order's first line (not shipped yet): the request's number. */
  async applyRefund(orderNo: string): Promise<string> {
    const detail = await ok(
      this.request.get(`/iiot/jcmall-order/od/orderDetail?orderNo=${orderNo}`, { headers: this.headers }),
    );
    const lineId = (detail.lines as Array<{ lineId: number }>)[0]!.lineId;
    const eligibility = await ok(
      this.request.get(`/iiot/jcmall-afs/afs/eligibility?orderNo=${orderNo}&lineId=${lineId}`, {
        headers: this.headers,
      }),
    );
    expect(eligibility.eligible, eligibility.message as string).toBe(true);
    const applied = await ok(
      this.request.post('/iiot/jcmall-afs/afs/apply', {
        headers: { ...this.headers, 'Idempotency-Key': randomUUID() },
        data: {
          orderNo,
          lineId,
          kind: 'refund',
          reason: (eligibility.reasons as { refund: string[] }).refund[0],
          quantity: String(eligibility.maxQuantity),
          amount: String(eligibility.maxAmount),
          phone: '13800000003',
        },
      }),
    );
    return applied.afsNo as string;
  }
}

/** A staff member's calls through the console's API (as an API client, with their token). */
export async function shipByApi(
  request: APIRequestContext,
  shopId: string,
  staffToken: string,
  orderNo: string,
): Promise<void> {
  await ok(
    request.post('/mallapi/api/console/orders/ship', {
      headers: { shopId, Authorization: staffToken },
      data: { orderNo, packages: [{ courier: '顺丰速运', waybill: `SF${orderNo.slice(-12)}` }] },
    }),
  );
}

/** The console's login page (/vp/login), found by role and text. */
export class ConsoleLoginModel {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: /管理平台登录|Management console sign-in/ });
  }

  async open(shopId: string): Promise<void> {
    await this.page.goto(`/vp/login?shopId=${shopId}`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: /管理平台登录|Management console sign-in/ }),
    ).toBeVisible();
    await expect(this.form.getByLabel(/商城|Mall/)).toHaveValue(shopId);
  }

  async signIn(userName: string, password = DEMO_PASSWORD): Promise<void> {
    await this.form.getByLabel(/账号|Account/).fill(userName);
    await this.form.getByLabel(/密码|Password/).fill(password);
    await this.form.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  }
}

/** The console's shell: who is signed in and the menu. */
export class ConsoleShellModel {
  constructor(readonly page: Page) {}

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: /管理菜单|Console menu/ });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  field(testId: 'console-user' | 'console-role' | 'console-store' | 'console-tenant'): Locator {
    return this.page.getByTestId(testId);
  }
}
