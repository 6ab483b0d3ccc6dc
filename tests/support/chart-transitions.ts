import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// A chart's state nodes and transitions by stable names, for the machines' model tests (vitest) and the path tests
// through the shop (Playwright) alike: nothing here imports a test runner. A transition is named by its source state
// node, its event and its position among that node's candidates for the event, so the name is the same in the
// model machine and in the `machine.provide(...)` copy the tests run.

export function stateNodes(node: AnyStateNode): AnyStateNode[] {
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
