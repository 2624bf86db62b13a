/**
 * SQL other modules put in their own statements to read a payment they refer to (the balance ledger's
 * top-up lines name their method). Free of imports, so any service may use it without a cycle.
 */

/** The method (alipay, wechat, …) of the payment whose id `column` holds, or NULL. */
export const paymentMethodSql = (column: string) => `(SELECT p.method FROM payment p WHERE p.id = ${column})`;
