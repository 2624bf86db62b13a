import { assign, fromPromise, setup } from 'xstate';
import { randomKey } from '../checkout/checkout.types.ts';
import { errorCode, errorMessage } from '../shared/errors.ts';
import type { CentreCoupon, CouponCentrePage, CouponClaimed, CouponKind } from './coupons.types.ts';

export interface CentreFilter {
  /** One kind, or null for every kind. */
  kind: CouponKind | null;
  /** Only the coupons the member can still claim. */
  available: boolean;
}

export interface CouponCentreContext {
  signedIn: boolean;
  filter: CentreFilter;
  page: number;
  size: number;
  records: CentreCoupon[];
  total: number;
  /** The coupon being claimed, and the Idempotency-Key of that claim. */
  claiming: number | null;
  claimKey: string | null;
  error: string | null;
}

export type CouponCentreEvent =
  | { type: 'filter.kind'; kind: CouponKind | null }
  | { type: 'filter.available'; available: boolean }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'coupon.claim'; couponId: number };

/** The coupon after a claim: what the server answered of it (left, claimed, state). */
export function afterClaim(records: CentreCoupon[], claimed: CouponClaimed): CentreCoupon[] {
  return records.map((r) =>
    r.couponId === claimed.couponId
      ? { ...r, claimed: claimed.claimed, remaining: claimed.remaining, state: claimed.state }
      : r,
  );
}

/**
 * The coupon centre (coupons): a page of the coupons on offer, by kind and optionally only those the
 * member can still claim. `coupon.claim` claims one available coupon (`claiming`, one at a time) and
 * shows what the server answered (已领取 at the member's limit, 已抢光 when none is left); a visitor who
 * is not signed in is sent to log in (`requestLogin`). A claim the server refuses as sold out or over the
 * limit (409) reads the page again, so the button shows the truth; a session that ended (401) asks for
 * a login. Tags `loading`, `error`, `claiming`.
 */
export const couponCentreMachine = setup({
  types: {} as {
    context: CouponCentreContext;
    events: CouponCentreEvent;
    input: { signedIn: boolean; size?: number };
  },
  actors: {
    loadPage: fromPromise<CouponCentrePage, { filter: CentreFilter; page: number; size: number }>(
      async () => {
        throw new Error('loadPage is provided by the app');
      },
    ),
    claimCoupon: fromPromise<CouponClaimed, { couponId: number; idempotencyKey: string }>(async () => {
      throw new Error('claimCoupon is provided by the app');
    }),
  },
  actions: {
    /** Sends the visitor to the login page, coming back here. */
    requestLogin: () => {},
    /** Tells the member the coupon is theirs (a toast). */
    announceClaimed: (_, _params: { coupon: CentreCoupon | undefined }) => {},
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    isClaimable: ({ context, event }) =>
      event.type === 'coupon.claim' &&
      context.records.some((r) => r.couponId === event.couponId && r.state === 'available'),
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= Math.max(1, Math.ceil(context.total / context.size)) &&
      event.page !== context.page,
    isRefused: ({ event }) => 'error' in event && errorCode(event.error) === 409,
    isSignedOut: ({ event }) => 'error' in event && errorCode(event.error) === 401,
  },
}).createMachine({
  id: 'couponCentre',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    filter: { kind: null, available: false },
    page: 1,
    size: input.size ?? 12,
    records: [],
    total: 0,
    claiming: null,
    claimKey: null,
    error: null,
  }),
  initial: 'loading',
  // A filter applies also while a page loads or has failed (the newest wins, the read it replaces is
  // dropped), but not while a claim is being sent.
  on: {
    'filter.kind': {
      guard: ({ context }) => context.claiming === null,
      target: '.loading',
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, kind: event.kind }),
        page: 1,
        error: null,
      }),
    },
    'filter.available': {
      guard: ({ context }) => context.claiming === null && context.signedIn,
      target: '.loading',
      reenter: true,
      actions: assign({
        filter: ({ context, event }) => ({ ...context.filter, available: event.available }),
        page: 1,
        error: null,
      }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, page: context.page, size: context.size }),
        onDone: {
          target: 'ready',
          actions: assign({
            records: ({ event }) => event.output.records,
            total: ({ event }) => event.output.total,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'page.go': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
        'coupon.claim': [
          { guard: 'isVisitor', actions: 'requestLogin' },
          {
            guard: 'isClaimable',
            target: 'claiming',
            actions: assign({
              claiming: ({ event }) => event.couponId,
              claimKey: () => randomKey(),
              error: null,
            }),
          },
        ],
      },
    },
    claiming: {
      tags: ['claiming'],
      invoke: {
        src: 'claimCoupon',
        input: ({ context }) => ({ couponId: context.claiming!, idempotencyKey: context.claimKey! }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              records: ({ context, event }) => afterClaim(context.records, event.output),
              claiming: null,
            }),
            {
              type: 'announceClaimed',
              params: ({ context, event }) => ({
                coupon: context.records.find((r) => r.couponId === event.output.couponId),
              }),
            },
          ],
        },
        onError: [
          {
            guard: 'isRefused',
            target: 'loading',
            actions: assign({ error: ({ event }) => errorMessage(event.error), claiming: null }),
          },
          {
            guard: 'isSignedOut',
            target: 'ready',
            actions: [assign({ claiming: null, signedIn: false }), 'requestLogin'],
          },
          {
            target: 'ready',
            actions: assign({ error: ({ event }) => errorMessage(event.error), claiming: null }),
          },
        ],
      },
    },
  },
});
