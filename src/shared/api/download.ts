import type { ApiEffects } from './middleware.ts';
import { TOAST_DURATION_MS, envelopeMessage, isEnvelope } from './middleware.ts';

/** Effects of a file download: toasts, i18n and saving the file (an object URL and a link, in the app). */
export interface DownloadEffects extends Pick<ApiEffects, 'toast' | 't'> {
  save(blob: Blob, fileName: string): void;
}

/**
 * Saves a downloaded body under the name from its Content-Disposition header (spec §8 blob rule), or,
 * when the body is a JSON envelope with `success` false, toasts its message and saves nothing.
 * Fetch with `parseAs: 'stream'` so openapi-fetch leaves the body unread. Resolves whether a file was saved.
 */
export async function downloadBlob(response: Response, effects: DownloadEffects): Promise<boolean> {
  const blob = await response.blob();
  const body = await parseJsonBlob(blob);
  if (isEnvelope(body) && body.success === false) {
    effects.toast('error', envelopeMessage(body) ?? effects.t('http.networkAbnormal'), TOAST_DURATION_MS);
    return false;
  }
  effects.save(blob, fileNameOf(response.headers.get('Content-Disposition')));
  return true;
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (percent-encoded) first, then
 * `filename="…"` or `filename=…` (percent-encoded or raw UTF-8 bytes are decoded); else 'download'.
 */
export function fileNameOf(header: string | null): string {
  const extended = /filename\*\s*=\s*"?[^']*'[^']*'([^;"]+)/i.exec(header ?? '')?.[1]?.trim();
  const encoded = extended && tryDecode(() => decodeURIComponent(extended));
  if (encoded) return encoded;
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header ?? '');
  const raw = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? '').trim();
  if (raw === '') return 'download';
  const decoded = /%[0-9a-f]{2}/i.test(raw)
    ? tryDecode(() => decodeURIComponent(raw))
    : tryDecode(() => latin1AsUtf8(raw));
  return decoded ?? raw;
}

/** Browsers expose raw UTF-8 header bytes as Latin-1 characters; undo that, or throw if it is not UTF-8. */
function latin1AsUtf8(value: string): string {
  // eslint-disable-next-line no-control-regex -- the Latin-1 range test needs the full byte range
  if (!/[\u0080-\u00ff]/.test(value) || /[^\u0000-\u00ff]/.test(value)) return value;
  const bytes = Uint8Array.from(value, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function tryDecode(decode: () => string): string | undefined {
  try {
    return decode();
  } catch {
    return undefined;
  }
}

/** Parses the blob as JSON only when it starts like an object, so large binary files are not decoded. */
async function parseJsonBlob(blob: Blob): Promise<unknown> {
  const head = await blob.slice(0, 64).text();
  if (!head.trimStart().startsWith('{')) return undefined;
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return undefined;
  }
}
