-- The goods of a zone (spec §7 /zone/queryFrontendZoneSkuList): one row per zone and SKU, in zone order.
CREATE TABLE zone_sku (
  id       bigserial PRIMARY KEY,
  shop_id  text NOT NULL REFERENCES shop (shop_id),
  zone_id  bigint NOT NULL REFERENCES zone (id) ON DELETE CASCADE,
  sku_id   bigint NOT NULL REFERENCES product_sku (id) ON DELETE CASCADE,
  sort     integer NOT NULL DEFAULT 0,
  UNIQUE (shop_id, zone_id, sku_id)
);
CREATE INDEX zone_sku_zone ON zone_sku (shop_id, zone_id, sort);

SELECT apply_tenant_isolation();
