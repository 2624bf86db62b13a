-- A refund through the payment provider can fail (the gateway is down, the original transaction is past
-- its refund window). Each attempt is counted and its error kept; the sweeper tries a pending one again,
-- and the seller may instead pay the money back offline — a bank transfer recorded with where it went and
-- its reference (线下退款: the offline variant of the request's page, spec §2 afs-detail).
ALTER TABLE refund
  ADD COLUMN channel            text NOT NULL DEFAULT 'original' CHECK (channel IN ('original', 'offline')),
  ADD COLUMN attempts           integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_attempt_at    timestamptz,
  ADD COLUMN last_error         text,
  ADD COLUMN offline_account    text CHECK (offline_account IS NULL OR char_length(offline_account) BETWEEN 2 AND 60),
  ADD COLUMN offline_reference  text CHECK (offline_reference IS NULL OR offline_reference ~ '^[A-Za-z0-9-]{6,40}$'),
  ADD COLUMN offline_note       text NOT NULL DEFAULT '' CHECK (char_length(offline_note) <= 200),
  ADD COLUMN offline_by         bigint REFERENCES app_user (id),
  ADD CONSTRAINT refund_offline_recorded
    CHECK ((channel = 'offline') = (offline_account IS NOT NULL AND offline_reference IS NOT NULL));
CREATE INDEX refund_pending ON refund (shop_id, created_at) WHERE status = 'pending' AND channel = 'original';

-- The tenants with a provider refund that has waited a minute since it was started or last tried.
CREATE FUNCTION shops_with_refunds_due()
RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT DISTINCT shop_id FROM refund
       WHERE status = 'pending' AND channel = 'original' AND method IN ('alipay', 'wechat')
         AND COALESCE(last_attempt_at, created_at) <= now() - interval '1 minute' $$;

SELECT apply_tenant_isolation();
