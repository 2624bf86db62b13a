import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, SimulatedClock, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { routeGuardMachine } from '../../../machines/shell/route-guard.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

/**
 * The abstract model: what the guard should do for each answer of its environment. Invocations and
 * delays are not allowed in a test model, so actor answers and the debounce window are model events
 * ('shop.found', 'access.elapsed'…) that the executors replay against the real machine.
 */
type Path = '/demo/index' | '/demo' | '/demo/cart' | '/demo/nope' | '/' | '/register';
interface ModelContext {
  hasToken: boolean;
  path: Path;
  shop: boolean;
  user: 'purchaser' | 'supplier' | null;
  authorities: boolean;
  config: boolean;
  expected: string | null;
}
type ModelEvent =
  | { type: 'nav.request'; path: Path }
  | { type: 'version.same' | 'version.changed' | 'version.fails' }
  | { type: 'shop.found' | 'shop.missing' | 'shop.fails' }
  | { type: 'user.purchaser' | 'user.supplier' | 'user.fails' }
  | { type: 'authorities.loaded' | 'authorities.fails' }
  | { type: 'config.loaded' | 'webConfig.fails' | 'baseConfig.fails' }
  | { type: 'access.elapsed' };

const isGlobal = (p: Path) => p === '/register';
const isProtected = (p: Path) => p === '/demo/cart';

const routeGuardModel = setup({
  types: {} as { context: ModelContext; events: ModelEvent; input: { hasToken: boolean } },
  actions: {
    fail: assign({ expected: '/404-project' }),
    assignPath: assign(({ event }) =>
      event.type === 'nav.request' ? { path: event.path, expected: null } : {},
    ),
  },
  guards: {
    isGlobal: ({ context }) => isGlobal(context.path),
    needsLogin: ({ context }) => isProtected(context.path) && !context.hasToken,
    needsShop: ({ context }) => !context.shop,
    needsUser: ({ context }) => context.hasToken && context.user === null,
    needsAuthorities: ({ context }) => context.user === 'purchaser' && !context.authorities,
    needsConfig: ({ context }) => !context.config,
    isBare: ({ context }) => context.path === '/demo',
    isRootOfNonPurchaser: ({ context }) => context.path === '/' && context.user !== 'purchaser',
    isUnknownRoute: ({ context }) => context.path === '/demo/nope',
  },
}).createMachine({
  id: 'model',
  context: ({ input }) => ({
    hasToken: input.hasToken,
    path: '/demo/index',
    shop: false,
    user: null,
    authorities: false,
    config: false,
    expected: null,
  }),
  initial: 'waiting',
  states: {
    waiting: { on: { 'nav.request': { target: 'navigating', actions: 'assignPath' } } },
    navigating: {
      on: { 'nav.request': { target: 'navigating', reenter: true, actions: 'assignPath' } },
      initial: 'checkingVersion',
      states: {
        checkingVersion: {
          on: {
            'version.same': 'checkingAccess',
            'version.changed': '#model.reloading',
            'version.fails': { target: '#model.redirected', actions: 'fail' },
          },
        },
        checkingAccess: {
          always: [
            { guard: 'isGlobal', target: '#model.allowed' },
            {
              guard: 'needsLogin',
              target: '#model.redirected',
              actions: assign({
                expected: ({ context }) =>
                  `/user-management/DEMO/pc/pwd-login?targetUrl=${encodeURIComponent(`/mall${context.path}`)}`,
              }),
            },
            { guard: 'needsShop', target: 'resolvingShop' },
            { target: 'checkingUser' },
          ],
        },
        resolvingShop: {
          on: {
            'shop.found': { target: 'checkingUser', actions: assign({ shop: true }) },
            'shop.missing': { target: '#model.redirected', actions: 'fail' },
            'shop.fails': { target: '#model.redirected', actions: 'fail' },
          },
        },
        checkingUser: {
          always: [
            { guard: 'needsUser', target: 'loadingUser' },
            { guard: 'needsAuthorities', target: 'loadingAuthorities' },
            { guard: 'needsConfig', target: 'loadingConfig' },
            { target: 'deciding' },
          ],
        },
        loadingUser: {
          on: {
            'user.purchaser': { target: 'loadingAuthorities', actions: assign({ user: 'purchaser' }) },
            'user.supplier': { target: 'checkingUser', actions: assign({ user: 'supplier' }) },
            'user.fails': { target: '#model.redirected', actions: 'fail' },
          },
        },
        loadingAuthorities: {
          on: {
            'authorities.loaded': { target: 'checkingUser', actions: assign({ authorities: true }) },
            'authorities.fails': { target: '#model.redirected', actions: 'fail' },
          },
        },
        loadingConfig: {
          on: {
            'config.loaded': { target: 'deciding', actions: assign({ config: true }) },
            'webConfig.fails': { target: '#model.redirected', actions: 'fail' },
            'baseConfig.fails': { target: '#model.redirected', actions: 'fail' },
          },
        },
        deciding: {
          always: [
            { guard: 'isBare', target: '#model.redirected', actions: assign({ expected: '/demo/index' }) },
            {
              guard: 'isRootOfNonPurchaser',
              target: '#model.redirected',
              actions: assign({ expected: '/demo/index' }),
            },
            {
              guard: 'isUnknownRoute',
              target: '#model.redirected',
              actions: assign({ expected: '/demo/404' }),
            },
            { target: '#model.allowed' },
          ],
        },
      },
    },
    allowed: {
      on: { 'nav.request': { target: 'navigating', actions: 'assignPath' } },
      initial: 'pending',
      states: {
        pending: { on: { 'access.elapsed': 'recorded' } },
        recorded: {},
      },
    },
    redirected: {},
    reloading: {},
  },
});

