import { assign, fromPromise, setup } from 'xstate';
import { errorCode, errorMessage } from '../shared/errors.ts';
import type { DayState, SigninCalendar, SigninResult } from './signin.types.ts';

export interface SigninContext {
  /** The month shown (YYYY-MM); null: this month, as the server counts it. */
  month: string | null;
  calendar: SigninCalendar | null;
  /** The day the member picked in the calendar, and what it shows. */
  picked: { day: string; state: DayState } | null;
  /** The last sign-in granted (points, bonus, streak), for the success line. */
  result: SigninResult | null;
  error: string | null;
}

export type SigninEvent =
  | { type: 'calendar.retry' }
  | { type: 'month.prev' }
  | { type: 'month.next' }
  | { type: 'day.pick'; day: string }
  | { type: 'signin.submit' };

/** The month before or after YYYY-MM. */
export function shiftMonth(month: string, by: -1 | 1): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The daily sign-in (uc-task, spec §4 "Daily sign-in"): `loadCalendar` reads a month of days, each signed
 * today (已签到), signed that day, missed, today or to come (未到签到时间), with the streak and its bonus
 * rule. `signin.submit` signs today in once (`signing`); the server refuses a second sign-in of the day
 * with 已签到 (409), after which the calendar is read again. Picking a day shows its state; the months
 * before this one can be browsed, the months to come cannot. Tags `loading`, `error`, `signing`.
 */
export const signinMachine = setup({
  types: {} as { context: SigninContext; events: SigninEvent },
  actors: {
    loadCalendar: fromPromise<SigninCalendar, { month: string | null }>(async () => {
      throw new Error('loadCalendar is provided by the app');
    }),
    signIn: fromPromise<SigninResult, { day: string }>(async () => {
      throw new Error('signIn is provided by the app');
    }),
  },
  actions: {
    /** Tells the member the points the sign-in earned (a toast). */
    announceSigned: (_, _params: { result: SigninResult }) => {},
  },
  guards: {
    canSignToday: ({ context }) => context.calendar !== null && !context.calendar.signedToday,
    isInMonth: ({ context, event }) =>
      event.type === 'day.pick' && context.calendar?.days.some((d) => d.day === event.day) === true,
    hasLaterMonth: ({ context }) =>
      context.calendar !== null && context.calendar.month < context.calendar.today.slice(0, 7),
    isAlreadySigned: ({ event }) => 'error' in event && errorCode(event.error) === 409,
  },
}).createMachine({
  id: 'signin',
  context: { month: null, calendar: null, picked: null, result: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCalendar',
        input: ({ context }) => ({ month: context.month }),
        onDone: {
          target: 'ready',
          actions: assign({
            calendar: ({ event }) => event.output,
            month: ({ event }) => event.output.month,
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'], on: { 'calendar.retry': 'loading' } },
    ready: {
      on: {
        'month.prev': {
          target: 'loading',
          actions: assign({ month: ({ context }) => shiftMonth(context.month!, -1), picked: null }),
        },
        'month.next': {
          guard: 'hasLaterMonth',
          target: 'loading',
          actions: assign({ month: ({ context }) => shiftMonth(context.month!, 1), picked: null }),
        },
        'day.pick': {
          guard: 'isInMonth',
          actions: assign({
            picked: ({ context, event }) => ({
              day: event.day,
              state: context.calendar!.days.find((d) => d.day === event.day)!.state,
            }),
          }),
        },
        'signin.submit': { guard: 'canSignToday', target: 'signing' },
      },
    },
    signing: {
      tags: ['signing'],
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ day: context.calendar!.today }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ result: ({ event }) => event.output, error: null, month: null, picked: null }),
            { type: 'announceSigned', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: [
          // Another tab (or a double click that reached the server) signed first: read the calendar again.
          {
            guard: 'isAlreadySigned',
            target: 'loading',
            actions: assign({ error: ({ event }) => errorMessage(event.error), month: null }),
          },
          { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
  },
});
