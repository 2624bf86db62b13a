-- Opening a store (issue #18): a supplier applies, the mall operator audits, the approved store gets its
-- own store account, and both the owner and the operator move the store through the statuses of
-- machines/store-application/store-lifecycle.machine.ts. Tenant tables: shop_id leads every key, RLS at
-- the end.

-- A store account has no phone of its own (it signs in by account name only).
ALTER TABLE app_user ALTER COLUMN mobile DROP NOT NULL;

-- A store application's logo (public) and documents (licence and ID card: private to the applicant and
-- the mall operator) are uploads of their own purposes.
ALTER TABLE file_object DROP CONSTRAINT file_object_purpose_check;
ALTER TABLE file_object ADD CONSTRAINT file_object_purpose_check
  CHECK (purpose IN ('catalog', 'comment', 'voucher', 'invoice', 'avatar', 'document', 'storeLogo', 'storeDocument'));

-- store.status: 1 open, 2 suspended by the operator, 3 taken offline by its owner, 4 approved but not yet
-- open (its store account has no password yet).
ALTER TABLE store
  ADD COLUMN owner_user_id    bigint REFERENCES app_user (id),
  ADD COLUMN account_user_id  bigint REFERENCES app_user (id),
  ADD COLUMN company_name     text NOT NULL DEFAULT '',
  ADD COLUMN contact_name     text NOT NULL DEFAULT '',
  ADD COLUMN status_remark    text NOT NULL DEFAULT '',
  ADD CONSTRAINT store_status_known CHECK (status IN (1, 2, 3, 4));

CREATE TABLE store_application (
  id              bigserial,
  shop_id         text NOT NULL REFERENCES shop (shop_id),
  applicant_id    bigint NOT NULL REFERENCES app_user (id),
  status          text NOT NULL CHECK (status IN ('reviewing', 'rejected', 'approved')),
  store_name      text NOT NULL CHECK (char_length(store_name) BETWEEN 1 AND 20),
  description     text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 200),
  company_name    text NOT NULL CHECK (char_length(company_name) BETWEEN 1 AND 50),
  contact_name    text NOT NULL CHECK (char_length(contact_name) BETWEEN 1 AND 10),
  contact_phone   text NOT NULL CHECK (contact_phone ~ '^1[0-9]{10}$'),
  province_code   text NOT NULL REFERENCES region (code),
  city_code       text NOT NULL REFERENCES region (code),
  district_code   text NOT NULL REFERENCES region (code),
  address         text NOT NULL CHECK (char_length(address) BETWEEN 5 AND 50),
  store_type      smallint NOT NULL CHECK (store_type IN (1, 2, 3)),
  logo_file       text NOT NULL,
  licence_file    text NOT NULL,
  id_front_file   text NOT NULL,
  id_back_file    text NOT NULL,
  audit_remark    text NOT NULL DEFAULT '' CHECK (char_length(audit_remark) <= 200),
  expedited_at    timestamptz,
  submitted_at    timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  store_id        bigint REFERENCES store (id),
  revision        integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  PRIMARY KEY (shop_id, id),
  CHECK ((status = 'rejected') = (audit_remark <> '')),
  CHECK ((status = 'approved') = (store_id IS NOT NULL))
);
-- One application per applicant that is not yet approved (a second while one is under review or
-- rejected is refused; a rejected one is modified and resubmitted instead).
CREATE UNIQUE INDEX store_application_one_open ON store_application (shop_id, applicant_id)
  WHERE status <> 'approved';
CREATE INDEX store_application_queue ON store_application (shop_id, status, expedited_at DESC NULLS LAST, submitted_at);

-- Every decision and change, with who made it and when.
CREATE TABLE store_audit_log (
  id              bigserial,
  shop_id         text NOT NULL REFERENCES shop (shop_id),
  application_id  bigint,
  store_id        bigint REFERENCES store (id),
  event           text NOT NULL CHECK (event IN ('SUBMIT', 'RESUBMIT', 'EXPEDITE', 'APPROVE', 'REJECT', 'OPEN',
                                                 'GO_OFFLINE', 'GO_ONLINE', 'SUSPEND', 'RESTORE')),
  from_status     text,
  to_status       text NOT NULL,
  actor_id        bigint NOT NULL REFERENCES app_user (id),
  actor_name      text NOT NULL,
  remark          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  CHECK (application_id IS NOT NULL OR store_id IS NOT NULL),
  FOREIGN KEY (shop_id, application_id) REFERENCES store_application (shop_id, id)
);
CREATE INDEX store_audit_log_application ON store_audit_log (shop_id, application_id, id);
CREATE INDEX store_audit_log_store ON store_audit_log (shop_id, store_id, id);

SELECT apply_tenant_isolation();
