import type { ConsoleOrderDetail, ShipPlan } from './console.types.ts';

/**
 * The rules of a shipment the console's ship dialog checks before sending (the server checks the same:
 * server/src/modules/orders/fulfilment.service.ts `shipOrder`). Pure, so the dialog's form, the order
 * detail machine and the tests share them.
 */

/**
 * Common Chinese couriers the ship dialog offers, by a code for the texts; the name is what the server
 * stores (it takes any name of up to 20 characters).
 */
export const COURIERS = [
  { code: 'sf', name: '顺丰速运' },
  { code: 'zto', name: '中通快递' },
  { code: 'yto', name: '圆通速递' },
  { code: 'yunda', name: '韵达快递' },
  { code: 'sto', name: '申通快递' },
  { code: 'jd', name: '京东物流' },
  { code: 'ems', name: '邮政EMS' },
  { code: 'deppon', name: '德邦快递' },
] as const;

/** A waybill: 6 to 30 letters, digits or `-`. */
export const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

/** At most this many packages per shipment (openapi console.yaml). */
export const MAX_PACKAGES = 20;

/** One package as the dialog edits it: the quantity of each line it carries, by line id (several only). */
export interface PackageDraft {
  courier: string;
  waybill: string;
  quantities: Record<string, string>;
}

/** What is wrong with a plan, where: the rule's key names the dialog's text (`ship.rules.<key>`). */
export interface ShipProblem {
  /** `packages.<i>.courier`, `packages.<i>.waybill`, `packages.<i>.quantities.<lineId>`, or `lines.<lineId>`. */
  path: string;
  key:
    | 'courierRequired'
    | 'waybillRule'
    | 'waybillTwice'
    | 'quantityRule'
    | 'packageEmpty'
    | 'lineShort'
    | 'lineOver';
}

type Line = Pick<ConsoleOrderDetail['lines'][number], 'lineId' | 'quantity' | 'shippedQuantity'>;

/** Quantities have up to 4 decimals: whole ten-thousandths keep the sums exact in a double. */
const QUANTITY = /^[0-9]{1,9}(\.[0-9]{1,4})?$/;
function units(quantity: string): number | null {
  const q = quantity.trim();
  if (!QUANTITY.test(q)) return null;
  const [whole, fraction = ''] = q.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** How much of a line has not travelled in any package yet, in ten-thousandths. */
const leftOf = (line: Line) => (units(line.quantity) ?? 0) - (units(line.shippedQuantity) ?? 0);

/** The lines that still have goods to ship. */
export function unshippedLines<L extends Line>(lines: readonly L[]): L[] {
  return lines.filter((l) => leftOf(l) > 0);
}

/** The quantity of a line still to ship, as a decimal string (the dialog's default for one package). */
export function leftToShip(line: Line): string {
  const left = leftOf(line);
  const whole = Math.floor(left / 10_000);
  const fraction = String(left % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Everything wrong with a plan: each package needs a courier and a waybill of 6–30 letters, digits or
 * `-`, no waybill twice; with several packages each carries some goods, given per line as a quantity
 * (0 or empty for none), and together they carry exactly what is left of every line.
 */
export function shipPlanProblems(lines: readonly Line[], drafts: readonly PackageDraft[]): ShipProblem[] {
  const problems: ShipProblem[] = [];
  const seen = new Set<string>();
  drafts.forEach((d, i) => {
    if (!d.courier.trim()) problems.push({ path: `packages.${i}.courier`, key: 'courierRequired' });
    const waybill = d.waybill.trim();
    if (!WAYBILL_PATTERN.test(waybill)) problems.push({ path: `packages.${i}.waybill`, key: 'waybillRule' });
    else if (seen.has(waybill.toUpperCase()))
      problems.push({ path: `packages.${i}.waybill`, key: 'waybillTwice' });
    seen.add(waybill.toUpperCase());
  });
  if (drafts.length < 2) return problems;

  const pending = unshippedLines(lines);
  const totals = new Map(pending.map((l) => [String(l.lineId), 0]));
  drafts.forEach((d, i) => {
    let carried = 0;
    for (const line of pending) {
      const raw = (d.quantities[String(line.lineId)] ?? '').trim();
      if (raw === '') continue;
      const q = units(raw);
      if (q === null) {
        problems.push({ path: `packages.${i}.quantities.${line.lineId}`, key: 'quantityRule' });
        continue;
      }
      carried += q;
      totals.set(String(line.lineId), totals.get(String(line.lineId))! + q);
    }
    if (carried === 0) problems.push({ path: `packages.${i}.quantities`, key: 'packageEmpty' });
  });
  for (const line of pending) {
    const total = totals.get(String(line.lineId))!;
    if (total < leftOf(line)) problems.push({ path: `lines.${line.lineId}`, key: 'lineShort' });
    if (total > leftOf(line)) problems.push({ path: `lines.${line.lineId}`, key: 'lineOver' });
  }
  return problems;
}

/**
 * The request for a valid plan: one package carries everything left (no lines); several carry the lines
 * given a quantity above zero.
 */
export function toShipPlan(
  orderNo: string,
  lines: readonly Line[],
  drafts: readonly PackageDraft[],
): ShipPlan {
  const pending = unshippedLines(lines);
  return {
    orderNo,
    packages: drafts.map((d) => ({
      courier: d.courier.trim(),
      waybill: d.waybill.trim(),
      ...(drafts.length > 1
        ? {
            lines: pending
              .map((l) => ({ lineId: l.lineId, quantity: (d.quantities[String(l.lineId)] ?? '').trim() }))
              .filter((l) => (units(l.quantity) ?? 0) > 0),
          }
        : {}),
    })),
  };
}
