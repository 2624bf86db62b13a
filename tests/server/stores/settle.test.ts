import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextStoreStatus,
  STORE_STATUSES,
  type StoreLifecycleEventType,
} from '../../../machines/store-application/store-lifecycle.machine.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import {
  cipher,
  DEMO_PASSWORD,
  get as upmsGet,
  passwordLogin,
  post as upms,
  sendCode,
} from '../fixtures/identity.ts';

/**
 * Opening a store (issue #18): a supplier registers, applies with four pictures, is rejected with remarks,
 * resubmits, is approved; the store account gets its password and opens the store, signs in to the
 * console and sees only its own store. Every status change follows machines/store-application.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('DEMO', 'admin');
});
afterAll(() => t.close());

const API = '/mallapi/api';
function call(
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  payload?: unknown,
  shopId = 'DEMO',
) {
  return t.app.inject({
    method,
    url: `${API}${path}`,
    headers: { shopId, ...(token ? { authorization: token } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are checked by value below
type Json = any;
async function ok(res: { statusCode: number; json(): Json; body: string }): Promise<Json> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
function refused(res: { statusCode: number; json(): { message: string } }, message: string, status = 400) {
  expect([res.statusCode, res.json().message]).toEqual([status, message]);
}

const png = (r: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r, g: 90, b: 30 } } })
    .png()
    .toBuffer();

function upload(token: string, purpose: string, data: Buffer, filename = 'doc.png', type = 'image/png') {
  const b = `b${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-oss/file/upload',
    headers: { shopId: 'DEMO', authorization: token, 'content-type': `multipart/form-data; boundary=${b}` },
    payload,
  });
}

async function documents(token: string) {
  const id = async (purpose: string, shade: number) =>
    (await ok(await upload(token, purpose, await png(shade)))).fileId;
  return {
    logo: await id('storeLogo', 10),
    licence: await id('storeDocument', 60),
    idFront: await id('storeDocument', 120),
    idBack: await id('storeDocument', 180),
  };
}

const application = (docs: Record<string, string>, over: Record<string, unknown> = {}) => ({
  storeName: '晨曦文具（苏州）旗舰店',
  description: '苏州本地文具批发，覆盖学生与办公用品，支持企业月结。',
  companyName: '苏州晨曦文具有限公司',
  contactName: '林晨曦',
  contactPhone: '13911112222',
  provinceCode: '110000',
  cityCode: '110100',
  districtCode: '110108',
  address: '中关村大街 1 号 5 层',
  storeType: 'general',
  documents: docs,
  ...over,
});

/** Registers a supplier through the API (identity chosen in the dialog) and logs in. */
async function registerSupplier(userName: string, mobile: string): Promise<string> {
  const code = await sendCode(t, mobile, 'register');
  const res = await upms(t, '/user/register', {
    userName,
    passWord: cipher('Shop@2026'),
    mobile,
    code,
    identity: 'supplier',
  });
  expect(res.statusCode, res.body).toBe(200);
  return passwordLogin(t, userName, 'Shop@2026');
}

describe('registration by identity', () => {
  it('a supplier registration creates a supplier main account (type 5); personal stays type 7', async () => {
    const token = await registerSupplier('gys_reg01', '13911110001');
    const me = (await upmsGet(t, '/user/get', { token })).json();
    expect(me.data).toMatchObject({ userName: 'gys_reg01', userType: 5, isMain: true });

    const code = await sendCode(t, '13911110002', 'register');
    await upms(t, '/user/register', {
      userName: 'geren_reg01',
      passWord: cipher('Shop@2026'),
      mobile: '13911110002',
      code,
    });
    const personal = await passwordLogin(t, 'geren_reg01', 'Shop@2026');
    expect((await upmsGet(t, '/user/get', { token: personal })).json().data.userType).toBe(7);
  });
});

