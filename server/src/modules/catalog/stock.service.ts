import { stockOf as stockExpression } from './stock.repo.ts';

/**
 * A SKU's stock as an SQL expression over the SKU row `alias` (see stock.repo.ts), for the statements of
 * other modules that show stock beside their own columns (search hits, zone goods): they reach the
 * catalogue only through its services, and hand the expression to their repos.
 */
export const stockOf = (alias: string): string => stockExpression(alias);
