import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/coupons/coupon-centre.connect.ts';
import { afterClaim, couponCentreMachine } from '../../../machines/coupons/coupon-centre.machine.ts';
import type { CentreCoupon, CouponCentrePage } from '../../../machines/coupons/coupons.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const coupon = (couponId: number, extra: Partial<CentreCoupon> = {}): CentreCoupon => ({
  couponId,
  name: `券${couponId}`,
  scope: {
    kind: 1,
    storeId: null,
    storeName: null,
    categoryId: null,
    categoryName: null,
    categoryPath: [],
    skus: [],
  },
  threshold: '50.00',
  discount: '20.00',
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2099-01-01T00:00:00Z',
  validDays: null,
  total: 20,
  remaining: 5,
  perUserLimit: 1,
  claimed: 0,
  membersOnly: false,
  state: 'available',
  ...extra,
});
const PAGE: CouponCentrePage = {
  records: [
    coupon(1),
    coupon(2, { remaining: 0, state: 'soldOut' }),
    coupon(3, { claimed: 1, state: 'claimed' }),
  ],
  total: 30,
  current: 1,
  size: 12,
};

function start(signedIn = true) {
  const env = controllableActors();
  const logins: number[] = [];
  const announced: Array<string | undefined> = [];
  const actor = createActor(
    couponCentreMachine.provide({
      actors: { loadPage: env.actor('loadPage'), claimCoupon: env.actor('claimCoupon') },
      actions: {
        requestLogin: () => void logins.push(1),
        announceClaimed: (_, { coupon: c }) => void announced.push(c?.name),
      },
    }),
    { input: { signedIn } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const loads = () =>
    (env.inputs.loadPage ?? []) as Array<{
      filter: { kind: number | null; available: boolean };
      page: number;
    }>;
  const claims = () => (env.inputs.claimCoupon ?? []) as Array<{ couponId: number; idempotencyKey: string }>;
  return { env, view, loads, claims, logins, announced };
}

describe('coupon centre machine', () => {
  it('claims an available coupon once, shows the server’s answer and announces it', async () => {
    const { env, view, claims, announced } = start();
    await env.resolve('loadPage', PAGE);
    expect(view().canClaim(1)).toBe(true);
    expect(view().canClaim(2)).toBe(false);
    expect(view().canClaim(3)).toBe(false);
    view().claim(2);
    expect(claims()).toHaveLength(0);
    view().claim(1);
    view().claim(1);
    expect(claims()).toHaveLength(1);
    expect(claims()[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(view().claiming).toBe(1);
    await env.resolve('claimCoupon', {
      userCouponId: 9,
      couponId: 1,
      validFrom: '2026-01-01T00:00:00Z',
      validTo: '2099-01-01T00:00:00Z',
      claimed: 1,
      perUserLimit: 1,
      remaining: 4,
      state: 'claimed',
    });
    expect(view().records[0]).toMatchObject({ claimed: 1, remaining: 4, state: 'claimed' });
    expect(view().claiming).toBeNull();
    expect(announced).toEqual(['券1']);
  });

  it('gives every claim its own key', async () => {
    const { env, view, claims } = start();
    await env.resolve('loadPage', { ...PAGE, records: [coupon(1, { perUserLimit: 3 })] });
    view().claim(1);
    await env.reject('claimCoupon', new Error('网络异常'));
    view().claim(1);
    expect(new Set(claims().map((c) => c.idempotencyKey)).size).toBe(2);
  });

  it('reads the page again when the server refuses a claim (已抢光), and asks a signed-out member to log in', async () => {
    const { env, view, loads, logins } = start();
    await env.resolve('loadPage', PAGE);
    view().claim(1);
    await env.reject('claimCoupon', Object.assign(new Error('优惠券已抢光'), { code: 409 }));
    expect(loads()).toHaveLength(2);
    expect(view().error).toBe('优惠券已抢光');
    await env.resolve('loadPage', PAGE);
    view().claim(1);
    await env.reject('claimCoupon', Object.assign(new Error('请登录'), { code: 401 }));
    expect(logins).toHaveLength(1);
    expect(view().signedIn).toBe(false);
  });

  it('sends a visitor to the login instead of claiming, and offers no “only claimable” filter', async () => {
    const { env, view, claims, logins, loads } = start(false);
    await env.resolve('loadPage', PAGE);
    expect(view().canClaim(2)).toBe(true);
    view().claim(1);
    expect(claims()).toHaveLength(0);
    expect(logins).toHaveLength(1);
    view().setAvailable(true);
    expect(loads()).toHaveLength(1);
  });

  it('filters by kind and availability from the first page, and pages within the pages there are', async () => {
    const { env, view, loads } = start();
    await env.resolve('loadPage', PAGE);
    view().goToPage(3);
    expect(loads().at(-1)).toMatchObject({ page: 3 });
    await env.resolve('loadPage', PAGE);
    expect(view().canGo(4)).toBe(false);
    view().setKind(2);
    expect(loads().at(-1)).toEqual({ filter: { kind: 2, available: false }, page: 1, size: 12 });
    await env.resolve('loadPage', PAGE);
    view().setAvailable(true);
    expect(loads().at(-1)).toEqual({ filter: { kind: 2, available: true }, page: 1, size: 12 });
  });

  it('a filter chosen while a page loads or after it failed is read at once, but not while a claim is sent', async () => {
    const { env, view, loads } = start();
    view().setKind(2);
    expect(loads().at(-1)).toEqual({ filter: { kind: 2, available: false }, page: 1, size: 12 });
    await env.reject('loadPage', new Error('网络异常'));
    view().setAvailable(true);
    expect(loads().at(-1)).toEqual({ filter: { kind: 2, available: true }, page: 1, size: 12 });
    expect(view().isLoading).toBe(true);
    await env.resolve('loadPage', PAGE);
    view().claim(1);
    view().setKind(null);
    expect(loads()).toHaveLength(3);
    expect(view().claiming).toBe(1);
  });

  it('afterClaim changes only the claimed coupon', () => {
    const records = [coupon(1), coupon(2)];
    const next = afterClaim(records, {
      userCouponId: 1,
      couponId: 2,
      validFrom: '',
      validTo: '',
      claimed: 1,
      perUserLimit: 1,
      remaining: 0,
      state: 'claimed',
    });
    expect(next[0]).toBe(records[0]);
    expect(next[1]).toMatchObject({ remaining: 0, state: 'claimed' });
  });
});

// Model: the page loads or fails; a member claims (granted, refused as sold out / over the limit, signed
// out, or failing), filters and pages.
type ModelEvent = {
  type:
    | 'load.ok'
    | 'load.fails'
    | 'retry'
    | 'claim'
    | 'claim.ok'
    | 'claim.refused'
    | 'claim.signedOut'
    | 'claim.fails'
    | 'filter.kind'
    | 'filter.available'
    | 'page.next';
};
const centreModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'centreModel',
  initial: 'loading',
  states: {
    loading: { on: { 'load.ok': 'ready', 'load.fails': 'failed' } },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        claim: 'claiming',
        'filter.kind': 'loading',
        'filter.available': 'loading',
        'page.next': 'loading',
      },
    },
    claiming: {
      on: {
        'claim.ok': 'ready',
        'claim.refused': 'loading',
        'claim.signedOut': 'visitor',
        'claim.fails': 'ready',
      },
    },
    visitor: { on: { claim: 'visitor' } },
  },
});

