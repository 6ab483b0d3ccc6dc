// A page request (any GET for HTML that is not an asset or the API): the store view from the /th or /en prefix,
// the page's outcome (status, redirect, head) from the catalogue in-process, and the built index.html with that
// head, the route's chunks as modulepreload hints and Link headers. A failure while working the page out is
// logged and answered with the plain shell: the storefront then renders the page in the browser as before.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parseStorePrefix } from '../../src/lib/store-path';
import type { Database } from '../db/types';
import { storeDirectoryFor } from '../modules/store/store-directory';
import { fontPreloads } from './font-preloads';
import { escapeHtml, headTags } from './head-tags';
import { loadShell } from './html-shell';
import { inProcessGraphql } from './in-process-graphql';
import { appPathOf } from './app-paths';
import { loadPageStore, pageOutcome } from './page-outcome';
import type { PageOutcome } from './page-types';
import { routeChunks } from './route-chunks';

/** A shared cache (CDN, proxy) may keep an anonymous catalogue page a minute; browsers revalidate each time. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

export interface PageResponderOptions {
  db: Kysely<Database> | null;
  distDir: string;
}

function pageKindOf(outcome: PageOutcome, path: string): string | null {
  if (outcome.kind !== 'page' || outcome.status !== 200) return null;
  const app = appPathOf(path);
  if (app && app !== 'client-only' && app !== 'cart') return app;
  if (outcome.head.ogType === 'product') return 'product';
  if (outcome.head.jsonLd.some((data) => data['@type'] === 'BreadcrumbList')) return 'category';
  return 'cms';
}

export function pageResponder(app: FastifyInstance, options: PageResponderOptions) {
  return async function respond(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const shell = loadShell(options.distDir);
    if (!shell) return reply.code(404).type('text/plain').send('Not found');
    const url = new URL(request.url, 'http://local');
    const origin = (request.server.publicBaseUrl ?? `${request.protocol}://${request.host}`);
    const linkHeader = (scripts: string[], styles: string[], fonts: string[]) =>
      [
        ...styles.map((href) => `<${href}>; rel=preload; as=style`),
        ...scripts.map((href) => `<${href}>; rel=modulepreload`),
        ...fonts.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
      ].join(', ');

    if (!options.db) {
      // Proxying to Magento: no catalogue here to read the head from; the browser renders the page.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.fill({ lang: 'th' }));
    }

    try {
      const snapshot = await storeDirectoryFor(options.db).snapshot();
      const codes = [...snapshot.byCode.keys()];
      const { storeCode, path } = parseStorePrefix(url.pathname, codes);
      const graphql = inProcessGraphql(app, options.db, storeCode ?? snapshot.defaultStore.code, reply);
      const store = await loadPageStore(graphql);
      const absolute = (p: string) => `${origin}/${store.code}${p}`;
      const outcome = await pageOutcome(graphql, store, path, url.searchParams, absolute, origin);
      if (outcome.kind === 'redirect') return reply.code(outcome.status).header('cache-control', 'no-cache').redirect(outcome.location, outcome.status);
      const language = store.locale.split('_')[0] ?? 'th';
      const kind = pageKindOf(outcome, path);
      const chunks = kind ? routeChunks(options.distDir, kind) : { scripts: [], styles: [] };
      const fonts = fontPreloads(options.distDir, language);
      const hints = [
        ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`),
        ...chunks.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
        ...chunks.scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`),
      ].join('\n    ');
      const html = shell.fill({ lang: language, headTags: headTags(store, outcome.head, origin), hints });
      reply
        .code(outcome.status)
        .header('cache-control', outcome.shareable ? SHARED_PAGE_CACHE_CONTROL : 'no-cache')
        .header('link', linkHeader([...shell.entryAssets.scripts, ...chunks.scripts], [...shell.entryAssets.styles, ...chunks.styles], fonts));
      return reply.type('text/html; charset=utf-8').send(html);
    } catch (error) {
      request.log.error({ err: error, path: url.pathname }, 'page head could not be worked out; serving the plain shell');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.fill({ lang: 'th' }));
    }
  };
}
