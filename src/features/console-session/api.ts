import { fromPromise } from 'xstate';
import type { paths as UpmsPaths } from '../../../openapi/generated/upms.ts';
import type { ConsoleMe } from '../../../machines/console/console.types.ts';
import type { ConsoleImageCert } from '../../../machines/console/console-session.machine.ts';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import { createServiceClient, SERVICE_PREFIX, unwrap } from '../../shared/api/client.ts';
import { consoleApi, consoleTenant } from '../../shared/api/services.ts';

/**
 * The console session's requests. The console talks to the tenant it signed in to (the `shopId` header);
 * the session rides on the HttpOnly cookie the login sets. Failures reject with the API layer's ApiError
 * (status and the server's words) and show no toast: the session machine decides what the page says.
 */
const upmsApi = (shopId: string) =>
  createServiceClient<UpmsPaths>(SERVICE_PREFIX.upms, consoleTenant(shopId));

/** For operations whose envelope carries no data. */
const expectOk = (result: { error?: unknown; response: Response; data?: object }) =>
  void unwrap(result as { data?: { data?: unknown }; error?: unknown; response: Response });

export async function loadConsoleMe(shopId: string, signal?: AbortSignal): Promise<ConsoleMe> {
  return unwrap(await consoleApi(shopId).GET('/console/me', { signal }));
}

/** The mall's password login (spec §5 cipher); the answer sets the session cookie. */
export async function signIn(
  input: { shopId: string; userName: string; password: string; imageTicket: string | null },
  signal?: AbortSignal,
): Promise<void> {
  unwrap(
    await upmsApi(input.shopId).POST('/login', {
      body: {
        userName: input.userName,
        passWord: encryptLoginPassword(input.password),
        ...(input.imageTicket ? { imageTicket: input.imageTicket } : {}),
      },
      signal,
    }),
  );
}

/** Ends the session on the server (and clears its cookies). */
export async function revokeConsoleSession(shopId: string, signal?: AbortSignal): Promise<void> {
  expectOk(await upmsApi(shopId).POST('/login/logout', { signal }));
}

/** The actors of machines/console/console-session.machine.ts. */
export const consoleSessionActors = {
  loadMe: fromPromise<ConsoleMe, { shopId: string }>(({ input, signal }) =>
    loadConsoleMe(input.shopId, signal),
  ),
  signIn: fromPromise<
    void,
    { shopId: string; userName: string; password: string; imageTicket: string | null }
  >(({ input, signal }) => signIn(input, signal)),
  revokeSession: fromPromise<void, { shopId: string }>(({ input, signal }) =>
    revokeConsoleSession(input.shopId, signal),
  ),
  getImageCert: fromPromise<ConsoleImageCert, { shopId: string }>(async ({ input, signal }) =>
    unwrap(await upmsApi(input.shopId).POST('/batchPhone/getImageCert', { signal })),
  ),
  checkImageCert: fromPromise<{ ticket: string }, { shopId: string; certId: string; code: string }>(
    async ({ input, signal }) =>
      unwrap(
        await upmsApi(input.shopId).POST('/batchPhone/checkImageCert', {
          body: { certId: input.certId, code: input.code },
          signal,
        }),
      ),
  ),
};
