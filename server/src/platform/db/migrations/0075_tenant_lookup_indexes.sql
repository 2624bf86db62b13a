-- Under row-level security every tenant query also says shop_id = current_setting('app.shop_id'). Since
-- 0035 each primary key begins with shop_id, and with generic plans (planOnce) the planner answered
-- "lines of these orders" by AND-ing the order_id index with the primary key's shop_id range: a scan
-- of every order line of the shop for each order. Checkout's unpaid-room check did that for each of a
-- buyer's unpaid orders, and bench:checkout fell from 545-686 to 158-166 orders/s with 64 buyers.
-- Lookups by a parent's id get an index that begins with shop_id, so one index answers both conditions.
-- The single-column indexes stay for the owner's cross-tenant sweeps, which name no shop.
CREATE INDEX order_line_shop_order ON order_line (shop_id, order_id);
CREATE INDEX mall_order_shop_submission ON mall_order (shop_id, submission_id);
CREATE INDEX payment_shop_submission ON payment (shop_id, submission_id);
