import type { Queryable } from '../../platform/db/database.ts';

export interface StoredFile {
  contentType: string;
  data: Uint8Array;
  fileName: string;
}

export async function readFile(q: Queryable, fileId: string): Promise<StoredFile | null> {
  const { rows } = await q.query<StoredFile>(
    `SELECT content_type AS "contentType", data, file_name AS "fileName" FROM file_object WHERE id = $1`,
    [fileId],
  );
  return rows[0] ?? null;
}
