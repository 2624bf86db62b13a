-- Stock moves out of product_sku into a narrow table of its own.
--
-- A catalogue row is wide (~870 bytes with its search tokens, specs and images) and carries ten indexes,
-- the GIN search index among them. Every order of a hot SKU updated that row: only ~9 versions fit on a
-- page, so most updates could not stay on the page (no HOT update), and each one wrote new entries into
-- all ten indexes while every reader walked the dead versions (~850 buffers per read after a few
-- thousand orders). A stock row is ~40 bytes with one index: its updates stay on the page and are pruned.
CREATE TABLE sku_stock (
  sku_id   bigint PRIMARY KEY REFERENCES product_sku (id) ON DELETE CASCADE,
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  stock    integer NOT NULL DEFAULT 0 CHECK (stock >= 0)
) WITH (fillfactor = 50);

INSERT INTO sku_stock (sku_id, shop_id, stock) SELECT id, shop_id, stock FROM product_sku;
ALTER TABLE product_sku DROP COLUMN stock;

-- Sales (销量) are counted apart from the order's transaction for the same reason: `sales` is indexed for
-- sorting, so updating it with every order would defeat the narrow stock row. Orders and cancellations
-- append their units here; the server's sweeper folds them into product_sku.sales (see rollUpSales).
CREATE TABLE sales_tally (
  id       bigserial PRIMARY KEY,
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  sku_id   bigint NOT NULL,
  units    integer NOT NULL CHECK (units <> 0)
);

SELECT apply_tenant_isolation();

-- An order's stock debit: one conditional UPDATE (`stock >= units`) of every line's SKU, their stock
-- ledger rows and sales tally, and the order's idempotent answer. When any SKU is short it raises
-- MS001 (DETAIL: the SKU id) and so takes nothing. A function, so that its statement is planned once per
-- connection: order creation sends it together with COMMIT in one simple-protocol message.
CREATE FUNCTION debit_order_stock(p_sku bigint[], p_units integer[], p_order bigint[], p_user bigint,
                                  p_key text, p_answer jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  short_sku bigint;
BEGIN
  WITH d AS (SELECT * FROM unnest(p_sku, p_units, p_order) AS d(sku_id, units, order_id)),
  upd AS (
    UPDATE sku_stock k SET stock = k.stock - d.units
      FROM d WHERE k.sku_id = d.sku_id AND k.stock >= d.units
    RETURNING k.sku_id AS id, d.units, d.order_id),
  ledger AS (
    INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id)
    SELECT current_setting('app.shop_id', true), id, -units, 'order', order_id FROM upd),
  tally AS (
    INSERT INTO sales_tally (shop_id, sku_id, units)
    SELECT current_setting('app.shop_id', true), id, units FROM upd)
  SELECT count(*)::int, (SELECT min(s) FROM unnest(p_sku) s WHERE s NOT IN (SELECT id FROM upd))
    INTO taken, short_sku FROM upd;
  IF taken < cardinality(p_sku) THEN
    RAISE EXCEPTION 'stock short for SKU %', short_sku USING ERRCODE = 'MS001', DETAIL = short_sku::text;
  END IF;
  UPDATE idempotency_record SET response = p_answer WHERE user_id = p_user AND scope = 'order' AND key = p_key;
END
$$;
