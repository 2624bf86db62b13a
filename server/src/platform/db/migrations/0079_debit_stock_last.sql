-- debit_order_stock takes the stock last: the order's idempotent answer, its stock ledger lines and its
-- sales tally are written first, and the SKUs' stock rows, which every buyer of a hot SKU queues for,
-- are locked for the stock update and the commit only (the statement that calls it commits in the same
-- message). A short SKU still raises MS001 and rolls everything back.
CREATE OR REPLACE FUNCTION debit_order_stock(p_sku bigint[], p_units integer[], p_order bigint[], p_user bigint,
                                             p_key text, p_answer jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  short_sku bigint;
BEGIN
  UPDATE idempotency_record SET response = p_answer WHERE user_id = p_user AND scope = 'order' AND key = p_key;
  INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id)
  SELECT current_setting('app.shop_id', true), d.sku_id, -d.units, 'order', d.order_id
    FROM unnest(p_sku, p_units, p_order) AS d(sku_id, units, order_id);
  INSERT INTO sales_tally (shop_id, sku_id, units)
  SELECT current_setting('app.shop_id', true), d.sku_id, d.units FROM unnest(p_sku, p_units) AS d(sku_id, units);
  WITH upd AS (
    UPDATE sku_stock k SET stock = k.stock - d.units
      FROM unnest(p_sku, p_units) AS d(sku_id, units)
     WHERE k.sku_id = d.sku_id AND k.stock >= d.units
    RETURNING k.sku_id AS id)
  SELECT count(*)::int, (SELECT min(s) FROM unnest(p_sku) s WHERE s NOT IN (SELECT id FROM upd))
    INTO taken, short_sku FROM upd;
  IF taken < cardinality(p_sku) THEN
    RAISE EXCEPTION 'stock short for SKU %', short_sku USING ERRCODE = 'MS001', DETAIL = short_sku::text;
  END IF;
END
$$;
