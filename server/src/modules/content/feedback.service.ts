import type { components } from '../../../../openapi/generated/front.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import { asksForContact, FEEDBACK_PHONE, supplierRequired } from '../../../../machines/widgets/feedback.ts';
import {
  feedbackTypeExists,
  insertFeedback,
  isPublicBrowse,
  selectSuppliers,
  storeOnSale,
} from './feedback.repo.ts';

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
  if (!(await feedbackTypeExists(q, type))) throw badRequest('请选择问题类型');
  if (supplierRequired(type) && !input.supplierId) throw badRequest('请选择供应商');
  // A supplier, whenever one is named (any problem type), is a store on sale of this shop: RLS hides
  // other shops' stores, so their ids are refused here like unknown ones, before the foreign key sees them.
  if (input.supplierId && !(await storeOnSale(q, input.supplierId))) throw badRequest('请选择供应商');
  if (asksForContact(user.shopId, await isPublicBrowse(q, user.userId))) {
    if (!phone) throw badRequest('请填写反馈人手机号');
    if (!FEEDBACK_PHONE.test(phone)) throw badRequest('手机号格式错误');
    if (!name) throw badRequest('请填写反馈人姓名');
  } else if (phone && !FEEDBACK_PHONE.test(phone)) {
    throw badRequest('手机号格式错误');
  }
  const id = await insertFeedback(q, {
    shopId: user.shopId,
    userId: user.userId,
    name,
    phone,
    type,
    supplierId: input.supplierId ?? null,
    desc,
  });
  return { id };
}

/** Suppliers (stores on sale in this shop) a purchaser can name, by name. */
export async function listSuppliers(q: Queryable) {
  return selectSuppliers(q);
}
