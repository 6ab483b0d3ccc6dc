// Brands (account spec section 2, storefront spec section 3 "Brand list item"): the A-Z list and one brand by
// its url key. A brand's brandId is the p_brandcode value its products carry.
import type { GraphQLClient } from '../graphql-client';
import { GetBrandByUrlKeyDocument, GetBrandListDocument, GetBrandSliderDocument, type BrandItemFragment } from '../../gql/generated/graphql';
import type { BrandSummary } from '../../domain/catalog-types';
import { compact } from './reshape-product';

/** Logo size on the brands page (square, fits the 4-column grid at 160 px). */
export const BRAND_LOGO_SIZE = 160;

/** The slug of a brand url ("/brands/makro-fresh" or "makro-fresh.html" → "makro-fresh"). */
export function brandSlug(url: string | null | undefined): string {
  const last = (url ?? '').split('?')[0]?.split('/').filter(Boolean).at(-1) ?? '';
  return last.replace(/\.html?$/, '');
}

export function toBrand(raw: BrandItemFragment): BrandSummary {
  const label = raw.label ?? '';
  return {
    id: raw.brandId === null ? '' : String(raw.brandId),
    label,
    slug: brandSlug(raw.url),
    imageUrl: raw.image || raw.img || null,
    alt: raw.alt || label,
    letter: (raw.letter || label.charAt(0) || '#').toUpperCase(),
    count: raw.cnt ?? 0,
    description: raw.description ?? '',
    shortDescription: raw.short_description ?? '',
    topBlockId: raw.top_cms_block_id || null,
    bottomBlockId: raw.bottom_cms_block_id || null,
  };
}

export interface BrandList {
  letters: string[];
  brands: BrandSummary[];
}

export async function fetchBrandList(client: GraphQLClient): Promise<BrandList> {
  const { ambrandlist } = await client.request(GetBrandListDocument, {
    imageWidth: BRAND_LOGO_SIZE,
    imageHeight: BRAND_LOGO_SIZE,
    showCount: true,
    displayZero: false,
  });
  const brands = compact(ambrandlist?.items).map(toBrand).sort((a, b) => a.label.localeCompare(b.label));
  const letters = compact(ambrandlist?.all_letters).map((l) => l.toUpperCase());
  return { letters: letters.length ? letters : [...new Set(brands.map((b) => b.letter))], brands };
}

export async function fetchBrand(client: GraphQLClient, slug: string): Promise<BrandSummary | null> {
  const { ambrand } = await client.request(GetBrandByUrlKeyDocument, { urlKey: slug });
  return ambrand ? toBrand(ambrand) : null;
}

/** Brand labels by brandId (the p_brandcode value), for product cards; asked once per client and scope. */
export function fetchBrandNames(client: GraphQLClient): Promise<Record<string, string>> {
  return client.remember('brandNames', () =>
    fetchBrandList(client).then(({ brands }) => Object.fromEntries(brands.map((brand) => [brand.id, brand.label]))),
  );
}

/** The featured brands (Amasty's brand slider list, `ambrandslider`) that have a page, at most `limit`. */
export async function fetchSliderBrands(client: GraphQLClient, limit: number): Promise<BrandSummary[]> {
  const { ambrandslider } = await client.request(GetBrandSliderDocument, { imageWidth: BRAND_LOGO_SIZE, imageHeight: BRAND_LOGO_SIZE, displayZero: false });
  return compact(ambrandslider?.items).map(toBrand).filter((brand) => brand.slug !== '').slice(0, limit);
}