describe('coupon centre model', () => {
  const model = createTestModel(centreModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, view, claims, logins } = start();
    let claimsSent = 0;
    let loginsAsked = 0;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'load.ok':
          await env.resolve('loadPage', { ...PAGE, records: [coupon(1, { perUserLimit: 9 })] });
          break;
        case 'load.fails':
          await env.reject('loadPage', new Error('网络异常'));
          break;
        case 'retry':
          view().retry();
          break;
        case 'claim':
          view().claim(1);
          if (view().signedIn) claimsSent += 1;
          else loginsAsked += 1;
          break;
        case 'claim.ok':
          await env.resolve('claimCoupon', {
            userCouponId: 5,
            couponId: 1,
            validFrom: '',
            validTo: '',
            claimed: 1,
            perUserLimit: 9,
            remaining: 4,
            state: 'available',
          });
          break;
        case 'claim.refused':
          await env.reject('claimCoupon', Object.assign(new Error('优惠券已抢光'), { code: 409 }));
          break;
        case 'claim.signedOut':
          await env.reject('claimCoupon', Object.assign(new Error('请登录'), { code: 401 }));
          loginsAsked += 1;
          break;
        case 'claim.fails':
          await env.reject('claimCoupon', new Error('网络异常'));
          break;
        case 'filter.kind':
          view().setKind(3);
          break;
        case 'filter.available':
          view().setAvailable(!view().filter.available);
          break;
        case 'page.next':
          view().goToPage(view().page + 1);
          break;
      }
      const v = view();
      expect(v.isLoading).toBe(state.matches('loading'));
      expect(v.loadFailed).toBe(state.matches('failed'));
      expect(v.claiming !== null).toBe(state.matches('claiming'));
      expect(v.signedIn).toBe(!state.matches('visitor'));
    }
    expect(claims()).toHaveLength(claimsSent);
    expect(logins).toHaveLength(loginsAsked);
  });
});
