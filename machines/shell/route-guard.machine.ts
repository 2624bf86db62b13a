import { and, assign, fromPromise, not, raise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import {
  classifyPath,
  isProtectedPath,
  loginUrl,
  type AccessRecordParams,
  type BaseConfig,
  type RedirectParams,
  type RouteGuardContext,
  type RouteGuardEvent,
  type RouteGuardInput,
  type Shop,
  type WebConfig,
} from './route-guard.types.ts';
import { normaliseUserType, type CurrentUser } from '../identity/user.ts';

/** The access record is sent once navigation has been quiet this long (spec §4, §9). */
export const ACCESS_RECORD_DEBOUNCE_MS = 500;
export const PROJECT_NOT_FOUND = '/404-project';

/**
 * The route guard of spec §4, one long-lived actor for the app. Every navigation is a `nav.request`;
 * a request while one is in flight supersedes it (its actors are stopped). Per navigation: progress bar on,
 * app version check (reload on change), token check for protected pages, shop by domain (cached while the
 * domain stays), user (+ menu authorities for type 2), site and base config, then a decision: `allow` or
 * `redirect`. The progress bar stops whenever `navigating` is left, errors included. Allowed pages scroll to
 * the top and are recorded, debounced 500 ms, in the parallel `accessRecord` region.
 */
export const routeGuardMachine = setup({
  types: {} as {
    context: RouteGuardContext;
    events: RouteGuardEvent;
    input: RouteGuardInput | undefined;
  },
  actors: {
    fetchAppVersion: fromPromise<string, void>(async () => ''),
    resolveShop: fromPromise<Shop | null, { domain: string }>(async () => null),
    loadUser: fromPromise<CurrentUser, { shopId: string }>(async () => {
      throw new Error('loadUser is provided by the app');
    }),
    loadAuthorities: fromPromise<string[], { userId: string; shopId: string }>(async () => []),
    loadWebConfig: fromPromise<WebConfig, { shopId: string }>(async () => ({})),
    loadBaseConfig: fromPromise<BaseConfig, { shopId: string }>(async () => ({})),
  },
  actions: {
    startProgress: () => {},
    stopProgress: () => {},
    scrollToTop: () => {},
    storeAppVersion: (_, _params: { version: string }) => {},
    reloadPage: (_, _params: { version: string }) => {},
    redirect: (_, _params: RedirectParams) => {},
    allow: (_, _params: { path: string; search: string }) => {},
    sendAccessRecord: (_, _params: AccessRecordParams) => {},
    failNavigation: assign({
      redirectedTo: PROJECT_NOT_FOUND,
      lastError: ({ event }) => errorMessage((event as { error?: unknown }).error),
    }),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    /** The app's route table; the default accepts every path. */
    isKnownRoute: (_, _params: { path: string }) => true,
    isVersionChanged: ({ context }, params: { version: string }) =>
      context.appVersion !== null && params.version !== context.appVersion,
    isGlobalPath: ({ context }) => classifyPath(context.request?.path ?? '/').kind === 'global',
    isRootPath: ({ context }) => classifyPath(context.request?.path ?? '/').kind === 'root',
    isBarePath: ({ context }) => classifyPath(context.request?.path ?? '/').kind === 'bare',
    isTenantPath: ({ context }) => classifyPath(context.request?.path ?? '/').kind === 'tenant',
    isProtectedPath: ({ context }) => isProtectedPath(context.request?.path ?? '/'),
    isShopCached: ({ context }) => context.shop !== null && context.shopDomain === context.domain,
    isShopMissing: (_, params: { shop: Shop | null }) => params.shop === null,
    isUserCached: ({ context }) => context.user !== null,
    isSameUser: ({ context, event }) =>
      event.type === 'user.update' && context.user !== null && context.user.userId === event.user.userId,
    /** A purchaser whose menu authorities were never loaded (an earlier load failed or was superseded). */
    areAuthoritiesMissing: ({ context }) =>
      context.user !== null && normaliseUserType(context.user.userType) === 2 && context.authorities === null,
    isPurchaser: (_, params: { user: CurrentUser }) => normaliseUserType(params.user.userType) === 2,
    isConfigCached: ({ context }) => context.webConfig !== null && context.baseConfig !== null,
    isStoredPurchaser: ({ context }) => context.storedUserType === '2',
  },
  delays: {
    accessRecordDebounce: ACCESS_RECORD_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({
    hasToken: input?.hasToken ?? false,
    appVersion: input?.storedAppVersion ?? null,
    storedUserType: input?.storedUserType ?? null,
    lastDomain: input?.lastDomain ?? 'demo',
    request: null,
    domain: null,
    shopDomain: null,
    shop: null,
    webConfig: null,
    baseConfig: null,
    user: null,
    authorities: null,
    redirectedTo: null,
    lastError: null,
    pendingAccess: null,
  }),
  on: {
    'session.update': {
      actions: assign({ hasToken: ({ event }) => event.hasToken, user: null, authorities: null }),
    },
    // Only the same user's newer record replaces the cached one (the session may have ended meanwhile).
    'user.update': {
      guard: 'isSameUser',
      actions: assign({ user: ({ event }) => event.user }),
    },
  },
  type: 'parallel',
  states: {
    navigation: {
      initial: 'waiting',
      on: {
        'nav.request': {
          target: '.navigating',
          reenter: true,
          actions: assign(({ context, event }) => {
            const kind = classifyPath(event.path);
            return {
              request: { path: event.path, search: event.search ?? '', title: event.title ?? '' },
              domain: kind.kind === 'root' ? context.lastDomain : kind.kind === 'global' ? null : kind.domain,
              redirectedTo: null,
              lastError: null,
            };
          }),
        },
      },
      states: {
        waiting: {},
        navigating: {
          tags: ['navigating'],
          entry: 'startProgress',
          exit: 'stopProgress',
          initial: 'checkingVersion',
          states: {
            checkingVersion: {
              invoke: {
                src: 'fetchAppVersion',
                onDone: [
                  {
                    guard: { type: 'isVersionChanged', params: ({ event }) => ({ version: event.output }) },
                    target: '#routeGuard.navigation.reloading',
                    actions: { type: 'reloadPage', params: ({ event }) => ({ version: event.output }) },
                  },
                  {
                    guard: ({ context }) => context.appVersion === null,
                    target: 'checkingAccess',
                    actions: [
                      assign({ appVersion: ({ event }) => event.output }),
                      { type: 'storeAppVersion', params: ({ event }) => ({ version: event.output }) },
                    ],
                  },
                  { target: 'checkingAccess' },
                ],
                onError: { target: '#routeGuard.navigation.redirected', actions: 'failNavigation' },
              },
            },
            checkingAccess: {
              always: [
                { guard: 'isGlobalPath', target: '#routeGuard.navigation.allowed' },
                {
                  guard: and(['isProtectedPath', not('hasToken')]),
                  target: '#routeGuard.navigation.redirected',
                  actions: assign({
                    redirectedTo: ({ context }) => {
                      const domain = context.domain ?? context.lastDomain;
                      const shopId =
                        context.shop && context.shopDomain === domain
                          ? context.shop.shopId
                          : domain.toUpperCase();
                      return loginUrl(shopId, context.request!);
                    },
                  }),
                },
                { guard: 'isShopCached', target: 'checkingUser' },
                { target: 'resolvingShop' },
              ],
            },
            resolvingShop: {
              invoke: {
                src: 'resolveShop',
                input: ({ context }) => ({ domain: context.domain! }),
                onDone: [
                  {
                    guard: { type: 'isShopMissing', params: ({ event }) => ({ shop: event.output }) },
                    target: '#routeGuard.navigation.redirected',
                    actions: assign({ redirectedTo: PROJECT_NOT_FOUND }),
                  },
                  {
                    target: 'checkingUser',
                    actions: assign(({ context, event }) => ({
                      shop: event.output,
                      shopDomain: context.domain,
                      lastDomain: context.domain!,
                      webConfig: null,
                      baseConfig: null,
                      user: null,
                      authorities: null,
                    })),
                  },
                ],
                onError: { target: '#routeGuard.navigation.redirected', actions: 'failNavigation' },
              },
            },
            checkingUser: {
              always: [
                { guard: not('hasToken'), target: 'checkingConfig' },
                { guard: not('isUserCached'), target: 'loadingUser' },
                { guard: 'areAuthoritiesMissing', target: 'loadingAuthorities' },
                { target: 'checkingConfig' },
              ],
            },
            loadingUser: {
              invoke: {
                src: 'loadUser',
                input: ({ context }) => ({ shopId: context.shop!.shopId }),
                onDone: [
                  {
                    guard: { type: 'isPurchaser', params: ({ event }) => ({ user: event.output }) },
                    target: 'loadingAuthorities',
                    actions: assign({
                      user: ({ event }) => event.output,
                      storedUserType: ({ event }) => String(event.output.userType),
                      authorities: null,
                    }),
                  },
                  {
                    target: 'checkingConfig',
                    actions: assign({
                      user: ({ event }) => event.output,
                      storedUserType: ({ event }) => String(event.output.userType),
                      authorities: [],
                    }),
                  },
                ],
                onError: { target: '#routeGuard.navigation.redirected', actions: 'failNavigation' },
              },
            },
            loadingAuthorities: {
              invoke: {
                src: 'loadAuthorities',
                input: ({ context }) => ({ userId: context.user!.userId, shopId: context.shop!.shopId }),
                onDone: {
                  target: 'checkingConfig',
                  actions: assign({ authorities: ({ event }) => event.output }),
                },
                onError: { target: '#routeGuard.navigation.redirected', actions: 'failNavigation' },
              },
            },
            checkingConfig: {
              always: [{ guard: 'isConfigCached', target: 'deciding' }, { target: 'loadingConfig' }],
            },
            loadingConfig: {
              type: 'parallel',
              onDone: 'deciding',
              states: {
                webConfig: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        src: 'loadWebConfig',
                        input: ({ context }) => ({ shopId: context.shop!.shopId }),
                        onDone: {
                          target: 'loaded',
                          actions: assign({ webConfig: ({ event }) => event.output }),
                        },
                        onError: { target: '#routeGuard.navigation.redirected', actions: 'failNavigation' },
                      },
                    },
                    loaded: { type: 'final' },
                  },
                },
                baseConfig: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        src: 'loadBaseConfig',
                        input: ({ context }) => ({ shopId: context.shop!.shopId }),
                        onDone: {
                          target: 'loaded',
                          actions: assign({ baseConfig: ({ event }) => event.output }),
                        },
                        onError: { target: '#routeGuard.navigation.redirected', actions: 'failNavigation' },
                      },
                    },
                    loaded: { type: 'final' },
                  },
                },
              },
            },
            deciding: {
              always: [
                {
                  guard: 'isBarePath',
                  target: '#routeGuard.navigation.redirected',
                  actions: assign({ redirectedTo: ({ context }) => `/${context.domain}/index` }),
                },
                {
                  guard: and(['isRootPath', not('isStoredPurchaser')]),
                  target: '#routeGuard.navigation.redirected',
                  actions: assign({ redirectedTo: ({ context }) => `/${context.domain}/index` }),
                },
                { guard: not('isTenantPath'), target: '#routeGuard.navigation.allowed' },
                {
                  guard: { type: 'isKnownRoute', params: ({ context }) => ({ path: context.request!.path }) },
                  target: '#routeGuard.navigation.allowed',
                },
                {
                  target: '#routeGuard.navigation.redirected',
                  actions: assign({ redirectedTo: ({ context }) => `/${context.domain}/404` }),
                },
              ],
            },
          },
        },
        allowed: {
          tags: ['ready'],
          entry: [
            {
              type: 'allow',
              params: ({ context }) => ({
                path: context.request!.path,
                search: context.request!.search ?? '',
              }),
            },
            'scrollToTop',
            raise(({ context }) => ({
              type: 'access.schedule' as const,
              path: context.request!.path,
              title: context.request!.title ?? '',
            })),
          ],
        },
        redirected: {
          entry: {
            type: 'redirect',
            params: ({ context }) => ({
              to: context.redirectedTo!,
              replace: true as const,
              external: context.redirectedTo!.startsWith('/user-management/'),
            }),
          },
        },
        reloading: {},
      },
    },
    accessRecord: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'access.schedule': {
              target: 'pending',
              actions: assign({ pendingAccess: ({ event }) => ({ path: event.path, title: event.title }) }),
            },
          },
        },
        pending: {
          on: {
            'access.schedule': {
              target: 'pending',
              reenter: true,
              actions: assign({ pendingAccess: ({ event }) => ({ path: event.path, title: event.title }) }),
            },
          },
          after: {
            accessRecordDebounce: {
              target: 'idle',
              actions: [
                { type: 'sendAccessRecord', params: ({ context }) => context.pendingAccess! },
                assign({ pendingAccess: null }),
              ],
            },
          },
        },
      },
    },
  },
});
