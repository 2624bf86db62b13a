import type { Queryable } from '../../platform/db/database.ts';

/** Whether `code` is an enabled problem type of the feedback dictionary. */
export async function feedbackTypeExists(q: Queryable, code: string): Promise<boolean> {
  const { rows: kinds } = await q.query<{ code: string }>(
    `SELECT code FROM dict_item WHERE dict_code = 'FEEDBACK' AND enabled AND code = $1`,
    [code],
  );
  return kinds.length > 0;
}

/** Whether the store exists in this tenant and is open (row-level security hides other tenants' stores). */
export async function storeOnSale(q: Queryable, storeId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM store WHERE id = $1 AND status = 1', [storeId]);
  return rows.length > 0;
}

/** Whether the user is the shop's public-browse account. */
export async function isPublicBrowse(q: Queryable, userId: number): Promise<boolean> {
  const { rows: who } = await q.query<{ isPublicBrowse: boolean }>(
    `SELECT is_public_browse AS "isPublicBrowse" FROM app_user WHERE id = $1`,
    [userId],
  );
  return who[0]?.isPublicBrowse === true;
}

export async function insertFeedback(
  q: Queryable,
  record: {
    shopId: string;
    userId: number;
    name: string;
    phone: string;
    type: string;
    supplierId: number | null;
    desc: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO feedback_record (shop_id, user_id, feedback_user_name, feedback_user_telephone, problem_type, supplier_id, problem_desc)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [record.shopId, record.userId, record.name, record.phone, record.type, record.supplierId, record.desc],
  );
  return rows[0]!.id;
}

/** Suppliers (stores on sale in this shop) a purchaser can name, by name. */
export async function selectSuppliers(q: Queryable) {
  const { rows } = await q.query<{ supplierId: number; supplierName: string }>(
    `SELECT id AS "supplierId", name AS "supplierName" FROM store WHERE status = 1 ORDER BY name`,
  );
  return rows;
}
