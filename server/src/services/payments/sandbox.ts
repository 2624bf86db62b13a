import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import qrcode from 'qrcode-generator';

/**
 * The sandbox payment provider (DESIGN.md §4): it stands in for Alipay and WeChat Pay. Its QR code is a
 * real one encoding the URL of its own pay page; that page posts the same HMAC-signed callback a real
 * gateway would, to the same endpoint. The signing secret is shared by provider and mall only.
 */
export interface CallbackFields {
  paymentId: string;
  providerTxnId: string;
  amount: string;
  result: 'success' | 'fail';
  timestamp: number;
}

export class SandboxProvider {
  constructor(private readonly secret: string) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): SandboxProvider {
    return new SandboxProvider(env.PAY_SANDBOX_SECRET ?? randomBytes(32).toString('hex'));
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

  /**
   * Refunds a transaction the provider reported as paid, in full; returns the provider's refund id.
   * `requestId` makes the request idempotent at a real gateway (its out_refund_no). The sandbox refunds
   * at once; a real gateway's refund call goes here.
   */
  refund(providerTxnId: string, amount: string, requestId: string): { refundId: string } {
    if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(amount)) throw new Error(`bad refund amount ${amount}`);
    if (!providerTxnId || !requestId) throw new Error('a refund names its transaction and request');
    return { refundId: `SBXR${Date.now()}${randomBytes(8).toString('hex')}` };
  }

  /** A signed callback as the provider sends it after the payer confirms or fails. */
  callback(paymentId: string, amount: string, result: 'success' | 'fail') {
    const fields: CallbackFields = {
      paymentId,
      providerTxnId: `SBX${Date.now()}${randomBytes(8).toString('hex')}`,
      amount,
      result,
      timestamp: Date.now(),
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
