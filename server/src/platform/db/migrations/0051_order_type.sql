-- Spec §3: an order's type is normal, grouping (group buy), second (flash sale / seckill) or points (bought in the
-- points mall). Checkout writes it from the activity the order was placed in; every existing order is normal.
ALTER TABLE mall_order
  ADD COLUMN order_type text NOT NULL DEFAULT 'normal'
    CHECK (order_type IN ('normal', 'grouping', 'second', 'points'));
