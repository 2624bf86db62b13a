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
