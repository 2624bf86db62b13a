import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { staffScope } from '../console/staff.service.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import type { CheckedUpload, UploadPurpose } from './content.ts';

export interface StoredFile {
  id: string;
  contentType: string;
  data: Uint8Array;
  fileName: string;
  purpose: 'catalog' | 'comment' | 'voucher' | 'invoice' | 'avatar' | 'document';
  private: boolean;
  ownerUserId: number | null;
}

/** A file of the request's tenant (row-level security hides every other tenant's), or null. */
export async function readFile(q: Queryable, fileId: string): Promise<StoredFile | null> {
  const { rows } = await q.query<StoredFile>(
    `SELECT id, content_type AS "contentType", data, file_name AS "fileName", purpose, private,
            owner_user_id AS "ownerUserId"
       FROM file_object WHERE id = $1`,
    [fileId],
  );
  return rows[0] ?? null;
}

/**
 * Who may read a private file (an after-sales voucher, an invoice): its owner, the mall operator, the
 * staff of the store an after-sales request showing it was made to, and for an issued invoice its buyer
 * and the staff of its store.
 */
export async function mayReadPrivateFile(
  q: Queryable,
  file: StoredFile,
  user: SessionUser,
): Promise<boolean> {
  if (file.ownerUserId === user.userId || user.isOperator) return true;
  const { rows } = await q.query<{ allowed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM after_sale a JOIN store_staff s ON s.store_id = a.store_id
                     WHERE s.user_id = $2 AND a.pictures ? $1)
         OR EXISTS (SELECT 1 FROM invoice i
                     WHERE i.file_id = $1
                       AND (i.user_id = $2 OR EXISTS (SELECT 1 FROM store_staff s
                                                       WHERE s.store_id = i.store_id AND s.user_id = $2)))
            AS allowed`,
    [file.id, user.userId],
  );
  return rows[0]?.allowed === true;
}

/** How many files one user may upload in 24 hours (all purposes together). */
export const DAILY_UPLOAD_LIMIT = 200;

/**
 * Refuses an upload the caller may not make: invoices are uploaded by the staff of a store (or the mall
 * operator) in the console; everyone is held to {@link DAILY_UPLOAD_LIMIT} files a day. Checked before the
 * picture is decoded, so a refused caller costs no decoding.
 */
export async function assertMayUpload(
  q: Queryable,
  user: SessionUser,
  purpose: UploadPurpose,
): Promise<void> {
  if (purpose === 'invoice') {
    try {
      await staffScope(q, user);
    } catch (error) {
      if (error instanceof AppError && error.code === 403) throw forbidden('只有店铺员工可以上传发票');
      throw error;
    }
  }
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM file_object
      WHERE owner_user_id = $1 AND created_at > now() - interval '1 day'`,
    [user.userId],
  );
  if (rows[0]!.n >= DAILY_UPLOAD_LIMIT) throw new AppError(429, '今日上传文件数量已达上限，请明天再试');
}

/** Vouchers and invoices are private; comment pictures and avatars are public within the tenant. */
const PRIVATE_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['voucher', 'invoice']);

export interface SavedUpload {
  fileId: string;
  url: string;
  contentType: CheckedUpload['contentType'];
  size: number;
}

/** Stores a checked upload (content.ts) as the caller's, in the request's tenant. */
export async function saveUpload(
  q: Queryable,
  shopId: string,
  user: SessionUser,
  purpose: UploadPurpose,
  upload: CheckedUpload,
): Promise<SavedUpload> {
  if (upload.data.length === 0) throw badRequest('文件内容为空');
  // 144 random bits: ids are never reused and cannot be guessed.
  const fileId = randomBytes(18).toString('base64url');
  await q.query(
    `INSERT INTO file_object (id, shop_id, content_type, byte_size, data, file_name, owner_user_id, purpose,
                              private, sha256)
     VALUES ($1, current_setting('app.shop_id', true), $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      fileId,
      upload.contentType,
      upload.data.length,
      upload.data,
      `${fileId}.${upload.extension}`,
      user.userId,
      purpose,
      PRIVATE_PURPOSES.has(purpose),
      createHash('sha256').update(upload.data).digest('hex'),
    ],
  );
  return {
    fileId,
    url: `/iiot/jcmall-oss/file/${shopId}/${fileId}`,
    contentType: upload.contentType,
    size: upload.data.length,
  };
}
