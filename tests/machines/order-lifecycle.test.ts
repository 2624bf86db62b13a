import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import {
  buyerActions,
  nextOrderStatus,
  orderLifecycleMachine,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../machines/order-lifecycle.machine.ts';

describe('order lifecycle', () => {
  it('follows submit, pay, ship, receive, evaluate, complete', () => {
    const path: Array<[OrderStatus, Parameters<typeof nextOrderStatus>[1], OrderStatus]> = [
      ['pendingPayment', 'PAY', 'pendingDelivery'],
      ['pendingDelivery', 'SHIP', 'pendingReceipt'],
      ['pendingReceipt', 'RECEIVE', 'pendingEvaluation'],
      ['pendingEvaluation', 'EVALUATE', 'evaluated'],
      ['evaluated', 'COMPLETE', 'completed'],
    ];
    for (const [from, event, to] of path) expect(nextOrderStatus(from, event)).toBe(to);
  });

  it('cancels or expires only an unpaid order, and nothing leaves cancelled or completed', () => {
    expect(nextOrderStatus('pendingPayment', 'CANCEL')).toBe('canceled');
    expect(nextOrderStatus('pendingPayment', 'EXPIRE')).toBe('canceled');
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pendingPayment')) {
      expect(nextOrderStatus(status, 'CANCEL')).toBeNull();
      expect(nextOrderStatus(status, 'EXPIRE')).toBeNull();
      expect(nextOrderStatus(status, 'PAY')).toBeNull();
    }
    for (const event of ['PAY', 'SHIP', 'RECEIVE', 'EVALUATE', 'COMPLETE', 'CANCEL'] as const) {
      expect(nextOrderStatus('canceled', event)).toBeNull();
      expect(nextOrderStatus('completed', event)).toBeNull();
    }
  });

  it('offers the buyer the actions the status allows', () => {
    expect(buyerActions('pendingPayment')).toEqual(['CANCEL']);
    expect(buyerActions('pendingReceipt')).toEqual(['RECEIVE']);
    expect(buyerActions('pendingEvaluation')).toEqual(['EVALUATE']);
    expect(buyerActions('pendingDelivery')).toEqual([]);
  });

  it('every status is reachable, and every path agrees with nextOrderStatus', async () => {
    const model = createTestModel(orderLifecycleMachine);
    const paths = model.getShortestPaths();
    // Paths that are prefixes of longer ones are folded into them: collect every state along each path.
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => step.state.value as string)));
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const path of paths) {
      let status: OrderStatus = 'pendingPayment';
      for (const step of path.steps.slice(1)) {
        const next = nextOrderStatus(status, step.event.type as Parameters<typeof nextOrderStatus>[1]);
        expect(next).toBe(step.state.value);
        status = next!;
      }
    }
  });
});
