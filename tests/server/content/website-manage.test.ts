import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToParagraphs } from '../../../server/src/modules/content/website.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(shopId: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/website-manage${url}`, headers: { shopId } });
  return { status: res.statusCode, body: res.json() };
}

describe('help centre (spec §2 help-center children)', () => {
  it('lists the seven topics of the shop in navigation order', async () => {
    const { body } = await get('HBKY', '/help/list');
    expect(body.data.map((a: { code: string }) => a.code)).toEqual([
      'register',
      'goods',
      'purchase',
      'onlinePayment',
      'password',
      'resident',
      'protocol',
    ]);
    expect(body.data[0].title).toBe('注册新用户');
  });

  it("answers an article as paragraphs with the shop's name", async () => {
    const { status, body } = await get('HBKY', '/help/detail?code=register');
    expect(status).toBe(200);
    expect(body.data.title).toBe('注册新用户');
    expect(body.data.paragraphs[0]).toContain('华北矿业集采商城');
    expect(body.data.paragraphs.length).toBeGreaterThan(2);
  });

  it('is a 404 envelope for an unknown code', async () => {
    const { status, body } = await get('DEMO', '/help/detail?code=nothing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404, data: null });
  });
});

describe('shop notices (spec §2 shop/notice-list, notice-detail)', () => {
  it('pages the notices newest first', async () => {
    const first = await get('DEMO', '/notice/page?current=1&size=5');
    expect(first.body.data).toMatchObject({ total: 8, current: 1, size: 5 });
    expect(first.body.data.records).toHaveLength(5);
    const dates = first.body.data.records.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-11-10 09:30:00');
    const second = await get('DEMO', '/notice/page?current=2&size=5');
    expect(second.body.data.records).toHaveLength(3);
  });

  it('answers an empty page past the end', async () => {
    const { body } = await get('DEMO', '/notice/page?current=9&size=5');
    expect(body.data).toMatchObject({ records: [], total: 8 });
  });

  it("answers a notice of the shop and refuses another shop's with 公告不存在", async () => {
    const page = await get('HBKY', '/notice/page?current=1&size=1');
    const id = page.body.data.records[0].id;
    const mine = await get('HBKY', `/notice/detail?id=${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.paragraphs.length).toBeGreaterThan(0);
    const foreign = await get('DEMO', `/notice/detail?id=${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, code: 404, message: '公告不存在' });
    expect((await get('DEMO', '/notice/detail?id=99999999')).body.message).toBe('公告不存在');
  });

  it('refuses a bad id or page size with a 400', async () => {
    expect((await get('DEMO', '/notice/detail?id=abc')).status).toBe(400);
    expect((await get('DEMO', '/notice/page?size=1000')).status).toBe(400);
  });
});

describe('about us (spec §2: one shop id only)', () => {
  it('answers HBKY its page as plain paragraphs without markup', async () => {
    const { status, body } = await get('HBKY', '/about');
    expect(status).toBe(200);
    expect(body.data.title).toBe('关于华北矿业集采商城');
    expect(body.data.paragraphs).toHaveLength(4);
    expect(body.data.paragraphs.join('')).not.toMatch(/[<>]/);
  });

  it('is a 404 envelope for every other shop', async () => {
    for (const shopId of ['DEMO', 'HSNYSC', 'RDSC', 'BKSC']) {
      const { status, body } = await get(shopId, '/about');
      expect([shopId, status, body.success]).toEqual([shopId, 404, false]);
    }
  });

  it('strips every tag and decodes entities, so only text remains', () => {
    expect(htmlToParagraphs('<p>甲 &amp; 乙</p><p><b>丙</b><script>x</script></p>\n\n丁')).toEqual([
      '甲 & 乙',
      '丙x',
      '丁',
    ]);
  });
});
