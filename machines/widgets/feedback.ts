/**
 * Feedback rules shared by the dialog and the server (spec §5): the supplier is required when the problem
 * type is below 6, and on one shop the public-browse account must give a name and phone.
 */
export const SUPPLIER_REQUIRED_BELOW = 6;
/** The shop whose feedback asks the public-browse account for contact details (spec §5: "one shop"). */
export const FEEDBACK_CONTACT_SHOP_ID = 'HBKY';
export const FEEDBACK_NAME_MAX = 10;
export const FEEDBACK_DESC_MAX = 200;
export const FEEDBACK_PHONE = /^1[3-9]\d{9}$/;

export function supplierRequired(problemType: string): boolean {
  const n = Number(problemType);
  return problemType !== '' && Number.isFinite(n) && n < SUPPLIER_REQUIRED_BELOW;
}

export function asksForContact(shopId: string | null | undefined, isPublicBrowse: boolean): boolean {
  return isPublicBrowse && shopId === FEEDBACK_CONTACT_SHOP_ID;
}
