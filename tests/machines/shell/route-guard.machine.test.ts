import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { routeGuardMachine } from '../../../machines/shell/route-guard.machine.ts';
import type {
  BaseConfig,
  RouteGuardInput,
  Shop,
  WebConfig,
} from '../../../machines/shell/route-guard.types.ts';
import type { CurrentUser } from '../../../machines/identity/user.ts';

const shops: Record<string, Shop> = { demo: { shopId: 'DEMO', orderFlag: 1 }, bksc: { shopId: 'BKSC' } };
const purchaser: CurrentUser = { userId: 'u2', userName: 'buyer01', fullName: '采购员', userType: 2 };
const supplier: CurrentUser = { userId: 'u5', userName: 'supplier01', userType: 5 };

interface Options {
  input?: RouteGuardInput;
  version?: string;
  user?: CurrentUser;
  fail?:
    'fetchAppVersion' | 'resolveShop' | 'loadUser' | 'loadAuthorities' | 'loadWebConfig' | 'loadBaseConfig';
  knownRoutes?: (path: string) => boolean;
}

function setupGuard(options: Options = {}) {
  const log: string[] = [];
  const calls: Record<string, number> = {};
  const clock = new SimulatedClock();
  const fake = <T, I>(name: NonNullable<Options['fail']>, answer: (input: I) => T) =>
    fromPromise<T, I>(async ({ input }) => {
      calls[name] = (calls[name] ?? 0) + 1;
      if (options.fail === name) throw new Error(`${name} failed`);
      return answer(input);
    });
  const machine = routeGuardMachine.provide({
    actors: {
      fetchAppVersion: fake('fetchAppVersion', () => options.version ?? '1.0.0'),
      resolveShop: fake('resolveShop', ({ domain }: { domain: string }) => shops[domain] ?? null),
      loadUser: fake('loadUser', () => options.user ?? purchaser),
      loadAuthorities: fake('loadAuthorities', () => ['/uc/order']),
      loadWebConfig: fake('loadWebConfig', (): WebConfig => ({ welcomeCn: '欢迎' })),
      loadBaseConfig: fake('loadBaseConfig', (): BaseConfig => ({ decimalOrderConfig: { decimalScale: 0 } })),
    },
    actions: {
      startProgress: () => void log.push('progress:start'),
      stopProgress: () => void log.push('progress:stop'),
      scrollToTop: () => void log.push('scroll'),
      storeAppVersion: (_, { version }) => void log.push(`store-version:${version}`),
      reloadPage: (_, { version }) => void log.push(`reload:${version}`),
      redirect: (_, { to }) => void log.push(`redirect:${to}`),
      allow: (_, { path }) => void log.push(`allow:${path}`),
      sendAccessRecord: (_, { path, title }) => void log.push(`record:${path}:${title}`),
    },
    guards: options.knownRoutes
      ? { isKnownRoute: (_, { path }: { path: string }) => options.knownRoutes!(path) }
      : {},
  });
  const actor = createActor(machine, {
    clock,
    input: { storedAppVersion: '1.0.0', ...options.input },
  }).start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('navigating'));
  const navigate = async (path: string, search = '', title = '') => {
    actor.send({ type: 'nav.request', path, search, title });
    return settle();
  };
  return { actor, clock, log, calls, navigate };
}

const outcome = (log: string[]) => log.filter((l) => /^(redirect|allow|reload):/.test(l));

