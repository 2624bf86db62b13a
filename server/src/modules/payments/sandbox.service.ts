import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import qrcode from 'qrcode-generator';
import type {
  CallbackFields,
  PaymentProvider,
  RefundCallbackFields,
  ScanMethod,
} from './provider.service.ts';

/**
 * The sandbox payment provider (DESIGN.md §4): it stands in for Alipay and WeChat Pay outside production.
 * Its QR code is a real one encoding the URL of its own pay page (`/__sandbox/pay/<id>` under the mall's
 * public base URL); that page posts the same HMAC-signed callback a real gateway would, to the same
 * endpoint. The signing secret is shared by provider and mall only.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly methods: readonly ScanMethod[] = ['alipay', 'wechat'];

  /**
   * `baseUrl` is where payers reach the mall (PUBLIC_BASE_URL), never a request's Host header; a function
   * when it is known only once the server listens (PORT=0).
   */
  constructor(
    private readonly secret: string,
    private readonly baseUrl: string | (() => string),
  ) {}

  static fromEnv(baseUrl: string | (() => string), env: NodeJS.ProcessEnv = process.env): SandboxProvider {
    return new SandboxProvider(env.PAY_SANDBOX_SECRET || randomBytes(32).toString('hex'), baseUrl);
  }

  payUrl(paymentId: string): string {
    const base = typeof this.baseUrl === 'function' ? this.baseUrl() : this.baseUrl;
    return `${base}/__sandbox/pay/${encodeURIComponent(paymentId)}`;
  }

  sign(fields: CallbackFields): string {
    const text = [
      fields.paymentId,
      fields.providerTxnId,
      fields.amount,
      fields.result,
      fields.timestamp,
    ].join('|');
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  verify(fields: CallbackFields, sign: string): boolean {
    const expected = Buffer.from(this.sign(fields), 'hex');
    const given = Buffer.from(sign, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The notify operation's body (validated by its schema) when its signature is this provider's. */
  verifyCallback(body: unknown): CallbackFields | null {
    const { sign, paymentId, providerTxnId, amount, result, timestamp } = body as CallbackFields & {
      sign: string;
    };
    const fields: CallbackFields = { paymentId, providerTxnId, amount, result, timestamp };
    return typeof sign === 'string' && this.verify(fields, sign) ? fields : null;
  }

  /** The sandbox refunds at once; a real gateway's refund call goes here. */
  async refund(providerTxnId: string, amount: string, requestId: string): Promise<{ refundId: string }> {
    if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(amount)) throw new Error(`bad refund amount ${amount}`);
    if (!providerTxnId || !requestId) throw new Error('a refund names its transaction and request');
    return { refundId: `SBXR${Date.now()}${randomBytes(8).toString('hex')}` };
  }

  private signRefund(f: RefundCallbackFields): string {
    const text = ['refund', f.refundId, f.providerRefundId, f.amount, f.timestamp].join('|');
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  verifyRefundCallback(body: unknown): RefundCallbackFields | null {
    const { sign, refundId, providerRefundId, amount, timestamp } = body as RefundCallbackFields & {
      sign: string;
    };
    const fields: RefundCallbackFields = { refundId, providerRefundId, amount, timestamp };
    if (typeof sign !== 'string') return null;
    const expected = Buffer.from(this.signRefund(fields), 'hex');
    const given = Buffer.from(sign, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? fields : null;
  }

  /** The signed callback the sandbox sends once a refund it accepted is done (at once, in the sandbox). */
  refundCallback(refundId: string, providerRefundId: string, amount: string, timestamp = Date.now()) {
    const fields: RefundCallbackFields = { refundId, providerRefundId, amount, timestamp };
    return { ...fields, sign: this.signRefund(fields) };
  }

  /** A signed callback as the provider sends it after the payer confirms or fails. */
  callback(paymentId: string, amount: string, result: 'success' | 'fail', timestamp = Date.now()) {
    const fields: CallbackFields = {
      paymentId,
      providerTxnId: `SBX${Date.now()}${randomBytes(8).toString('hex')}`,
      amount,
      result,
      timestamp,
    };
    return { ...fields, sign: this.sign(fields) };
  }
}

/** A QR code of the text as an SVG document (error correction M). */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

/** A new payment id: P followed by 24 random letters and digits. */
export function newPaymentId(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = randomBytes(24);
  return 'P' + [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}
