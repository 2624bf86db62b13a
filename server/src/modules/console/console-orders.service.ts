import type { components } from '../../../../openapi/generated/console.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { packagesOf } from '../orders/fulfilment.service.ts';
import { selectConsoleOrder, selectConsoleOrderLines } from './console-orders.repo.ts';

/** One order as the console shows it (openapi console.yaml ConsoleOrderDetail). */
export type ConsoleOrderDetail = components['schemas']['ConsoleOrderDetail'];

/**
 * One order of the stores in scope, with its lines (and how much of each has been shipped), the
 * delivery address and the packages; 404 订单不存在 for an unknown order or another store's. The seller
 * keeps seeing an order the buyer deleted from their recycle bin.
 */
export async function consoleOrderDetail(
  q: Queryable,
  storeIds: readonly number[] | 'any',
  orderNo: string,
): Promise<ConsoleOrderDetail> {
  const o = await selectConsoleOrder(q, storeIds === 'any' ? null : storeIds, orderNo);
  if (!o) throw notFound('订单不存在');
  const { id, ...rest } = o;
  const lines = await selectConsoleOrderLines(q, id);
  return { ...rest, lines, packages: await packagesOf(q, id) };
}
