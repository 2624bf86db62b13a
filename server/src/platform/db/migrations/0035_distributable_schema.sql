-- A schema that can be distributed by shop (issue #22, item 7; docs/scaling.md).
--
-- A tenant table is a table with a shop_id column, other than `shop` itself (the registry of tenants, a
-- reference table like region). After distribute_by_shop():
--   * every primary key, unique constraint and unique index of a tenant table includes shop_id, so each is
--     enforceable on the one node that holds the shop's rows;
--   * every foreign key from a tenant table to a tenant table carries shop_id on both sides, so a row can
--     only reference a row of its own shop: a cross-shop reference is impossible in the database itself,
--     not only under row-level security, and the referencing and referenced rows are co-located.
-- Foreign keys to global tables (region, shop) stay as they are: a distributed table may reference a
-- reference table.
--
-- The function rewrites what breaks these rules and leaves the rest, so a later migration that adds
-- tenant tables calls it again (like apply_tenant_isolation()). Constraint and index names are kept.
-- tests/server/platform/distributable-schema.test.ts reads the catalogue and names any table that breaks
-- a rule.

CREATE FUNCTION distribute_by_shop() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  fk record;
  k record;
  ix record;
  fks jsonb := '[]'::jsonb;
  action text;
BEGIN
  DROP TABLE IF EXISTS pg_temp.tenant_table;
  CREATE TEMP TABLE tenant_table ON COMMIT DROP AS
    SELECT c.oid AS relid, c.relname AS name, a.attnum AS shop_att
      FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'shop_id' AND NOT a.attisdropped
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname <> 'shop';

  -- 1. Foreign keys between tenant tables that do not carry shop_id: remembered, then dropped (the keys
  --    they reference are rewritten below).
  FOR fk IN
    SELECT con.conname, t.name AS tbl, r.name AS ref, con.confdeltype, con.confupdtype,
           (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY e.ord)
              FROM unnest(con.conkey) WITH ORDINALITY AS e(att, ord)
              JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = e.att) AS cols,
           (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY e.ord)
              FROM unnest(con.confkey) WITH ORDINALITY AS e(att, ord)
              JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = e.att) AS refcols
      FROM pg_constraint con
      JOIN tenant_table t ON t.relid = con.conrelid
      JOIN tenant_table r ON r.relid = con.confrelid
     WHERE con.contype = 'f' AND NOT t.shop_att = ANY (con.conkey)
  LOOP
    fks := fks || jsonb_build_object('name', fk.conname, 'tbl', fk.tbl, 'ref', fk.ref, 'cols', fk.cols,
                                     'refcols', fk.refcols, 'del', fk.confdeltype, 'upd', fk.confupdtype);
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', fk.tbl, fk.conname);
  END LOOP;

  -- 2. Primary keys and unique constraints without shop_id: shop_id goes first.
  FOR k IN
    SELECT con.conname, con.contype, t.name AS tbl,
           (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY e.ord)
              FROM unnest(con.conkey) WITH ORDINALITY AS e(att, ord)
              JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = e.att) AS cols
      FROM pg_constraint con JOIN tenant_table t ON t.relid = con.conrelid
     WHERE con.contype IN ('p', 'u') AND NOT t.shop_att = ANY (con.conkey)
  LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', k.tbl, k.conname);
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I %s (shop_id, %s)', k.tbl, k.conname,
                   CASE k.contype WHEN 'p' THEN 'PRIMARY KEY' ELSE 'UNIQUE' END, k.cols);
  END LOOP;

  -- 3. Unique indexes that back no constraint (partial ones: one default address, one open request ...).
  FOR ix IN
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i JOIN tenant_table t ON t.relid = i.indrelid
     WHERE i.indisunique AND NOT t.shop_att = ANY (i.indkey::int2[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
  LOOP
    EXECUTE format('DROP INDEX %s', ix.name);
    EXECUTE regexp_replace(ix.def, ' USING (\w+) \(', ' USING \1 (shop_id, ');
  END LOOP;

  -- 4. The foreign keys again, with shop_id on both sides and their old actions.
  FOR fk IN SELECT * FROM jsonb_to_recordset(fks)
      AS x(name text, tbl text, ref text, cols text, refcols text, del text, upd text)
  LOOP
    action := '';
    IF fk.del = 'c' THEN action := ' ON DELETE CASCADE';
    ELSIF fk.del = 'r' THEN action := ' ON DELETE RESTRICT';
    ELSIF fk.del = 'n' THEN action := format(' ON DELETE SET NULL (%s)', fk.cols);
    ELSIF fk.del = 'd' THEN action := format(' ON DELETE SET DEFAULT (%s)', fk.cols);
    END IF;
    IF fk.upd = 'c' THEN action := action || ' ON UPDATE CASCADE';
    ELSIF fk.upd = 'r' THEN action := action || ' ON UPDATE RESTRICT';
    ELSIF fk.upd IN ('n', 'd') THEN RAISE EXCEPTION 'distribute_by_shop: % on % updates by setting', fk.name, fk.tbl;
    END IF;
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (shop_id, %s) REFERENCES %I (shop_id, %s)%s',
                   fk.tbl, fk.name, fk.cols, fk.ref, fk.refcols, action);
  END LOOP;
END
$$;

SELECT distribute_by_shop();

-- Two look-ups find a row's shop by its id alone (a provider's callback names only the payment or the
-- refund; payment_shop() and refund_shop()); the keys now lead with shop_id, so these ids get an index of
-- their own (not unique: uniqueness is the key's).
CREATE INDEX payment_by_id ON payment (id);
CREATE INDEX refund_by_id ON refund (id);
