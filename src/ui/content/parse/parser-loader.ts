// The Page Builder parser (with the sanitiser it needs, DOMPurify: ~19 KB gzip together) as a chunk of its own.
// A server-rendered page brings the trees of its content already parsed (render/parsed-ahead.ts), so the browser
// loads the parser only for content it must parse itself (a client-side navigation, a block the page did not
// bring). The server render and the jsdom tests provide it up front (provideParser), so their renders are final.
import { onDemand } from '../../../lib/on-demand.ts';
import type { ContentTree } from './content-node.ts';

export type Parse = (html: string) => ContentTree;

const parser = onDemand<Parse>(() => import('./parse-content.ts').then(({ parseContent }) => parseContent));

/** Makes the parser available at once (the server and tests import it statically); undefined takes it back. */
export const provideParser = parser.provide;
/** Loads the parser's chunk once. */
export const loadParser = parser.load;
/** The parser if loaded (a useSyncExternalStore snapshot). */
export const loadedParser = parser.loaded;
export const onParserLoaded = parser.subscribe;
