import type { Queryable } from '../../platform/db/database.ts';

/** A stored file with what decides who may read it. */
export interface FileRow {
  id: string;
  contentType: string;
  data: Uint8Array;
  fileName: string;
  purpose:
    | 'catalog'
    | 'comment'
    | 'voucher'
    | 'invoice'
    | 'avatar'
    | 'document'
    | 'storeLogo'
    | 'storeDocument'
    | 'chat';
  private: boolean;
  ownerUserId: number | null;
}

/** A file of the request's tenant (row-level security hides every other tenant's). */
export async function selectFile(q: Queryable, fileId: string): Promise<FileRow | undefined> {
  const { rows } = await q.query<FileRow>(
    `SELECT id, content_type AS "contentType", data, file_name AS "fileName", purpose, private,
            owner_user_id AS "ownerUserId"
       FROM file_object WHERE id = $1`,
    [fileId],
  );
  return rows[0];
}

/**
 * Whether the user is the staff of a store an after-sales request showing the file was made to, or, for
 * an invoice's file, the invoice's buyer or the staff of its store.
 */
export async function showsFileToUser(q: Queryable, fileId: string, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ allowed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM after_sale a JOIN store_staff s ON s.store_id = a.store_id
                     WHERE s.user_id = $2 AND a.pictures ? $1)
         OR EXISTS (SELECT 1 FROM invoice i
                     WHERE i.file_id = $1
                       AND (i.user_id = $2 OR EXISTS (SELECT 1 FROM store_staff s
                                                       WHERE s.store_id = i.store_id AND s.user_id = $2)))
            AS allowed`,
    [fileId, userId],
  );
  return rows[0]?.allowed === true;
}

/**
 * Whether the user takes part in a conversation showing the chat picture: its buyer, or the staff of its
 * store (owner, staff or customer service). Messages name their picture (chat_message.file_id).
 */
export async function showsChatFileToUser(q: Queryable, fileId: string, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ allowed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id
                     WHERE m.file_id = $1
                       AND (c.buyer_id = $2 OR EXISTS (SELECT 1 FROM store_staff s
                                                        WHERE s.store_id = c.store_id AND s.user_id = $2)))
            AS allowed`,
    [fileId, userId],
  );
  return rows[0]?.allowed === true;
}

/** How many files the user uploaded in the last 24 hours. */
export async function countRecentUploads(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM file_object
      WHERE owner_user_id = $1 AND created_at > now() - interval '1 day'`,
    [userId],
  );
  return rows[0]!.n;
}

/** Stores a file as the user's in the request's tenant. */
export async function insertFile(
  q: Queryable,
  file: {
    id: string;
    contentType: string;
    data: Buffer;
    fileName: string;
    ownerUserId: number;
    purpose: string;
    private: boolean;
    sha256: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO file_object (id, shop_id, content_type, byte_size, data, file_name, owner_user_id, purpose,
                              private, sha256)
     VALUES ($1, current_setting('app.shop_id', true), $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      file.id,
      file.contentType,
      file.data.length,
      file.data,
      file.fileName,
      file.ownerUserId,
      file.purpose,
      file.private,
      file.sha256,
    ],
  );
}

/** The purposes of those of `ids` that `userId` uploaded, by id. */
export async function selectOwnedPurposes(q: Queryable, userId: number, ids: string[]) {
  const { rows } = await q.query<{ id: string; purpose: FileRow['purpose'] }>(
    'SELECT id, purpose FROM file_object WHERE id = ANY($1::text[]) AND owner_user_id = $2',
    [ids, userId],
  );
  return new Map(rows.map((r) => [r.id, r.purpose]));
}
