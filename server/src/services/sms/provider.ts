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

/**
 * The sandbox provider of the demo and the tests: writes each code to the server log and keeps the last
 * one per phone (any tenant) for `GET /__dev/sms`. Kept in memory on purpose: the outbox is a developer
 * aid of one process, and codes never reach the database in clear.
 */
export class DevOutboxSmsProvider implements SmsProvider {
  private readonly lastByMobile = new Map<string, OutboxEntry>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    const entry = { mobile: message.mobile, code: message.code, sentAt: new Date().toISOString() };
    this.lastByMobile.set(message.mobile, entry);
    // warn, so the code shows at the demo's default log level.
    this.log?.warn(
      { mobile: message.mobile, shopId: message.shopId, purpose: message.purpose },
      `[sms sandbox] verification code ${message.code}`,
    );
  }

  /** The last code sent to the phone, or null when none was. */
  last(mobile: string): OutboxEntry | null {
    return this.lastByMobile.get(mobile) ?? null;
  }
}
