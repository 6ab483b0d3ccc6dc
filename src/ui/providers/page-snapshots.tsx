// Server rendering of the page's machines (docs/architecture.md, "Server rendering"). A page's data machines
// (catalog-resource, catalog-listing, route-resolution) are created through usePageActorRef:
// - on the server, the first render starts the actor with the request's in-process GraphQL, suspends (React 19
//   `use`) until it has settled (no invoked actor running), records its persisted snapshot under the hook's
//   useId() and renders from that snapshot;
// - in the browser, hydration restores the same snapshot under the same useId() (React makes ids identical on both
//   sides for the same tree), so the first client render equals the HTML and nothing is fetched again.
// Without a provider (tests, client-only pages) the hook is plain useActorRef. One store per request or page view;
// nothing here is module-level.
import { useActorRef } from '@xstate/react';
import { createContext, use, useContext, useId, type ReactNode } from 'react';
import { createActor, type ActorOptions, type AnyActorRef, type AnyStateMachine, type Snapshot } from 'xstate';
import { inspected } from './inspection';

/** Persisted snapshots by useId(), as they travel in the page (JSON). */
export type SnapshotRecords = Record<string, unknown>;

/** What the server needs of an actor it settles (an xstate Actor has all of it). */
export interface SettlingActor {
  getSnapshot(): unknown;
  getPersistedSnapshot(): unknown;
  subscribe(observer: { next: () => void; error: () => void }): { unsubscribe(): void };
  stop(): void;
}

export interface PageSnapshots {
  /** Server: settles an actor once per id (suspending, React's `use`); browser: the recorded snapshot, if any. */
  useSnapshot(id: string, start: () => SettlingActor, watchers?: readonly string[]): Snapshot<unknown> | undefined;
  /** Server only: what to resolve with the route-resolution machine (the request's path), else null. */
  readonly routePath: string | null;
  /** Everything recorded so far (server) or restored (browser). */
  records(): SnapshotRecords;
}

/** The longest a server render waits for one actor; after it the loading state is rendered (and hydrated). */
export const SETTLE_TIMEOUT_MS = 4_000;

/**
 * Settled: done, or no invoked actor running other than `watchers` (actors that listen for the page's whole life,
 * e.g. a listing's URL watcher: the server waits for data, not for them).
 */
function settled(snapshot: unknown, watchers: readonly string[]): boolean {
  const { status, children } = snapshot as { status?: string; children?: Record<string, unknown> };
  return status !== 'active' || Object.keys(children ?? {}).every((id) => watchers.includes(id));
}

/** The server's store for one request. */
export function createServerSnapshots(routePath: string | null, timeoutMs = SETTLE_TIMEOUT_MS): PageSnapshots {
  const pending = new Map<string, Promise<Snapshot<unknown> | undefined>>();
  const recorded: SnapshotRecords = {};
  return {
    routePath,
    records: () => recorded,
    useSnapshot(id, start, watchers = []) {
      let promise = pending.get(id);
      if (!promise) {
        promise = new Promise<Snapshot<unknown> | undefined>((resolve) => {
          const actor = start();
          const finish = (snapshot: Snapshot<unknown> | undefined) => {
            clearTimeout(timer);
            subscription.unsubscribe();
            actor.stop();
            resolve(snapshot);
          };
          const check = () => {
            if (!settled(actor.getSnapshot(), watchers)) return;
            // A persisted snapshot is plain data (context and state value), what the browser restores.
            const persisted = actor.getPersistedSnapshot() as Snapshot<unknown>;
            recorded[id] = persisted;
            finish(persisted);
          };
          const subscription = actor.subscribe({ next: check, error: () => finish(undefined) });
          const timer = setTimeout(() => finish(undefined), timeoutMs);
          check();
        });
        pending.set(id, promise);
      }
      return use(promise);
    },
  };
}

/** The browser's store for the page view: the snapshots the server rendered with. */
export function createClientSnapshots(records: SnapshotRecords): PageSnapshots {
  return {
    routePath: null,
    records: () => records,
    useSnapshot: (id) => records[id] as Snapshot<unknown> | undefined,
  };
}

const Context = createContext<PageSnapshots | null>(null);

export function PageSnapshotsProvider({ value, children }: { value: PageSnapshots | null; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePageSnapshots(): PageSnapshots | null {
  return useContext(Context);
}

/**
 * useActorRef for a page's data machine, started from the server's snapshot when there is one. `prepare` runs on
 * the server's own actor after it starts (e.g. sending the event a view would send from an effect); `watchers` are
 * the ids of invoked actors that never finish (listeners), which the server does not wait for.
 */
export function usePageActorRef<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
  prepare?: (actor: AnyActorRef) => void,
  watchers?: readonly string[],
) {
  const id = useId();
  const store = useContext(Context);
  const snapshot = store?.useSnapshot(id, () => {
    const actor = createActor(machine, inspected(options as ActorOptions<AnyStateMachine>));
    actor.start();
    prepare?.(actor);
    return actor;
  }, watchers);
  return useActorRef(machine, inspected((snapshot ? { ...options, snapshot } : options) as ActorOptions<TMachine>));
}
