import type { Queryable } from '../../platform/db/database.ts';
import { activateMembership as activate } from './membership.repo.ts';

/**
 * Applies a paid membership purchase once (the payment's callback, payments.service): it runs from the
 * later of `now` and the member's current expiry for its months. The new expiry, or null when the
 * purchase was applied before. Kept apart from membership.service, which opens payments, so the payment
 * module can call it without a cycle.
 */
export async function activateMembership(
  q: Queryable,
  paymentId: string,
  now = new Date(),
): Promise<Date | null> {
  return activate(q, paymentId, now);
}
