import type { Access } from '../../../server/src/platform/openapi/operations.ts';

/**
 * Who may call each registered route, with a valid request to call it with. The access-matrix test
 * fails when a route exists without a row here (or a row without a route), and checks every row
 * against anonymous callers, every demo account and a second tenant's token.
 */
export interface AccessRow {
  access: Access;
  /**
   * A staff route that needs a duty beyond reading (console/staff.service.ts): shipping or invoicing.
   * Customer service has neither and is refused (403) like a non-staff caller.
   */
  duty?: 'fulfil' | 'invoice';
  /**
   * The demo accounts the operation's user types admit (x-user-types), when it names some: the others
   * are refused (403).
   */
  accounts?: readonly string[];
  /** The body, or a function making a new one per call (for routes that count what they are sent). */
  body?: unknown;
  multipart?: Record<string, string>;
  /** Request headers the operation declares (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** URL with path parameters filled in, when the route has any. */
  url?: string;
  /**
   * Status an admitted caller gets (default 200), for state-changing routes whose only repeatable sample
   * is a refused one (a login with a wrong password, a code for a taken phone).
   */
  expect?: number;
  /** Each demo account calls with a session of its own, for routes that end the session they are given. */
  freshSession?: boolean;
}

/** The body a row sends on this call. */
export const bodyOf = (row: AccessRow): unknown =>
  typeof row.body === 'function' ? (row.body as () => unknown)() : row.body;
