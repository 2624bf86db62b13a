import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { CurrentUser } from '../identity/user.ts';
import {
  GENDERS,
  profileProblems,
  type Gender,
  type Profile,
  type ProfileUpdate,
} from './account-profile.types.ts';

/** The profile the account page shows, read from a current user record. */
export function toProfile(user: CurrentUser): Profile {
  const gender = Number(user.gender ?? 0) as Gender;
  return {
    nickName: user.nickName ?? '',
    gender: GENDERS.includes(gender) ? gender : 0,
    birthday: user.birthday ?? null,
    headerPath: user.headerPath ?? user.userAvatar ?? '',
  };
}

export interface AccountProfileContext {
  /** Today in China (YYYY-MM-DD): the latest birthday the rules accept. */
  today: string;
  profile: Profile | null;
  loadError: string | null;
  saveError: string | null;
  /** How many times the profile was saved here (the view starts its form afresh after each). */
  saves: number;
}

export type AccountProfileEvent =
  { type: 'profile.retry' } | { type: 'profile.save'; draft: ProfileUpdate } | { type: 'profile.edit' };

/**
 * 账户信息 (spec §2 uc-account): `loadProfile` reads the current user; in `ready.idle` a valid
 * `profile.save` (nickname required, at most 15, not all spaces; birthday not after today) goes to
 * `saving`, whose `saveProfile` answers the current user as saved: the profile shows it and
 * `profileSaved` tells the shell (the route guard's cached user) and the buyer. A refusal stays in
 * `ready.idle` with `saveError` until the next edit or save. Tags `loading`, `error`, `saving`.
 */
export const accountProfileMachine = setup({
  types: {} as {
    context: AccountProfileContext;
    events: AccountProfileEvent;
    input: { today: string };
  },
  actors: {
    loadProfile: fromPromise<CurrentUser>(async () => {
      throw new Error('loadProfile is provided by the app');
    }),
    saveProfile: fromPromise<CurrentUser, ProfileUpdate>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  actions: {
    profileSaved: (_, _params: { user: CurrentUser }) => {},
  },
  guards: {
    isDraftValid: ({ context, event }) =>
      event.type === 'profile.save' && Object.keys(profileProblems(event.draft, context.today)).length === 0,
  },
}).createMachine({
  id: 'accountProfile',
  context: ({ input }) => ({ today: input.today, profile: null, loadError: null, saveError: null, saves: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProfile',
        onDone: {
          target: 'ready',
          actions: assign({ profile: ({ event }) => toProfile(event.output), loadError: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    failed: { tags: ['error'], on: { 'profile.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'profile.edit': { actions: assign({ saveError: null }) },
            'profile.save': { guard: 'isDraftValid', target: 'saving', actions: assign({ saveError: null }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'saveProfile',
            input: ({ event }) => (event as Extract<AccountProfileEvent, { type: 'profile.save' }>).draft,
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  profile: ({ event }) => toProfile(event.output),
                  saves: ({ context }) => context.saves + 1,
                }),
                { type: 'profileSaved', params: ({ event }) => ({ user: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ saveError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
  },
});
