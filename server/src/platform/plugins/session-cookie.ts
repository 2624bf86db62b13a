import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The session token: HttpOnly, so no script of the page (nor an injected one) can read it. */
export const TOKEN_COOKIE = 'USER-ACCESS-TOKEN';
/**
 * The non-secret marker the storefront reads to know it is logged in (spec §4): the user id, which
 * grants nothing by itself.
 */
export const MARKER_COOKIE = 'USER-ID';

/** Parses cookies on every request (the session may travel in TOKEN_COOKIE). */
export async function registerSessionCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}

function options(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    // Behind HTTPS (directly, or a proxy named in TRUST_PROXY) the cookies never travel in clear.
    secure: request.protocol === 'https',
  };
}

/**
 * Hands a browser its session: the token HttpOnly, and the marker readable by the page. Both live for the
 * browser session; the server ends idle and old sessions itself.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { accessToken: string; userId: string },
): void {
  reply.setCookie(TOKEN_COOKIE, session.accessToken, { ...options(request), httpOnly: true });
  reply.setCookie(MARKER_COOKIE, session.userId, { ...options(request), httpOnly: false });
}

/** Ends the browser's session (logout, or a session the server no longer knows). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { ...options(request), httpOnly: true });
  reply.clearCookie(MARKER_COOKIE, options(request));
}
