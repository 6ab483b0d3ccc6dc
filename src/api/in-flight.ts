// Identical GETs in flight share one request: the second caller gets the first caller's promise until it settles.

export type ShareInFlight = <T>(key: string, run: () => Promise<T>) => Promise<T>;

export function createInFlight(): ShareInFlight {
  const pending = new Map<string, Promise<unknown>>();
  return <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const existing = pending.get(key);
    if (existing) return existing as Promise<T>;
    const promise = run().finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  };
}
