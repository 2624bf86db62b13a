-- Checkout's batches (server/src/modules/orders/checkout-batch.service.ts): the submissions of several
-- buyers, inserted by one statement, take their stock here, one submission after another in the batch's
-- order, each all of its SKUs or nothing. A submission that finds a SKU short is undone at once (its order
-- lines, stock ledger lines, orders, the submission and its key's claim go, its sales tally is taken back)
-- and reported with the SKU that was short; the others keep their stock. The stock rows are locked in SKU
-- order, as take_order_stock locks them, and each is written once.
CREATE FUNCTION take_batch_stock(p_submission bigint[], p_sku bigint[], p_units integer[])
RETURNS TABLE (submission_id bigint, short_sku bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_skus bigint[];
  v_stock integer[];
  v_left integer[];
  v_lost bigint[] := '{}';
  v_sub bigint;
  v_short bigint;
  i integer;
  k integer;
BEGIN
  SELECT array_agg(s.sku_id ORDER BY s.sku_id), array_agg(s.stock ORDER BY s.sku_id)
    INTO v_skus, v_stock
    FROM (SELECT t.sku_id, t.stock FROM sku_stock t WHERE t.sku_id = ANY (p_sku) ORDER BY t.sku_id FOR UPDATE) s;
  FOR v_sub IN
    SELECT x.sub FROM unnest(p_submission) WITH ORDINALITY AS x(sub, n) GROUP BY x.sub ORDER BY min(x.n)
  LOOP
    v_left := v_stock;
    v_short := NULL;
    FOR i IN 1 .. cardinality(p_submission) LOOP
      CONTINUE WHEN p_submission[i] <> v_sub;
      k := array_position(v_skus, p_sku[i]);
      IF k IS NULL OR v_left[k] < p_units[i] THEN
        v_short := p_sku[i];
        EXIT;
      END IF;
      v_left[k] := v_left[k] - p_units[i];
    END LOOP;
    IF v_short IS NULL THEN
      v_stock := v_left;
    ELSE
      v_lost := v_lost || v_sub;
      submission_id := v_sub;
      short_sku := v_short;
      RETURN NEXT;
    END IF;
  END LOOP;

  UPDATE sku_stock t SET stock = d.stock
    FROM unnest(v_skus, v_stock) AS d(sku_id, stock)
   WHERE t.sku_id = d.sku_id AND t.stock <> d.stock;

  IF cardinality(v_lost) > 0 THEN
    INSERT INTO sales_tally (shop_id, sku_id, units)
    SELECT current_setting('app.shop_id', true), g.sku_id, g.change
      FROM stock_ledger g JOIN mall_order m ON m.id = g.order_id
     WHERE m.submission_id = ANY (v_lost) AND g.reason = 'order';
    DELETE FROM stock_ledger g USING mall_order m
     WHERE m.id = g.order_id AND m.submission_id = ANY (v_lost);
    DELETE FROM order_line l USING mall_order m
     WHERE m.id = l.order_id AND m.submission_id = ANY (v_lost);
    DELETE FROM idempotency_record r USING order_submission s
     WHERE s.id = ANY (v_lost) AND r.user_id = s.user_id AND r.scope = 'order'
       AND r.response ->> 'submissionId' = s.id::text;
    DELETE FROM mall_order m WHERE m.submission_id = ANY (v_lost);
    DELETE FROM order_submission s WHERE s.id = ANY (v_lost);
  END IF;
END
$$;
