import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAfterSale } from '../../../server/src/modules/after-sales/after-sales.service.ts';
import { DAILY_UPLOAD_LIMIT } from '../../../server/src/modules/files/files.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * Uploads (issue #16 item 7, spec §5 "Image upload: wrong format rejected; max 2MB"): the type comes from
 * the bytes, pictures are re-encoded without their metadata, sizes are held while streaming, and a file
 * is served with its stored type, nosniff and a CSP; private files only to those who may see them.
 */

const UPLOAD = '/iiot/jcmall-oss/file/upload';
const FORMAT = '图片格式不正确，请上传 jpg、png、webp 或 gif 图片';
const PDF_FORMAT = '文件格式不正确，请上传 PDF 文件';
const SIZE = '图片大小不能超过2MB';
const PDF_SIZE = '文件大小不能超过10MB';
const MB = 1024 * 1024;

/** `bytes` made exactly `size` long by padding after its end (decoders stop at the end of the image). */
const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);

let t: TestApp;
let buyer: string;
let other: string;
let staff: string;
let hbkyBuyer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  other = await t.login('DEMO', 'buyer03');
  staff = await t.login('DEMO', 'supplier01');
  hbkyBuyer = await t.login('HBKY', 'buyer01');
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}
const fileRows = async () => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM file_object'))[0]!.n;

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; data: Buffer };
}

