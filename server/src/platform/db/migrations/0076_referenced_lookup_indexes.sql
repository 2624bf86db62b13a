-- A foreign-key check looks its row up by `shop_id = $1 AND id = $2`. The tables below start empty and
-- grow fast (orders, payments, after-sales), so until autovacuum first analyses them the planner guesses
-- a ten-page table of a few rows, and every index that begins with shop_id costs the same as the primary
-- key. The check's plan is kept for the life of the connection, and it picked 0075's
-- (shop_id, submission_id): each order line's check walked every order of the shop (3,000 buffers per
-- order in bench:checkout, 185-200 orders/s). Their lookup indexes now put the looked-up column first
-- and shop_id second: a lookup under row-level security still uses both, the owner's cross-tenant
-- sweeps by parent id use the first, and only the primary key answers a lookup by shop_id and id.
-- (distributable-schema.test.ts names any referenced table that starts empty and breaks this.)

DROP INDEX order_line_order;
DROP INDEX order_line_shop_order;
CREATE INDEX order_line_order ON order_line (order_id, shop_id);

DROP INDEX mall_order_submission;
DROP INDEX mall_order_shop_submission;
CREATE INDEX mall_order_submission ON mall_order (submission_id, shop_id);
DROP INDEX mall_order_user;
CREATE INDEX mall_order_user ON mall_order (user_id, shop_id, created_at DESC);
DROP INDEX mall_order_store;
CREATE INDEX mall_order_store ON mall_order (store_id, shop_id, created_at DESC);
ALTER TABLE mall_order DROP CONSTRAINT mall_order_order_no_key;
ALTER TABLE mall_order ADD CONSTRAINT mall_order_order_no_key UNIQUE (order_no, shop_id);

DROP INDEX order_submission_user;
CREATE INDEX order_submission_user ON order_submission (user_id, shop_id, created_at DESC);

DROP INDEX payment_submission;
DROP INDEX payment_shop_submission;
CREATE INDEX payment_submission ON payment (submission_id, shop_id);
DROP INDEX payment_one_paid;
CREATE UNIQUE INDEX payment_one_paid ON payment (submission_id, shop_id) WHERE status = 'paid';
DROP INDEX payment_topup_user;
CREATE INDEX payment_topup_user ON payment (user_id, shop_id, created_at DESC) WHERE purpose = 'topup';
ALTER TABLE payment DROP CONSTRAINT payment_provider_txn_id_key;
ALTER TABLE payment ADD CONSTRAINT payment_provider_txn_id_key UNIQUE (provider_txn_id, shop_id);
ALTER TABLE payment DROP CONSTRAINT payment_refund_id_key;
ALTER TABLE payment ADD CONSTRAINT payment_refund_id_key UNIQUE (refund_id, shop_id);

DROP INDEX after_sale_line;
CREATE INDEX after_sale_line ON after_sale (order_line_id, shop_id);
DROP INDEX after_sale_one_open;
CREATE UNIQUE INDEX after_sale_one_open ON after_sale (order_line_id, shop_id)
  WHERE status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding');
DROP INDEX after_sale_store;
CREATE INDEX after_sale_store ON after_sale (store_id, shop_id, status, created_at DESC);
DROP INDEX after_sale_user;
CREATE INDEX after_sale_user ON after_sale (user_id, shop_id, created_at DESC);
ALTER TABLE after_sale DROP CONSTRAINT after_sale_shop_id_afs_no_key;
ALTER TABLE after_sale ADD CONSTRAINT after_sale_shop_id_afs_no_key UNIQUE (afs_no, shop_id);

DROP INDEX shipment_order;
CREATE INDEX shipment_order ON shipment (order_id, shop_id);
ALTER TABLE shipment DROP CONSTRAINT shipment_shop_id_courier_waybill_key;
ALTER TABLE shipment ADD CONSTRAINT shipment_shop_id_courier_waybill_key UNIQUE (courier, waybill, shop_id);

DROP INDEX chat_conversation_buyer;
CREATE INDEX chat_conversation_buyer ON chat_conversation (buyer_id, shop_id);
DROP INDEX chat_conversation_store;
CREATE INDEX chat_conversation_store ON chat_conversation (store_id, shop_id, last_message_at DESC);
ALTER TABLE chat_conversation DROP CONSTRAINT chat_conversation_shop_id_store_id_buyer_id_key;
ALTER TABLE chat_conversation
  ADD CONSTRAINT chat_conversation_shop_id_store_id_buyer_id_key UNIQUE (store_id, buyer_id, shop_id);

DROP INDEX promo_group_activity_open;
CREATE INDEX promo_group_activity_open ON promo_group (activity_id, shop_id, status);

DROP INDEX store_application_one_open;
CREATE UNIQUE INDEX store_application_one_open ON store_application (applicant_id, shop_id)
  WHERE status <> 'approved';
DROP INDEX store_application_queue;
CREATE INDEX store_application_queue ON store_application (status, shop_id, expedited_at DESC NULLS LAST, submitted_at);

-- Checkout's unpaid-room check counts the buyer's orders awaiting payment: found by their own index, not by
-- walking every order the buyer ever placed.
CREATE INDEX mall_order_unpaid_user ON mall_order (user_id, shop_id) WHERE status = 'pendingPayment';

SELECT distribute_by_shop();
