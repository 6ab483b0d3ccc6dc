// schema.org descriptions of a page for search engines (https://schema.org, Google's structured data docs):
// the shop (Organization, WebSite with its search), and per page a Product with its Offer or a BreadcrumbList.

export interface Crumb {
  name: string;
  url: string;
}

export function organization(name: string, origin: string, logo: string | null): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': 'Organization', name, url: `${origin}/`, ...(logo ? { logo } : {}) };
}

/** The sitelinks search box: where a search for {search_term_string} lands in this store view. */
export function webSite(name: string, origin: string, storeCode: string, language: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${origin}/${storeCode}/`,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/${storeCode}/search.html?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbList(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface ProductFacts {
  name: string;
  sku: string;
  description: string;
  image: string | null;
  url: string;
  price: number | null;
  currency: string;
  inStock: boolean;
}

export function product(facts: ProductFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    sku: facts.sku,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.image ? { image: [facts.image] } : {}),
    ...(facts.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: facts.url,
            price: facts.price.toFixed(2),
            priceCurrency: facts.currency,
            availability: facts.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
