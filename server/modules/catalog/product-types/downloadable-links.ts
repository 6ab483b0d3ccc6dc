import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { DownloadableLinkTable } from '../../../db/types';
import type { ResolversTypes } from '../../../graphql/generated/resolvers-types';
import { catalogSettings } from '../catalog-settings';
import { productRowLoader } from '../product/product-rows';
import { perRequest } from '../request-scope';
import { groupBy } from './group-by';
import { optionPriceValue } from './option-price';
import { downloadableLinkUid } from './option-uids';
import { storeText } from './store-text';

function linkLoader(ctx: GraphQLContext): DataLoader<number, Selectable<DownloadableLinkTable>[]> {
  return perRequest(ctx, 'downloadable-links', () => new DataLoader(async (ids: readonly number[]) => {
    const rows = await ctx.db.selectFrom('downloadable_link').selectAll().where('product_id', 'in', [...ids])
      .orderBy('sort_order').orderBy('link_id').execute();
    const byProduct = groupBy(rows, (row) => row.product_id);
    return ids.map((id) => byProduct.get(id) ?? []);
  }));
}

/** DownloadableProduct.downloadable_product_links, prices in the display currency like price_range. */
export async function downloadableLinks(ctx: GraphQLContext, productId: number): Promise<ResolversTypes['DownloadableProductLinks'][]> {
  const [links, row, settings] = await Promise.all([linkLoader(ctx).load(productId), productRowLoader(ctx).load(productId), catalogSettings(ctx)]);
  const taxable = row?.tax_class !== 'exempt';
  return links.map((link) => ({
    id: link.link_id,
    uid: downloadableLinkUid(link.link_id),
    title: storeText(ctx, { th: link.title_th, en: link.title_en }),
    sort_order: link.sort_order,
    price: optionPriceValue(link.price, 'FIXED', taxable, settings),
    sample_url: link.sample_url,
  }));
}
