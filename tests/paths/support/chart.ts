import {
  createActor,
  getNextSnapshot,
  fromCallback,
  SimulatedClock,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { allTransitions as chartTransitions, stateNodes, transitionKey } from '../../support/chart-transitions';
import type { Start, UiModel } from './ui-model';

// The chart side of a walk: the paths xstate/graph finds in the chart, and a shadow actor of the same chart that
// follows each path step by step so the transitions a step took (eventless ones included) can be counted as
// reached through the UI once the page agreed. Transition names are the machines' model tests' own
// (tests/support/chart-transitions.ts).

export type ChartPath = StatePath<AnyMachineSnapshot, AnyEventObject>;
export type PathsMode = 'shortest' | 'full';

export { transitionKey };

/** Every transition of the chart, by name, sorted. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [...chartTransitions(machine)].sort();
}

/** Atomic state paths (`dialog.editing`), the states a walk can rest in or pass through. */
export function atomicStates(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .sort();
}

/** Atomic states left by eventless transitions only: passed through, never shown. */
export function transientStates(machine: AnyStateMachine): Set<string> {
  return new Set(
    stateNodes(machine.root)
      .filter((node) => (node.type === 'atomic' || node.type === 'final') && (node.always?.length ?? 0) > 0)
      .map((node) => node.path.join('.')),
  );
}

/** The atomic state paths a snapshot is in (`{ dialog: 'editing' }` → `dialog.editing`). */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  const out: string[] = [];
  const walk = (value: unknown, prefix: string[]) => {
    if (typeof value === 'string') out.push([...prefix, value].join('.'));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...prefix, k]);
  };
  walk(snapshot.value, []);
  return out;
}

export function eventLabel(model: UiModel, event: AnyEventObject): string {
  return model.label?.(event) ?? event.type;
}

function vertexKey(model: UiModel, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, key: model.key?.(snapshot) ?? null });
}

/** A path and the start it begins from. */
export interface StartedPath {
  start: Start;
  path: ChartPath;
}

/**
 * The walk explores walk states (state value plus the model's key, so e.g. a typed postcode is remembered), then
 * keeps few paths, shortest first, across all the model's starts. 'shortest': the shortest path to every state
 * value. 'full': each (walk state, event, previous walk state) is a vertex, so the shortest paths end with every
 * edge the UI can take once; of those the paths that reach a new state value or take a new transition are kept.
 */
export function chartPaths(model: UiModel, mode: PathsMode): StartedPath[] {
  const candidates = model.starts
    .filter((start) => mode === 'full' || !start.fullOnly)
    .flatMap((start) => {
      const options = {
        input: start.input,
        events: (snapshot: AnyMachineSnapshot) => model.events(snapshot, start).filter((event) => model.on[event.type] !== undefined),
        filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => snapshot.can(event),
        serializeState: (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot) =>
          mode === 'full' && event && previous
            ? `${vertexKey(model, snapshot)} via ${JSON.stringify(event)} from ${vertexKey(model, previous)}`
            : vertexKey(model, snapshot),
      };
      return getShortestPaths(model.machine, options).map((path) => ({ start, path }));
    })
    .sort((a, b) => byLength(a.path, b.path));
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  const kept = candidates.filter(({ start, path }) => {
    const value = model.reachEveryKey ? vertexKey(model, path.state) : JSON.stringify(path.state.value);
    const state = start.ownStates ? `${start.name} ${value}` : value;
    const isNewState = !seenStates.has(state);
    seenStates.add(state);
    if (mode === 'shortest') return isNewState;
    const taken = takenAlong(model, start, path).flat();
    const isNew = isNewState || taken.some((t) => !seenTransitions.has(t));
    taken.forEach((t) => seenTransitions.add(t));
    return isNew;
  });
  // Every step of a walk is asserted, so a path that begins another kept one (same start) adds nothing.
  const events = (path: ChartPath) => path.steps.slice(1).map((step) => JSON.stringify(step.event));
  const seen = new Set<string>();
  const walks = kept
    .map(({ start, path }) => ({ start, path: settled(model, start, path) }))
    .filter(({ start, path }) => {
      const id = `${start.name} ${events(path).join(' ')}`;
      const isNew = !seen.has(id);
      seen.add(id);
      return isNew;
    });
  return walks.filter(
    (a) =>
      !walks.some((b) => {
        if (b === a || b.start !== a.start || b.path.steps.length <= a.path.steps.length) return false;
        const longer = events(b.path);
        return events(a.path).every((event, i) => longer[i] === event);
      }),
  );
}

/**
 * A path that ends while the shop is still answering (a request in flight) goes on with the shop's own successful
 * answers until the page rests, so its last check is of what the person is left with, not of a moment.
 */
function settled(model: UiModel, start: Start, path: ChartPath): ChartPath {
  const steps = [...path.steps];
  for (let i = 0; i < 10; i++) {
    const last = steps.at(-1)!.state;
    const outcomes = model.events(last, start).filter((event) => event.type.startsWith('xstate.') && model.on[event.type] && last.can(event));
    // The success when there is one; else the shop's only answer (a refused id is refused).
    const answer = outcomes.find((event) => event.type.startsWith('xstate.done.actor.')) ?? (outcomes.length === 1 ? outcomes[0] : undefined);
    if (!answer) break;
    steps.push({ state: getNextSnapshot(model.machine, last, answer), event: answer });
  }
  return { ...path, steps, state: steps.at(-1)!.state, weight: steps.length - 1 };
}

function byLength(a: ChartPath, b: ChartPath): number {
  return a.steps.length - b.steps.length;
}

/** The chart with every actor left pending and every app-supplied action a no-op: it only follows the events it is sent. */
function shadowOf(machine: AnyStateMachine): AnyStateMachine {
  // Every actor is a silent listener that never completes: a promise actor's outcome is the walk's own
  // `xstate.done.actor.*` / `xstate.error.actor.*` event, sent to the shadow as the page shows it happen.
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromCallback(() => undefined)]));
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
      .map(([name]) => [name, () => undefined]),
  );
  return machine.provide({ actors, actions });
}

export interface Shadow {
  /** Sends the step's event and returns the transitions it took (eventless ones after it included). */
  step: (event: AnyEventObject) => string[];
  stop: () => void;
}

export function startShadow(model: UiModel, start: Start): { shadow: Shadow; initial: string[] } {
  let taken: string[] = [];
  const record = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    for (const t of event._transitions) taken.push(transitionKey(t));
  };
  const actor: Actor<AnyStateMachine> = createActor(shadowOf(model.machine), { input: start.input, clock: new SimulatedClock(), inspect: record });
  actor.start();
  const initial = taken;
  return {
    initial,
    shadow: {
      step: (event) => {
        taken = [];
        actor.send(event);
        return taken;
      },
      stop: () => actor.stop(),
    },
  };
}

/** The transitions each step of a path takes (index 0: the start's eventless ones). */
export function takenAlong(model: UiModel, start: Start, path: ChartPath): string[][] {
  const { shadow, initial } = startShadow(model, start);
  const out = [initial, ...path.steps.slice(1).map((step) => shadow.step(step.event))];
  shadow.stop();
  return out;
}
