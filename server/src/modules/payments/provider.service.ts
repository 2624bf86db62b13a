import type { components } from '../../../../openapi/generated/pay.ts';

export type PayMethod = components['schemas']['PayMethod'];

/** The methods a payment provider (gateway) serves: the payer scans a QR code. Balance and points are the mall's own. */
export type ScanMethod = Extract<PayMethod, 'alipay' | 'wechat'>;
export const SCAN_METHODS: readonly ScanMethod[] = ['alipay', 'wechat'];

export const isScanMethod = (method: PayMethod): method is ScanMethod =>
  (SCAN_METHODS as readonly PayMethod[]).includes(method);

/** A provider's callback once its signature is verified: what the mall applies. `timestamp` in ms. */
export interface CallbackFields {
  paymentId: string;
  providerTxnId: string;
  amount: string;
  result: 'success' | 'fail';
  timestamp: number;
}

/**
 * The payment provider port (DESIGN.md §4: external providers are interfaces). A provider serves some
 * scan methods, gives the URL its QR code encodes for a payment, verifies its own callbacks and refunds.
 * The sandbox (`sandbox.ts`) is one implementation; a real gateway is another, configured in
 * `app-options.ts`. Its callback arrives at the mall's `/pay/notify/<name>` operation.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly methods: readonly ScanMethod[];
  /** The URL the payer opens (the QR code's content) for a pending payment. */
  payUrl(paymentId: string): string;
  /** The callback's fields when the body is the provider's, correctly signed; null otherwise. */
  verifyCallback(body: unknown): CallbackFields | null;
  /**
   * Refunds a transaction the provider reported as paid, in full; resolves with the provider's refund id.
   * `requestId` makes the request idempotent at the gateway (its out_refund_no).
   */
  refund(providerTxnId: string, amount: string, requestId: string): Promise<{ refundId: string }>;
  /** A refund callback's fields when the body is the provider's, correctly signed; null otherwise. */
  verifyRefundCallback(body: unknown): RefundCallbackFields | null;
}

/** A provider's word that a refund it accepted has reached the payer. `refundId` is the mall's. */
export interface RefundCallbackFields {
  refundId: string;
  providerRefundId: string;
  amount: string;
  timestamp: number;
}

/** The providers configured in this mall: at most one per scan method. */
export class PaymentProviders {
  private readonly byMethod = new Map<ScanMethod, PaymentProvider>();
  private readonly byName = new Map<string, PaymentProvider>();

  constructor(providers: readonly PaymentProvider[]) {
    for (const provider of providers) {
      if (this.byName.has(provider.name)) throw new Error(`two payment providers named ${provider.name}`);
      this.byName.set(provider.name, provider);
      for (const method of provider.methods) {
        if (this.byMethod.has(method)) throw new Error(`two payment providers serve ${method}`);
        this.byMethod.set(method, provider);
      }
    }
  }

  /** The provider serving a method, or null (balance, points, or a scan method nobody serves). */
  forMethod(method: PayMethod): PaymentProvider | null {
    return isScanMethod(method) ? (this.byMethod.get(method) ?? null) : null;
  }

  named(name: string): PaymentProvider | null {
    return this.byName.get(name) ?? null;
  }

  /** The scan methods the checkout counter offers, in the counter's order. */
  scanMethods(): ScanMethod[] {
    return SCAN_METHODS.filter((m) => this.byMethod.has(m));
  }
}
