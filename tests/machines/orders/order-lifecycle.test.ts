import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { adjacencyMapToArray, createTestModel } from 'xstate/graph';
import {
  buyerActions,
  nextOrderStatus,
  orderLifecycleMachine,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../machines/orders/order-lifecycle.machine.ts';
import { uncoveredTransitions, untakenDefinitions } from '../support/transition-coverage.ts';

type OrderEventType = EventFromLogic<typeof orderLifecycleMachine>['type'];

/**
 * The order flow of spec §4, written out by hand and not read from the machine: submit (pending payment),
 * pay (or pay into a group, which forms, or fails at its deadline and is refunded), ship, receive, evaluate or not, complete. Only an unpaid order
 * is cancelled, by the buyer or by the 30-minute sweeper; an order refunded in full before receipt
 * closes (cancelled); nothing leaves cancelled or completed.
 * A pair missing here is refused.
 */
const FLOW: Record<OrderStatus, Partial<Record<OrderEventType, OrderStatus>>> = {
  pendingPayment: {
    PAY: 'pendingDelivery',
    PAY_GROUP: 'grouping',
    CANCEL: 'canceled',
    EXPIRE: 'canceled',
  },
  grouping: { GROUP_FORMED: 'pendingDelivery', GROUP_FAILED: 'canceled' },
  pendingDelivery: { SHIP: 'pendingReceipt', REFUND_ALL: 'canceled' },
  pendingReceipt: { RECEIVE: 'pendingEvaluation', REFUND_ALL: 'canceled' },
  pendingEvaluation: { EVALUATE: 'evaluated', COMPLETE: 'completed' },
  evaluated: { COMPLETE: 'completed' },
  completed: {},
  canceled: {},
};
const STATUSES = Object.keys(FLOW) as OrderStatus[];
const EVENTS: OrderEventType[] = [
  'PAY',
  'PAY_GROUP',
  'GROUP_FORMED',
  'GROUP_FAILED',
  'CANCEL',
  'EXPIRE',
  'SHIP',
  'RECEIVE',
  'EVALUATE',
  'COMPLETE',
  'REFUND_ALL',
];
/** What the order pages offer the buyer: the buyer's own events the flow allows. */
const BUYER_EVENTS = ['CANCEL', 'RECEIVE', 'EVALUATE'] as const;

const PAIRS = STATUSES.flatMap((status) =>
  EVENTS.map((event) => [status, event, FLOW[status][event] ?? null] as const),
);
const TABLE_TRANSITIONS = PAIRS.filter(([, , to]) => to !== null).map(([s, e, to]) => `${s} ${e} → ${to}`);

describe('order lifecycle against the spec §4 table', () => {
  it('knows the statuses and events of the table, and no others', () => {
    expect([...ORDER_STATUSES].sort()).toEqual([...STATUSES].sort());
    expect(Object.keys(orderLifecycleMachine.states).sort()).toEqual([...STATUSES].sort());
    expect([...orderLifecycleMachine.events].sort()).toEqual([...EVENTS].sort());
  });

  it.each(PAIRS)('%s on %s goes to %s (null: refused)', (status, event, to) => {
    expect(nextOrderStatus(status, event)).toBe(to);
    // The machine itself, not only the helper the server calls: can it take the event at all?
    const snapshot = orderLifecycleMachine.resolveState({ value: status, context: {} });
    expect(snapshot.can({ type: event })).toBe(to !== null);
  });

  it.each(STATUSES)('%s is an end exactly when the table lets nothing leave it', (status) => {
    const ends = Object.keys(FLOW[status]).length === 0;
    expect(orderLifecycleMachine.resolveState({ value: status, context: {} }).status).toBe(
      ends ? 'done' : 'active',
    );
  });

  it.each(STATUSES)('offers the buyer of a %s order the actions the table allows', (status) => {
    expect(buyerActions(status)).toEqual(BUYER_EVENTS.filter((e) => FLOW[status][e] !== undefined));
  });

  it('starts every order as pending payment', () => {
    expect(createActor(orderLifecycleMachine).getSnapshot().value).toBe('pendingPayment');
  });
});

describe('order lifecycle model', () => {
  const model = createTestModel(orderLifecycleMachine);
  const paths = model.getSimplePaths();

  it('has exactly the transitions of the table, and the paths take every one', () => {
    const edges = adjacencyMapToArray(model.getAdjacencyMap()).map(
      ({ state, event, nextState }) => `${String(state.value)} ${event.type} → ${String(nextState.value)}`,
    );
    expect([...new Set(edges)].sort()).toEqual([...TABLE_TRANSITIONS].sort());
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    // The system under test is what the server calls; the expected status comes from the table.
    let status: OrderStatus = 'pendingPayment';
    let expected: OrderStatus = 'pendingPayment';
    await path.test({
      events: Object.fromEntries(
        EVENTS.map((type) => [
          type,
          () => {
            const to = FLOW[status][type];
            expect(to, `the table lets ${status} take ${type}`).toBeDefined();
            expected = to!;
            status = nextOrderStatus(status, type) ?? status;
          },
        ]),
      ),
      states: {
        '*': (state) => {
          expect(status).toBe(expected);
          expect(state.value).toBe(status);
          expect(buyerActions(status)).toEqual(BUYER_EVENTS.filter((e) => FLOW[status][e] !== undefined));
        },
      },
    });
  });
});
