import { fileId, fileUrl, seedTime } from './ids.ts';
import type { FileObjectRow } from './rows.ts';

/**
 * Collects one tenant's generated files and hands back their URLs. Keys are stable names such as
 * `product/DEMO-000123`; adding the same key twice stores the file once.
 */
export class TenantFiles {
  readonly rows: FileObjectRow[] = [];
  private readonly urls = new Map<string, string>();

  constructor(readonly shopId: string) {}

  /** Stores an SVG under `key` (once) and returns its public URL. */
  svg(key: string, fileName: string, body: string): string {
    const known = this.urls.get(key);
    if (known) return known;
    const id = fileId(this.shopId, key);
    this.rows.push({
      id,
      shop_id: this.shopId,
      content_type: 'image/svg+xml',
      byte_size: Buffer.byteLength(body, 'utf8'),
      data: body,
      file_name: fileName,
      created_at: seedTime(this.rows.length),
    });
    const url = fileUrl(this.shopId, id);
    this.urls.set(key, url);
    return url;
  }
}
