// Which requests Vite's dev server hands to the API server to render (scripts/dev.ts): a GET for HTML of a page.
// Vite's own requests (modules, its client, dependencies) and files with an extension are not pages, except
// `.html`: catalogue URLs end in their url_suffix (/fruits-vegetables.html), and only /index.html is Vite's file.
import type { IncomingMessage } from 'node:http';

export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const url = request.url ?? '/';
  if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) return false;
  if (/^\/(@|src\/|node_modules\/|graphql|rest\/|media\/)/.test(url)) return false;
  const path = url.split('?')[0]!;
  if (/\.html$/i.test(path)) return path !== '/index.html';
  return !/\.[a-z0-9]+$/i.test(path);
}
