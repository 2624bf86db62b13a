/**
 * Where a login goes afterwards (spec §2 `targetUrl`): a same-origin path under /mall/ or
 * /user-management/, else the shop's home. `shopId` maps to the domain by lowercasing it.
 */
export function safeTargetUrl(raw: string | null | undefined, shopId: string, origin: string): string {
  const fallback = `/mall/${shopId.toLowerCase()}/index`;
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return fallback;
    if (!url.pathname.startsWith('/mall/') && !url.pathname.startsWith('/user-management/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
