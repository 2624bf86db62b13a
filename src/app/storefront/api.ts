import type { BaseConfig, Shop, WebConfig } from '../../../machines/shell/route-guard.types.ts';
import type { ShellData } from '../../../machines/shell/shell-data.machine.ts';
import type { CurrentUser } from '../../../machines/identity/user.ts';
import { unwrap } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import {
  frontApi,
  imApi,
  mallApi,
  orderApi,
  productApi,
  searchApi,
  upmsApi,
} from '../../shared/api/services.ts';

/** The shop for a domain with its flags, or null when no shop has it (the guard then goes to /404-project). */
export async function resolveShop(
  domain: string,
  signal?: AbortSignal,
): Promise<(Shop & { shopName: string; isPlatform: boolean }) | null> {
  try {
    return unwrap(await frontApi.POST('/shop/getShopIdByDomain', { body: { domain }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

export async function fetchAppVersion(signal?: AbortSignal): Promise<string> {
  const { data, response } = await mallApi.GET('/app-version.json', { signal, cache: 'no-store' });
  if (!response.ok || !data)
    throw new ApiError('app-version.json', { code: response.status, status: response.status });
  return data.appVersion;
}

export async function loadCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return unwrap(await upmsApi.GET('/user/get', { signal }));
}

/** Menu authority URLs of a purchaser (application id 2, spec §6). */
export async function loadAuthorities(userId: string, signal?: AbortSignal): Promise<string[]> {
  const data = unwrap(
    await upmsApi.GET('/user/getMenuByUser', { params: { query: { userId, appId: 2 } }, signal }),
  );
  return data.permissions;
}

export async function loadWebConfig(signal?: AbortSignal): Promise<WebConfig> {
  return unwrap(await frontApi.POST('/webConfig/queryWebConfig', { body: { configType: 3 }, signal }));
}

export async function loadBaseConfig(signal?: AbortSignal): Promise<BaseConfig> {
  return unwrap(await frontApi.GET('/mall/setting/queryBaseConfig', { signal }));
}

export async function sendAccessRecord(record: {
  userId: string | null;
  shopId: string;
  pageUrl: string;
  pageTitle: string;
}): Promise<void> {
  const { response } = await frontApi.POST('/userAccessRecord/add', { body: { ...record, type: 1 } });
  if (!response.ok) throw new Error(`access record: HTTP ${response.status}`);
}

async function dictEnabled(dataCode: string, signal?: AbortSignal): Promise<boolean> {
  const entries = unwrap(await upmsApi.POST('/dict/getListByDictCode', { body: { dataCode }, signal }));
  return entries.some((e) => e.value === '1' || e.value === 'true');
}

/** Categories, menu zones, hot words and the dictionaries that switch header and menu entries. */
export async function loadShellData(signal?: AbortSignal): Promise<ShellData> {
  const [categories, zones, goods, store, purchaseEnabled, batchOrderEnabled] = await Promise.all([
    productApi.POST('/category/front/getMallFrontCategory', { body: {}, signal }).then(unwrap),
    frontApi.POST('/zone/queryAllShopZoneList', { body: {}, signal }).then(unwrap),
    searchApi.POST('/hotSearch/pageListForFront', { body: { isFront: 1, type: 0 }, signal }).then(unwrap),
    searchApi.POST('/hotSearch/pageListForFront', { body: { isFront: 1, type: 1 }, signal }).then(unwrap),
    dictEnabled('purchase', signal),
    dictEnabled('batchOrder', signal),
  ]);
  return {
    categories,
    zones,
    hotWords: { goods: goods.records.map((r) => r.title), store: store.records.map((r) => r.title) },
    purchaseEnabled,
    batchOrderEnabled,
  };
}

export async function fetchSuggestions(keyword: string, signal?: AbortSignal): Promise<string[]> {
  return unwrap(
    await productApi.GET('/product/queryHotKeywords', { params: { query: { keyword } }, signal }),
  );
}

/** Chat messages the buyer has not read (the header's badge). */
export async function loadChatUnread(signal?: AbortSignal): Promise<number> {
  return unwrap(await imApi.GET('/chat/unread', { signal })).count;
}

/** Lines in the user's cart (the header's count). */
export async function loadCartCount(signal?: AbortSignal): Promise<number> {
  return unwrap(await orderApi.GET('/sc/skuCount', { signal }));
}
