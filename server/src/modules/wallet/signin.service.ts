import {
  chinaDay,
  dayBefore,
  daysOfMonth,
  dayState,
  streakBonus,
} from '../../../../machines/wallet/signin.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { grantPoints } from './points.service.ts';
import { selectPointsSetting } from './points.repo.ts';
import { countSigninDays, insertSigninDay, selectSigninDays } from './signin.repo.ts';

/** Spec §8: the refusals of the sign-in. */
export const SIGNIN_MESSAGES = {
  already: '已签到',
  notYet: '未到签到时间',
  past: '已过签到时间，不能补签',
} as const;

/**
 * Signs the member in for today (the China calendar day): once a day, granting the day's points plus
 * the streak bonus as a points lot. `day`, when sent, must be today: a day to come is 未到签到时间 and a
 * past day cannot be signed afterwards. A second sign-in of the day (racing or not) grants nothing and
 * is refused with 已签到.
 */
export async function signIn(q: Queryable, userId: number, day: string | undefined, now = new Date()) {
  const today = chinaDay(now.getTime());
  if (day !== undefined && day > today) throw badRequest(SIGNIN_MESSAGES.notYet);
  if (day !== undefined && day < today) throw badRequest(SIGNIN_MESSAGES.past);
  const rule = await selectPointsSetting(q);
  const signed = await insertSigninDay(
    q,
    userId,
    today,
    { points: rule.signinPoints, streakDays: rule.streakDays, streakBonus: rule.streakBonus },
    now,
  );
  if (!signed) throw new AppError(409, SIGNIN_MESSAGES.already);
  const granted = signed.points + signed.bonus;
  const points =
    granted > 0
      ? await grantPoints(q, userId, granted, 'signin', { note: `连续签到${signed.streak}天`, now })
      : undefined;
  return {
    day: today,
    streak: signed.streak,
    points: signed.points,
    bonus: signed.bonus,
    balance: points ?? null,
  };
}

/**
 * The sign-in calendar of a month (YYYY-MM, default this month): each day's state, the current streak
 * (today's, or yesterday's while today is not signed yet), the rules and the days until the next bonus.
 */
export async function signinCalendar(
  q: Queryable,
  userId: number,
  month: string | undefined,
  now = new Date(),
) {
  const today = chinaDay(now.getTime());
  const shown = month ?? today.slice(0, 7);
  const days = daysOfMonth(shown);
  const yesterday = dayBefore(today);
  const from = days[0]! < yesterday ? days[0]! : yesterday;
  const to = days[days.length - 1]! > today ? days[days.length - 1]! : today;
  const signed = new Map((await selectSigninDays(q, userId, from, to)).map((d) => [d.day, d]));
  const rule = await selectPointsSetting(q);
  const todayRow = signed.get(today);
  const streak = todayRow?.streak ?? signed.get(yesterday)?.streak ?? 0;
  const nextStreak = streak + 1;
  let untilBonus = 0;
  while (streakBonus(nextStreak + untilBonus, rule) === 0) untilBonus += 1;
  return {
    today,
    month: shown,
    signedToday: todayRow !== undefined,
    streak,
    totalDays: await countSigninDays(q, userId),
    rule: { points: rule.signinPoints, streakDays: rule.streakDays, streakBonus: rule.streakBonus },
    daysToBonus: untilBonus + (todayRow ? 1 : 0),
    days: days.map((day) => {
      const row = signed.get(day);
      return {
        day,
        state: dayState(day, today, row !== undefined),
        points: row ? row.points + row.bonus : 0,
      };
    }),
  };
}
