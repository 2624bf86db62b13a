-- A change can say what kind it is: a transaction that sets app.change_kind (the sales roll-up sets
-- 'sales') notifies '<table>/<kind>:<shop_id>'. Every cache still hears it as a change of the table; the
-- home floors' read model, which ranks by sales, keeps answering from its last build while the rebuild
-- after a roll-up runs, instead of making every request wait for it (platform/cache.ts `staleOn`).
CREATE OR REPLACE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name text := TG_TABLE_NAME || COALESCE('/' || NULLIF(current_setting('app.change_kind', true), ''), '');
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('mall_cache', name || ':*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('mall_cache', name || ':' || d.shop_id)
       FROM (SELECT DISTINCT shop_id FROM new_rows) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('mall_cache', name || ':' || d.shop_id)
       FROM (SELECT DISTINCT shop_id FROM old_rows) d;
  ELSE
    PERFORM pg_notify('mall_cache', name || ':' || d.shop_id)
       FROM (SELECT shop_id FROM new_rows UNION SELECT shop_id FROM old_rows) d;
  END IF;
  RETURN NULL;
END $$;
