import {
  createActor,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type Snapshot,
} from 'xstate';
import {
  getAdjacencyMap,
  getStateNodes,
  serializeSnapshot,
  type StatePath,
  type TestModel,
  type TestPath,
} from 'xstate/graph';

/**
 * Transition coverage for model-based tests. A model's transitions are its (state, event) pairs: every
 * event the model offers in every reachable state (value and context), whatever the answer. The paths
 * a test runs must take each of them, and must take each transition written in the model's definition
 * (every `on` and `always` candidate), so a model change that leaves one uncovered fails.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test model of any machine
type AnyTestModel = TestModel<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the input plays no part here
type SnapshotOf<M> = M extends TestModel<infer S, any, any> ? S : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the input plays no part here
type EventOf<M> = M extends TestModel<any, infer E, any> ? E : never;

const stateKey = (state: Snapshot<unknown>) => serializeSnapshot(state) as string;
const eventKey = (event: EventObject) => JSON.stringify(event);
const transitionKey = (state: Snapshot<unknown>, event: EventObject) =>
  `${stateKey(state)} ${eventKey(event)}`;

/** The reachable graph of a model, with states keyed by value and context alone. */
function graphOf<M extends AnyTestModel>(model: M) {
  return getAdjacencyMap(model.testLogic, { ...model.options, serializeState: stateKey });
}

/** Every (state, event) transition of the model, keyed `state event`. */
export function modelTransitions(model: AnyTestModel): string[] {
  return Object.values(graphOf(model)).flatMap(({ state, transitions }) =>
    Object.values(transitions as Record<string, { event: EventObject }>).map(({ event }) =>
      transitionKey(state, event),
    ),
  );
}

/** The (state, event) transitions a set of paths takes. */
export function pathTransitions(
  paths: ReadonlyArray<StatePath<Snapshot<unknown>, EventObject>>,
): Set<string> {
  const taken = new Set<string>();
  for (const path of paths)
    for (let i = 1; i < path.steps.length; i++)
      taken.add(transitionKey(path.steps[i - 1]!.state, path.steps[i]!.event));
  return taken;
}

/** The model's (state, event) transitions that none of the paths takes. */
export function uncoveredTransitions(
  model: AnyTestModel,
  paths: ReadonlyArray<StatePath<Snapshot<unknown>, EventObject>>,
): string[] {
  const taken = pathTransitions(paths);
  return modelTransitions(model).filter((t) => !taken.has(t));
}

const describeDefinition = (t: AnyTransitionDefinition, index: number) =>
  `${t.source.id} ${t.eventType || 'always'}[${index}] → ${t.target?.map((n) => n.id).join(',') ?? '(self)'}`;

/** Every transition written in a machine: each candidate of each `on` and `always` of each state node. */
export function definedTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const defined = new Map<AnyTransitionDefinition, string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const candidates of node.transitions.values())
      candidates.forEach((t, i) => defined.set(t, describeDefinition(t, i)));
    node.always?.forEach((t, i) => defined.set(t, describeDefinition(t, i)));
  }
  return defined;
}

/**
 * The transitions written in the model that no path takes, found by replaying each path on the model
 * itself and watching the transitions of every microstep (eventless ones included).
 */
export function untakenDefinitions(
  model: AnyTestModel,
  paths: ReadonlyArray<StatePath<Snapshot<unknown>, EventObject>>,
): string[] {
  const machine = model.testLogic as unknown as AnyStateMachine;
  const untaken = definedTransitions(machine);
  for (const path of paths) {
    const actor = createActor(machine, {
      input: model.options.input,
      inspect: (e) => {
        if (e.type === '@xstate.microstep') for (const t of e._transitions) untaken.delete(t);
      },
    }).start();
    for (const step of path.steps.slice(1)) actor.send(step.event);
    actor.stop();
  }
  return [...untaken.values()];
}

const formatEvent = ({ type, ...payload }: EventObject) =>
  Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;

/** A readable, unique name for a path: its events, then the state it ends in. */
export function describePath(path: StatePath<Snapshot<unknown>, EventObject>): string {
  const events = path.steps.slice(1).map((s) => formatEvent(s.event));
  return `${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify((path.state as { value?: unknown }).value)}`;
}

/**
 * Paths that take every (state, event) transition of the model: the shortest path to each state, extended
 * by each event the model offers there. Paths that are prefixes of others are dropped.
 */
export function transitionCoverPaths<M extends AnyTestModel>(
  model: M,
): Array<TestPath<SnapshotOf<M>, EventOf<M>>> {
  type S = SnapshotOf<M>;
  type E = EventOf<M>;
  const graph = graphOf(model);
  // getAdjacencyMap explores from the initial state, so it is the graph's first entry.
  const [start, { state: initial }] = Object.entries(graph)[0]! as [string, { state: S }];

  // Breadth first: the shortest sequence of (event, state) steps to each state.
  const shortest = new Map<string, Array<{ event: E; state: S }>>([[start, []]]);
  const queue = [start];
  while (queue.length) {
    const key = queue.shift()!;
    for (const { event, state } of Object.values(graph[key as keyof typeof graph]!.transitions)) {
      const next = stateKey(state);
      if (shortest.has(next)) continue;
      shortest.set(next, [...shortest.get(key)!, { event: event as E, state: state as S }]);
      queue.push(next);
    }
  }

  const sequences: Array<Array<{ event: E; state: S }>> = [];
  for (const [key, steps] of shortest)
    for (const { event, state } of Object.values(graph[key as keyof typeof graph]!.transitions))
      sequences.push([...steps, { event: event as E, state: state as S }]);

  // A model that takes no event at all still has its one path: the initial state.
  if (sequences.length === 0) sequences.push([]);

  const eventsOf = (steps: Array<{ event: E }>) => steps.map((s) => eventKey(s.event));
  const isPrefix = (a: string[], b: string[]) => a.length < b.length && a.every((e, i) => e === b[i]);
  const all = sequences.map(eventsOf);
  const kept = sequences.filter(
    (s, i) =>
      !all.some(
        (other, j) =>
          j !== i && (isPrefix(all[i]!, other) || (j < i && other.join('\n') === all[i]!.join('\n'))),
      ),
  );

  return kept.map((steps) => {
    const statePath: StatePath<S, E> = {
      state: steps.at(-1)?.state ?? initial,
      weight: steps.length,
      steps: [{ state: initial, event: { type: 'xstate.init' } as E }, ...steps],
    };
    return {
      ...statePath,
      description: describePath(statePath),
      test: (params) => model.testPath(statePath, params),
    };
  });
}
