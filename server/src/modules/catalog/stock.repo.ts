/**
 * A SKU's stock as an SQL expression over the SKU row `alias`. Stock lives in the narrow table sku_stock
 * (migration 0012: orders update it, not the wide catalogue row); a SKU without a stock row has none.
 */
export const stockOf = (alias: string): string =>
  `COALESCE((SELECT k.stock FROM sku_stock k WHERE k.sku_id = ${alias}.id), 0)`;
