// A page's head as HTML: title with the store's prefix and suffix (Magento's Page\Config\Title), description,
// robots, canonical, hreflang alternates for every store view (/th/… ↔ /en/…, x-default without prefix),
// Open Graph, JSON-LD and the preload of the image the page shows first.
import { fullTitle as joinTitle } from '../../src/lib/page-title';
import { jsonLdScript, organization, webSite } from './json-ld';
import type { PageHead, PageStore } from './page-types';
import { toIntlLocale } from '../../src/lib/intl-locale';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Magento's title (src/lib/page-title.ts, shared with the browser) in this store view. */
export function fullTitle(store: PageStore, title: string): string {
  return joinTitle({ prefix: store.titlePrefix, suffix: store.titleSuffix, defaultTitle: store.defaultTitle }, title);
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function headTags(store: PageStore, pageHead: PageHead, origin: string): string {
  const title = fullTitle(store, pageHead.title);
  const storeUrl = (code: string) => `${origin}/${code}${pageHead.path}`;
  const canonical = storeUrl(store.code);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(pageHead.description)}" />`,
  ];
  if (!pageHead.indexable) tags.push('<meta name="robots" content="noindex, follow" />');
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const other of store.storeCodes) tags.push(`<link rel="alternate" hreflang="${toIntlLocale(other.locale)}" href="${escapeHtml(storeUrl(other.code))}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${pageHead.path}`)}" />`);
  }
  const og: Array<[string, string | null]> = [
    ['og:type', pageHead.ogType],
    ['og:site_name', store.name],
    ['og:title', title],
    ['og:description', pageHead.description],
    ['og:url', canonical],
    ['og:locale', store.locale],
    ['og:image', pageHead.image ? absolute(origin, pageHead.image) : null],
  ];
  for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  tags.push(`<meta name="twitter:card" content="${pageHead.image ? 'summary_large_image' : 'summary'}" />`);
  if (pageHead.leadImage) {
    const lead = pageHead.leadImage;
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(lead.href)}" imagesrcset="${escapeHtml(lead.srcset)}" imagesizes="${escapeHtml(lead.sizes)}" fetchpriority="high" />`);
  }
  const language = toIntlLocale(store.locale);
  const logo = store.logo ? absolute(origin, store.logo.startsWith('/') || /^https?:/.test(store.logo) ? store.logo : `/media/logo/${store.logo}`) : null;
  for (const data of [organization(store.name, origin, logo), webSite(store.name, origin, store.code, language), ...pageHead.jsonLd]) tags.push(jsonLdScript(data));
  return tags.join('\n    ');
}
