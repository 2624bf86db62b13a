import type { Queryable } from '../database.ts';

/** 账户信息 of the demo buyers (nickname, gender, birthday), the same in every tenant. */
const PROFILES = [
  { userName: 'buyer01', nickName: '采购小王', gender: 1, birthday: '1990-05-18' },
  { userName: 'person01', nickName: '小李爱逛', gender: 2, birthday: '1995-11-02' },
];

/** Gives buyer01 and person01 a nickname, gender and birthday in every tenant (migration 0022). */
export async function seedAccountProfiles(q: Queryable): Promise<void> {
  for (const p of PROFILES) {
    await q.query(
      `UPDATE app_user SET nick_name = $2, gender = $3, birthday = $4::date WHERE user_name = $1`,
      [p.userName, p.nickName, p.gender, p.birthday],
    );
  }
}
