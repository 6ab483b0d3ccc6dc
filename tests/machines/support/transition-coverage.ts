import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { expect } from 'vitest';

// Which transitions of a machine definition a set of test paths took. A transition is named by its source state
// node, its event and its position among that node's candidates for the event, so the name is the same in the
// model machine and in the `machine.provide(...)` copy the tests run.

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

function describeTarget(t: AnyTransitionDefinition): string {
  return t.target?.length ? t.target.map((target) => target.id).join(',') : '(self)';
}

/** A transition's stable name, e.g. `drawer.open.menu --drawer.back#1--> drawer.closed`. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source: AnyStateNode = t.source;
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(t);
  const candidates = alwaysIndex >= 0 ? always : (source.transitions.get(t.eventType) ?? []);
  const index = alwaysIndex >= 0 ? alwaysIndex : candidates.indexOf(t);
  const event = alwaysIndex >= 0 ? '(always)' : t.eventType;
  return `${source.id} --${event}#${index}--> ${describeTarget(t)}`;
}

/** Every transition the definition declares: `on`, `after`, `always`, invoke `onDone`/`onError`. */
export function allTransitions(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  for (const node of stateNodes(machine.root)) {
    for (const candidates of node.transitions.values()) for (const t of candidates) keys.add(transitionKey(t));
    for (const t of node.always ?? []) keys.add(transitionKey(t));
  }
  return keys;
}

/** An inspector for createActor that adds every transition the root machine takes to `taken`. */
export function recordTransitions(taken: Set<string>): (event: InspectionEvent) => void {
  return (event) => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    for (const t of event._transitions) taken.add(transitionKey(t));
  };
}

/** Fails with the list of transitions no path took (or that the definition no longer has). */
export function expectEveryTransitionTaken(machine: AnyStateMachine, taken: ReadonlySet<string>): void {
  const declared = allTransitions(machine);
  expect(declared.size).toBeGreaterThan(0);
  expect({ missed: [...declared].filter((key) => !taken.has(key)).sort() }).toEqual({ missed: [] });
  expect({ unknown: [...taken].filter((key) => !declared.has(key)).sort() }).toEqual({ unknown: [] });
}

/** State keys (`open.menu`) of every atomic state, so each one gets its own assertion. */
export function atomicStateKeys(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .sort();
}
