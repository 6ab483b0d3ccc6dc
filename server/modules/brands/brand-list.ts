import { sql } from 'kysely';
import type { GraphQLContext } from '../../graphql/context';
import type { AmBrandListItem } from '../../graphql/generated/resolvers-types';
import { toIntlLocale } from '../../../src/lib/intl-locale';

/**
 * Amasty Shop by Brand's brand list. `cnt` counts the brand's visible, enabled products; brandId is the
 * value products carry in p_brandcode. Images are served from /media/brand/; `img` asks the /media route
 * for the requested size (docs/decisions/storefront-foundation-image-urls.md).
 */
export interface BrandListOptions {
  imageWidth?: number | null;
  imageHeight?: number | null;
  displayZero?: boolean | null;
  sortBy?: string | null;
  featuredOnly?: boolean;
  urlKey?: string;
}

function resizedUrl(image: string, width: number | null | undefined, height: number | null | undefined): string {
  const params = new URLSearchParams({ auto: 'webp', format: image.toLowerCase().endsWith('.png') ? 'png' : 'pjpg' });
  if (width && width > 0) params.set('width', String(width));
  if (height && height > 0) params.set('height', String(height));
  if (width && height) params.set('fit', 'cover');
  return `/media/${image.replace(/^\/+/, '')}?${params.toString()}`;
}

/** The A-Z filter letter: the first letter of the label, '#' for digits; Thai labels keep their consonant. */
export function brandLetter(label: string): string {
  const first = [...label.trim()][0] ?? '#';
  if (/[0-9]/.test(first)) return '#';
  return first.toLocaleUpperCase('en');
}

export async function brandList(ctx: GraphQLContext, options: BrandListOptions): Promise<AmBrandListItem[]> {
  let query = ctx.db
    .selectFrom('brand as b')
    .innerJoin('brand_text as t', (join) => join.onRef('t.brand_id', '=', 'b.brand_id').on('t.store_id', '=', ctx.store.id))
    .select(['b.brand_id', 'b.url_key', 'b.image', 'b.sort_order', 'b.top_cms_block_id', 'b.bottom_cms_block_id', 't.label', 't.description', 't.short_description'])
    .select(sql<number>`(select count(*)::int from product p where p.brand_id = b.brand_id and p.status = 1 and p.visibility in (2, 3, 4))`.as('cnt'));
  if (options.featuredOnly) query = query.where('b.is_featured', '=', true);
  if (options.urlKey !== undefined) query = query.where('b.url_key', '=', options.urlKey);
  const rows = await query.execute();
  const items = rows
    .filter((row) => options.displayZero !== false || row.cnt > 0)
    .map((row) => ({
      brandId: row.brand_id,
      label: row.label,
      url: `/brands/${row.url_key}`,
      img: row.image ? resizedUrl(row.image, options.imageWidth, options.imageHeight) : null,
      image: row.image ? `/media/${row.image.replace(/^\/+/, '')}` : null,
      description: row.description,
      short_description: row.short_description,
      cnt: row.cnt,
      alt: row.label,
      letter: brandLetter(row.label),
      top_cms_block_id: row.top_cms_block_id === null ? null : String(row.top_cms_block_id),
      bottom_cms_block_id: row.bottom_cms_block_id === null ? null : String(row.bottom_cms_block_id),
      sortOrder: row.sort_order,
    }));
  const sortBy = options.sortBy ?? 'name';
  items.sort((a, b) => (sortBy === 'position' ? a.sortOrder - b.sortOrder : a.label.localeCompare(b.label, toIntlLocale(ctx.store.locale))) || a.brandId - b.brandId);
  return items.map(({ sortOrder: _sortOrder, ...item }) => item);
}
