import type { components } from '../../../../openapi/generated/front.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import { asksForContact, FEEDBACK_PHONE, supplierRequired } from '../../../../machines/widgets/feedback.ts';

export type FeedbackInput = components['schemas']['FeedbackRecord'];

/**
 * Saves a feedback record after the spec §5 rules, which the dialog also applies: values trimmed;
 * description 1–200 characters and not only spaces; a known problem type; a supplier when the type is
 * below 6, and any supplier given a store on sale of this shop; name (≤ 10) and phone for the
 * public-browse account where the shop asks for them.
 */
export async function saveFeedback(q: Queryable, user: SessionUser, input: FeedbackInput) {
  const name = (input.feedbackUserName ?? '').trim();
  const phone = (input.feedbackUserTelephone ?? '').trim();
  const desc = input.problemDesc.trim();
  const type = input.problemType.trim();
  if (!desc) throw badRequest('请填写问题描述');
  const { rows: kinds } = await q.query<{ code: string }>(
    `SELECT code FROM dict_item WHERE dict_code = 'FEEDBACK' AND enabled AND code = $1`,
    [type],
  );
  if (kinds.length === 0) throw badRequest('请选择问题类型');
  if (supplierRequired(type) && !input.supplierId) throw badRequest('请选择供应商');
  // A supplier, whenever one is named (any problem type), is a store on sale of this shop: RLS hides
  // other shops' stores, so their ids are refused here like unknown ones, before the foreign key sees them.
  if (input.supplierId) {
    const { rows } = await q.query('SELECT 1 FROM store WHERE id = $1 AND status = 1', [input.supplierId]);
    if (rows.length === 0) throw badRequest('请选择供应商');
  }
  const { rows: who } = await q.query<{ isPublicBrowse: boolean }>(
    `SELECT is_public_browse AS "isPublicBrowse" FROM app_user WHERE id = $1`,
    [user.userId],
  );
  if (asksForContact(user.shopId, who[0]?.isPublicBrowse === true)) {
    if (!phone) throw badRequest('请填写反馈人手机号');
    if (!FEEDBACK_PHONE.test(phone)) throw badRequest('手机号格式错误');
    if (!name) throw badRequest('请填写反馈人姓名');
  } else if (phone && !FEEDBACK_PHONE.test(phone)) {
    throw badRequest('手机号格式错误');
  }
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO feedback_record (shop_id, user_id, feedback_user_name, feedback_user_telephone, problem_type, supplier_id, problem_desc)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [user.shopId, user.userId, name, phone, type, input.supplierId ?? null, desc],
  );
  return { id: rows[0]!.id };
}

/** Suppliers (stores on sale in this shop) a purchaser can name, by name. */
export async function listSuppliers(q: Queryable) {
  const { rows } = await q.query<{ supplierId: number; supplierName: string }>(
    `SELECT id AS "supplierId", name AS "supplierName" FROM store WHERE status = 1 ORDER BY name`,
  );
  return rows;
}
