import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { get, passwordLogin, post } from '../fixtures/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPDATE = '/user/updateHeaderAndBirthday';
const good = { nickName: '新昵称', gender: 2, birthday: '1992-03-04' };

async function me(token: string, shopId = 'DEMO') {
  const res = await get(t, '/user/get', { token, shopId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
}

function expectRefused(res: { statusCode: number; json(): unknown }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, code: 400, message, data: null });
}

/** Uploads a small PNG for `purpose` as the token's user; answers its file id. */
async function uploadPng(token: string, purpose: string, shopId = 'DEMO'): Promise<string> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const b = `upload${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-oss/file/upload',
    headers: { shopId, authorization: token, 'content-type': `multipart/form-data; boundary=${b}` },
    payload,
  });
  expect(res.json(), res.body).toMatchObject({ success: true });
  return res.json().data.fileId as string;
}

describe('账户信息 (POST /user/updateHeaderAndBirthday)', () => {
  it('the seed gives buyer01 and person01 a nickname, gender and birthday in every tenant', async () => {
    for (const shopId of ['DEMO', 'HBKY']) {
      const buyer = await me(await passwordLogin(t, 'buyer01', undefined, { shopId }), shopId);
      expect(buyer).toMatchObject({ nickName: '采购小王', gender: 1, birthday: '1990-05-18' });
      const person = await me(await passwordLogin(t, 'person01', undefined, { shopId }), shopId);
      expect(person).toMatchObject({ nickName: '小李爱逛', gender: 2, birthday: '1995-11-02' });
    }
  });

  it('refuses a missing, blank or over-long nickname and a birthday in the future with the rule', async () => {
    const token = await passwordLogin(t, 'buyer03');
    const before = await me(token);
    expectRefused(await post(t, UPDATE, { ...good, nickName: '' }, { token }), '请输入昵称');
    expectRefused(await post(t, UPDATE, { ...good, nickName: '   ' }, { token }), '请输入昵称');
    expectRefused(
      await post(t, UPDATE, { ...good, nickName: '一二三四五六七八九十一二三四五六' }, { token }),
      '昵称不能超过15个字符',
    );
    expectRefused(await post(t, UPDATE, { ...good, birthday: '2999-01-01' }, { token }), '生日不能晚于今天');
    expectRefused(
      await post(t, UPDATE, { ...good, birthday: '1990-02-30' }, { token }),
      '字段 birthday 格式不正确',
    );
    expect((await post(t, UPDATE, { ...good, gender: 3 }, { token })).statusCode).toBe(400);
    expect((await post(t, UPDATE, { gender: 1, birthday: null }, { token })).statusCode).toBe(400);
    // Nothing changed.
    expect(await me(token)).toEqual(before);
  });

  it('saves the profile (nickname trimmed, 15 characters allowed), answers and reads it back', async () => {
    const token = await passwordLogin(t, 'buyer03');
    const res = await post(
      t,
      UPDATE,
      { nickName: ' 一二三四五六七八九十一二三四五 ', gender: 1, birthday: '2000-02-29' },
      { token },
    );
    expect(res.json(), res.body).toMatchObject({
      success: true,
      data: {
        userName: 'buyer03',
        nickName: '一二三四五六七八九十一二三四五',
        gender: 1,
        birthday: '2000-02-29',
      },
    });
    expect(await me(token)).toMatchObject({
      nickName: '一二三四五六七八九十一二三四五',
      birthday: '2000-02-29',
    });
    const cleared = await post(t, UPDATE, { nickName: 'b3', gender: 0, birthday: null }, { token });
    expect(cleared.json().data).toMatchObject({ nickName: 'b3', gender: 0, birthday: null });
  });

  it("takes the caller's own avatar upload, and refuses another user's file or another purpose", async () => {
    const token = await passwordLogin(t, 'person01');
    const other = await passwordLogin(t, 'buyer01');
    const fileId = await uploadPng(token, 'avatar');
    const res = await post(t, UPDATE, { ...good, headerFileId: fileId }, { token });
    const url = `/iiot/jcmall-oss/file/DEMO/${fileId}`;
    expect(res.json().data).toMatchObject({ headerPath: url, userAvatar: url });
    // The avatar is public within the tenant.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Without headerFileId the avatar stays.
    expect((await post(t, UPDATE, good, { token })).json().data.headerPath).toBe(url);

    const othersFile = await uploadPng(other, 'avatar');
    expectRefused(
      await post(t, UPDATE, { ...good, headerFileId: othersFile }, { token }),
      '头像图片不存在，请重新上传',
    );
    const comment = await uploadPng(token, 'comment');
    expectRefused(
      await post(t, UPDATE, { ...good, headerFileId: comment }, { token }),
      '头像图片不存在，请重新上传',
    );
    const elsewhere = await uploadPng(
      await passwordLogin(t, 'person01', undefined, { shopId: 'HBKY' }),
      'avatar',
      'HBKY',
    );
    expectRefused(
      await post(t, UPDATE, { ...good, headerFileId: elsewhere }, { token }),
      '头像图片不存在，请重新上传',
    );
    expect((await me(other)).headerPath).not.toBe(url);
  });

  it("changes only the caller's own account, in its own tenant", async () => {
    const buyer = await passwordLogin(t, 'buyer01');
    const intruder = await passwordLogin(t, 'guest01');
    const before = await me(buyer);
    // The body names no user: an id is an unknown field.
    expect(
      (await post(t, UPDATE, { ...good, userId: before.userId }, { token: intruder })).json().message,
    ).toBe('不支持的字段 userId');
    expect((await post(t, UPDATE, { ...good, nickName: '访客' }, { token: intruder })).statusCode).toBe(200);
    expect(await me(buyer)).toMatchObject({ nickName: before.nickName, gender: before.gender });

    expect((await post(t, UPDATE, { ...good, nickName: '演示店' }, { token: buyer })).statusCode).toBe(200);
    const hbky = await me(await passwordLogin(t, 'buyer01', undefined, { shopId: 'HBKY' }), 'HBKY');
    expect(hbky).toMatchObject({ nickName: '采购小王', gender: 1 });
    // A DEMO session does not reach another tenant.
    expect((await post(t, UPDATE, good, { token: buyer, shopId: 'HBKY' })).statusCode).toBe(401);
    expect(await me(await passwordLogin(t, 'buyer01', undefined, { shopId: 'HBKY' }), 'HBKY')).toMatchObject({
      nickName: '采购小王',
    });
  });

  it('needs a session', async () => {
    const res = await post(t, UPDATE, good);
    expect(res.statusCode).toBe(401);
  });
});
