import type { SnapshotFrom } from 'xstate';
import type { signinMachine, SigninEvent } from './signin.machine.ts';
import type { DayState, SigninCalendar } from './signin.types.ts';

/** What the sign-in panel shows and can do (views render this only). */
export interface SigninApi {
  isLoading: boolean;
  loadFailed: boolean;
  isSigning: boolean;
  calendar: SigninCalendar | null;
  /** The weekday (0 Sunday … 6 Saturday) of the month's first day, for the calendar's blank cells. */
  firstWeekday: number;
  signedToday: boolean;
  canSign: boolean;
  /** 上月 and the days wait while the calendar is read (again) or today is being signed in. */
  canGoPrevMonth: boolean;
  canGoNextMonth: boolean;
  canPick(day: string): boolean;
  picked: { day: string; state: DayState } | null;
  /** Points the last sign-in earned (day's plus bonus), for the success line. */
  lastGranted: { points: number; bonus: number; streak: number } | null;
  error: string | null;
  retry(): void;
  prevMonth(): void;
  nextMonth(): void;
  pick(day: string): void;
  signIn(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof signinMachine>,
  send: (event: SigninEvent) => void,
): SigninApi {
  const { calendar, picked, result, error } = snapshot.context;
  const first = calendar?.days[0]?.day;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isSigning: snapshot.hasTag('signing'),
    calendar,
    firstWeekday: first ? new Date(`${first}T00:00:00Z`).getUTCDay() : 0,
    signedToday: calendar?.signedToday ?? false,
    canSign: snapshot.can({ type: 'signin.submit' }),
    canGoPrevMonth: snapshot.can({ type: 'month.prev' }),
    canGoNextMonth: snapshot.can({ type: 'month.next' }),
    canPick: (day) => snapshot.can({ type: 'day.pick', day }),
    picked,
    lastGranted: result ? { points: result.points, bonus: result.bonus, streak: result.streak } : null,
    error,
    retry: () => send({ type: 'calendar.retry' }),
    prevMonth: () => send({ type: 'month.prev' }),
    nextMonth: () => send({ type: 'month.next' }),
    pick: (day) => send({ type: 'day.pick', day }),
    signIn: () => send({ type: 'signin.submit' }),
  };
}
