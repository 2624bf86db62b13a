-- An order's last statement only takes the stock. The statement that inserts the submission now also
-- writes the order's stock ledger lines, its sales tally and its idempotent answer (it knows the orders it
-- made), so the server sends that insert and `SELECT take_order_stock(…); COMMIT` together, without
-- waiting for the insert's answer in between: one round trip less per order. The SKUs' stock rows, which
-- every buyer of a hot SKU queues for, stay locked for the stock update and the commit only. A short SKU
-- raises MS001 and rolls the whole order back, as debit_order_stock did.
CREATE FUNCTION take_order_stock(p_sku bigint[], p_units integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  short_sku bigint;
BEGIN
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

DROP FUNCTION debit_order_stock(bigint[], integer[], bigint[], bigint, text, jsonb);
