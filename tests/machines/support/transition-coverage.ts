import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { expect } from 'vitest';
import { allTransitions, stateNodes, transitionKey } from '../../support/chart-transitions';

export { allTransitions, transitionKey } from '../../support/chart-transitions';

// Which transitions of a machine definition a set of test paths took (names: tests/support/chart-transitions.ts).

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
