import type { Middleware } from 'openapi-fetch';

/** Effects the API middleware borrows from the app: session, shop state, toasts, navigation and i18n. */
export interface ApiEffects {
  /**
   * A token the app holds in memory, sent as the Authorization header. The browser holds none: its session
   * is the HttpOnly USER-ACCESS-TOKEN cookie, which every call includes.
   */
  getToken(): string | undefined;
  getShopId(): string | undefined;
  /** Persisted `from` source label (spec §3), may be empty. */
  getFrom(): string | undefined;
  toast(kind: 'error' | 'warning', message: string, durationMs: number): void;
  /** Forgets the session on the client (the marker cookie) and resets user state. */
  logout(): void;
  /** Goes to the password login page with a return URL (the current location). */
  goToLogin(): void;
  /** i18next `t`, for the `http.*` messages. */
  t(key: string): string;
  /** The current i18next language (`zh_CN` or `en`): the server answers its failure messages in it. */
  getLanguage(): string;
  /** The answer the page already holds for this request (its first view's, put in by the server), if any. */
  answerFromPage?(request: Request): Promise<Response | undefined>;
}

/** Answer envelope shared by every upstream service (spec §7, §8). */
export interface Envelope<T = unknown> {
  success?: boolean;
  code?: number | string;
  message?: string;
  msg?: string;
  data?: T;
}

/** How long an API toast stays up (spec §9). */
export const TOAST_DURATION_MS = 1500;

/** Envelope codes that mean success (spec §8). */
export const OK_CODES: readonly number[] = [200, 0, 1];

/** HTTP statuses with their own message; any other non-ok status shows `http.default`. */
export const HTTP_STATUSES = [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505] as const;

/** The Accept-Language header for an i18next language: `en`, else Chinese (`zh-CN`). */
export function acceptLanguageOf(language: string): string {
  return language === 'en' || language.startsWith('en-') ? 'en' : 'zh-CN';
}

/** A failed call: an envelope that is not OK, an HTTP error status, or a network failure. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** Envelope code; the HTTP status when there is no envelope code; -1 for a network failure. */
  code: number;
  /** HTTP status; 0 for a network failure. */
  status: number;
  /** The envelope's `data` (or the parsed error body), if any. */
  data?: unknown;

  constructor(message: string, init: { code: number; status: number; data?: unknown; cause?: unknown }) {
    super(message, { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
  }
}

/** Whether a parsed body looks like the service envelope (an object with `success` or `code`). */
export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' && body !== null && !Array.isArray(body) && ('success' in body || 'code' in body)
  );
}

/** Whether an envelope is OK: `success` is true and `code` is 200, 0 or 1 (spec §8). */
export function isOk(envelope: unknown): envelope is Envelope & { success: true } {
  return (
    isEnvelope(envelope) && envelope.success === true && OK_CODES.includes(envelopeCode(envelope) ?? NaN)
  );
}

/** The envelope's numeric code, if it carries one (numeric strings count). */
export function envelopeCode(envelope: Envelope | undefined): number | undefined {
  const code = envelope?.code;
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** The envelope's `message`, else its `msg`, when non-empty. */
export function envelopeMessage(envelope: Envelope | undefined): string | undefined {
  return [envelope?.message, envelope?.msg].find((m): m is string => typeof m === 'string' && m !== '');
}

/** The i18n key of the message for an HTTP error status: `http.status404` etc., else `http.default`. */
export function httpStatusKey(status: number): string {
  return (HTTP_STATUSES as readonly number[]).includes(status) ? `http.status${status}` : 'http.default';
}

/**
 * The one middleware of every service client: sends the session and tenant headers of spec §7 and the
 * page's language (Accept-Language, so failure messages come in English in English mode), and turns
 * failures into a toast plus a thrown {@link ApiError} (spec §8); code 401 also logs out and goes to login.
 * OK envelopes, non-envelope JSON and ok non-JSON bodies (blobs) pass through; aborts stay silent.
 */
export function createApiMiddleware(effects: ApiEffects): Middleware {
  const fail = (message: string, init: ConstructorParameters<typeof ApiError>[1]): ApiError => {
    effects.toast('error', message, TOAST_DURATION_MS);
    return new ApiError(message, init);
  };

  return {
    async onRequest({ request }) {
      const token = effects.getToken();
      const shopId = effects.getShopId();
      // A call may carry its own token (a login loads the user before the cookie is saved).
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', token);
      if (shopId) request.headers.set('shopId', shopId);
      request.headers.set('isMobile', '0');
      request.headers.set('pageType', '0');
      request.headers.set('from', effects.getFrom() ?? '');
      // The server words its failure messages (toasted below) in the page's language.
      request.headers.set('Accept-Language', acceptLanguageOf(effects.getLanguage()));
      return effects.answerFromPage?.(request);
    },

    async onResponse({ response }) {
      const body = await readJson(response);
      if (isEnvelope(body)) {
        if (isOk(body)) return response;
        const code = envelopeCode(body) ?? response.status;
        const init = { code, status: response.status, data: body.data };
        if (code !== 401) throw fail(envelopeMessage(body) ?? effects.t('http.networkAbnormal'), init);
        effects.logout();
        const error = fail(envelopeMessage(body) ?? effects.t('http.status401'), init);
        effects.goToLogin();
        throw error;
      }
      if (response.ok) return response;
      throw fail(effects.t(httpStatusKey(response.status)), {
        code: response.status,
        status: response.status,
        data: body,
      });
    },

    onError({ error, request }) {
      if (request.signal.aborted || isAbort(error)) return;
      return fail(effects.t('http.networkFailed'), { code: -1, status: 0, cause: error });
    },
  };
}

/** Parses a textual body from a clone, so the caller can still read the response; undefined if not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type !== '' && !/json|^text\//i.test(type)) return undefined;
  const text = await response.clone().text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
