import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/account/account-profile.connect.ts';
import { accountProfileMachine, toProfile } from '../../../machines/account/account-profile.machine.ts';
import {
  chinaToday,
  isCalendarDate,
  profileProblems,
  type ProfileUpdate,
} from '../../../machines/account/account-profile.types.ts';
import type { CurrentUser } from '../../../machines/identity/user.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const TODAY = '2026-03-10';
const USER: CurrentUser = {
  userId: '12',
  userName: 'buyer01',
  nickName: '采购小王',
  headerPath: '/iiot/jcmall-oss/file/DEMO/abc',
  userType: 2,
  gender: 1,
  birthday: '1990-05-18',
};
const DRAFT: ProfileUpdate = { nickName: '小王', gender: 2, birthday: '1991-01-01' };

function start() {
  const env = controllableActors();
  const saved: CurrentUser[] = [];
  const actor = createActor(
    accountProfileMachine.provide({
      actors: { loadProfile: env.actor('loadProfile'), saveProfile: env.actor('saveProfile') },
      actions: { profileSaved: (_, { user }) => void saved.push(user) },
    }),
    { input: { today: TODAY } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { env, actor, view, saved };
}

describe('profile rules (spec §5)', () => {
  it('needs a nickname that is not all spaces, of at most 15 characters', () => {
    expect(profileProblems({ nickName: '', birthday: null }, TODAY)).toEqual({
      nickName: 'nickNameRequired',
    });
    expect(profileProblems({ nickName: '  \t ', birthday: null }, TODAY).nickName).toBe('nickNameRequired');
    expect(profileProblems({ nickName: '一'.repeat(15), birthday: null }, TODAY)).toEqual({});
    expect(profileProblems({ nickName: ` ${'一'.repeat(15)} `, birthday: null }, TODAY)).toEqual({});
    expect(profileProblems({ nickName: '一'.repeat(16), birthday: null }, TODAY).nickName).toBe(
      'nickNameTooLong',
    );
  });

  it('takes a real date not after today as a birthday, or none', () => {
    expect(profileProblems({ nickName: 'a', birthday: TODAY }, TODAY)).toEqual({});
    expect(profileProblems({ nickName: 'a', birthday: '' }, TODAY)).toEqual({});
    expect(profileProblems({ nickName: 'a', birthday: '2026-03-11' }, TODAY)).toEqual({
      birthday: 'birthdayFuture',
    });
    expect(profileProblems({ nickName: 'a', birthday: '2026-02-30' }, TODAY).birthday).toBe(
      'birthdayInvalid',
    );
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2000-2-1')).toBe(false);
  });

  it("reads today's date in China time", () => {
    expect(chinaToday(Date.parse('2026-03-10T15:59:59Z'))).toBe('2026-03-10');
    expect(chinaToday(Date.parse('2026-03-10T16:00:00Z'))).toBe('2026-03-11');
  });

  it('reads a profile from a lenient current user', () => {
    expect(toProfile(USER)).toEqual({
      nickName: '采购小王',
      gender: 1,
      birthday: '1990-05-18',
      headerPath: '/iiot/jcmall-oss/file/DEMO/abc',
    });
    expect(toProfile({ userId: '1', userName: 'x', userType: 7, gender: null, nickName: null })).toEqual({
      nickName: '',
      gender: 0,
      birthday: null,
      headerPath: '',
    });
  });
});

describe('account profile machine', () => {
  it('loads the profile, retrying after a failure', async () => {
    const { env, view } = start();
    expect(view().isLoading).toBe(true);
    await env.reject('loadProfile', new Error('网络异常'));
    expect(view()).toMatchObject({ loadFailed: true, loadError: '网络异常' });
    view().retry();
    await env.resolve('loadProfile', USER);
    expect(view()).toMatchObject({
      isLoading: false,
      loadFailed: false,
      profile: toProfile(USER),
      formKey: 0,
    });
  });

  it('saves a valid draft, shows the saved profile and tells the shell', async () => {
    const { env, view, saved } = start();
    await env.resolve('loadProfile', USER);
    view().save(DRAFT);
    expect(view().isSaving).toBe(true);
    expect(env.inputs.saveProfile).toEqual([DRAFT]);
    const after = { ...USER, nickName: '小王', gender: 2, birthday: '1991-01-01' };
    await env.resolve('saveProfile', after);
    expect(view()).toMatchObject({ isSaving: false, formKey: 1, profile: { nickName: '小王', gender: 2 } });
    expect(saved).toEqual([after]);
  });

  it('ignores an invalid draft and a second save while saving', async () => {
    const { env, view } = start();
    await env.resolve('loadProfile', USER);
    view().save({ ...DRAFT, nickName: '   ' });
    view().save({ ...DRAFT, birthday: '2026-03-11' });
    expect(view().isSaving).toBe(false);
    expect(env.isPending('saveProfile')).toBe(false);
    view().save(DRAFT);
    view().save({ ...DRAFT, nickName: 'again' });
    expect(env.inputs.saveProfile).toEqual([DRAFT]);
  });

  it("keeps the server's refusal until the next edit, and the profile unchanged", async () => {
    const { env, view, saved } = start();
    await env.resolve('loadProfile', USER);
    view().save(DRAFT);
    await env.reject('saveProfile', new Error('头像图片不存在，请重新上传'));
    expect(view()).toMatchObject({
      saveError: '头像图片不存在，请重新上传',
      formKey: 0,
      profile: toProfile(USER),
    });
    expect(saved).toEqual([]);
    view().edit();
    expect(view().saveError).toBeNull();
  });
});
