/**
 * Every route as data (spec §2). Paths are relative to the router base `/mall`; `getHref` builds links.
 * Later issues add their screens here.
 */
export const paths = {
  home: { path: '/:domain/index', getHref: (domain: string) => `/${domain}/index` },
  projectNotFound: { path: '/404-project', getHref: () => '/404-project' },
  tenantNotFound: { path: '/:domain/404', getHref: (domain: string) => `/${domain}/404` },
} as const;

/** The router base: real URLs are /mall/{domain}/index (spec §2). */
export const ROUTER_BASE = '/mall';
