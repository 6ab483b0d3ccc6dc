// The Page Builder parser (with the sanitiser it needs, DOMPurify: ~19 KB gzip together) as a chunk of its own.
// A server-rendered page brings the trees of its content already parsed (render/parsed-ahead.ts), so the browser
// loads the parser only for content it must parse itself (a client-side navigation, a block the page did not
// bring). The server render and the jsdom tests provide it up front (provideParser), so their renders are final.
import type { ContentTree } from './content-node.ts';

export type Parse = (html: string) => ContentTree;

let parse: Parse | undefined;
let loading: Promise<Parse> | undefined;
const listeners = new Set<() => void>();

function settle(next: Parse | undefined): void {
  parse = next;
  for (const listener of listeners) listener();
}

/** Makes the parser available at once (the server and tests import it statically); undefined takes it back. */
export function provideParser(next: Parse | undefined): void {
  loading = next ? Promise.resolve(next) : undefined;
  settle(next);
}

/** Loads the parser's chunk once; a failed load (offline) may be tried again by the next render that needs it. */
export function loadParser(): Promise<Parse> {
  loading ??= import('./parse-content.ts').then(
    ({ parseContent }) => {
      settle(parseContent);
      return parseContent;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The parser if loaded (a useSyncExternalStore snapshot: the same on the server, hydrating or not). */
export const loadedParser = (): Parse | undefined => parse;

export function onParserLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
