import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/wallet/signin.connect.ts';
import { shiftMonth, signinMachine } from '../../../machines/wallet/signin.machine.ts';
import {
  chinaDay,
  dayBefore,
  daysOfMonth,
  dayState,
  streakBonus,
  type SigninCalendar,
} from '../../../machines/wallet/signin.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const TODAY = '2026-11-28';
const RULE = { points: 5, streakDays: 7, streakBonus: 20 };

/** A month's calendar: the days in `signed` were signed; today is TODAY. */
function calendar(month: string, signed: string[]): SigninCalendar {
  return {
    today: TODAY,
    month,
    signedToday: signed.includes(TODAY),
    streak: signed.length,
    totalDays: signed.length,
    rule: RULE,
    daysToBonus: 1,
    days: daysOfMonth(month).map((day) => ({
      day,
      state: dayState(day, TODAY, signed.includes(day)),
      points: signed.includes(day) ? 5 : 0,
    })),
  };
}
const BEFORE = ['2026-11-26', '2026-11-27'];

function start() {
  const env = controllableActors();
  const announced: number[] = [];
  const actor = createActor(
    signinMachine.provide({
      actors: { loadCalendar: env.actor('loadCalendar'), signIn: env.actor('signIn') },
      actions: { announceSigned: (_, { result }) => void announced.push(result.points + result.bonus) },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const loads = () => (env.inputs.loadCalendar ?? []) as Array<{ month: string | null }>;
  const serve = (signed = BEFORE) =>
    env.resolve('loadCalendar', calendar(loads().at(-1)!.month ?? TODAY.slice(0, 7), signed));
  return { env, view, loads, serve, announced };
}

describe('sign-in days', () => {
  it('are China calendar days', () => {
    // 16:30 UTC is 00:30 the next day in China.
    expect(chinaDay(Date.parse('2026-11-27T16:30:00Z'))).toBe('2026-11-28');
    expect(chinaDay(Date.parse('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(daysOfMonth('2028-02')).toHaveLength(29);
  });

  it('show 已签到 today, signed or missed before, and 未到签到时间 after', () => {
    expect(dayState(TODAY, TODAY, true)).toBe('signedToday');
    expect(dayState(TODAY, TODAY, false)).toBe('today');
    expect(dayState('2026-11-27', TODAY, true)).toBe('signed');
    expect(dayState('2026-11-20', TODAY, false)).toBe('missed');
    expect(dayState('2026-11-29', TODAY, false)).toBe('future');
  });

  it('earn the streak bonus every 7th day in a row', () => {
    expect([1, 6, 7, 8, 14].map((s) => streakBonus(s, RULE))).toEqual([0, 0, 20, 0, 20]);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});

describe('sign-in machine', () => {
  it('signs today in once and reads the calendar again', async () => {
    const { env, view, serve, announced } = start();
    await serve();
    expect(view()).toMatchObject({ canSign: true, signedToday: false, firstWeekday: 0 });
    view().signIn();
    expect(view().isSigning).toBe(true);
    expect(env.inputs.signIn).toEqual([{ day: TODAY }]);
    view().signIn();
    expect(env.inputs.signIn).toHaveLength(1);
    await env.resolve('signIn', { day: TODAY, streak: 3, points: 5, bonus: 0, balance: 105 });
    await serve([...BEFORE, TODAY]);
    expect(view()).toMatchObject({
      signedToday: true,
      canSign: false,
      lastGranted: { points: 5, bonus: 0, streak: 3 },
    });
    expect(announced).toEqual([5]);
  });

  it('reads the calendar again when the server says 已签到', async () => {
    const { env, view, serve, loads } = start();
    await serve();
    view().signIn();
    await env.reject('signIn', Object.assign(new Error('已签到'), { code: 409 }));
    expect(loads()).toHaveLength(2);
    await serve([...BEFORE, TODAY]);
    // The calendar now says 已签到 itself.
    expect(view()).toMatchObject({ signedToday: true, canSign: false, error: null });
  });

  it('shows what a picked day is, and browses earlier months but not later ones', async () => {
    const { view, serve, loads } = start();
    await serve();
    view().pick('2026-11-30');
    expect(view().picked).toEqual({ day: '2026-11-30', state: 'future' });
    view().pick('2026-11-27');
    expect(view().picked).toEqual({ day: '2026-11-27', state: 'signed' });
    view().pick('2026-12-01');
    expect(view().picked?.day).toBe('2026-11-27');
    expect(view().canGoNextMonth).toBe(false);
    view().prevMonth();
    expect(loads().at(-1)).toEqual({ month: '2026-10' });
    await serve([]);
    expect(view()).toMatchObject({ canGoNextMonth: true, picked: null });
    view().nextMonth();
    expect(loads().at(-1)).toEqual({ month: '2026-11' });
  });

  it('holds the days and 上月 while the calendar is read again or today is being signed in', async () => {
    const { env, view, serve } = start();
    await serve();
    expect([view().canPick('2026-11-27'), view().canGoPrevMonth]).toEqual([true, true]);
    view().signIn();
    expect([view().canPick('2026-11-27'), view().canGoPrevMonth]).toEqual([false, false]);
    await env.resolve('signIn', { day: TODAY, streak: 3, points: 5, bonus: 0, balance: 105 });
    expect(view().calendar).not.toBeNull();
    expect([view().canPick('2026-11-27'), view().canGoPrevMonth]).toEqual([false, false]);
    await serve([...BEFORE, TODAY]);
    expect([view().canPick('2026-11-27'), view().canGoPrevMonth]).toEqual([true, true]);
  });
});

// Model: the calendar loads or fails; in this month today is unsigned or signed; the member signs in
// (which succeeds, is refused as already signed, or fails), picks a day, goes a month back and forth.
type ModelEvent = {
  type:
    | 'load.unsigned'
    | 'load.signed'
    | 'load.fails'
    | 'retry'
    | 'sign'
    | 'sign.ok'
    | 'sign.already'
    | 'sign.fails'
    | 'pick'
    | 'month.prev'
    | 'month.next';
};
const signinModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'signinModel',
  initial: 'loading',
  states: {
    loading: { on: { 'load.unsigned': 'unsigned', 'load.signed': 'signed', 'load.fails': 'failed' } },
    failed: { on: { retry: 'loading' } },
    unsigned: { on: { sign: 'signing', pick: 'unsigned', 'month.prev': 'earlierLoading' } },
    signing: { on: { 'sign.ok': 'loading', 'sign.already': 'loading', 'sign.fails': 'unsigned' } },
    signed: { on: { pick: 'signed', 'month.prev': 'earlierLoading' } },
    earlierLoading: { on: { 'load.signed': 'earlier' } },
    earlier: { on: { 'month.next': 'loading', pick: 'earlier' } },
  },
});

describe('sign-in model', () => {
  const model = createTestModel(signinModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, view, loads } = start();
    let signs = 0;
    for (const { event, state } of path.steps) {
      const month = () => loads().at(-1)?.month ?? TODAY.slice(0, 7);
      switch (event.type) {
        case 'load.unsigned':
          await env.resolve('loadCalendar', calendar(month(), BEFORE));
          break;
        case 'load.signed':
          await env.resolve('loadCalendar', calendar(month(), [...BEFORE, TODAY]));
          break;
        case 'load.fails':
          await env.reject('loadCalendar', new Error('网络异常'));
          break;
        case 'retry':
          view().retry();
          break;
        case 'sign':
          view().signIn();
          signs += 1;
          break;
        case 'sign.ok':
          await env.resolve('signIn', { day: TODAY, streak: 3, points: 5, bonus: 0, balance: 10 });
          break;
        case 'sign.already':
          await env.reject('signIn', Object.assign(new Error('已签到'), { code: 409 }));
          break;
        case 'sign.fails':
          await env.reject('signIn', new Error('网络异常'));
          break;
        case 'pick': {
          const day = view().calendar!.days[0]!.day;
          view().pick(day);
          expect(view().picked?.day).toBe(day);
          break;
        }
        case 'month.prev':
          view().prevMonth();
          expect(month() < TODAY.slice(0, 7)).toBe(true);
          break;
        case 'month.next':
          view().nextMonth();
          break;
      }
      const v = view();
      expect(v.isLoading).toBe(state.matches('loading') || state.matches('earlierLoading'));
      expect(v.loadFailed).toBe(state.matches('failed'));
      expect(v.isSigning).toBe(state.matches('signing'));
      expect(v.canSign).toBe(state.matches('unsigned'));
      expect(v.canGoNextMonth).toBe(state.matches('earlier'));
      const shown = state.matches('unsigned') || state.matches('signed') || state.matches('earlier');
      expect(v.canGoPrevMonth).toBe(shown);
      if (v.calendar) expect(v.canPick(v.calendar.days[0]!.day)).toBe(shown);
    }
    expect((env.inputs.signIn ?? []).length).toBe(signs);
  });
});
