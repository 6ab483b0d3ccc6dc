// What a server render works out ahead for the browser, so that a first visit needs neither the code nor the time
// to work it out again: the cookie bar's text sanitised (catalog/sanitized-ahead.ts), Page Builder content parsed
// (content/render/parsed-ahead.ts). The server records each entry, keyed by its source, while it renders; the
// entries travel with the page's data (src/ssr/hydration-data.ts) and the browser reads them back by that key. An
// entry the page did not bring is worked out in the browser as before.
import { createContext, useContext, type Context } from 'react';

export interface ServerAhead<T> {
  /** The server render's record (entry-server.tsx provides a Map); null in the browser. */
  Context: Context<Map<string, T> | null>;
  /** On the server, records `compute()` for `key` once per render; in the browser it does nothing. */
  useRecord(key: string | null | undefined, compute: () => T | undefined): void;
  /** The entries the page brought (src/main.tsx, from the page's data). */
  provide(entries: Record<string, T> | undefined): void;
  /** The page's entry for `key`, if it brought one. */
  lookup(key: string): T | undefined;
}

export function serverAhead<T>(): ServerAhead<T> {
  const Context = createContext<Map<string, T> | null>(null);
  const brought = new Map<string, T>();
  return {
    Context,
    useRecord(key, compute) {
      const recorded = useContext(Context);
      if (!recorded || !key || recorded.has(key)) return;
      const value = compute();
      if (value !== undefined) recorded.set(key, value);
    },
    provide(entries) {
      for (const [key, value] of Object.entries(entries ?? {})) brought.set(key, value);
    },
    lookup: (key) => brought.get(key),
  };
}
