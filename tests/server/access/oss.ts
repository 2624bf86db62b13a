import type { AccessRow } from './row.ts';

/** Access rows for the oss service (see access-matrix.ts). */
export const ossAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-oss/file/:shopId/:fileId': { access: 'path-tenant', url: ':firstFile' },
  // The matrix sends text fields only, and a `file` that is no file part is refused as a wrong format:
  // an admitted caller gets that 400 (real uploads are in files/uploads.test.ts). The body is the same
  // form as JSON, for the tests that post a row's body (a logged-out token still gets its 401 first).
  'POST /iiot/jcmall-oss/file/upload': {
    access: 'user',
    multipart: { purpose: 'comment', file: 'not a picture' },
    body: { purpose: 'comment', file: 'not a picture' },
    expect: 400,
  },
};
