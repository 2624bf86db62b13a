-- The storefront's pages carry their first view's answers (platform/plugins/first-view.ts), kept per page
-- until a table they were read from changes. Besides the tables of 0021, they are read from the banners,
-- the zones and the notices: these notify the same way.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['banner', 'zone', 'zone_group', 'shop_notice'] LOOP
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