const ALL_PATHS: Path[] = ['/demo/index', '/demo', '/demo/cart', '/demo/nope', '/', '/register'];
type ModelSnapshot = SnapshotFrom<typeof routeGuardModel>;

/** First navigations explore every path kind; a second one (supersede or next page) uses one path. */
function eventsFor(state: ModelSnapshot): ModelEvent[] {
  const paths = state.matches('waiting') ? ALL_PATHS : (['/demo/index'] as Path[]);
  return [
    ...paths.map((path) => ({ type: 'nav.request' as const, path })),
    ...(
      [
        'version.same',
        'version.changed',
        'version.fails',
        'shop.found',
        'shop.missing',
        'shop.fails',
        'user.purchaser',
        'user.supplier',
        'user.fails',
        'authorities.loaded',
        'authorities.fails',
        'config.loaded',
        'webConfig.fails',
        'baseConfig.fails',
        'access.elapsed',
      ] as const
    ).map((type) => ({ type })),
  ];
}

function harness(hasToken: boolean) {
  const env = controllableActors();
  const log: string[] = [];
  const clock = new SimulatedClock();
  const machine = routeGuardMachine.provide({
    actors: {
      fetchAppVersion: env.actor('fetchAppVersion'),
      resolveShop: env.actor('resolveShop'),
      loadUser: env.actor('loadUser'),
      loadAuthorities: env.actor('loadAuthorities'),
      loadWebConfig: env.actor('loadWebConfig'),
      loadBaseConfig: env.actor('loadBaseConfig'),
    },
    actions: {
      startProgress: () => void log.push('progress:start'),
      stopProgress: () => void log.push('progress:stop'),
      scrollToTop: () => void log.push('scroll'),
      reloadPage: (_, { version }) => void log.push(`reload:${version}`),
      redirect: (_, { to }) => void log.push(`redirect:${to}`),
      allow: (_, { path }) => void log.push(`allow:${path}`),
      sendAccessRecord: (_, { path }) => void log.push(`record:${path}`),
    },
    guards: { isKnownRoute: (_, { path }: { path: string }) => path !== '/demo/nope' },
  });
  const actor = createActor(machine, { clock, input: { hasToken, storedAppVersion: '1.0.0' } }).start();
  return { env, log, clock, actor };
}

const last = (log: string[], prefix: string) => log.filter((l) => l.startsWith(prefix)).at(-1);
const count = (log: string[], entry: string) => log.filter((l) => l === entry).length;

/**
 * Simple paths run to many thousands here, so each variant runs the shortest path to every model state
 * extended by every event the state takes: every (state, event) transition once.
 */
const variants = [false, true].map((hasToken) => {
  const model = createTestModel(routeGuardModel, { events: eventsFor, input: { hasToken } });
  return { hasToken, model, paths: transitionCoverPaths(model) };
});