/** A multipart form, built by hand so that names, declared types and bytes are exactly as given. */
function form(parts: Part[]): { payload: Buffer; contentType: string } {
  const b = `upload${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = p.file
      ? `--${b}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type}\r\n\r\n`
      : `--${b}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), p.file ? p.file.data : Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${b}` };
}

function upload(
  token: string,
  purpose: string,
  data: Buffer,
  { filename = 'photo.jpg', type = 'image/jpeg', shopId = 'DEMO' } = {},
) {
  const { payload, contentType } = form([
    { name: 'purpose', value: purpose },
    { name: 'file', file: { filename, type, data } },
  ]);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { shopId, authorization: token, 'content-type': contentType },
    payload,
  });
}

async function uploaded(token: string, purpose: string, data: Buffer, options = {}) {
  const res = await upload(token, purpose, data, options);
  expect(res.json(), res.body).toMatchObject({ success: true, code: 200 });
  return res.json().data as { fileId: string; url: string; contentType: string; size: number };
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

function expectRefused(res: { statusCode: number; json(): unknown }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, code: 400, message, data: null });
}

// --- fixtures -------------------------------------------------------------------------------------

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

const png = () => canvas(16, 12).png().toBuffer();

/** A JPEG as a phone writes it: camera make, GPS position, and an orientation (rotate 90° to view). */
const gpsJpeg = () =>
  canvas(8, 4)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 9000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 14/1 2300/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 28/1 5800/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
const JS = Buffer.from('fetch("/yzc-upms/user/get").then((r) => r.text()).then(alert);\n');

// --- tests ----------------------------------------------------------------------------------------

describe('accepted pictures', () => {
  it('a PNG is stored and served back with its type, nosniff, a sandbox CSP and an inline disposition', async () => {
    const data = await uploaded(buyer, 'comment', await png(), { filename: 'a.png', type: 'image/png' });
    expect(data).toMatchObject({
      contentType: 'image/png',
      url: `/iiot/jcmall-oss/file/DEMO/${data.fileId}`,
    });
    // Public: served to anyone, with no session, in the tenant of the path.
    const res = await get(data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['content-disposition']).toBe(`inline; filename="${data.fileId}.png"`);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.rawPayload.length).toBe(data.size);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');

    const [row] = await sql<Record<string, unknown>>(
      `SELECT f.purpose, f.private, f.byte_size, f.content_type, f.sha256, u.user_name
         FROM file_object f JOIN app_user u ON u.id = f.owner_user_id WHERE f.id = $1`,
      [data.fileId],
    );
    expect(row).toMatchObject({
      purpose: 'comment',
      private: false,
      byte_size: data.size,
      content_type: 'image/png',
      user_name: 'buyer01',
    });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a JPEG loses its EXIF (GPS, camera) and is turned upright by its orientation first', async () => {
    const original = await gpsJpeg();
    // The fixture really carries what must go.
    const before = await sharp(original).metadata();
    // IFD0 points to a GPS IFD (tag 0x8825, little-endian) holding the position.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);
    expect(original.includes('SpyCam')).toBe(true);

    const data = await uploaded(buyer, 'avatar', original, { filename: 'IMG_0001.JPG' });
    expect(data.contentType).toBe('image/jpeg');
    const res = await get(data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const served = res.rawPayload;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(served.includes('SpyCam')).toBe(false);
    expect(served.includes('Exif')).toBe(false);
    // 8×4 shown rotated by 90°: stored as 4×8 pixels.
    expect([after.width, after.height]).toEqual([4, 8]);
  });

  it('webp and gif pictures are accepted, whatever name and declared type they come with', async () => {
    const webp = await uploaded(buyer, 'comment', await canvas(5, 5).webp().toBuffer(), {
      filename: 'x.txt',
      type: 'text/plain',
    });
    expect(webp.contentType).toBe('image/webp');
    const gif = await uploaded(buyer, 'voucher', await canvas(5, 5).gif().toBuffer(), {
      filename: 'noext',
      type: 'application/octet-stream',
    });
    expect(gif.contentType).toBe('image/gif');
  });

  it('anything hidden after a picture is gone once it is re-encoded', async () => {
    const polyglot = Buffer.concat([await png(), HTML]);
    const data = await uploaded(buyer, 'comment', polyglot, { filename: 'p.png', type: 'image/png' });
    const res = await get(data.url);
    expect(res.rawPayload.includes('<script>')).toBe(false);
  });
});

describe('refused uploads', () => {
  it('an HTML page renamed photo.jpg and declared image/jpeg', async () => {
    const before = await fileRows();
    expectRefused(
      await upload(buyer, 'comment', HTML, { filename: 'photo.jpg', type: 'image/jpeg' }),
      FORMAT,
    );
    expect(await fileRows()).toBe(before);
  });

  it('an SVG, under its own name or a picture’s', async () => {
    expectRefused(await upload(buyer, 'comment', SVG, { filename: 'a.svg', type: 'image/svg+xml' }), FORMAT);
    expectRefused(await upload(buyer, 'avatar', SVG, { filename: 'a.png', type: 'image/png' }), FORMAT);
  });

  it('a script', async () => {
    expectRefused(await upload(buyer, 'voucher', JS, { filename: 'a.js', type: 'text/javascript' }), FORMAT);
    expectRefused(await upload(buyer, 'voucher', JS, { filename: 'a.gif', type: 'image/gif' }), FORMAT);
  });

  it('a PNG signature followed by HTML (no picture behind the magic number)', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML]);
    expectRefused(await upload(buyer, 'comment', fake, { filename: 'a.png', type: 'image/png' }), FORMAT);
    const truncated = (await png()).subarray(0, 40);
    expectRefused(
      await upload(buyer, 'comment', truncated, { filename: 'a.png', type: 'image/png' }),
      FORMAT,
    );
  });

  it('an empty file, a file sent as a text field, and a form without its file', async () => {
    expectRefused(await upload(buyer, 'comment', Buffer.alloc(0)), FORMAT);
    const asField = form([
      { name: 'purpose', value: 'comment' },
      { name: 'file', value: 'iVBORw0KGgo=' },
    ]);
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: UPLOAD,
        headers: { shopId: 'DEMO', authorization: buyer, 'content-type': asField.contentType },
        payload: asField.payload,
      }),
      FORMAT,
    );
    const noFile = form([{ name: 'purpose', value: 'comment' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { shopId: 'DEMO', authorization: buyer, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('file');
  });

  it('an unknown purpose, and none', async () => {
    const res = await upload(buyer, 'catalog', await png());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('purpose');
  });

  it('a picture of 2 MB and one byte, with the size message, leaving nothing stored', async () => {
    // Still a PNG by its bytes, just one byte too big; 2 MB exactly is taken.
    const big = padded(await png(), 2 * MB + 1);
    const before = await fileRows();
    expectRefused(await upload(buyer, 'comment', big, { filename: 'big.png', type: 'image/png' }), SIZE);
    expect(await fileRows()).toBe(before);
    const limit = await uploaded(buyer, 'comment', padded(await png(), 2 * MB), { type: 'image/png' });
    expect(limit.contentType).toBe('image/png');
  });

  it('a picture far over the limit gets the same message (the parser stops reading it early)', async () => {
    const before = await fileRows();
    const huge = padded(await png(), 12 * MB);
    expectRefused(await upload(buyer, 'voucher', huge, { filename: 'huge.png', type: 'image/png' }), SIZE);
    expect(await fileRows()).toBe(before);
  });

  it('anonymous callers get 401', async () => {
    const { payload, contentType } = form([
      { name: 'purpose', value: 'comment' },
      { name: 'file', file: { filename: 'a.png', type: 'image/png', data: await png() } },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { shopId: 'DEMO', 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it(`at most ${DAILY_UPLOAD_LIMIT} files a day per user`, async () => {
    const [me] = await sql<{ id: number }>(
      `SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer03'`,
    );
    await sql(
      `INSERT INTO file_object (id, shop_id, content_type, byte_size, data, owner_user_id, purpose)
       SELECT 'quota-' || n, 'DEMO', 'image/png', 1, '\\x00'::bytea, $1, 'comment'
         FROM generate_series(1, $2::int) AS n`,
      [me!.id, DAILY_UPLOAD_LIMIT],
    );
    const res = await upload(other, 'comment', await png());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('上限');
    await sql(`DELETE FROM file_object WHERE id LIKE 'quota-%'`);
    expect((await upload(other, 'comment', await png())).statusCode).toBe(200);
  });
});

