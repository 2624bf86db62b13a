import { assign, fromPromise, setup } from 'xstate';
import type { ZoneInfo } from './zone-page.machine.ts';

/** A zone holding welfare goods (openapi front.yaml Zone, listed with `isWelfare: 1`). */
export type WelfareZone = ZoneInfo;

const ACTIVITY_ZONE = 6;
const PERSONAL_USER = 7;

/**
 * Where a welfare zone link goes: an activity zone (type 6) to its welfare page — the subsidiary one when
 * the activity is for part of the organisation shown by area, as spec §4 routes the simple zones — and any
 * other zone to its zone page with `isWelfare=1`.
 */
export function welfareZoneHref(zone: WelfareZone, domain: string): string {
  if (zone.zoneType === ACTIVITY_ZONE) {
    const activity = zone.activity;
    const subsidiary = activity !== null && activity.allorpartorg === 0 && activity.showOrgarea === 1;
    const page = subsidiary ? 'subsidiary-zone' : 'activity';
    return `/${domain}/welfare/${page}?id=${activity?.id ?? ''}&zoneId=${zone.id}`;
  }
  return `/${domain}/zone?zoneId=${zone.id}&zoneType=${zone.zoneType}&isWelfare=1`;
}

/**
 * The welfare zones a visitor is offered: those a zone page shows (not external links, type 4, nor
 * comparison zones, type 8), without activity zones for personal users (spec §4).
 */
export function visibleWelfareZones(zones: readonly WelfareZone[], userType: number | null): WelfareZone[] {
  return zones.filter(
    (z) =>
      z.zoneType !== 4 && z.zoneType !== 8 && !(z.zoneType === ACTIVITY_ZONE && userType === PERSONAL_USER),
  );
}

export interface WelfareContext {
  loggedIn: boolean;
  /** The normalised user type (spec §4), null when anonymous. */
  userType: number | null;
  zones: WelfareZone[];
  /** The user's welfare points once loaded. */
  score: number | null;
}

export type WelfareEvent = { type: 'score.retry' } | { type: 'score.login' };

/**
 * The bar above every welfare page (spec §2 /welfare/*, `isWelfare=1`; §7 /welfare/score/getuserscore).
 * Region `zones` loads the zones holding welfare goods for its links (a failure leaves only the goods
 * link). Region `score`: a logged-in user's welfare points (`loading` → `shown` | `failed`, `score.retry`);
 * an anonymous visitor is offered the login popup (`score.login` → action `requireLogin`). Tags
 * `scoreLoading`, `scoreShown`, `scoreError`, `anonymous`.
 */
export const welfareMachine = setup({
  types: {} as {
    context: WelfareContext;
    events: WelfareEvent;
    input: { loggedIn: boolean; userType: number | null };
  },
  actors: {
    loadWelfareZones: fromPromise<WelfareZone[], void>(async () => {
      throw new Error('loadWelfareZones is provided by the app');
    }),
    loadWelfareScore: fromPromise<number, void>(async () => {
      throw new Error('loadWelfareScore is provided by the app');
    }),
  },
  actions: {
    requireLogin: () => {},
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
  },
}).createMachine({
  id: 'welfare',
  context: ({ input }) => ({ loggedIn: input.loggedIn, userType: input.userType, zones: [], score: null }),
  type: 'parallel',
  states: {
    zones: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadWelfareZones',
            onDone: {
              target: 'ready',
              actions: assign({
                zones: ({ context, event }) => visibleWelfareZones(event.output, context.userType),
              }),
            },
            onError: 'unavailable',
          },
        },
        ready: {},
        unavailable: {},
      },
    },
    score: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'isLoggedIn', target: 'loading' }, { target: 'anonymous' }] },
        anonymous: { tags: ['anonymous'], on: { 'score.login': { actions: 'requireLogin' } } },
        loading: {
          tags: ['scoreLoading'],
          invoke: {
            src: 'loadWelfareScore',
            onDone: { target: 'shown', actions: assign({ score: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        shown: { tags: ['scoreShown'] },
        failed: { tags: ['scoreError'], on: { 'score.retry': 'loading' } },
      },
    },
  },
});
