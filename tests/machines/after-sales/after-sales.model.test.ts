import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { adjacencyMapToArray, createTestModel } from 'xstate/graph';
import {
  AFTER_SALE_STATUSES,
  afterSaleActions,
  afterSaleMachine,
  isAfterSaleFinished,
  nextAfterSaleStatus,
  type AfterSaleEventType,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '../../../machines/after-sales/after-sales.machine.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

/**
 * The refund flow of spec §4, written out by hand and not read from the machine: the buyer applies; the
 * seller accepts or refuses (or does not answer in time, which counts as accepting); a refund-only request
 * goes straight to the refund, a return waits for the buyer to ship the goods back (or closes when they are
 * not shipped in time) and for the seller to receive them; the refund succeeds. The buyer may withdraw as
 * long as the seller has received nothing, that is until the refund starts. When the refund through the
 * provider fails, the seller may pay it back offline instead (线下退款). A pair missing here is refused.
 */
type Flow = Record<AfterSaleStatus, Partial<Record<AfterSaleEventType, AfterSaleStatus>>>;
const flowFor = (kind: AfterSaleKind): Flow => {
  const accepted = kind === 'returnRefund' ? 'awaitingReturn' : 'refunding';
  return {
    applied: { ACCEPT: accepted, MERCHANT_TIMEOUT: accepted, REFUSE: 'refused', WITHDRAW: 'withdrawn' },
    awaitingReturn: { SHIP_RETURN: 'returnShipped', WITHDRAW: 'withdrawn', RETURN_OVERDUE: 'closed' },
    returnShipped: { RECEIVE_RETURN: 'refunding', WITHDRAW: 'withdrawn' },
    refunding: { REFUND_SUCCEEDED: 'refunded', REFUND_OFFLINE: 'refunded' },
    refunded: {},
    refused: {},
    withdrawn: {},
    closed: {},
  };
};
const KINDS = ['refund', 'returnRefund'] as const satisfies readonly AfterSaleKind[];
const FLOW: Record<AfterSaleKind, Flow> = {
  refund: flowFor('refund'),
  returnRefund: flowFor('returnRefund'),
};
const STATUSES = Object.keys(FLOW.refund) as AfterSaleStatus[];
const EVENTS: AfterSaleEventType[] = [
  'ACCEPT',
  'REFUSE',
  'MERCHANT_TIMEOUT',
  'WITHDRAW',
  'SHIP_RETURN',
  'RETURN_OVERDUE',
  'RECEIVE_RETURN',
  'REFUND_SUCCEEDED',
  'REFUND_OFFLINE',
];
/** The buttons the pages show: the buyer's and the seller's own events the flow allows, in this order. */
const BUYER_EVENTS = ['WITHDRAW', 'SHIP_RETURN'] as const;
const SELLER_EVENTS = ['ACCEPT', 'REFUSE', 'RECEIVE_RETURN', 'REFUND_OFFLINE'] as const;
const FINAL: AfterSaleStatus[] = ['refused', 'withdrawn', 'refunded', 'closed'];

/** The offline refund is offered only once the refund through the provider has failed. */
const expectedActions = (status: AfterSaleStatus, kind: AfterSaleKind, refundFailed = false) => ({
  buyer: BUYER_EVENTS.filter((e) => FLOW[kind][status][e] !== undefined),
  seller: SELLER_EVENTS.filter(
    (e) => FLOW[kind][status][e] !== undefined && (e !== 'REFUND_OFFLINE' || refundFailed),
  ),
});

/** The machine's own answer: where the event leads from the status, or null when it cannot take it. */
function machineAnswer(status: AfterSaleStatus, kind: AfterSaleKind, event: AfterSaleEventType) {
  const snapshot = afterSaleMachine.resolveState({ value: status, context: { kind } });
  if (!snapshot.can({ type: event })) return null;
  return transition(afterSaleMachine, snapshot, { type: event })[0].value as AfterSaleStatus;
}

/** Follows events with the helper the server calls, failing on the first one it refuses. */
function walk(kind: AfterSaleKind, ...events: AfterSaleEventType[]): AfterSaleStatus[] {
  const seen: AfterSaleStatus[] = ['applied'];
  for (const event of events) {
    const next = nextAfterSaleStatus(seen.at(-1)!, kind, event);
    expect(next, `${seen.at(-1)} takes ${event}`).not.toBeNull();
    seen.push(next!);
  }
  return seen;
}

const PAIRS = KINDS.flatMap((kind) =>
  STATUSES.flatMap((status) =>
    EVENTS.map((event) => [kind, status, event, FLOW[kind][status][event] ?? null] as const),
  ),
);

describe('after-sales request against the spec §4 table', () => {
  it('knows the statuses and events of the table, and no others', () => {
    expect([...AFTER_SALE_STATUSES].sort()).toEqual([...STATUSES].sort());
    expect(Object.keys(afterSaleMachine.states).sort()).toEqual([...STATUSES].sort());
    expect([...afterSaleMachine.events].sort()).toEqual([...EVENTS].sort());
  });

  it.each(PAIRS)('a %s request %s on %s goes to %s (null: refused)', (kind, status, event, to) => {
    expect(nextAfterSaleStatus(status, kind, event)).toBe(to);
    // The machine itself, not only the helper the server calls.
    expect(machineAnswer(status, kind, event)).toBe(to);
  });

  it.each(KINDS.flatMap((kind) => STATUSES.map((status) => [kind, status] as const)))(
    'a %s request in %s offers the buyer and the seller what the table allows, and ends when nothing leaves it',
    (kind, status) => {
      expect(afterSaleActions(status, kind)).toEqual(expectedActions(status, kind));
      expect(afterSaleActions(status, kind, true)).toEqual(expectedActions(status, kind, true));
      const ends = Object.keys(FLOW[kind][status]).length === 0;
      expect(isAfterSaleFinished(status)).toBe(ends);
      expect(afterSaleMachine.resolveState({ value: status, context: { kind } }).status).toBe(
        ends ? 'done' : 'active',
      );
    },
  );

  it.each(KINDS)('starts every %s request as applied', (kind) => {
    const snapshot = createActor(afterSaleMachine, { input: { kind } }).getSnapshot();
    expect(snapshot.value).toBe('applied');
    expect(snapshot.context).toEqual({ kind });
  });
});

/** The model of one kind of request, and the paths that take each of its transitions. */
function modelOf(kind: AfterSaleKind) {
  const model = createTestModel(afterSaleMachine, { input: { kind } });
  return { model, paths: transitionCoverPaths(model) };
}
const MODELS = { refund: modelOf('refund'), returnRefund: modelOf('returnRefund') };

/** The statuses a request of the kind can reach from applied, by the table. */
function reachable(kind: AfterSaleKind): Set<AfterSaleStatus> {
  const seen = new Set<AfterSaleStatus>(['applied']);
  for (const status of seen) for (const to of Object.values(FLOW[kind][status])) seen.add(to);
  return seen;
}

describe.each(KINDS)('the %s request model', (kind) => {
  const { model, paths } = MODELS[kind];

  it('has exactly the reachable transitions of the table, and the paths take every one', () => {
    const edges = adjacencyMapToArray(model.getAdjacencyMap()).map(
      ({ state, event, nextState }) => `${String(state.value)} ${event.type} → ${String(nextState.value)}`,
    );
    const table = [...reachable(kind)].flatMap((status) =>
      Object.entries(FLOW[kind][status]).map(([event, to]) => `${status} ${event} → ${to}`),
    );
    expect([...new Set(edges)].sort()).toEqual(table.sort());
    expect(uncoveredTransitions(model, paths)).toEqual([]);
  });

  it('keeps the path count small', () => {
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.length).toBeLessThan(20);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    // The systems under test: the machine as an actor, and the helpers the server and the pages call.
    const actor = createActor(afterSaleMachine, { input: { kind } }).start();
    let status: AfterSaleStatus = 'applied';
    let expected: AfterSaleStatus = 'applied';
    await path.test({
      events: Object.fromEntries(
        EVENTS.map((type) => [
          type,
          () => {
            const to = FLOW[kind][status][type];
            expect(to, `the table lets ${status} take ${type}`).toBeDefined();
            expected = to!;
            status = nextAfterSaleStatus(status, kind, type) ?? status;
            actor.send({ type });
          },
        ]),
      ),
      states: {
        '*': (state) => {
          const snapshot = actor.getSnapshot();
          expect(status).toBe(expected);
          expect(state.value).toBe(status);
          expect(snapshot.value).toBe(status);
          expect(snapshot.context.kind).toBe(kind);
          // What the buyer and the seller see: the buttons, and whether the request is over.
          expect(afterSaleActions(status, kind)).toEqual(expectedActions(status, kind));
          const finished = FINAL.includes(status);
          expect(isAfterSaleFinished(status)).toBe(finished);
          expect(snapshot.status).toBe(finished ? 'done' : 'active');
          // The helper agrees with the machine on every event here, taken or refused.
          for (const event of EVENTS) {
            const to = nextAfterSaleStatus(status, kind, event);
            expect(to, `${status} on ${event}`).toBe(FLOW[kind][status][event] ?? null);
            expect(to, `${status} on ${event}`).toBe(
              snapshot.can({ type: event })
                ? (transition(afterSaleMachine, snapshot, { type: event })[0].value as AfterSaleStatus)
                : null,
            );
          }
        },
      },
    });
    actor.stop();
  });
});