describe('store application', () => {
  it('only suppliers apply; a buyer is refused', async () => {
    const buyer = await t.login('DEMO', 'buyer01');
    refused(await call('GET', '/shop/settle/mine', buyer), '没有权限执行该操作', 403);
  });

  it('refuses a renamed non-image document by its content', async () => {
    const token = await t.login('DEMO', 'supplier02');
    const res = await upload(token, 'storeDocument', Buffer.from('%PDF-1.4 not a picture'), 'licence.png');
    refused(res, '图片格式不正确，请上传 jpg、png、webp 或 gif 图片');
  });

  it('checks every field with the wizard’s rules, the region chain and the documents’ owner', async () => {
    const token = await registerSupplier('gys_rules', '13911110003');
    const docs = await documents(token);
    const apply = (over: Record<string, unknown>) =>
      call('POST', '/shop/settle/apply', token, application(docs, over));
    refused(await apply({ storeName: '好店!!!' }), '店铺名称不能包含特殊字符');
    refused(await apply({ storeName: '一二三四五六七八九十一二三四五六七八九十一' }), '店铺名称最多20个字');
    refused(await apply({ description: '太短了' }), '店铺简介为10~200个字');
    refused(await apply({ districtCode: '' }), '请先选择省、市、区');
    refused(await apply({ districtCode: '310115' }), '请先选择省、市、区');
    refused(await apply({ address: '一号' }), '详细地址为5~50个字');
    refused(await apply({ contactPhone: '12345' }), '请输入正确的手机号');
    const other = await documents(await t.login('DEMO', 'supplier01'));
    refused(await apply({ documents: { ...docs, licence: other.licence } }), '请重新上传营业执照');
    refused(await apply({ documents: { ...docs, logo: docs.licence } }), '请重新上传店铺Logo');
    refused(await apply({ storeName: '鑫源五金工具' }), '店铺名称已存在');
    expect((await ok(await call('GET', '/shop/settle/mine', token))).application).toBeNull();
  });

  it('runs the whole journey: apply, refuse a second, expedite once, reject, resubmit, approve, open', async () => {
    const token = await registerSupplier('gys_flow', '13911110004');
    const docs = await documents(token);
    const first = await ok(await call('POST', '/shop/settle/apply', token, application(docs)));
    expect(first.application).toMatchObject({
      status: 'reviewing',
      revision: 1,
      expedited: false,
      areaName: expect.stringContaining('海淀区'),
    });
    refused(
      await call('POST', '/shop/settle/apply', token, application(docs)),
      '您的入驻申请正在审核中，请勿重复提交',
    );

    expect((await ok(await call('POST', '/shop/settle/expedite', token))).application.expedited).toBe(true);
    refused(await call('POST', '/shop/settle/expedite', token), '已申请加急，请耐心等待');

    // The operator sees it first in the queue (expedited), with its documents, readable by the operator only.
    const queue = await ok(await call('GET', '/console/settle/applications?status=reviewing', admin));
    const id = first.application.id as number;
    // Expedited first, oldest first among them: the seeded expedited one, then this one.
    expect(
      queue.records.map((a: { applicantName: string; expedited: boolean }) => [a.applicantName, a.expedited]),
    ).toEqual([
      ['supplier02', true],
      ['gys_flow', true],
    ]);
    const mineInQueue = queue.records[1];
    const licence = await t.app.inject({
      method: 'GET',
      url: mineInQueue.documentUrls.licence,
      headers: { authorization: admin },
    });
    expect(licence.statusCode).toBe(200);
    const stranger = await t.login('DEMO', 'buyer01');
    const hidden = await t.app.inject({
      method: 'GET',
      url: mineInQueue.documentUrls.licence,
      headers: { authorization: stranger },
    });
    expect(hidden.statusCode).toBe(404);
    refused(await call('GET', '/console/settle/applications', stranger), '仅商城运营人员可以执行该操作', 403);

    refused(
      await call('POST', '/console/settle/applications/decide', admin, {
        id,
        decision: 'REJECT',
        remark: '  ',
      }),
      '请填写审核意见',
    );
    const rejected = await ok(
      await call('POST', '/console/settle/applications/decide', admin, {
        id,
        decision: 'REJECT',
        remark: '营业执照不清晰',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', auditRemark: '营业执照不清晰' });
    refused(
      await call('POST', '/console/settle/applications/decide', admin, { id, decision: 'APPROVE' }),
      '该申请已处理',
    );
    refused(await call('POST', '/shop/settle/expedite', token), '当前申请无需加急');

    const mine = await ok(await call('GET', '/shop/settle/mine', token));
    expect(mine.application).toMatchObject({ status: 'rejected', auditRemark: '营业执照不清晰' });
    const newLicence = (await ok(await upload(token, 'storeDocument', await png(240)))).fileId;
    const again = await ok(
      await call('POST', '/shop/settle/apply', token, application({ ...docs, licence: newLicence })),
    );
    expect(again.application).toMatchObject({
      id,
      status: 'reviewing',
      revision: 2,
      auditRemark: '',
      expedited: false,
    });

    const approved = await ok(
      await call('POST', '/console/settle/applications/decide', admin, { id, decision: 'APPROVE' }),
    );
    expect(approved.status).toBe('approved');
    expect(
      approved.log.map((e: { event: string; actorName: string }) => `${e.event}:${e.actorName}`),
    ).toEqual(['SUBMIT:gys_flow', 'EXPEDITE:gys_flow', 'REJECT:admin', 'RESUBMIT:gys_flow', 'APPROVE:admin']);

    // Approved: the store exists, not yet open, with a store account that cannot sign in yet.
    const settled = await ok(await call('GET', '/shop/settle/mine', token));
    const account = settled.store.accountName as string;
    expect(settled.store).toMatchObject({ status: 'notOpen', accountReady: false, storeType: 'general' });
    expect(account).toBe(`shop${settled.store.storeId}`);
    const noPassword = await upms(t, '/login', { userName: account, passWord: cipher('') });
    expect(noPassword.statusCode).toBe(400);
    refused(
      await call('POST', '/shop/settle/store-status', token, { event: 'GO_ONLINE' }),
      '请先为店铺账号设置密码',
    );

    // The store account's password: 6–12 half-width characters; the first one opens the store.
    refused(
      await call('POST', '/shop/account/password', token, { passWord: cipher('12345') }),
      '店铺账号密码为6~12位半角字符',
    );
    refused(
      await call('POST', '/shop/account/password', token, { passWord: cipher('1234567890123') }),
      '店铺账号密码为6~12位半角字符',
    );
    const opened = await ok(
      await call('POST', '/shop/account/password', token, { passWord: cipher('Dp@2026') }),
    );
    expect(opened.store).toMatchObject({ status: 'open', accountReady: true });
    refused(
      await call('POST', '/shop/account/password', token, { passWord: cipher('Dp@2027') }),
      '原密码不能为空',
    );
    refused(
      await call('POST', '/shop/account/password', token, {
        passWord: cipher('Dp@2027'),
        oldPassWord: cipher('wrong1'),
      }),
      '原密码错误',
    );

    // The store account signs in to the console and sees only its own store (no order of another).
    const storeToken = await passwordLogin(t, account, 'Dp@2026');
    const me = await ok(await call('GET', '/console/me', storeToken));
    expect(me.stores).toEqual([
      { storeId: settled.store.storeId, storeName: '晨曦文具（苏州）旗舰店', role: 'owner' },
    ]);
    expect((await ok(await call('GET', '/console/orders', storeToken))).total).toBe(0);
    expect(
      (await ok(await call('GET', '/console/orders', await t.login('DEMO', 'supplier01')))).total,
    ).toBeGreaterThan(0);

    // Buyers find it in the store search.
    const search = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-search/store/pageListForFront',
      headers: { shopId: 'DEMO' },
      payload: { supplierName: '晨曦文具', current: 1, size: 10 },
    });
    expect(search.json().data.records.map((r: { storeName: string }) => r.storeName)).toContain(
      '晨曦文具（苏州）旗舰店',
    );

    // A second application after approval is refused.
    refused(
      await call('POST', '/shop/settle/apply', token, application(docs, { storeName: '另一家店铺' })),
      '您的店铺已开通',
    );
  });
});

describe('store statuses follow the lifecycle machine', () => {
  it('allows and refuses exactly the transitions of the machine', () => {
    const table = Object.fromEntries(
      STORE_STATUSES.map((s) => [
        s,
        (
          [
            'APPROVE',
            'REJECT',
            'RESUBMIT',
            'OPEN',
            'GO_OFFLINE',
            'GO_ONLINE',
            'SUSPEND',
            'RESTORE',
          ] as StoreLifecycleEventType[]
        )
          .filter((e) => nextStoreStatus(s, e) !== null)
          .map((e) => `${e}→${nextStoreStatus(s, e)}`),
      ]),
    );
    expect(table).toEqual({
      reviewing: ['APPROVE→notOpen', 'REJECT→rejected'],
      rejected: ['RESUBMIT→reviewing'],
      notOpen: ['OPEN→open', 'SUSPEND→suspended'],
      open: ['GO_OFFLINE→offline', 'SUSPEND→suspended'],
      offline: ['GO_ONLINE→open', 'SUSPEND→suspended'],
      suspended: ['RESTORE→offline'],
    });
  });

  it('the owner and the operator move a seeded store only where the machine allows', async () => {
    const owner = await passwordLogin(t, 'supplier05', DEMO_PASSWORD);
    const mine = async () => (await ok(await call('GET', '/shop/settle/mine', owner))).store;
    expect((await mine()).status).toBe('offline');
    refused(
      await call('POST', '/shop/settle/store-status', owner, { event: 'GO_OFFLINE' }),
      '店铺当前状态不能执行该操作',
    );
    expect(
      (await ok(await call('POST', '/shop/settle/store-status', owner, { event: 'GO_ONLINE' }))).store.status,
    ).toBe('open');

    const storeId = (await mine()).storeId as number;
    refused(
      await call('POST', '/console/stores/status', admin, { storeId, event: 'SUSPEND' }),
      '请填写暂停原因',
    );
    refused(
      await call('POST', '/console/stores/status', admin, { storeId, event: 'RESTORE' }),
      '店铺当前状态不能执行该操作',
    );
    const suspended = await ok(
      await call('POST', '/console/stores/status', admin, {
        storeId,
        event: 'SUSPEND',
        remark: '资质到期，待补充',
      }),
    );
    expect(suspended).toMatchObject({ status: 'suspended', statusRemark: '资质到期，待补充' });
    expect(await mine()).toMatchObject({ status: 'suspended', statusRemark: '资质到期，待补充' });
    refused(
      await call('POST', '/shop/settle/store-status', owner, { event: 'GO_ONLINE' }),
      '店铺当前状态不能执行该操作',
    );
    // A suspended store's pages are gone from the mall.
    const home = await t.app.inject({
      method: 'GET',
      url: `/iiot/jcmall-search/store/home?storeId=${storeId}`,
      headers: { shopId: 'DEMO' },
    });
    expect(home.statusCode).toBe(404);

    expect(
      (await ok(await call('POST', '/console/stores/status', admin, { storeId, event: 'RESTORE' }))).status,
    ).toBe('offline');
    const stores = await ok(await call('GET', '/console/stores?status=offline', admin));
    expect(stores.records.map((s: { storeId: number }) => s.storeId)).toContain(storeId);
  });

  it('a suspended store’s goods leave the mall and come back when it opens again', async () => {
    const [sku] = (
      await t.db.owner((q) =>
        q.query<{ skuId: number; storeId: number; name: string }>(
          `SELECT s.id AS "skuId", s.store_id AS "storeId", s.name FROM product_sku s
             JOIN store st ON st.id = s.store_id
            WHERE st.shop_id = 'DEMO' AND st.store_type = 1 AND s.status = 1 ORDER BY s.id LIMIT 1`,
        ),
      )
    ).rows;
    const detail = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/iiot/jcmall-product/product/detail?skuId=${sku!.skuId}`,
          headers: { shopId: 'DEMO' },
        })
      ).json().data.onSale;
    const onSale = async () =>
      (
        await t.db.owner((q) =>
          q.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM product_sku WHERE store_id = $1 AND status = 1',
            [sku!.storeId],
          ),
        )
      ).rows[0]!.n;
    const before = await onSale();
    expect(await detail()).toBe(true);
    await ok(
      await call('POST', '/console/stores/status', admin, {
        storeId: sku!.storeId,
        event: 'SUSPEND',
        remark: '抽检不合格',
      }),
    );
    expect(await detail()).toBe(false);
    expect(await onSale()).toBe(0);
    await ok(
      await call('POST', '/console/stores/status', admin, { storeId: sku!.storeId, event: 'RESTORE' }),
    );
    expect(await onSale()).toBe(0);
    const owner = await t.login('DEMO', 'supplier01');
    expect(
      (await ok(await call('POST', '/shop/settle/store-status', owner, { event: 'GO_ONLINE' }))).store.status,
    ).toBe('open');
    expect(await onSale()).toBe(before);
    expect(await detail()).toBe(true);
  });

  it('the seed shows every status to the operator and the applicants', async () => {
    const all = await ok(await call('GET', '/console/settle/applications?size=50', admin));
    const statuses = new Set(all.records.map((a: { status: string }) => a.status));
    expect([...statuses].sort()).toEqual(['approved', 'rejected', 'reviewing']);
    const stores = await ok(await call('GET', '/console/stores?size=50', admin));
    const storeStatuses = new Set(stores.records.map((s: { status: string }) => s.status));
    expect([...storeStatuses].sort()).toEqual(['notOpen', 'offline', 'open', 'suspended']);
    const rejected = await ok(
      await call('GET', '/shop/settle/mine', await passwordLogin(t, 'supplier03', DEMO_PASSWORD)),
    );
    expect(rejected.application.auditRemark).toContain('营业执照');
  });

  it('a tenant’s applications are its own', async () => {
    const hbkyAdmin = await t.login('HBKY', 'admin');
    const page = await ok(
      await call('GET', '/console/settle/applications?size=50', hbkyAdmin, undefined, 'HBKY'),
    );
    expect(page.records.map((a: { applicantName: string }) => a.applicantName)).toEqual(['supplier01']);
  });
});
