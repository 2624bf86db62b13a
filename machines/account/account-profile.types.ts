import type { components } from '../../openapi/generated/upms.ts';

/** What 账户信息 saves (openapi upms.yaml ProfileUpdate). */
export type ProfileUpdate = components['schemas']['ProfileUpdate'];
/** 0 not said (保密), 1 male, 2 female. */
export type Gender = components['schemas']['Gender'];
export const GENDERS: readonly Gender[] = [0, 1, 2];

/** The user's profile as the account page shows it (read from the current user). */
export interface Profile {
  nickName: string;
  gender: Gender;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  /** The avatar's address ('' for none). */
  headerPath: string;
}

/** Spec §5 "Nickname required, max 15". */
export const NICKNAME_MAX = 15;

/** The rule a profile breaks, by field: keys of the `account` namespace's `rules`. */
export interface ProfileProblems {
  nickName?: 'nickNameRequired' | 'nickNameTooLong';
  birthday?: 'birthdayInvalid' | 'birthdayFuture';
}

/** Today's date in China (YYYY-MM-DD), which is what "not in the future" means for a birthday. */
export function chinaToday(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * Spec §5 rules of 账户信息: a nickname is required, cannot be all spaces and has at most 15 characters;
 * a birthday, when given, is a date not after `today` (China time). Shared by the form and the server.
 */
export function profileProblems(
  draft: { nickName: string; birthday: string | null },
  today: string,
): ProfileProblems {
  const problems: ProfileProblems = {};
  const nick = draft.nickName.trim();
  if (nick === '') problems.nickName = 'nickNameRequired';
  else if ([...nick].length > NICKNAME_MAX) problems.nickName = 'nickNameTooLong';
  if (draft.birthday !== null && draft.birthday !== '') {
    if (!isCalendarDate(draft.birthday)) problems.birthday = 'birthdayInvalid';
    else if (draft.birthday > today) problems.birthday = 'birthdayFuture';
  }
  return problems;
}
