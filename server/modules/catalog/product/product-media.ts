import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../../graphql/context';
import type { MediaGalleryEntry, ProductImage } from '../../../graphql/generated/resolvers-types';
import { perRequest } from '../request-scope';
import { rowsPerKey } from '../versioned-rows';
import { encodeUid } from '../../../graphql/uid';
import { groupBy } from '../product-types/group-by';

interface MediaRow {
  media_id: number;
  product_id: number;
  file: string;
  label: string | null;
  position: number;
  disabled: boolean;
  media_type: string;
}

async function loadMedia(ctx: GraphQLContext, ids: readonly number[]): Promise<MediaRow[][]> {
  const rows = await ctx.db.selectFrom('product_media').selectAll().where('product_id', 'in', [...ids])
    .orderBy('product_id').orderBy('position').orderBy('media_id').execute();
  const byProduct = groupBy(rows, (row) => row.product_id);
  return ids.map((id) => byProduct.get(id) ?? []);
}

/** Gallery rows per product, position order (position 1 is the main image), kept until the data changes. */
export function mediaLoader(ctx: GraphQLContext): DataLoader<number, MediaRow[]> {
  return perRequest(ctx, 'product-media', () => new DataLoader((ids: readonly number[]) =>
    rowsPerKey(ctx, 'product-media', ids, (missing) => loadMedia(ctx, missing))));
}

export function productImageUrl(file: string): string {
  return `/media/catalog/product/${file.replace(/^\/+/, '')}`;
}

export function toProductImage(row: MediaRow, fallbackLabel: string | null): ProductImage {
  return { __typename: 'ProductImage', url: productImageUrl(row.file), label: row.label ?? fallbackLabel, position: row.position, disabled: row.disabled };
}

/** The main image: the enabled entry at position 1, else the first enabled one (spec: image cache by sku). */
export function mainImage(rows: readonly MediaRow[]): MediaRow | null {
  const enabled = rows.filter((row) => !row.disabled);
  return enabled.find((row) => row.position === 1) ?? enabled[0] ?? null;
}

export function toGalleryEntry(row: MediaRow, isMain: boolean): MediaGalleryEntry {
  return {
    id: row.media_id, uid: encodeUid(row.media_id), media_type: row.media_type, label: row.label, position: row.position,
    disabled: row.disabled, file: `/${row.file.replace(/^\/+/, '')}`, types: isMain ? ['image', 'small_image', 'thumbnail'] : [],
  };
}
