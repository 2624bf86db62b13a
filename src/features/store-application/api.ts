import { fromPromise } from 'xstate';
import type { Settlement } from '../../../machines/store-application/store-application.machine.ts';
import type { ApplicationFields } from '../../../machines/store-application/store-application.rules.ts';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import { unwrap } from '../../shared/api/client.ts';
import { consoleApi, mallapiApi } from '../../shared/api/services.ts';
import type { components } from '../../../openapi/generated/console.ts';

export type WorkspaceSummary = components['schemas']['WorkspaceSummary'];

export async function loadMySettlement(signal?: AbortSignal): Promise<Settlement> {
  return unwrap(await mallapiApi.GET('/shop/settle/mine', { signal }));
}

/** The wizard's requests (machines/store-application/store-application.machine.ts). */
export const storeApplicationActors = {
  loadMine: fromPromise<Settlement, void>(({ signal }) => loadMySettlement(signal)),
  submit: fromPromise<Settlement, ApplicationFields>(async ({ input, signal }) => {
    const { areaName: _area, storeType, ...fields } = input;
    if (storeType === '') throw new Error('请选择店铺类型');
    return unwrap(await mallapiApi.POST('/shop/settle/apply', { body: { ...fields, storeType }, signal }));
  }),
  expedite: fromPromise<Settlement, void>(async ({ signal }) =>
    unwrap(await mallapiApi.POST('/shop/settle/expedite', { signal })),
  ),
};

/** The owner takes the store offline or back online. */
export async function changeMyStoreStatus(event: 'GO_OFFLINE' | 'GO_ONLINE'): Promise<Settlement> {
  return unwrap(await mallapiApi.POST('/shop/settle/store-status', { body: { event } }));
}

/** Sets or changes the store account's password (login ciphers, spec §5). */
export async function setStoreAccountPassword(
  password: string,
  oldPassword: string | null,
): Promise<Settlement> {
  return unwrap(
    await mallapiApi.POST('/shop/account/password', {
      body: {
        passWord: encryptLoginPassword(password),
        ...(oldPassword ? { oldPassWord: encryptLoginPassword(oldPassword) } : {}),
      },
    }),
  );
}

/**
 * The workbench's summary. The workbench lives outside the tenant's path (/user-management/workspace),
 * so it names its tenant itself; the session rides on the cookie.
 */
export async function loadWorkspace(shopId: string, signal?: AbortSignal): Promise<WorkspaceSummary> {
  return unwrap(await consoleApi(shopId).GET('/workspace/summary', { signal }));
}