describe('route guard model coverage', () => {
  it('takes every transition written in the model, across the two token variants', () => {
    // Without a token no user loads; with one, no protected page asks to log in: each variant alone
    // leaves a few written transitions to the other.
    const [anonymous, withToken] = variants.map(({ model, paths }) => untakenDefinitions(model, paths));
    expect(anonymous!.filter((t) => withToken!.includes(t))).toEqual([]);
  });
});

describe.each(variants)('route guard model (token $hasToken)', ({ model, paths, hasToken }) => {
  it('takes every (state, event) transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, log, clock, actor } = harness(hasToken);
    const sut = () => actor.getSnapshot();
    const settledProgress = () => expect(count(log, 'progress:start')).toBe(count(log, 'progress:stop'));

    await path.test({
      events: {
        'nav.request': async ({ event }) => {
          env.clear();
          actor.send({ type: 'nav.request', path: (event as unknown as { path: string }).path, search: '' });
          await flush();
        },
        'version.same': () => env.resolve('fetchAppVersion', '1.0.0'),
        'version.changed': () => env.resolve('fetchAppVersion', '2.0.0'),
        'version.fails': () => env.reject('fetchAppVersion'),
        'shop.found': () => env.resolve('resolveShop', { shopId: 'DEMO' }),
        'shop.missing': () => env.resolve('resolveShop', null),
        'shop.fails': () => env.reject('resolveShop'),
        'user.purchaser': () => env.resolve('loadUser', { userId: 'u2', userName: 'buyer01', userType: 2 }),
        'user.supplier': () => env.resolve('loadUser', { userId: 'u5', userName: 'supplier01', userType: 5 }),
        'user.fails': () => env.reject('loadUser'),
        'authorities.loaded': () => env.resolve('loadAuthorities', ['/uc/order']),
        'authorities.fails': () => env.reject('loadAuthorities'),
        'config.loaded': async () => {
          await env.resolve('loadWebConfig', {});
          await env.resolve('loadBaseConfig', {});
        },
        'webConfig.fails': () => env.reject('loadWebConfig'),
        'baseConfig.fails': () => env.reject('loadBaseConfig'),
        'access.elapsed': () => {
          clock.increment(500);
        },
      },
      states: {
        '*': (state) => {
          const s = sut();
          const { path: current, expected } = state.context;
          if (state.matches('waiting')) {
            expect(s.matches({ navigation: 'waiting' })).toBe(true);
          } else if (state.matches('navigating')) {
            const sub = (state.value as { navigating: string }).navigating;
            expect(s.matches({ navigation: { navigating: sub as 'deciding' } })).toBe(true);
            expect(s.hasTag('navigating')).toBe(true);
            expect(count(log, 'progress:start') - count(log, 'progress:stop')).toBe(1);
            if (sub === 'resolvingShop') expect(env.inputs.resolveShop?.at(-1)).toEqual({ domain: 'demo' });
          } else if (state.matches('allowed')) {
            expect(s.matches({ navigation: 'allowed' })).toBe(true);
            expect(s.hasTag('ready')).toBe(true);
            expect(last(log, 'allow:')).toBe(`allow:${current}`);
            expect(count(log, 'scroll')).toBe(log.filter((l) => l.startsWith('allow:')).length);
            settledProgress();
            if (state.matches({ allowed: 'pending' })) {
              expect(s.matches({ accessRecord: 'pending' })).toBe(true);
            } else {
              expect(s.matches({ accessRecord: 'idle' })).toBe(true);
              expect(last(log, 'record:')).toBe(`record:${current}`);
            }
          } else if (state.matches('redirected')) {
            expect(s.matches({ navigation: 'redirected' })).toBe(true);
            expect(s.hasTag('navigating')).toBe(false);
            expect(last(log, 'redirect:')).toBe(`redirect:${expected}`);
            expect(s.context.redirectedTo).toBe(expected);
            settledProgress();
          } else if (state.matches('reloading')) {
            expect(s.matches({ navigation: 'reloading' })).toBe(true);
            expect(last(log, 'reload:')).toBe('reload:2.0.0');
            settledProgress();
          } else {
            throw new Error(`unmapped model state ${JSON.stringify(state.value)}`);
          }
        },
      },
    });
  });
});
