// robots.txt and sitemap.xml (sitemaps.org 0.9): /sitemap.xml is an index of one sitemap per store view
// (/th/sitemap.xml, /en/sitemap.xml), each listing the store view's home, categories, visible products and
// active CMS pages with hreflang alternates. Built from the catalogue in-process and kept until the data
// version (server/graphql/data-version.ts) changes.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { dataVersionFor } from '../graphql/data-version';
import { storeDirectoryFor } from '../modules/store/store-directory';
import { escapeHtml } from './head-tags';
import { inProcessGraphql, type GraphqlCaller } from './in-process-graphql';
import { SitemapCategoriesDocument, SitemapProductsDocument } from './generated/graphql';
import { toIntlLocale } from '../../src/lib/intl-locale';

interface CategoryNode {
  url_path: string | null;
  url_suffix: string | null;
  children?: ReadonlyArray<CategoryNode | null> | null;
}

/** Paths (without store prefix) of one store view's indexable pages. */
export async function sitemapPaths(graphql: GraphqlCaller, db: Kysely<Database>, storeId: number): Promise<string[]> {
  const paths = new Set<string>(['/']);
  const categories = await graphql(SitemapCategoriesDocument);
  const root = categories.storeConfig?.root_category_uid;
  const walk = (nodes: ReadonlyArray<CategoryNode | null> | null | undefined, top: boolean): void => {
    for (const node of nodes ?? []) {
      if (!node) continue;
      // The root category is no page of its own; its children are.
      if (!top && node.url_path) paths.add(`/${node.url_path}${node.url_suffix ?? ''}`);
      walk(node.children, false);
    }
  };
  walk(categories.categoryList, true);
  for (let page = 1, pages = 1; root && page <= pages; page += 1) {
    const { products } = await graphql(SitemapProductsDocument, { root, page });
    pages = products?.page_info?.total_pages ?? 0;
    for (const item of products?.items ?? []) if (item?.url_key) paths.add(`/${item.url_key}${item.url_suffix ?? ''}`);
  }
  // Magento has no GraphQL list of CMS pages; the active ones of this store view (or all views, id 0).
  const cms = await db.selectFrom('cms_page').select('identifier').where('is_active', '=', true).where('store_id', 'in', [0, storeId]).execute();
  for (const page of cms) if (!['no-route', 'home'].includes(page.identifier)) paths.add(`/${page.identifier}`);
  return [...paths];
}

export function sitemapRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const built = new Map<string, { stamp: string; xml: string }>();

  async function storeSitemap(storeCode: string, origin: string): Promise<string | null> {
    const snapshot = await storeDirectoryFor(db).snapshot();
    const store = snapshot.byCode.get(storeCode);
    if (!store) return null;
    const stamp = await dataVersionFor(db).current();
    const key = `${storeCode} ${origin}`;
    const cached = built.get(key);
    if (cached?.stamp === stamp) return cached.xml;
    const others = [...snapshot.byCode.values()];
    const paths = await sitemapPaths(inProcessGraphql(app, db, storeCode, null), db, store.store_id);
    const entries = paths.map((path) => {
      const alternates = others.map((other) => `<xhtml:link rel="alternate" hreflang="${toIntlLocale(other.locale)}" href="${escapeHtml(`${origin}/${other.code}${path}`)}"/>`);
      return `<url><loc>${escapeHtml(`${origin}/${storeCode}${path}`)}</loc>${alternates.join('')}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    built.set(key, { stamp, xml });
    return xml;
  }

  app.get('/robots.txt', async (request, reply) => {
    const origin = (request.server.publicBaseUrl ?? `${request.protocol}://${request.host}`);
    // The shopper-only areas (as public/robots.txt listed them before), the API, and the sitemap index.
    const disallowed = ['/graphql', '/rest/', '/checkout', '/cart', '/customer', '/account', '/repayment'];
    const body = ['User-agent: *', ...disallowed.flatMap((path) => [`Disallow: ${path}`, `Disallow: /*${path}`]), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = (request.server.publicBaseUrl ?? `${request.protocol}://${request.host}`);
    const snapshot = await storeDirectoryFor(db).snapshot();
    const items = [...snapshot.byCode.keys()].map((code) => `<sitemap><loc>${escapeHtml(`${origin}/${code}/sitemap.xml`)}</loc></sitemap>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
    return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  });

  app.get<{ Params: { store: string } }>('/:store/sitemap.xml', async (request, reply) => {
    const xml = await storeSitemap(request.params.store, (request.server.publicBaseUrl ?? `${request.protocol}://${request.host}`));
    if (xml === null) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  });
}
