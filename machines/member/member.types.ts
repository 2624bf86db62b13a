import type { components } from '../../openapi/generated/account.ts';

type Schemas = components['schemas'];

/** The member centre as the server answers it (openapi account.yaml). */
export type MemberSummary = Schemas['MemberSummary'];
export type MemberPlans = Schemas['MemberPlans'];
export type MemberPlan = Schemas['MemberPlan'];
export type PlanCode = MemberPlan['code'];
export type MemberPurchase = Schemas['MemberPurchase'];
export type PurchaseMethod = MemberPurchase['method'];
export type PointsGoods = Schemas['PointsGoods'];
export type PointsMallPage = Schemas['PointsMallPage'];
export type Redemption = Schemas['Redemption'];

/** The points mall and the member's addresses (goods ship to one). */
export interface PointsMall {
  page: PointsMallPage;
  addresses: Array<Schemas['Address']>;
}
