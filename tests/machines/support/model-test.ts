import {
  createActor,
  SimulatedClock,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { CallbackFake, PromiseFake, settle } from './fake-actors';
import { atomicStateKeys, expectEveryTransitionTaken, recordTransitions, transitionKey } from './transition-coverage';

// Model-based path tests for one machine. The machine's chart drives the walk: TestModel walks its pure transitions
// (events offered by `events`, kept only when `snapshot.can(event)`), and every path is then replayed on a real
// actor of the same machine with fake actors, recorded actions and a simulated clock (the system under test).
// After every step the real actor must be where the walk says, and the state's own assertion runs. That alone
// compares the machine with itself; `expected` adds what the test says independently of the machine (a table
// of next states per event written from the spec, or a reference model of the context), stepped along each path
// and checked after every step, so a wrong transition or action fails even when the walk agrees with it.
// Each (state, event, previous state) is its own vertex of the walk, so the shortest paths end with every edge
// once; the last test checks that the paths took every transition of the definition.

export interface ActionCall {
  name: string;
  params: unknown;
}

export interface Sut {
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
  promises: Record<string, PromiseFake>;
  callbacks: Record<string, CallbackFake>;
  emitted: AnyEventObject[];
  calls: ActionCall[];
}

/**
 * An expectation written in the test, not derived from the machine: where the spec says each event leads.
 * `next` throws for an event it has no answer for, so a transition the walk takes but the test never
 * wrote down fails the path instead of passing unchecked.
 */
export interface Expectation<M> {
  initial: (input: unknown) => M;
  next: (expected: M, event: AnyEventObject) => M;
  check: (snapshot: AnyMachineSnapshot, expected: M, sut: Sut) => void;
}

/** Erases the expectation's model type for the spec (each test keeps its own type inside). */
export function expectation<M>(e: Expectation<M>): Expectation<unknown> {
  return e as unknown as Expectation<unknown>;
}

type Target = string | ((event: AnyEventObject) => string);

/**
 * The commonest expectation: the next state per (state, event type), written out as a table. A target may be
 * a function of the event (for guarded choices the spec decides by the event's data).
 */
export function transitionTable(initial: string | ((input: unknown) => string), table: Record<string, Record<string, Target>>): Expectation<unknown> {
  return expectation<string>({
    initial: (input) => (typeof initial === 'function' ? initial(input) : initial),
    next: (state, event) => {
      const target = table[state]?.[event.type];
      if (target === undefined) throw new Error(`the test's table says nothing of ${event.type} in ${state}`);
      return typeof target === 'function' ? target(event) : target;
    },
    check: (snapshot, state) => {
      expect(snapshot.matches(state), `expected the actor in ${state}, it is in ${JSON.stringify(snapshot.value)}`).toBe(true);
    },
  });
}

export interface ModelTestSpec {
  machine: AnyStateMachine;
  /** Inputs to start from; each gets its own paths, and coverage counts all of them together. */
  inputs?: unknown[];
  /** Candidate events in a model state (filtered by `snapshot.can`), with payloads for actor outcomes. */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** What tells model states apart (default: the whole context); coarser keys keep the walk small. */
  key?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Promise actors (invoke id = src name) settled by `xstate.done.actor.*` / `xstate.error.actor.*` steps. */
  promiseActors?: string[];
  callbackActors?: string[];
  /** Actions the app supplies; the test records their calls instead. */
  recordedActions?: string[];
  /** How to perform an event type on the real actor when not by `actor.send` (e.g. through a fake listener). */
  perform?: Record<string, (event: AnyEventObject, sut: Sut) => void | Promise<void>>;
  /**
   * Which paths to replay: 'covering' (default) keeps, shortest first, the paths that reach a model state or take a
   * transition of the definition no kept path did; 'all' replays one path per edge of the walk.
   */
  paths?: 'covering' | 'all';
  /** One assertion per atomic state key (`open.menu`), run on the real actor's snapshot. */
  states: Record<string, (snapshot: AnyMachineSnapshot, sut: Sut) => void>;
  /** The test's own expectation, checked after every step of every path (see Expectation). */
  expected?: Expectation<unknown>;
}

const AFTER = 'xstate.after.';
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const rest = eventType.slice(AFTER.length);
  const name = rest.slice(0, rest.indexOf('.'));
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (args: object) => number)({ context: snapshot.context });
  throw new Error(`unknown delay ${name}`);
}

function startSut(spec: ModelTestSpec, input: unknown, taken: Set<string>): Sut {
  const promises = Object.fromEntries((spec.promiseActors ?? []).map((name) => [name, new PromiseFake()]));
  const callbacks = Object.fromEntries((spec.callbackActors ?? []).map((name) => [name, new CallbackFake()]));
  const calls: ActionCall[] = [];
  const actions = Object.fromEntries(
    (spec.recordedActions ?? []).map((name) => [name, (_: unknown, params: unknown) => void calls.push({ name, params })]),
  );
  const actors = {
    ...Object.fromEntries(Object.entries(promises).map(([name, fake]) => [name, fake.logic])),
    ...Object.fromEntries(Object.entries(callbacks).map(([name, fake]) => [name, fake.logic])),
  };
  const clock = new SimulatedClock();
  const record = recordTransitions(taken);
  const actor = createActor(spec.machine.provide({ actors, actions }), {
    clock,
    input,
    inspect: (event: InspectionEvent) => record(event),
  });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  return { actor, clock, promises, callbacks, emitted, calls };
}

