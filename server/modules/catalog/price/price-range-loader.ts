import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../../graphql/context';
import { catalogSettings } from '../catalog-settings';
import { isFixedPriceBundle } from './final-price';
import { productRows, type ProductRow } from '../product/product-rows';
import { perRequest } from '../request-scope';
import { rowsPerKey } from '../versioned-rows';
import {
  bundleRange, downloadableRange, ownPoint, scalePoint, singleRange, spanOf,
  type BundleOptionPrices, type PricedProduct, type SatangPriceRange,
} from './price-points';
import { groupBy } from '../product-types/group-by';

const PRICE_COLUMNS = ['c.price', 'c.special_price', 'c.special_from', 'c.special_to', 'c.tax_class', 'c.stock_status', 'c.status'] as const;

/** The rows a composite product's price derives from (none for simple, virtual and fixed-price bundles). */
async function loadChildren(ctx: GraphQLContext, ids: readonly number[]) {
  const rows = await productRows(ctx, ids);
  const idsOf = (type: ProductRow['type_id']) => rows.filter((row) => row.type_id === type).map((row) => row.product_id);
  const configurable = idsOf('configurable');
  const grouped = idsOf('grouped');
  const bundle = rows.filter((row) => row.type_id === 'bundle' && !isFixedPriceBundle(row)).map((row) => row.product_id);
  const downloadable = idsOf('downloadable');

  const [variants, members, selections, links] = await Promise.all([
    configurable.length === 0 ? [] : ctx.db.selectFrom('configurable_variant as v').innerJoin('product as c', 'c.product_id', 'v.child_id')
      .select(['v.parent_id as owner', ...PRICE_COLUMNS]).where('v.parent_id', 'in', configurable).where('c.status', '=', 1).execute(),
    grouped.length === 0 ? [] : ctx.db.selectFrom('product_link as l').innerJoin('product as c', 'c.product_id', 'l.linked_product_id')
      .select(['l.product_id as owner', 'l.qty', ...PRICE_COLUMNS]).where('l.product_id', 'in', grouped).where('l.link_type', '=', 'associated')
      .where('c.status', '=', 1).execute(),
    bundle.length === 0 ? [] : ctx.db.selectFrom('bundle_option as o').innerJoin('bundle_selection as s', 's.option_id', 'o.option_id')
      .innerJoin('product as c', 'c.product_id', 's.product_id')
      .select(['o.product_id as owner', 'o.option_id', 'o.type', 'o.required', 's.qty', ...PRICE_COLUMNS]).where('o.product_id', 'in', bundle)
      .where('c.status', '=', 1).execute(),
    downloadable.length === 0 ? [] : ctx.db.selectFrom('downloadable_link').select(['product_id', 'price']).where('product_id', 'in', downloadable).execute(),
  ]);
  const variantsOf = groupBy(variants, (row) => row.owner);
  const membersOf = groupBy(members, (row) => row.owner);
  const selectionsOf = groupBy(selections, (row) => row.owner);
  const linksOf = groupBy(links, (row) => row.product_id);
  return ids.map((id) => ({
    variants: variantsOf.get(id) ?? [],
    members: membersOf.get(id) ?? [],
    selections: selectionsOf.get(id) ?? [],
    links: linksOf.get(id) ?? [],
  }));
}

async function loadRanges(ctx: GraphQLContext, ids: readonly number[]): Promise<SatangPriceRange[]> {
  const [{ now }, rows, children] = await Promise.all([
    catalogSettings(ctx),
    productRows(ctx, ids),
    // The rows are kept until the data changes; the range is computed per request (special prices follow the clock).
    rowsPerKey(ctx, 'price-children', ids, (missing) => loadChildren(ctx, missing)),
  ]);
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  const childrenOf = new Map(ids.map((id, index) => [id, children[index]]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) return singleRange({ regular: 0, final: 0, taxable: true });
    const own = ownPoint(row, now);
    const point = (child: PricedProduct) => ownPoint(child, now);
    switch (row.type_id) {
      case 'configurable': {
        const all = childrenOf.get(id)?.variants ?? [];
        // In-stock variants set the range; when none is in stock the range still shows what they cost.
        const inStock = all.filter((child) => child.stock_status === 'IN_STOCK');
        return spanOf((inStock.length > 0 ? inStock : all).map(point)) ?? singleRange(own);
      }
      case 'grouped': {
        const all = childrenOf.get(id)?.members ?? [];
        const inStock = all.filter((child) => child.stock_status === 'IN_STOCK');
        return spanOf((inStock.length > 0 ? inStock : all).map(point)) ?? singleRange(own);
      }
      case 'bundle': {
        if (isFixedPriceBundle(row)) return singleRange(own);
        const options: BundleOptionPrices[] = [...groupBy(childrenOf.get(id)?.selections ?? [], (s) => s.option_id).values()].map((list) => ({
          required: list[0]?.required ?? false,
          multiple: list[0]?.type === 'checkbox' || list[0]?.type === 'multi',
          selections: list.map((s) => scalePoint(point(s), Number(s.qty))),
        }));
        return options.length > 0 ? bundleRange(options, own.taxable) : singleRange(own);
      }
      case 'downloadable':
        return downloadableRange(own, (childrenOf.get(id)?.links ?? []).map((link) => link.price));
      default:
        return singleRange(own);
    }
  });
}

export function priceRangeLoader(ctx: GraphQLContext): DataLoader<number, SatangPriceRange> {
  return perRequest(ctx, 'price-ranges', () => new DataLoader((ids: readonly number[]) => loadRanges(ctx, ids)));
}
