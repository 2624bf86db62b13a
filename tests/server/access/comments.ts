import type { AccessRow } from './row.ts';

const NO_SUCH_ORDER = '202601010000000000000';
const NO_SUCH_LINE = 999_999_999;
const NO_SUCH_COMMENT = 999_999_999;

/**
 * Access rows for the comments service (see access-matrix.ts). The buyer's write and detail name an
 * order and a comment nobody has, refused the same way for every account; the seller's reply names a
 * comment no store has (another account's real comment is not found either, see
 * tests/server/comments/comments.test.ts).
 */
export const commentsAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-comment/cm/pending': { access: 'user', query: { current: '1', size: '10' } },
  'POST /iiot/jcmall-comment/cm/write': {
    access: 'user',
    body: {
      orderNo: NO_SUCH_ORDER,
      comments: [{ lineId: NO_SUCH_LINE, rating: 5, content: '质量很好', pictures: [], anonymous: false }],
    },
    expect: 404,
  },
  'GET /iiot/jcmall-comment/cm/mine': { access: 'user', query: { current: '1', size: '10' } },
  'GET /iiot/jcmall-comment/cm/detail': {
    access: 'user',
    query: { id: String(NO_SUCH_COMMENT) },
    expect: 404,
  },
  'GET /iiot/jcmall-comment/cm/store/list': {
    access: 'staff',
    query: { replied: 'false', current: '1', size: '10' },
  },
  'POST /iiot/jcmall-comment/cm/store/reply': {
    access: 'staff',
    body: { id: NO_SUCH_COMMENT, reply: '感谢您的认可' },
    expect: 404,
  },
};