describe('PDF is for invoices, uploaded by store staff', () => {
  it('staff upload an invoice PDF; it is private and served as a PDF without the sandbox', async () => {
    const data = await uploaded(staff, 'invoice', PDF, { filename: 'fapiao.jpg', type: 'image/jpeg' });
    expect(data.contentType).toBe('application/pdf');
    const res = await get(data.url, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['content-disposition']).toBe(`inline; filename="${data.fileId}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await get(data.url)).statusCode).toBe(404);
    expect((await get(data.url, buyer)).statusCode).toBe(404);
  });

  it('a PDF for any other purpose is a wrong format; an invoice that is neither picture nor PDF too', async () => {
    for (const purpose of ['comment', 'voucher', 'avatar'])
      expectRefused(
        await upload(buyer, purpose, PDF, { filename: 'a.pdf', type: 'application/pdf' }),
        FORMAT,
      );
    expectRefused(
      await upload(staff, 'invoice', HTML, { filename: 'a.pdf', type: 'application/pdf' }),
      PDF_FORMAT,
    );
  });

  it('a PDF over 10 MB, with the PDF size message, leaving nothing stored', async () => {
    const before = await fileRows();
    const big = padded(PDF, 10 * MB + 1);
    expectRefused(
      await upload(staff, 'invoice', big, { filename: 'a.pdf', type: 'application/pdf' }),
      PDF_SIZE,
    );
    expect(await fileRows()).toBe(before);
  });

  it('a buyer may not upload an invoice', async () => {
    const res = await upload(buyer, 'invoice', PDF, { filename: 'a.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(403);
  });
});

describe('who reads a private voucher', () => {
  let voucher: { fileId: string; url: string };
  beforeAll(async () => {
    voucher = await uploaded(buyer, 'voucher', await png(), { filename: 'v.png', type: 'image/png' });
  });

  it('its owner, with the Authorization header or the session cookie; never cached', async () => {
    const res = await get(voucher.url, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const byCookie = await t.app.inject({
      method: 'GET',
      url: voucher.url,
      cookies: { 'USER-ACCESS-TOKEN': buyer },
    });
    expect(byCookie.statusCode).toBe(200);
    const [row] = await sql<{ private: boolean; purpose: string }>(
      'SELECT private, purpose FROM file_object WHERE id = $1',
      [voucher.fileId],
    );
    expect(row).toEqual({ private: true, purpose: 'voucher' });
  });

  it('nobody else: anonymous, another buyer, a forged token, staff it was not shown to: 404', async () => {
    for (const token of [undefined, other, 'forged-token', staff]) {
      const res = await get(voucher.url, token);
      expect([token, res.statusCode]).toEqual([token, 404]);
      expect(res.json()).toMatchObject({ success: false, code: 404 });
    }
  });

  it('another tenant: its path, or its session on this path, gets 404', async () => {
    expect((await get(voucher.url.replace('/DEMO/', '/HBKY/'), hbkyBuyer)).statusCode).toBe(404);
    expect((await get(voucher.url.replace('/DEMO/', '/HBKY/'))).statusCode).toBe(404);
    expect((await get(voucher.url, hbkyBuyer)).statusCode).toBe(404);
    // A public picture is public only in its own tenant.
    const picture = await uploaded(buyer, 'comment', await png(), { filename: 'c.png', type: 'image/png' });
    expect((await get(picture.url.replace('/DEMO/', '/HBKY/'))).statusCode).toBe(404);
  });

  it('the staff of the store an after-sales request showing it was made to', async () => {
    const [me] = await sql<{ id: number }>(
      `SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01'`,
    );
    await sql(`UPDATE member_account SET balance = 100000 WHERE user_id = $1`, [me!.id]);
    const { submissionId } = await placeOrder(t, buyer);
    const pay = await call(
      t,
      buyer,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'balance' },
      { key: randomUUID() },
    );
    expect(pay.json().success, pay.body).toBe(true);
    const [order] = await sql<{ orderNo: string; lineId: number }>(
      `SELECT o.order_no AS "orderNo", l.id AS "lineId"
         FROM mall_order o JOIN order_line l ON l.order_id = o.id WHERE o.submission_id = $1`,
      [submissionId],
    );
    await t.db.tenant('DEMO', (q) =>
      applyAfterSale(q, me!.id, {
        orderNo: order!.orderNo,
        lineId: order!.lineId,
        kind: 'refund',
        reason: '不想要了',
        quantity: '1',
        amount: '20.00',
        phone: '13800000002',
        pictures: [voucher.fileId],
      }),
    );
    expect((await get(voucher.url, staff)).statusCode).toBe(200);
    expect((await get(voucher.url, await t.login('DEMO', 'admin'))).statusCode).toBe(200);
    expect((await get(voucher.url, other)).statusCode).toBe(404);
  });
});

describe('catalog files keep their behaviour', () => {
  it('a seeded image is public, immutable, nosniff and sandboxed', async () => {
    const banners = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-front/banner/pageListForFront',
      headers: { shopId: 'DEMO' },
      payload: {},
    });
    const url = banners.json().data.records[0].imgUrl as string;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect((await get(url.replace('/DEMO/', '/HBKY/'))).statusCode).toBe(404);
  });
});
