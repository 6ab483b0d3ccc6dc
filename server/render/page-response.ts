// A page request (any GET for HTML that is not an asset or the API): the store view from the /th or /en prefix,
// the page's outcome (status, redirect, head) from the catalogue in-process, and the built index.html with that
// head, the route's chunks as modulepreload hints and Link headers. A failure while working the page out is
// logged and answered with the plain shell: the storefront then renders the page in the browser as before.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parseStorePrefix } from '../../src/lib/store-path';
import { redirectValueOfCookies } from '../../src/lib/redirect-cookie';
import type { Database } from '../db/types';
import { storeDirectoryFor } from '../modules/store/store-directory';
import { fontPreloads } from './font-preloads';
import { escapeHtml, headTags } from './head-tags';
import { loadShell, parseShell } from './html-shell';
import { inProcessGraphql } from './in-process-graphql';
import { pageCacheTags } from './page-cache-tags';
import { magentoTagsHeader, xkeyHeader } from '../graphql/cache-tags';
import { pageEntry, shownAtHome, type CachePolicy, type PageKind } from '../../src/pages/page-table';
import { loadPageStore, pageOutcome } from './page-outcome';
import { NO_PAGE_CHUNKS, pageChunks } from './route-chunks';
import { eventLoopMeter, renderShedding, type RenderShedding } from './render-shedding';
import { deferredChunksScript } from '../../src/ssr/deferred-chunks';
import { builtServerEntry, splitShell, streamPage, type ServerEntryLoader } from './page-render';
import { renderLocale } from '../../src/ssr/render-contract';
import { storeLanguage } from '../i18n/store-language';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';

/** A shared cache (CDN, proxy) may keep an anonymous catalogue page a minute; browsers revalidate each time. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

export interface PageResponderOptions {
  db: Kysely<Database> | null;
  distDir: string;
  /** Where React's server entry comes from; default the SSR build in distDir/.ssr (none: heads only). */
  serverEntry?: ServerEntryLoader;
  /** The page template; default distDir/index.html (development passes Vite's transformed one). */
  template?: () => Promise<string | null>;
  /** When a page may be rendered here; default: by the event loop's load (render-shedding.ts). */
  shedding?: RenderShedding;
}

/** Pages served unrendered because the server was busy are logged as a count, at most this often. */
const SHED_LOG_INTERVAL_MS = 10_000;

/** What each cache policy of the page table says to browsers and shared caches. */
const CACHE_CONTROL: Record<CachePolicy, string> = { shared: SHARED_PAGE_CACHE_CONTROL, private: 'private, no-cache', none: 'no-cache' };

