/**
 * SQL other modules put in their own statements to name the order of an after-sales request (the
 * balance and points ledgers' refund lines). Free of imports, so any service may use it without a cycle.
 */

/** The order number of an after-sales request as a one-element array, or NULL; `column` holds its id. */
export const orderNoOfAfterSaleSql = (column: string) =>
  `(SELECT ARRAY[o.order_no] FROM after_sale a JOIN mall_order o ON o.id = a.order_id WHERE a.id = ${column})`;
