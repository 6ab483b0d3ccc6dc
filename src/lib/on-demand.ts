// Code loaded on demand (a chunk of its own) that renders read synchronously once it is there: the sanitiser, the
// content parser. The server and the jsdom tests provide it up front, so their renders are final; the browser
// loads it the first time a render needs it, and renders that subscribed (useSyncExternalStore, with `loaded` as
// the snapshot on both sides) render again when it arrives. A failed load (offline) may be tried again.
export interface OnDemand<T> {
  /** Makes it available at once (imported statically); undefined takes it back (tests). */
  provide: (value: T | undefined) => void;
  /** Loads it once; every caller gets the same promise until a load fails. */
  load: () => Promise<T>;
  /** It if loaded. */
  loaded: () => T | undefined;
  /** Called when it arrives or is provided; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: T | undefined) => {
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    provide: (next) => {
      loading = next === undefined ? undefined : Promise.resolve(next);
      settle(next);
    },
    load: () => {
      loading ??= importer().then(
        (loaded) => {
          settle(loaded);
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
