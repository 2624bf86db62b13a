import type { AccessRow } from '../access-matrix.ts';

/** Access rows for the upms service (see access-matrix.ts). */
export const upmsAccess: Record<string, AccessRow> = {
  'GET /yzc-upms/user/get': { access: 'user' },
  'GET /yzc-upms/user/getInfo': { access: 'user' },
  'GET /yzc-upms/user/getMenuByUser': { access: 'user', query: { userId: ':me', appId: '2' } },
  'POST /yzc-upms/dict/getListByDictCode': { access: 'public', body: { dataCode: 'purchase' } },
};