describe('the two kinds together', () => {
  it('take every transition written in the machine', () => {
    const refund = untakenDefinitions(MODELS.refund.model, MODELS.refund.paths);
    const returnRefund = untakenDefinitions(MODELS.returnRefund.model, MODELS.returnRefund.paths);
    // A refund-only request never takes the return's transitions; a return never the refund's ACCEPT.
    expect(returnRefund).toEqual([
      'afterSale.applied ACCEPT[1] → afterSale.refunding',
      'afterSale.applied MERCHANT_TIMEOUT[1] → afterSale.refunding',
    ]);
    expect(refund.filter((t) => returnRefund.includes(t))).toEqual([]);
    expect(refund).toContain('afterSale.applied ACCEPT[0] → afterSale.awaitingReturn');
    expect(refund).toContain('afterSale.returnShipped RECEIVE_RETURN[0] → afterSale.refunding');
  });

  it('reach every status', () => {
    const seen = new Set(
      KINDS.flatMap((kind) =>
        adjacencyMapToArray(MODELS[kind].model.getAdjacencyMap()).flatMap(({ state, nextState }) => [
          state.value,
          nextState.value,
        ]),
      ),
    );
    expect([...seen].sort()).toEqual([...STATUSES].sort());
  });
});

describe('spec §4 rules', () => {
  it('a refund-only request skips the return shipping', () => {
    expect(walk('refund', 'ACCEPT', 'REFUND_SUCCEEDED')).toEqual(['applied', 'refunding', 'refunded']);
    expect(walk('returnRefund', 'ACCEPT', 'SHIP_RETURN', 'RECEIVE_RETURN', 'REFUND_SUCCEEDED')).toEqual([
      'applied',
      'awaitingReturn',
      'returnShipped',
      'refunding',
      'refunded',
    ]);
    // No status a refund-only request reaches asks the buyer to ship anything back.
    const statuses = adjacencyMapToArray(MODELS.refund.model.getAdjacencyMap()).map(
      ({ nextState }) => nextState.value as AfterSaleStatus,
    );
    expect(statuses).not.toContain('awaitingReturn');
    expect(statuses).not.toContain('returnShipped');
    for (const status of statuses)
      expect(afterSaleActions(status, 'refund').buyer).not.toContain('SHIP_RETURN');
    expect(nextAfterSaleStatus('applied', 'refund', 'SHIP_RETURN')).toBeNull();
    expect(nextAfterSaleStatus('refunding', 'refund', 'SHIP_RETURN')).toBeNull();
  });

  it.each(KINDS)('a %s request can be withdrawn only before the seller has received anything', (kind) => {
    const route =
      kind === 'refund'
        ? walk(kind, 'ACCEPT', 'REFUND_SUCCEEDED')
        : walk(kind, 'ACCEPT', 'SHIP_RETURN', 'RECEIVE_RETURN', 'REFUND_SUCCEEDED');
    const withdrawable = route.filter((s) => nextAfterSaleStatus(s, kind, 'WITHDRAW') === 'withdrawn');
    // Before the seller's receipt (a return in transit included), not once the refund is under way.
    expect(withdrawable).toEqual(
      kind === 'refund' ? ['applied'] : ['applied', 'awaitingReturn', 'returnShipped'],
    );
    for (const status of route)
      expect(afterSaleActions(status, kind).buyer.includes('WITHDRAW')).toBe(withdrawable.includes(status));
    expect(walk(kind, 'WITHDRAW')).toEqual(['applied', 'withdrawn']);
    expect(nextAfterSaleStatus('refunding', kind, 'WITHDRAW')).toBeNull();
    expect(nextAfterSaleStatus('refunded', kind, 'WITHDRAW')).toBeNull();
  });

  it.each(KINDS)('a merchant timeout on a %s request acts as the seller accepting it', (kind) => {
    const accepted = nextAfterSaleStatus('applied', kind, 'ACCEPT');
    expect(accepted).toBe(kind === 'refund' ? 'refunding' : 'awaitingReturn');
    expect(nextAfterSaleStatus('applied', kind, 'MERCHANT_TIMEOUT')).toBe(accepted);
    expect(afterSaleActions(accepted!, kind)).toEqual(expectedActions(accepted!, kind));
    // Once the seller has answered, the deadline no longer counts.
    for (const status of STATUSES.filter((s) => s !== 'applied'))
      expect(nextAfterSaleStatus(status, kind, 'MERCHANT_TIMEOUT')).toBeNull();
  });

  it('an overdue return closes the request, and only a return not yet shipped', () => {
    expect(walk('returnRefund', 'ACCEPT', 'RETURN_OVERDUE')).toEqual(['applied', 'awaitingReturn', 'closed']);
    expect(walk('returnRefund', 'MERCHANT_TIMEOUT', 'RETURN_OVERDUE')).toEqual([
      'applied',
      'awaitingReturn',
      'closed',
    ]);
    expect(isAfterSaleFinished('closed')).toBe(true);
    expect(afterSaleActions('closed', 'returnRefund')).toEqual({ buyer: [], seller: [] });
    for (const status of STATUSES.filter((s) => s !== 'awaitingReturn'))
      for (const kind of KINDS) expect(nextAfterSaleStatus(status, kind, 'RETURN_OVERDUE')).toBeNull();
  });

  it.each(KINDS.flatMap((kind) => FINAL.map((status) => [status, kind] as const)))(
    '%s is final for a %s request: no event moves it, no button is offered',
    (status, kind) => {
      expect(isAfterSaleFinished(status)).toBe(true);
      expect(afterSaleActions(status, kind)).toEqual({ buyer: [], seller: [] });
      for (const event of EVENTS) expect(nextAfterSaleStatus(status, kind, event)).toBeNull();
      expect(afterSaleMachine.resolveState({ value: status, context: { kind } }).status).toBe('done');
    },
  );

  it('no other status is final', () => {
    expect(STATUSES.filter(isAfterSaleFinished).sort()).toEqual([...FINAL].sort());
  });
});
