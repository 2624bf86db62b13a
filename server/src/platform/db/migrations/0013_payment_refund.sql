-- A provider callback that reports money taken for a payment the mall can no longer apply (its order
-- expired or was cancelled, or another payment already paid the submission) is refunded through the
-- provider, recorded here, and acknowledged, so the provider stops resending it and the buyer gets the
-- money back. The provider transaction stays unique: the same callback again is a duplicate.
ALTER TABLE payment DROP CONSTRAINT payment_status_check;
ALTER TABLE payment ADD CONSTRAINT payment_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded'));
ALTER TABLE payment
  ADD COLUMN refund_id     text UNIQUE,
  ADD COLUMN refund_reason text,
  ADD COLUMN refunded_at   timestamptz,
  ADD CONSTRAINT payment_refund_complete CHECK (
    (status = 'refunded') = (refund_id IS NOT NULL AND refund_reason IS NOT NULL AND refunded_at IS NOT NULL));
