import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { staffScope } from '../console/staff.service.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import type { CheckedUpload, UploadPurpose } from './content.ts';
import {
  countRecentUploads,
  insertFile,
  selectFile,
  selectOwnedPurposes,
  showsChatFileToUser,
  showsFileToUser,
  type FileRow,
} from './files.repo.ts';

/** A stored file with what decides who may read it. */
export type StoredFile = FileRow;

/** A file of the request's tenant (row-level security hides every other tenant's), or null. */
export async function readFile(q: Queryable, fileId: string): Promise<StoredFile | null> {
  return (await selectFile(q, fileId)) ?? null;
}

/**
 * Who may read a private file (an after-sales voucher, an invoice, a chat picture): its owner; for a chat
 * picture only the buyer and the store staff of a conversation showing it (not the mall operator: a
 * conversation is between a buyer and a store); otherwise the mall operator, the staff of the store an
 * after-sales request showing it was made to, and for an issued invoice its buyer and the staff of its
 * store.
 */
export async function mayReadPrivateFile(
  q: Queryable,
  file: StoredFile,
  user: SessionUser,
): Promise<boolean> {
  if (file.ownerUserId === user.userId) return true;
  if (file.purpose === 'chat') return showsChatFileToUser(q, file.id, user.userId);
  if (user.isOperator) return true;
  return showsFileToUser(q, file.id, user.userId);
}

/** How many files one user may upload in 24 hours (all purposes together). */
export const DAILY_UPLOAD_LIMIT = 200;

/**
 * Refuses an upload the caller may not make: invoices are uploaded in the console by those who issue
 * them (a store's owner or staff, or the mall operator; not customer service); everyone is held to {@link DAILY_UPLOAD_LIMIT} files a day. Checked before the
 * picture is decoded, so a refused caller costs no decoding.
 */
export async function assertMayUpload(
  q: Queryable,
  user: SessionUser,
  purpose: UploadPurpose,
): Promise<void> {
  if (purpose === 'invoice') {
    try {
      await staffScope(q, user, 'invoice');
    } catch (error) {
      if (error instanceof AppError && error.code === 403)
        throw forbidden('只有负责开票的店铺员工可以上传发票');
      throw error;
    }
  }
  if ((await countRecentUploads(q, user.userId)) >= DAILY_UPLOAD_LIMIT)
    throw new AppError(429, '今日上传文件数量已达上限，请明天再试');
}

/**
 * Vouchers, invoices, store documents (licence, ID card) and chat pictures are private; comment pictures,
 * avatars and store logos are public within the tenant.
 */
const PRIVATE_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['voucher', 'invoice', 'storeDocument', 'chat']);

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
  await insertFile(q, {
    id: fileId,
    contentType: upload.contentType,
    data: upload.data,
    fileName: `${fileId}.${upload.extension}`,
    ownerUserId: user.userId,
    purpose,
    private: PRIVATE_PURPOSES.has(purpose),
    sha256: createHash('sha256').update(upload.data).digest('hex'),
  });
  return {
    fileId,
    url: `/iiot/jcmall-oss/file/${shopId}/${fileId}`,
    contentType: upload.contentType,
    size: upload.data.length,
  };
}

/** Whether `userId` uploaded the file `fileId` for `purpose` (a form may only cite its own uploads). */
export async function ownsUploads(
  q: Queryable,
  userId: number,
  files: Array<{ fileId: string; purpose: UploadPurpose }>,
): Promise<boolean[]> {
  const owned = await selectOwnedPurposes(
    q,
    userId,
    files.map((f) => f.fileId),
  );
  return files.map((f) => owned.get(f.fileId) === f.purpose);
}
