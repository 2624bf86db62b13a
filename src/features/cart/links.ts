import { directLinesParam, type DirectLine } from '../../../machines/cart/cart.types.ts';

/**
 * The submit-order page (route `screens.submit-order`): the checked cart lines without a query, or direct
 * lines as `lines=skuId:qty,skuId:qty` (buy now, batch order).
 */
export function submitOrderHref(domain: string, lines?: readonly DirectLine[]): string {
  // Ids, quantities, `:` and `,` need no escaping in a query.
  return `/${domain}/submit-order${lines && lines.length > 0 ? `?lines=${directLinesParam(lines)}` : ''}`;
}
