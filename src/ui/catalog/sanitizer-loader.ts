// The sanitiser (DOMPurify with the content allow-list, ~13 KB gzip) as a chunk of its own. A server-rendered page
// arrives with its stored HTML already sanitised by the server, so hydrating it needs no sanitiser; the browser
// loads it only when it must sanitise HTML itself (a client-side navigation, new data). The server render and the
// jsdom tests provide it up front (provideSanitizer), so their renders are synchronous.
type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
const listeners = new Set<() => void>();

function settle(next: Sanitize | undefined): void {
  sanitize = next;
  for (const listener of listeners) listener();
}

/** Makes the sanitiser available at once (the server and tests import it statically); undefined takes it back. */
export function provideSanitizer(next: Sanitize | undefined): void {
  loading = next ? Promise.resolve(next) : undefined;
  settle(next);
}

/** Loads the sanitiser's chunk once; a failed load (offline) may be tried again by the next render that needs it. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../content/sanitize/sanitize-html.ts').then(
    ({ sanitizeHtml }) => {
      settle(sanitizeHtml);
      return sanitizeHtml;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser if loaded (a useSyncExternalStore snapshot: the same on the server, hydrating or not). */
export const loadedSanitizer = (): Sanitize | undefined => sanitize;

export function onSanitizerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
