import { beforeEach, describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import type { DownloadEffects } from '../../src/shared/api/download.ts';
import { downloadBlob, fileNameOf } from '../../src/shared/api/download.ts';
import { httpZhCN } from '../../src/shared/i18n/locales/http.zh_CN.ts';

let effects: DownloadEffects & {
  toast: ReturnType<typeof vi.fn<DownloadEffects['toast']>>;
  save: ReturnType<typeof vi.fn<DownloadEffects['save']>>;
};

beforeEach(() => {
  effects = {
    toast: vi.fn<DownloadEffects['toast']>(),
    save: vi.fn<DownloadEffects['save']>(),
    t: (key) => (key === 'http.networkAbnormal' ? httpZhCN.http.networkAbnormal : key),
  };
});

function file(contentDisposition: string | null, body: BodyInit = 'a,b\n1,2'): Response {
  const headers = new Headers({ 'Content-Type': 'application/octet-stream' });
  if (contentDisposition !== null) headers.set('Content-Disposition', contentDisposition);
  return new Response(body, { headers });
}

async function savedName(contentDisposition: string | null): Promise<string | undefined> {
  await downloadBlob(file(contentDisposition), effects);
  return effects.save.mock.calls[0]?.[1];
}

describe('downloadBlob', () => {
  it('a JSON body with success false shows its message and saves nothing', async () => {
    const response = file(null, JSON.stringify({ success: false, code: 500, message: '导出失败' }));

    const saved = await downloadBlob(response, effects);

    expect(saved).toBe(false);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '导出失败', 1500);
    expect(effects.save).not.toHaveBeenCalled();
  });

  it('a JSON body with success false and no message shows 网络异常', async () => {
    await downloadBlob(file(null, JSON.stringify({ success: false, code: 500 })), effects);

    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('error', '网络异常', 1500);
  });

  it('a file body is saved whole under the Content-Disposition name', async () => {
    const saved = await downloadBlob(file('attachment; filename="orders.csv"'), effects);

    expect(saved).toBe(true);
    const [blob, name] = effects.save.mock.calls[0] ?? [];
    expect(name).toBe('orders.csv');
    expect(await blob?.text()).toBe('a,b\n1,2');
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a JSON file that is not a failed envelope is saved', async () => {
    const saved = await downloadBlob(
      file('attachment; filename=data.json', '{"success":true,"rows":[]}'),
      effects,
    );

    expect(saved).toBe(true);
    expect(effects.save).toHaveBeenCalledOnce();
  });

  it('a body fetched through openapi-fetch with parseAs stream can be downloaded', async () => {
    const client = createClient<{
      '/export': {
        get: {
          parameters: { query?: never; header?: never; path?: never; cookie?: never };
          requestBody?: never;
          responses: {
            200: { headers: { [name: string]: unknown }; content: { 'application/octet-stream': Blob } };
          };
        };
      };
    }>({
      baseUrl: 'http://mall.test/iiot/jcmall-order',
      fetch: () => Promise.resolve(file("attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx")),
    });

    const { response } = await client.GET('/export', { parseAs: 'stream' });
    const saved = await downloadBlob(response, effects);

    expect(saved).toBe(true);
    expect(effects.save.mock.calls[0]?.[1]).toBe('订单.xlsx');
  });
});

describe('file names from Content-Disposition', () => {
  it("filename*=UTF-8'' percent-encoded Chinese names are decoded", async () => {
    expect(await savedName("attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA%E6%8A%A5%E8%A1%A8.xlsx")).toBe(
      '导出报表.xlsx',
    );
  });

  it('filename* wins over a plain filename', () => {
    expect(
      fileNameOf('attachment; filename="fallback.xlsx"; filename*=utf-8\'\'%E8%AE%A2%E5%8D%95.xlsx'),
    ).toBe('订单.xlsx');
  });

  it('a quoted plain filename is used as is', () => {
    expect(fileNameOf('attachment; filename="季度 报表 (1).xlsx"')).toBe('季度 报表 (1).xlsx');
  });

  it('an unquoted plain filename is used', () => {
    expect(fileNameOf('attachment; filename=report.pdf; size=10')).toBe('report.pdf');
  });

  it('a percent-encoded plain filename is decoded', () => {
    expect(fileNameOf('attachment;filename=%E5%95%86%E5%93%81.xls')).toBe('商品.xls');
  });

  it('raw UTF-8 bytes read as Latin-1 by the browser are decoded', () => {
    const latin1 = String.fromCharCode(...new TextEncoder().encode('发票.pdf'));

    expect(fileNameOf(`attachment; filename="${latin1}"`)).toBe('发票.pdf');
  });

  it('a missing header or file name falls back to download', async () => {
    expect(await savedName(null)).toBe('download');
    expect(fileNameOf('attachment')).toBe('download');
  });
});