describe('route guard', () => {
  it('redirects a bare domain to its index', async () => {
    const { navigate, log } = setupGuard();
    const snap = await navigate('/demo');
    expect(outcome(log)).toEqual(['redirect:/demo/index']);
    expect(snap.context.shop?.shopId).toBe('DEMO');
  });

  it('sends an unknown shop to /404-project', async () => {
    const { navigate, log } = setupGuard();
    await navigate('/nope/index');
    expect(outcome(log)).toEqual(['redirect:/404-project']);
  });

  it('sends a protected page without a token to the password login with the /mall return URL', async () => {
    const { navigate, log, calls } = setupGuard();
    await navigate('/demo/cart');
    expect(outcome(log)).toEqual([
      'redirect:/user-management/DEMO/pc/pwd-login?targetUrl=%2Fmall%2Fdemo%2Fcart',
    ]);
    expect(calls.resolveShop).toBeUndefined();
  });

  it('uses the cached shop id in the login URL and keeps the query in the return URL', async () => {
    const { navigate, log } = setupGuard({ input: { storedAppVersion: '1.0.0' } });
    await navigate('/bksc/index');
    await navigate('/bksc/user-center/uc-order', '?tab=1');
    expect(outcome(log).at(-1)).toBe(
      'redirect:/user-management/BKSC/pc/pwd-login?targetUrl=%2Fmall%2Fbksc%2Fuser-center%2Fuc-order%3Ftab%3D1',
    );
  });

  it('lets a protected page through with a token and loads the purchaser with authorities', async () => {
    const { navigate, log } = setupGuard({ input: { hasToken: true } });
    const snap = await navigate('/demo/cart');
    expect(outcome(log)).toEqual(['allow:/demo/cart']);
    expect(snap.context.user?.userName).toBe('buyer01');
    expect(snap.context.authorities).toEqual(['/uc/order']);
    expect(snap.hasTag('ready')).toBe(true);
  });

  it('does not load authorities for a supplier', async () => {
    const { navigate, calls } = setupGuard({ input: { hasToken: true }, user: supplier });
    const snap = await navigate('/demo/index');
    expect(calls.loadAuthorities).toBeUndefined();
    expect(snap.context.authorities).toEqual([]);
  });

  it('sends an unmatched tenant path to the tenant 404', async () => {
    const { navigate, log } = setupGuard({ knownRoutes: (p) => p !== '/demo/nope' });
    await navigate('/demo/nope');
    expect(outcome(log)).toEqual(['redirect:/demo/404']);
  });

  it('reloads the page when the app version changed, and stops there', async () => {
    const { navigate, log, calls } = setupGuard({ version: '1.0.1' });
    const snap = await navigate('/demo/index');
    expect(outcome(log)).toEqual(['reload:1.0.1']);
    expect(snap.matches({ navigation: 'reloading' })).toBe(true);
    expect(calls.resolveShop).toBeUndefined();
  });

  it('stores the version on a first visit without reloading', async () => {
    const { navigate, log } = setupGuard({ input: { storedAppVersion: null } });
    await navigate('/demo/index');
    expect(log).toContain('store-version:1.0.0');
    expect(outcome(log)).toEqual(['allow:/demo/index']);
  });

  it.each([
    'fetchAppVersion',
    'resolveShop',
    'loadUser',
    'loadAuthorities',
    'loadWebConfig',
    'loadBaseConfig',
  ] as const)('sends a failing %s to /404-project and stops the progress bar', async (fail) => {
    const { navigate, log, actor } = setupGuard({ fail, input: { hasToken: true } });
    await navigate('/demo/index');
    expect(outcome(log)).toEqual(['redirect:/404-project']);
    expect(log.filter((l) => l.startsWith('progress'))).toEqual(['progress:start', 'progress:stop']);
    expect(actor.getSnapshot().context.lastError).toBe(`${fail} failed`);
  });

  it.each([
    ['/demo', undefined],
    ['/nope/index', undefined],
    ['/demo/cart', undefined],
    ['/demo/index', undefined],
    ['/demo/index', '9.9.9'],
  ])('stops the progress bar after %s (version %s)', async (path, version) => {
    const { navigate, log } = setupGuard({ version });
    await navigate(path);
    expect(log.filter((l) => l.startsWith('progress'))).toEqual(['progress:start', 'progress:stop']);
  });

  it('sends the root path of a non-purchaser to the last domain index, and lets a purchaser stay', async () => {
    const anonymous = setupGuard({ input: { lastDomain: 'bksc' } });
    await anonymous.navigate('/');
    expect(outcome(anonymous.log)).toEqual(['redirect:/bksc/index']);

    const buyer = setupGuard({ input: { hasToken: true } });
    await buyer.navigate('/');
    expect(outcome(buyer.log)).toEqual(['allow:/']);
  });

  it('lets paths outside the tenant prefix through without resolving a shop', async () => {
    const { navigate, log, calls } = setupGuard();
    await navigate('/register');
    expect(outcome(log)).toEqual(['allow:/register']);
    expect(calls.resolveShop).toBeUndefined();
  });

  it('does not refetch the shop, user or config while the domain stays the same', async () => {
    const { navigate, calls } = setupGuard({ input: { hasToken: true } });
    await navigate('/demo/index');
    await navigate('/demo/list');
    expect(calls).toMatchObject({ resolveShop: 1, loadUser: 1, loadWebConfig: 1, loadBaseConfig: 1 });
    await navigate('/bksc/index');
    expect(calls).toMatchObject({ resolveShop: 2, loadUser: 2, loadWebConfig: 2, loadBaseConfig: 2 });
  });

  it('reloads the user after a session change', async () => {
    const { navigate, calls, actor } = setupGuard({ input: { hasToken: true } });
    await navigate('/demo/index');
    actor.send({ type: 'session.update', hasToken: true });
    await navigate('/demo/list');
    expect(calls.loadUser).toBe(2);
  });

  it("takes the same user's saved profile without reloading, and ignores another user's", async () => {
    const { navigate, calls, actor } = setupGuard({ input: { hasToken: true } });
    await navigate('/demo/index');
    actor.send({ type: 'user.update', user: { ...purchaser, nickName: '新昵称', headerPath: '/a.png' } });
    expect(actor.getSnapshot().context.user).toMatchObject({ userId: 'u2', nickName: '新昵称' });
    actor.send({ type: 'user.update', user: { ...supplier, nickName: '别人' } });
    expect(actor.getSnapshot().context.user).toMatchObject({ userId: 'u2', nickName: '新昵称' });
    await navigate('/demo/list');
    expect(calls.loadUser).toBe(1);
  });

  it('lets a new request supersede the one in flight', async () => {
    const { actor, log } = setupGuard();
    actor.send({ type: 'nav.request', path: '/demo/list' });
    actor.send({ type: 'nav.request', path: '/demo/index' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(outcome(log)).toEqual(['allow:/demo/index']);
    expect(log.filter((l) => l.startsWith('progress'))).toEqual([
      'progress:start',
      'progress:stop',
      'progress:start',
      'progress:stop',
    ]);
  });

  it('records page access 500 ms after the last navigation, only the last within the window', async () => {
    const { navigate, log, clock } = setupGuard();
    await navigate('/demo/index', '', '首页');
    clock.increment(300);
    await navigate('/demo/list', '', '商品大厅');
    clock.increment(499);
    expect(log.filter((l) => l.startsWith('record'))).toEqual([]);
    clock.increment(1);
    expect(log.filter((l) => l.startsWith('record'))).toEqual(['record:/demo/list:商品大厅']);
  });

  it('scrolls to the top of every allowed page', async () => {
    const { navigate, log } = setupGuard();
    await navigate('/demo/index');
    expect(log).toContain('scroll');
  });
});
