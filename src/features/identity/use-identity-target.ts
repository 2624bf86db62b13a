import { useState } from 'react';
import { useSearch } from 'wouter';
import { safeTargetUrl } from './target-url.ts';
import { setCurrentShopId } from '../../shared/api/browser-effects.ts';
import { STORAGE_KEYS } from '../../shared/storage.ts';
import './locales/index.ts';

/**
 * The shop id the identity screens talk to: the one in the /user-management path, else the tenant of the
 * last visit (/mall/register and /mall/forget-password live outside the tenant prefix), else DEMO.
 */
function identityShopId(shopId?: string): string {
  const id = (shopId || localStorage.getItem(STORAGE_KEYS.lastDomain) || 'demo').toUpperCase();
  setCurrentShopId(id);
  return id;
}

/** The shop and the checked `targetUrl` of an identity page. */
export function useIdentityTarget(pathShopId?: string): { shopId: string; targetUrl: string } {
  const search = useSearch();
  const [shopId] = useState(() => identityShopId(pathShopId));
  const raw = new URLSearchParams(search).get('targetUrl');
  return { shopId, targetUrl: safeTargetUrl(raw, shopId, window.location.origin) };
}
