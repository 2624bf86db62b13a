import type { SnapshotFrom } from 'xstate';
import type { membershipMachine, MembershipEvent } from './membership.machine.ts';
import type { MemberPurchase, PlanCode, PurchaseMethod } from './member.types.ts';

/** What the buy-member page shows and can do. */
export interface MembershipApi {
  plan: PlanCode | null;
  method: PurchaseMethod;
  isChoosing: boolean;
  isBusy: boolean;
  showsQr: boolean;
  /** 开通成功. */
  isSuccess: boolean;
  /** 开通失败: the payment failed or its QR code expired. */
  isFailure: boolean;
  purchase: MemberPurchase | null;
  error: string | null;
  canSubmit: boolean;
  choose(plan: PlanCode): void;
  setMethod(method: PurchaseMethod): void;
  submit(): void;
  cancel(): void;
  retry(): void;
  again(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof membershipMachine>,
  send: (event: MembershipEvent) => void,
): MembershipApi {
  const { plan, method, purchase, error } = snapshot.context;
  return {
    plan,
    method,
    isChoosing: snapshot.hasTag('choosing'),
    isBusy: snapshot.hasTag('busy'),
    showsQr: snapshot.hasTag('qr'),
    isSuccess: snapshot.hasTag('success'),
    isFailure: snapshot.hasTag('failure'),
    purchase,
    error,
    canSubmit: snapshot.can({ type: 'purchase.submit' }),
    choose: (value) => send({ type: 'plan.choose', plan: value }),
    setMethod: (value) => send({ type: 'method.change', method: value }),
    submit: () => send({ type: 'purchase.submit' }),
    cancel: () => send({ type: 'purchase.cancel' }),
    retry: () => send({ type: 'purchase.retry' }),
    again: () => send({ type: 'purchase.again' }),
  };
}
