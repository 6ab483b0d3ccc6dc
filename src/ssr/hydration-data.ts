// What a server-rendered page carries for the browser to hydrate with (docs/architecture.md, "Server rendering"):
// the store view it was rendered in, the GraphQL answers the render used (by request URL, so the browser's
// transport answers the same GET from them instead of the network) and the page machines' snapshots.
import type { FetchLike } from '../api/graphql-client';
import type { AppLocale } from '../i18n/locale';
import type { ContentTree } from '../ui/content/parse/content-node';
import type { SnapshotRecords } from '../ui/providers/page-snapshots';

export const HYDRATION_SCRIPT_ID = 'talat-ssr';

export interface HydrationData {
  /** Store view code the server rendered in (from the URL prefix, else the default view). */
  storeCode: string;
  locale: AppLocale;
  /** The JSON bodies of the GraphQL GETs the render made, by their URL. */
  responses: Record<string, unknown>;
  snapshots: SnapshotRecords;
  /** The catalogue page files the render rendered (src/ui/shell/routing/catalog-pages.ts), loaded before hydrating. */
  pages?: string[];
  /** Stored HTML the server sanitised for parts only the browser renders, by the stored HTML (sanitized-ahead.ts). */
  sanitized?: Record<string, string>;
  /** Page Builder content the server parsed, by its stored HTML (src/ui/content/render/parsed-ahead.ts). */
  parsed?: Record<string, ContentTree>;
  /** The data-id-redirect value "/" was rendered with, from its cookie (src/lib/redirect-cookie.ts); '' for none. */
  redirect?: string;
}

/** JSON safe inside <script>: nothing in it can close the element or start a comment. */
export function hydrationScript(data: HydrationData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  // The store view, locale and redirect value also as attributes: the page's entry reads them without parsing the
  // whole answer.
  const redirect = data.redirect ? ` data-redirect="${attribute(data.redirect)}"` : '';
  return `<script type="application/json" id="${HYDRATION_SCRIPT_ID}" data-store="${attribute(data.storeCode)}" data-locale="${attribute(data.locale)}"${redirect}>${json}</script>`;
}

const attribute = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '');

/** The store view, locale and redirect value a page was rendered with, from its hydration script's attributes. */
export function readRenderedIn(doc: Pick<Document, 'getElementById'>): { storeCode: string; locale: AppLocale; redirect: string } | null {
  const script = doc.getElementById(HYDRATION_SCRIPT_ID);
  const storeCode = script?.getAttribute('data-store');
  const locale = script?.getAttribute('data-locale');
  return storeCode && locale ? { storeCode, locale: locale as AppLocale, redirect: script?.getAttribute('data-redirect') ?? '' } : null;
}

export function readHydrationData(doc: Pick<Document, 'getElementById'>): HydrationData | null {
  const text = doc.getElementById(HYDRATION_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationData;
  } catch {
    return null;
  }
}

/**
 * fetch answering the GETs the server already made from their recorded bodies, until `release()` (the first
 * navigation): then every request goes to the network again, so later visits see fresh data.
 */
export function seededFetch(responses: Record<string, unknown>, fetch: FetchLike): { fetch: FetchLike; release(): void } {
  let seeds: Map<string, unknown> | null = new Map(Object.entries(responses));
  return {
    fetch: (url, init) => {
      const seed = (init.method ?? 'GET') === 'GET' ? seeds?.get(url) : undefined;
      if (seed !== undefined) return Promise.resolve(new Response(JSON.stringify(seed), { status: 200, headers: { 'content-type': 'application/json' } }));
      return fetch(url, init);
    },
    release: () => {
      seeds = null;
    },
  };
}
