import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/platform/app.ts';
import { IMAGE_CERTS_PER_IP } from '../../../server/src/modules/identity/image-cert.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { post } from '../fixtures/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function picture(ip = '10.40.0.1') {
  const res = await post(t, '/batchPhone/getImageCert', undefined, { ip });
  expect(res.statusCode).toBe(200);
  const { certId, image } = res.json().data as { certId: string; image: string };
  const answer = (await t.app.inject({ method: 'GET', url: `/__dev/image-cert?certId=${certId}` })).json()
    .answer as string;
  return { certId, image, answer };
}

describe('the image check', () => {
  it('is an SVG picture of four characters drawn as paths, its answer stored only as a hash', async () => {
    const { certId, image, answer } = await picture();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<script');
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    const [row] = (
      await t.db.owner((q) =>
        q.query<{ h: string }>('SELECT answer_hash AS h FROM image_cert WHERE id = $1', [certId]),
      )
    ).rows;
    expect(row!.h).not.toContain(answer);
  });

  it('is answered once: a wrong answer spends the picture, and the right one is no use after it', async () => {
    const { certId, answer } = await picture();
    const wrong = await post(t, '/batchPhone/checkImageCert', {
      certId,
      code: 'ZZZZ' === answer ? 'YYYY' : 'ZZZZ',
    });
    expect(wrong.json()).toMatchObject({ code: 400, message: '图片验证码错误或已失效，请换一张再试' });
    const late = await post(t, '/batchPhone/checkImageCert', { certId, code: answer });
    expect(late.statusCode).toBe(400);
  });

  it('takes the answer in any case and gives a ticket that one login attempt spends', async () => {
    const { certId, answer } = await picture();
    const ok = await post(t, '/batchPhone/checkImageCert', { certId, code: ` ${answer.toLowerCase()} ` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ ticket: expect.any(String), expiresIn: 300 });
    expect((await post(t, '/batchPhone/checkImageCert', { certId, code: answer })).statusCode).toBe(400);
  });

  it('belongs to its shop: a picture of one tenant cannot be answered in another', async () => {
    const { certId, answer } = await picture();
    const other = await post(t, '/batchPhone/checkImageCert', { certId, code: answer }, { shopId: 'HBKY' });
    expect(other.statusCode).toBe(400);
  });

  it(`is handed out at most ${IMAGE_CERTS_PER_IP} times a minute to one client`, async () => {
    const ip = '10.40.0.9';
    for (let i = 0; i < IMAGE_CERTS_PER_IP; i++)
      expect((await post(t, '/batchPhone/getImageCert', undefined, { ip })).statusCode).toBe(200);
    const over = await post(t, '/batchPhone/getImageCert', undefined, { ip });
    expect(over.json()).toMatchObject({ code: 429, message: '获取图片验证码过于频繁，请稍后再试' });
  });

  it('keeps no answers and has no dev route with dev tools off (production)', async () => {
    const app = await buildApp({ db: t.db, distDir: 'tests/server/fixtures/no-dist', devTools: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/yzc-upms/batchPhone/getImageCert',
        headers: { shopId: 'DEMO' },
        remoteAddress: '10.40.0.20',
      });
      expect(res.statusCode).toBe(200);
      const certId = res.json().data.certId as string;
      expect(
        (await app.inject({ method: 'GET', url: `/__dev/image-cert?certId=${certId}` })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});
