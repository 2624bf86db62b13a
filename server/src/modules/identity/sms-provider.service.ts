import type { FastifyBaseLogger } from 'fastify';

/** What a verification code is for; a code only verifies for the purpose it was sent for. */
export type SmsPurpose = 'login' | 'register' | 'forget';

/** One verification code to deliver. */
export interface SmsMessage {
  shopId: string;
  mobile: string;
  purpose: SmsPurpose;
  code: string;
}

/**
 * The SMS gateway port (DESIGN.md §4: external providers are interfaces with a sandbox). `send` resolves
 * once the provider accepted the message; a rejection makes the caller roll the send back, so a code the
 * user never received does not count against the phone's caps.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** The last code the sandbox "delivered" to a phone, as the dev outbox shows it. */
export interface OutboxEntry {
  mobile: string;
  code: string;
  sentAt: string;
}

/** 13800000002 → 138****0002: enough to follow a send in the log, not a full phone number. */
const masked = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/**
 * The sandbox provider (the mall has no real SMS gateway yet). With `outbox` (the demo and the tests,
 * DESIGN.md §5) it writes each code to the server log and keeps the last one per phone (any tenant) for
 * `GET /__dev/sms`; kept in memory on purpose: the outbox is a developer aid of one process, and codes
 * never reach the database in clear. Without it (production) it logs only that a code was issued, to a
 * masked phone: a code never reaches the log or memory (nor, until a real gateway is wired in here, the
 * phone).
 */
export class DevOutboxSmsProvider implements SmsProvider {
  private readonly lastByMobile = new Map<string, OutboxEntry>();

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly options: { outbox: boolean } = { outbox: true },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const about = { shopId: message.shopId, purpose: message.purpose };
    if (!this.options.outbox) {
      // warn: a code that reaches nobody is worth an operator's attention.
      this.log?.warn(
        { ...about, mobile: masked(message.mobile) },
        '[sms sandbox] verification code issued, not delivered: no SMS gateway is configured',
      );
      return;
    }
    const entry = { mobile: message.mobile, code: message.code, sentAt: new Date().toISOString() };
    this.lastByMobile.set(message.mobile, entry);
    // warn, so the code shows at the demo's default log level.
    this.log?.warn({ ...about, mobile: message.mobile }, `[sms sandbox] verification code ${message.code}`);
  }

  /** The last code sent to the phone, or null when none was (always null without the outbox). */
  last(mobile: string): OutboxEntry | null {
    return this.lastByMobile.get(mobile) ?? null;
  }
}
