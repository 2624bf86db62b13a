-- Cached reads (platform/cache.ts) hear of every committed change of the tables they are built from:
-- statement-level triggers send NOTIFY mall_cache, '<table>:<shop_id>' once per tenant a statement
-- touched (PostgreSQL merges duplicates within a transaction and delivers them at commit, to every API
-- node listening; PGlite delivers them to its own session). TRUNCATE sends '<table>:*'.
CREATE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('mall_cache', TG_TABLE_NAME || ':*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('mall_cache', TG_TABLE_NAME || ':' || d.shop_id)
       FROM (SELECT DISTINCT shop_id FROM new_rows) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('mall_cache', TG_TABLE_NAME || ':' || d.shop_id)
       FROM (SELECT DISTINCT shop_id FROM old_rows) d;
  ELSE
    PERFORM pg_notify('mall_cache', TG_TABLE_NAME || ':' || d.shop_id)
       FROM (SELECT shop_id FROM new_rows UNION SELECT shop_id FROM old_rows) d;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['shop', 'web_config', 'base_config', 'dict_item', 'category', 'brand', 'store',
                           'hot_search', 'product_sku'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change()', t || '_cache_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change()', t || '_cache_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change()', t || '_cache_del', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change()', t || '_cache_trunc', t);
  END LOOP;
END $$;
