import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../platform/errors.ts';

/** What an upload is for (file_object.purpose, the ones a user may upload). */
export type UploadPurpose =
  'comment' | 'voucher' | 'invoice' | 'avatar' | 'storeLogo' | 'storeDocument' | 'chat';

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'application/pdf';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PDF_MAX_BYTES = 10 * 1024 * 1024;

/** Spec §5: "Image upload: wrong format rejected; max 2MB". PDF (invoices) has messages of its own. */
export const IMAGE_FORMAT_MESSAGE = '图片格式不正确，请上传 jpg、png、webp 或 gif 图片';
export const IMAGE_SIZE_MESSAGE = '图片大小不能超过2MB';
export const PDF_FORMAT_MESSAGE = '文件格式不正确，请上传 PDF 文件';
export const PDF_SIZE_MESSAGE = '文件大小不能超过10MB';

const IMAGE_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The types each purpose takes. */
export const ALLOWED_TYPES: Record<UploadPurpose, readonly UploadType[]> = {
  comment: IMAGE_TYPES,
  voucher: IMAGE_TYPES,
  avatar: IMAGE_TYPES,
  storeLogo: IMAGE_TYPES,
  storeDocument: IMAGE_TYPES,
  chat: IMAGE_TYPES,
  invoice: [...IMAGE_TYPES, 'application/pdf'],
};

/**
 * A decoded picture may not exceed this many pixels (all frames of an animation together, which sharp
 * stacks into one tall image): a 2 MB file can otherwise unpack into gigabytes (a decompression bomb).
 * 40 MP is a large phone photo.
 */
const MAX_PIXELS = 40_000_000;

/** The bytes to store and what they are. */
export interface CheckedUpload {
  contentType: UploadType;
  extension: string;
  data: Buffer;
}

/** The format message for a purpose: invoices take PDF as well, so their message names PDF. */
export const formatMessage = (purpose: UploadPurpose) =>
  purpose === 'invoice' ? PDF_FORMAT_MESSAGE : IMAGE_FORMAT_MESSAGE;

/**
 * Checks an upload by its content and makes it safe to serve: the type comes from the bytes (magic
 * numbers, `file-type`), never from the name or the declared Content-Type, and must be one the purpose
 * takes; pictures are then decoded and re-encoded in their own format, so what is stored is a picture and
 * nothing else (no EXIF or GPS, no comments, nothing appended after the image, no polyglot). A picture
 * that does not decode is refused as a wrong format. PDFs cannot be cleaned this way and are stored as
 * sent (served with a CSP that forbids everything, see routes.ts).
 *
 * `bytes` may be one byte longer than the largest limit: the parser stops there and the size check
 * refuses it.
 */
export async function checkUpload(bytes: Buffer, purpose: UploadPurpose): Promise<CheckedUpload> {
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const type = ALLOWED_TYPES[purpose].find((t) => t === detected?.mime);
  if (!type) throw badRequest(formatMessage(purpose));
  if (type === 'application/pdf') {
    if (bytes.length > PDF_MAX_BYTES) throw badRequest(PDF_SIZE_MESSAGE);
    return { contentType: type, extension: 'pdf', data: bytes };
  }
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(IMAGE_SIZE_MESSAGE);
  const data = await reencode(bytes, type).catch(() => {
    throw badRequest(formatMessage(purpose));
  });
  return { contentType: type, extension: EXTENSIONS[type], data };
}

const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const SHARP_FORMATS: Record<Exclude<UploadType, 'application/pdf'>, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Decodes a picture and encodes it again in the same format. The EXIF orientation is applied to the
 * pixels first (so a phone photo stays upright once its EXIF is gone); sharp writes no metadata unless
 * asked, and converts colour to sRGB, so the ICC profile goes too. Animated GIF and WebP keep their frames.
 */
async function reencode(bytes: Buffer, type: Exclude<UploadType, 'application/pdf'>): Promise<Buffer> {
  const animated = type === 'image/gif' || type === 'image/webp';
  const image = sharp(bytes, { animated, failOn: 'error', limitInputPixels: MAX_PIXELS });
  const meta = await image.metadata();
  // The decoder must agree with the magic numbers (file-type reads a few bytes, sharp the whole image).
  if (meta.format !== SHARP_FORMATS[type]) throw new Error(`decoded as ${meta.format}`);
  const oriented = image.autoOrient();
  switch (type) {
    case 'image/jpeg':
      return oriented.jpeg({ quality: 90 }).toBuffer();
    case 'image/png':
      return oriented.png().toBuffer();
    case 'image/webp':
      return oriented.webp({ quality: 90 }).toBuffer();
    case 'image/gif':
      return oriented.gif().toBuffer();
  }
}