async function perform(spec: ModelTestSpec, sut: Sut, event: AnyEventObject): Promise<void> {
  const custom = spec.perform?.[event.type];
  if (custom) return custom(event, sut);
  if (event.type === 'xstate.init') return;
  if (event.type.startsWith(AFTER)) {
    sut.clock.increment(delayOf(spec.machine, event.type, sut.actor.getSnapshot()));
    return;
  }
  for (const [prefix, settleFake] of [
    [DONE, (fake: PromiseFake) => fake.resolve((event as unknown as { output?: unknown }).output)],
    [ERROR, (fake: PromiseFake) => fake.reject((event as unknown as { error?: unknown }).error)],
  ] as const) {
    if (!event.type.startsWith(prefix)) continue;
    const fake = sut.promises[event.type.slice(prefix.length)];
    if (!fake) throw new Error(`no fake for ${event.type}`);
    settleFake(fake);
    await settle();
    return;
  }
  sut.actor.send(event);
}

/** What the model tells states apart by; a real snapshot must agree with the model's on it after every step. */
function keyOf(spec: ModelTestSpec, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, key: (spec.key ?? ((s) => s.context))(snapshot) });
}

export function createModel(spec: ModelTestSpec, input: unknown) {
  const modelKey = (snapshot: AnyMachineSnapshot) => keyOf(spec, snapshot);
  return new TestModel(spec.machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) => spec.events(snapshot),
    filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => snapshot.can(event),
    serializeState: (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot) =>
      event && previous ? `${modelKey(snapshot)} via ${JSON.stringify(event)} from ${modelKey(previous)}` : modelKey(snapshot),
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key),
  });
}

type ModelPath = ReturnType<ReturnType<typeof createModel>['getShortestPaths']>[number];

/** Shortest paths first, keeping each one that reaches a new model state or takes a new transition. */
function coveringPaths(spec: ModelTestSpec, paths: ModelPath[]): ModelPath[] {
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  const kept: ModelPath[] = [];
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const last = path.steps.at(-1);
    const before = path.steps.at(-2)?.state;
    const taken =
      last && before ? spec.machine.getTransitionData(before, last.event).map((t) => transitionKey(t)) : [];
    const stateKey = keyOf(spec, path.state);
    const isNew = !seenStates.has(stateKey) || taken.some((key) => !seenTransitions.has(key));
    seenStates.add(stateKey);
    taken.forEach((key) => seenTransitions.add(key));
    if (isNew) kept.push(path);
  }
  return kept;
}

/** Registers the path tests of one machine, an every-state check and the every-transition check. */
export function describeModel(title: string, spec: ModelTestSpec): void {
  describe(title, () => {
    const taken = new Set<string>();
    let pathCount = 0;

    it('has an assertion for every state of the chart', () => {
      expect(Object.keys(spec.states).sort()).toEqual(atomicStateKeys(spec.machine));
    });

    for (const input of spec.inputs ?? [undefined]) {
      const all = createModel(spec, input).getShortestPaths();
      const paths = spec.paths === 'all' ? all : coveringPaths(spec, all);
      pathCount += paths.length;
      describe(input === undefined ? 'paths' : `paths from input ${JSON.stringify(input)}`, () => {
        for (const path of paths) {
          it(path.description, async () => {
            const sut = startSut(spec, input, taken);
            const oracle = spec.expected;
            let expected = oracle?.initial(input);
            const eventTypes = new Set(path.steps.map((step) => step.event.type));
            const events = Object.fromEntries(
              [...eventTypes].map((type) => [
                type,
                async (step: { event: AnyEventObject }) => {
                  await perform(spec, sut, step.event);
                  if (oracle && step.event.type !== 'xstate.init') expected = oracle.next(expected, step.event);
                },
              ]),
            );
            const states = Object.fromEntries(
              Object.entries(spec.states).map(([key, assertState]) => [
                key,
                (model: AnyMachineSnapshot) => {
                  const real = sut.actor.getSnapshot();
                  // With a coarse key the model's snapshot may come from another history with the same key, so
                  // the two are compared on the key (the whole context by default).
                  expect(JSON.parse(keyOf(spec, real))).toEqual(JSON.parse(keyOf(spec, model)));
                  assertState(real, sut);
                  oracle?.check(real, expected, sut);
                },
              ]),
            );
            await path.test({ events, states });
            sut.actor.stop();
          });
        }
      });
    }

    // Without `expected` the paths only compare the machine with itself and the state assertions.
    if (!spec.expected) it.todo('compares every step with an expectation written in the test (spec.expected)');

    it('takes every transition of the definition', () => {
      expect(pathCount).toBeGreaterThan(0);
      expectEveryTransitionTaken(spec.machine, taken);
    });
  });
}
