import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
let supplierId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login('DEMO', 'buyer01');
  const res = await t.app.inject({
    method: 'GET',
    url: '/iiot/jcmall-front/supplyApplyManage/getPurcharserSupplyerList?status=2&supplierType=3',
    headers: { shopId: 'DEMO', authorization: token },
  });
  supplierId = res.json().data[0].supplierId;
});
afterAll(() => t.close());

async function submit(shopId: string, account: string, body: Record<string, unknown>) {
  const token = await t.login(shopId, account);
  return t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-front/feedback/saveFeedbackRecord',
    headers: { shopId, authorization: token },
    payload: body,
  });
}

describe('feedback (spec §5)', () => {
  it('saves a trimmed record against the session user', async () => {
    const res = await submit('DEMO', 'buyer01', {
      problemType: '1',
      supplierId,
      problemDesc: '  签字笔断墨  ',
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.owner((q) =>
      q.query<{ problem_desc: string; user_name: string }>(
        `SELECT f.problem_desc, u.user_name FROM feedback_record f JOIN app_user u ON u.id = f.user_id WHERE f.id = $1`,
        [res.json().data.id],
      ),
    );
    expect(rows).toEqual([{ problem_desc: '签字笔断墨', user_name: 'buyer01' }]);
  });

  it('requires a supplier when the problem type is below 6, and not from 6 on', async () => {
    const missing = await submit('DEMO', 'buyer01', { problemType: '5', problemDesc: '发票开错' });
    expect(missing.json()).toMatchObject({ code: 400, message: '请选择供应商' });
    const unknown = await submit('DEMO', 'buyer01', {
      problemType: '2',
      supplierId: 999999,
      problemDesc: '物流慢',
    });
    expect(unknown.json().message).toBe('请选择供应商');
    expect((await submit('DEMO', 'buyer01', { problemType: '6', problemDesc: '系统卡顿' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an unknown problem type and a description of only spaces', async () => {
    expect((await submit('DEMO', 'buyer01', { problemType: '99', problemDesc: '其他' })).json().message).toBe(
      '请选择问题类型',
    );
    expect((await submit('DEMO', 'buyer01', { problemType: '7', problemDesc: '   ' })).json().message).toBe(
      '请填写问题描述',
    );
  });

  it('refuses a description over 200 characters and a name over 10', async () => {
    expect(
      (await submit('DEMO', 'buyer01', { problemType: '7', problemDesc: '长'.repeat(201) })).statusCode,
    ).toBe(400);
    expect(
      (
        await submit('DEMO', 'buyer01', {
          problemType: '7',
          problemDesc: '好',
          feedbackUserName: '名'.repeat(11),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('asks the public-browse account on HBKY for a name and a valid phone', async () => {
    const base = { problemType: '7', problemDesc: '想要更多品牌' };
    expect((await submit('HBKY', 'guest01', base)).json().message).toBe('请填写反馈人手机号');
    expect(
      (await submit('HBKY', 'guest01', { ...base, feedbackUserTelephone: '12345678901' })).json().message,
    ).toBe('手机号格式错误');
    expect(
      (await submit('HBKY', 'guest01', { ...base, feedbackUserTelephone: '13912345678' })).json().message,
    ).toBe('请填写反馈人姓名');
    expect(
      (
        await submit('HBKY', 'guest01', {
          ...base,
          feedbackUserTelephone: '13912345678',
          feedbackUserName: '李四',
        })
      ).statusCode,
    ).toBe(200);
    expect((await submit('DEMO', 'guest01', base)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-front/feedback/saveFeedbackRecord',
      headers: { shopId: 'DEMO' },
      payload: { problemType: '7', problemDesc: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
