// Stately's inspector on the shop's live charts, in development only (docs/architecture.md, "Watching the live
// charts"): `npm run dev`, then open any page with `?inspect` in its address. Every actor the shop creates is created
// with inspected(): in that case its inspection events (actors, events, snapshots) go to the inspector's window.
// A production build has no inspector: the branch is `import.meta.env.DEV`, false there, and the package is imported
// nowhere else, so neither the package nor the queue ships.
import type { InspectionEvent } from 'xstate';

export interface ActorInspection {
  inspect?: (event: InspectionEvent) => void;
}

function startInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!import.meta.env.DEV || typeof window === 'undefined' || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  // Actors start before the inspector's package loads: their first events wait, so the inspector knows every actor.
  const early: InspectionEvent[] = [];
  let send: ((event: InspectionEvent) => void) | null = null;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const { inspect } = createBrowserInspector();
    send = (event) => inspect.next?.(event);
    for (const event of early.splice(0)) send(event);
  });
  return (event) => (send ? send(event) : void early.push(event));
}

const inspect = startInspector();

/** An actor's options with the inspector's observer when it runs (unchanged otherwise). */
export function inspected(): ActorInspection;
export function inspected<T extends object>(options: T): T & ActorInspection;
export function inspected(options: object = {}): ActorInspection {
  return inspect ? { ...options, inspect } : options;
}
