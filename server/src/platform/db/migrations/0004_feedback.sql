-- Feedback records from the storefront's feedback dialog (spec §3 "Feedback record", §5 rules).
CREATE TABLE feedback_record (
  id                        bigserial PRIMARY KEY,
  shop_id                   text NOT NULL REFERENCES shop (shop_id),
  user_id                   bigint NOT NULL REFERENCES app_user (id),
  feedback_user_name        text NOT NULL DEFAULT '' CHECK (char_length(feedback_user_name) <= 10),
  feedback_user_telephone   text NOT NULL DEFAULT '' CHECK (feedback_user_telephone = '' OR feedback_user_telephone ~ '^1[3-9][0-9]{9}$'),
  problem_type              text NOT NULL,
  supplier_id               bigint REFERENCES store (id),
  problem_desc              text NOT NULL CHECK (char_length(problem_desc) BETWEEN 1 AND 200),
  created_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_record_user ON feedback_record (shop_id, user_id, created_at DESC);

SELECT apply_tenant_isolation();