export function pageResponder(app: FastifyInstance, options: PageResponderOptions) {
  const shedding = options.shedding ?? renderShedding(eventLoopMeter());
  app.addHook('onClose', async () => shedding.stop());
  let shed = { count: 0, since: Date.now() };
  const noteShed = (request: FastifyRequest) => {
    shed.count += 1;
    if (Date.now() - shed.since < SHED_LOG_INTERVAL_MS) return;
    request.log.warn({ pages: shed.count, seconds: Math.round((Date.now() - shed.since) / 1000) }, 'server busy: pages served for the browser to render');
    shed = { count: 0, since: Date.now() };
  };

  return async function respond(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const shell = options.template ? await options.template().then((html) => (html ? parseShell(html) : null)) : loadShell(options.distDir);
    if (!shell) return reply.code(404).type('text/plain').send('Not found');
    const url = new URL(request.url, 'http://local');
    const origin = (request.server.publicBaseUrl ?? `${request.protocol}://${request.host}`);
    const linkHeader = (scripts: string[], styles: string[], fonts: string[]) =>
      [
        // crossorigin as on Vite's own <link rel="stylesheet" crossorigin>, so the preload is the one used.
        ...styles.map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
        ...scripts.map((href) => `<${href}>; rel=modulepreload`),
        ...fonts.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
      ].join(', ');

    if (!options.db) {
      // Proxying to Magento: no catalogue here to read the head from; the browser renders the page.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.fill({ lang: 'th' }));
    }

    const serverEntry = options.serverEntry ?? builtServerEntry(options.distDir);
    // A render slot taken for this request (render-shedding.ts), until its stream ends.
    let release: (() => void) | null = null;
    try {
      const snapshot = await storeDirectoryFor(options.db).snapshot();
      const codes = [...snapshot.byCode.keys()];
      const { storeCode, path } = parseStorePrefix(url.pathname, codes);
      const graphql = inProcessGraphql(app, options.db, storeCode ?? snapshot.defaultStore.code, reply);
      const store = await loadPageStore(graphql);
      const absolute = (p: string) => `${origin}/${store.code}${p}`;
      const outcome = await pageOutcome(graphql, store, path, url.searchParams, absolute, origin);
      if (outcome.kind === 'redirect') return reply.code(outcome.status).header('cache-control', 'no-cache').redirect(outcome.location, outcome.status);
      const language = storeLanguage(store);
      // What the page shows: "/" is rendered as a guest sees it (the server knows no session), the landing page, or
      // the home page of a guest whose data-id-redirect cookie holds the business identifier (page-table.ts's rule).
      const shown: PageKind = outcome.page === 'home'
        ? shownAtHome({ signedIn: false, redirectValue: redirectValueOfCookies(request.headers.cookie ?? ''), businessIdentifier: store.businessIdentifier })
        : outcome.page;
      const entry = pageEntry(shown);
      // Development's template (Vite's) loads the app's modules itself: a build left in distDir is not this page's, and
      // hinting its chunks and fonts only made the browser fetch files Vite does not serve.
      const built = options.template === undefined;
      const chunks = built ? pageChunks(options.distDir, shown, language) : NO_PAGE_CHUNKS;
      const wantsRender = entry.rendered && request.method === 'GET';
      release = wantsRender ? shedding.take(shown === 'not-found' ? 'not-found' : 'page') : null;
      if (wantsRender && !release) noteShed(request);
      const rendering = release !== null;
      const fonts = built ? fontPreloads(options.distDir, language) : [];
      const styles = [...chunks.app.styles, ...chunks.route.styles];
      const scripts = [...chunks.app.scripts, ...chunks.route.scripts];
      // A server-rendered page shows before its scripts are needed: they are fetched after its first paint
      // (src/boot.ts), so they are listed, not hinted. A page the browser renders needs them at once.
      const hints = [
        ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`),
        ...styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin />`),
        ...(rendering ? [deferredChunksScript(scripts)] : scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`)),
      ].join('\n    ');
      const html = shell.fill({ lang: language, headTags: headTags(store, outcome.head, origin), hints });
      // The shown page's policy (a business visitor's "/" is private: a shared cache would hand it to every guest);
      // a page left unrendered because the server was busy is not one a shared cache should keep.
      const cache = entry.cache === 'shared' && rendering !== wantsRender ? 'none' : entry.cache;
      reply
        .code(outcome.status)
        .header('cache-control', CACHE_CONTROL[cache])
        .header('link', linkHeader([...shell.entryAssets.scripts, ...(rendering ? [] : scripts)], [...shell.entryAssets.styles, ...styles], fonts));
      // What a shared copy is purged by when the data it shows changes (Varnish xkey, Magento's X-Magento-Tags).
      if (cache === 'shared') {
        const tags = pageCacheTags(entry, await graphql.cacheTags());
        reply.header('xkey', xkeyHeader(tags)).header('x-magento-tags', magentoTagsHeader(tags));
      }
      const renderer = rendering ? await serverEntry().catch((error: unknown) => {
        request.log.error({ err: error }, 'server renderer could not be loaded; pages render in the browser');
        return null;
      }) : null;
      const parts = renderer ? splitShell(html) : null;
      if (renderer && parts) {
        const out = new PassThrough();
        const nonce = randomBytes(16).toString('base64');
        reply.cspNonce = nonce;
        try {
          await streamPage(
            renderer,
            {
              url: `${url.pathname}${url.search}`,
              prefix: storeCode,
              storeCode: store.code,
              locale: renderLocale(store.locale),
              cookie: request.headers.cookie ?? '',
              fetch: graphql.fetch,
              // Pages the catalogue resolved (and its not-found) render through the route chart, answered with the
              // route answer worked out above instead of asking again.
              route: 'route' in entry.match || 'notFound' in entry.match ? (outcome.route ?? { path }) : null,
              nonce,
            },
            parts,
            out,
            (error) => request.log.error({ err: error, path: url.pathname }, 'server rendering failed for part of the page; the browser renders it'),
          );
          // The render goes on while the body streams: its slot is free when the stream has ended or was cut.
          const done = release;
          release = null;
          if (done) out.once('close', done);
          return reply.type('text/html; charset=utf-8').send(out);
        } catch (error) {
          // Not even the shell rendered: the page as the browser renders it, never a blank one.
          reply.cspNonce = null;
          request.log.error({ err: error, path: url.pathname }, 'server rendering failed; serving the client-rendered page');
        }
      }
      return reply.type('text/html; charset=utf-8').send(html);
    } catch (error) {
      request.log.error({ err: error, path: url.pathname }, 'page head could not be worked out; serving the plain shell');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.fill({ lang: 'th' }));
    } finally {
      // Unless a stream took it over, the slot is free once the answer is decided.
      release?.();
    }
  };
}
