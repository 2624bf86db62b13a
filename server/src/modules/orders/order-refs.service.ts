/**
 * SQL other modules put in their own statements to name the orders a row of theirs is about (the
 * balance and points ledgers name the order numbers of a line). Free of imports, so any service may use
 * it without a cycle.
 */

/** The order numbers of a submission, in order, or NULL; `column` holds the submission id. */
export const orderNosOfSubmissionSql = (column: string) =>
  `(SELECT array_agg(o.order_no ORDER BY o.id) FROM mall_order o WHERE o.submission_id = ${column})`;

/** The order number of an order as a one-element array, or NULL; `column` holds the order id. */
export const orderNoOfOrderSql = (column: string) =>
  `(SELECT ARRAY[o.order_no] FROM mall_order o WHERE o.id = ${column})`;
