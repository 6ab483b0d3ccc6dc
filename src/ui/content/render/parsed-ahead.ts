// Page Builder content the server parsed, sent with the page (common/server-ahead.ts): hydrating content that has
// scripts of its own (carousels, tabs, shop data, forms) renders the server's tree without loading the parser and
// the sanitiser (DOMPurify) or parsing again, which a home page's first visit otherwise did (~20 KB gzip, and the
// parse on the main thread). The tree is the parser's output: sanitised, plain data. Content the page did not
// bring a tree for (a client-side navigation) is parsed in the browser.
import { serverAhead } from '../../common/server-ahead.ts';
import type { ContentTree } from '../parse/content-node.ts';

export const parsedAhead = serverAhead<ContentTree>();
