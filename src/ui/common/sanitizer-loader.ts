// The sanitiser (DOMPurify with the content allow-list, ~13 KB gzip) as a chunk of its own. A server-rendered page
// arrives with its stored HTML already sanitised by the server, so hydrating it needs no sanitiser; the browser
// loads it only when it must sanitise HTML itself (a client-side navigation, new data). The server render and the
// jsdom tests provide it up front (provideSanitizer), so their renders are synchronous.
import { onDemand } from '../../lib/on-demand';

type Sanitize = (html: string) => string;

const sanitizer = onDemand<Sanitize>(() => import('./sanitize/sanitize-html.ts').then(({ sanitizeHtml }) => sanitizeHtml));

/** Makes the sanitiser available at once (the server and tests import it statically); undefined takes it back. */
export const provideSanitizer = sanitizer.provide;
/** Loads the sanitiser's chunk once. */
export const loadSanitizer = sanitizer.load;
/** The sanitiser if loaded (a useSyncExternalStore snapshot: the same on the server, hydrating or not). */
export const loadedSanitizer = sanitizer.loaded;
export const onSanitizerLoaded = sanitizer.subscribe;
