-- A transaction that notified a change of a cached table says so in its own session
-- (app.cache_changed = '1', transaction-local), so that the node that committed it can wait until its own
-- caches have heard the change before it answers: on PostgreSQL the notification reaches the listening
-- connection a moment after COMMIT, and a buyer's next request to the same node (an operator suspends a
-- store, then opens one of its goods) must not get the answer kept from before (database.ts, run).
CREATE OR REPLACE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name text := TG_TABLE_NAME || COALESCE('/' || NULLIF(current_setting('app.change_kind', true), ''), '');
  shops text[];
BEGIN
  -- Each branch names only the transition tables its trigger has (a DELETE trigger has no new_rows).
  IF TG_OP = 'TRUNCATE' THEN
    shops := ARRAY['*'];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT shop_id) INTO shops FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT shop_id) INTO shops FROM old_rows;
  ELSE
    SELECT array_agg(shop_id) INTO shops FROM (SELECT shop_id FROM new_rows UNION SELECT shop_id FROM old_rows) d;
  END IF;
  -- A statement that changed no row notifies nothing, and flags nothing.
  IF shops IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('app.cache_changed', '1', true);
  PERFORM pg_notify('mall_cache', name || ':' || s) FROM unnest(shops) s;
  RETURN NULL;
END $$;
