-- Foundation schema: tenants, configuration, users and sessions, catalogue, storefront content.
-- Every tenant table carries shop_id and gets row-level security (enabled and forced) at the end of
-- this file. The app queries as mall_app, which is neither superuser nor BYPASSRLS.

DO $$
BEGIN
  CREATE ROLE mall_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;

CREATE TABLE shop (
  shop_id        text PRIMARY KEY CHECK (shop_id ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  domain         text NOT NULL UNIQUE CHECK (domain ~ '^[a-z][a-z0-9-]{1,31}$'),
  name           text NOT NULL,
  plan_audit     boolean NOT NULL DEFAULT false,
  disable_depart boolean NOT NULL DEFAULT false,
  consistency    boolean NOT NULL DEFAULT false,
  order_flag     boolean NOT NULL DEFAULT true,
  can_feedback   boolean NOT NULL DEFAULT true,
  is_platform    boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Resolving a domain happens before any tenant is known, so it goes through this definer function
-- (owned by the migrating role) instead of opening the shop table to everyone.
CREATE FUNCTION shop_by_domain(p_domain text)
RETURNS SETOF shop
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
AS $$ SELECT * FROM shop WHERE domain = lower(p_domain) $$;

CREATE TABLE web_config (
  shop_id                text PRIMARY KEY REFERENCES shop (shop_id),
  coop_sup_module_name   text NOT NULL DEFAULT '',
  copyright_cn           text NOT NULL DEFAULT '',
  title_content_cn       text NOT NULL DEFAULT '',
  title_img              text NOT NULL DEFAULT '',
  welcome_cn             text NOT NULL DEFAULT '',
  login_logo_img         text NOT NULL DEFAULT '',
  login_bg_img           text NOT NULL DEFAULT '',
  about_html             text NOT NULL DEFAULT ''
);

CREATE TABLE base_config (
  shop_id                     text PRIMARY KEY REFERENCES shop (shop_id),
  enable_map                  jsonb NOT NULL DEFAULT '{}'::jsonb,
  order_comment_list          jsonb NOT NULL DEFAULT '[]'::jsonb,
  audit_img                   text NOT NULL DEFAULT '',
  decimal_scale               smallint NOT NULL DEFAULT 0 CHECK (decimal_scale BETWEEN 0 AND 4),
  material_submission_config  jsonb NOT NULL DEFAULT '{}'::jsonb,
  show_zone_types             smallint[] NOT NULL DEFAULT '{}'
);

CREATE TABLE dict_item (
  id         bigserial PRIMARY KEY,
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  dict_code  text NOT NULL,
  code       text NOT NULL,
  label      text NOT NULL,
  value      text NOT NULL DEFAULT '',
  sort       integer NOT NULL DEFAULT 0,
  enabled    boolean NOT NULL DEFAULT true,
  UNIQUE (shop_id, dict_code, code)
);

CREATE TABLE app_user (
  id                bigserial PRIMARY KEY,
  shop_id           text NOT NULL REFERENCES shop (shop_id),
  user_name         text NOT NULL,
  full_name         text NOT NULL DEFAULT '',
  nick_name         text NOT NULL DEFAULT '',
  mobile            text NOT NULL,
  password_hash     text NOT NULL,
  user_type         smallint NOT NULL,
  is_main           boolean NOT NULL DEFAULT false,
  is_public_browse  boolean NOT NULL DEFAULT false,
  is_operator       boolean NOT NULL DEFAULT false,
  company_id        text NOT NULL DEFAULT '',
  orgs_name         text NOT NULL DEFAULT '',
  sub_company_name  text NOT NULL DEFAULT '',
  sub_id            text NOT NULL DEFAULT '',
  header_path       text NOT NULL DEFAULT '',
  status            smallint NOT NULL DEFAULT 1,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, user_name),
  UNIQUE (shop_id, mobile)
);

CREATE TABLE user_role (
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  user_id    bigint NOT NULL REFERENCES app_user (id),
  role_code  text NOT NULL,
  role_name  text NOT NULL,
  PRIMARY KEY (shop_id, user_id, role_code)
);

CREATE TABLE menu (
  id         bigserial PRIMARY KEY,
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  app_id     integer NOT NULL,
  parent_id  bigint REFERENCES menu (id),
  name       text NOT NULL,
  url        text NOT NULL DEFAULT '',
  sort       integer NOT NULL DEFAULT 0
);

CREATE TABLE role_menu (
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  role_code  text NOT NULL,
  menu_id    bigint NOT NULL REFERENCES menu (id),
  PRIMARY KEY (shop_id, role_code, menu_id)
);

CREATE TABLE user_session (
  id            bigserial PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  user_id       bigint NOT NULL REFERENCES app_user (id),
  token_hash    text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX user_session_user ON user_session (shop_id, user_id);

-- Files (seeded product images now, uploads later). Served under the oss prefix with the shop in the path.
CREATE TABLE file_object (
  id            text PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES shop (shop_id),
  content_type  text NOT NULL,
  byte_size     integer NOT NULL CHECK (byte_size >= 0),
  data          bytea NOT NULL,
  file_name     text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE category (
  id         bigserial PRIMARY KEY,
  shop_id    text NOT NULL REFERENCES shop (shop_id),
  parent_id  bigint REFERENCES category (id),
  level      smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  name       text NOT NULL,
  icon       text NOT NULL DEFAULT '',
  sort       integer NOT NULL DEFAULT 0
);
CREATE INDEX category_parent ON category (shop_id, parent_id, sort);

CREATE TABLE brand (
  id        bigserial PRIMARY KEY,
  shop_id   text NOT NULL REFERENCES shop (shop_id),
  name      text NOT NULL,
  name_en   text NOT NULL DEFAULT '',
  logo      text NOT NULL DEFAULT '',
  UNIQUE (shop_id, name)
);

-- A store is a supplier's storefront inside a tenant mall.
CREATE TABLE store (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  name           text NOT NULL,
  store_type     smallint NOT NULL DEFAULT 3 CHECK (store_type IN (1, 2, 3)), -- 1 self-operated, 2 preferred, 3 general
  logo           text NOT NULL DEFAULT '',
  contact_phone  text NOT NULL DEFAULT '',
  area           text NOT NULL DEFAULT '',
  address        text NOT NULL DEFAULT '',
  description    text NOT NULL DEFAULT '',
  status         smallint NOT NULL DEFAULT 1,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, name)
);

CREATE TABLE product_sku (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  store_id       bigint NOT NULL REFERENCES store (id),
  category_id    bigint NOT NULL REFERENCES category (id),
  brand_id       bigint REFERENCES brand (id),
  spu_code       text NOT NULL,
  name           text NOT NULL,
  model          text NOT NULL DEFAULT '',
  unit           text NOT NULL DEFAULT '件',
  specs          jsonb NOT NULL DEFAULT '[]'::jsonb,
  price          numeric(18, 7) CHECK (price IS NULL OR price >= 0),
  market_price   numeric(18, 7) CHECK (market_price IS NULL OR market_price >= 0),
  tax_rate       numeric(5, 4) NOT NULL DEFAULT 0.13 CHECK (tax_rate >= 0 AND tax_rate < 1),
  stock          integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  sales          integer NOT NULL DEFAULT 0 CHECK (sales >= 0),
  product_type   smallint NOT NULL DEFAULT 1 CHECK (product_type IN (1, 2, 3, 4)), -- normal, collage, seckill, integral
  pre_sale       boolean NOT NULL DEFAULT false,
  main_img       text NOT NULL DEFAULT '',
  images         jsonb NOT NULL DEFAULT '[]'::jsonb,
  status         smallint NOT NULL DEFAULT 1, -- 1 on sale, 0 off shelf
  search_tokens  tsvector NOT NULL DEFAULT ''::tsvector,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_sku_category ON product_sku (shop_id, category_id);
CREATE INDEX product_sku_store ON product_sku (shop_id, store_id);
CREATE INDEX product_sku_search ON product_sku USING gin (search_tokens);

CREATE TABLE banner (
  id        bigserial PRIMARY KEY,
  shop_id   text NOT NULL REFERENCES shop (shop_id),
  title     text NOT NULL,
  img_url   text NOT NULL,
  link_url  text NOT NULL DEFAULT '',
  position  smallint NOT NULL DEFAULT 1, -- 1 home carousel, 2 zone-sup
  sort      integer NOT NULL DEFAULT 0,
  enabled   boolean NOT NULL DEFAULT true
);

CREATE TABLE hot_search (
  id       bigserial PRIMARY KEY,
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  type     smallint NOT NULL CHECK (type IN (0, 1)), -- 0 goods, 1 store
  title    text NOT NULL,
  content  text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE zone_group (
  id       bigserial PRIMARY KEY,
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  name     text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE zone (
  id             bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES shop (shop_id),
  group_id       bigint REFERENCES zone_group (id),
  name           text NOT NULL,
  zone_type      smallint NOT NULL,
  web_blank      smallint NOT NULL DEFAULT 0 CHECK (web_blank IN (0, 1)),
  access_links   text NOT NULL DEFAULT '',
  img_url        text NOT NULL DEFAULT '',
  activity_id    bigint,
  allorpartorg   smallint,
  show_orgarea   smallint,
  show_in_menu   boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0
);

CREATE TABLE bidder_line (
  id                bigserial PRIMARY KEY,
  shop_id           text NOT NULL REFERENCES shop (shop_id),
  line_bidder_name  text NOT NULL,
  contact_name      text NOT NULL,
  line_phone        text NOT NULL,
  is_supplier       smallint NOT NULL CHECK (is_supplier IN (0, 1)),
  sort              integer NOT NULL DEFAULT 0
);

CREATE TABLE user_access_record (
  id          bigserial PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES shop (shop_id),
  user_id     bigint,
  page_url    text NOT NULL,
  page_title  text NOT NULL DEFAULT '',
  type        smallint NOT NULL DEFAULT 1,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Every table with a shop_id column is a tenant table: RLS enabled and forced, one policy that pins rows
-- to the tenant set for the transaction (set_config('app.shop_id', …, true)), and grants to mall_app.
-- Each later migration ends by calling this again for the tables it adds.
CREATE FUNCTION apply_tenant_isolation() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'shop_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.relname
                   AND policyname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (shop_id = current_setting(''app.shop_id'', true)) '
        'WITH CHECK (shop_id = current_setting(''app.shop_id'', true))', t.relname);
    END IF;
  END LOOP;
  GRANT USAGE ON SCHEMA public TO mall_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO mall_app;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO mall_app;
  REVOKE ALL ON schema_migrations FROM mall_app;
END
$$;

SELECT apply_tenant_isolation();
