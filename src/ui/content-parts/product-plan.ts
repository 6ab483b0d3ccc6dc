// Which catalogue query answers a products block (or a category rich type): the stored request becomes a fixed
// filter, a page size and a sort, as Magento's CatalogWidget ProductsList would select them.
import type { ProductListRequest } from '../content';
import type { FilterValue } from '../../api/catalog/listing-api';
import type { ListingSort } from '../../domain/listing-query';
import { decodeConditions } from './magento-conditions';

export interface ProductPlan {
  base: Record<string, FilterValue>;
  pageSize: number;
  sort: ListingSort | null;
  /** position_by_sku: cards follow the order the skus were entered in. */
  skuOrder?: string[];
}

/** Magento's widget sort_order values; position and the date orders keep the catalogue's own order. */
const SORTS: Record<string, ListingSort> = {
  name_ascending: { field: 'name', direction: 'ASC' },
  name_descending: { field: 'name', direction: 'DESC' },
  price_low_to_high: { field: 'price', direction: 'ASC' },
  price_high_to_low: { field: 'price', direction: 'DESC' },
};

const list = (value: string) => [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
/** Magento's category uid: base64 of the numeric id. */
const categoryUid = (id: string) => btoa(id);
const oneOrMany = (values: string[]): FilterValue => (values.length === 1 ? { eq: values[0] ?? '' } : { in: values });

function categoryFilter(value: string): FilterValue | null {
  const ids = list(value).filter((id) => /^\d+$/.test(id));
  return ids.length ? oneOrMany(ids.map(categoryUid)) : null;
}

function skuFilter(value: string): FilterValue | null {
  const skus = list(value);
  return skus.length ? { in: skus } : null;
}

/** Filters of a stored rule; null when the rule holds a condition the client cannot evaluate. */
function conditionFilters(encoded: string | undefined): Record<string, FilterValue> | null {
  const conditions = encoded ? decodeConditions(encoded) : null;
  if (!conditions || conditions.length === 0) return null;
  const base: Record<string, FilterValue> = {};
  for (const c of conditions) {
    const equalish = c.operator === '==' || c.operator === '()' || c.operator === '{}';
    const filter = !equalish ? null : c.attribute === 'sku' ? skuFilter(c.value) : c.attribute === 'category_ids' ? categoryFilter(c.value) : null;
    if (!filter || base[c.attribute === 'sku' ? 'sku' : 'category_uid']) return null;
    base[c.attribute === 'sku' ? 'sku' : 'category_uid'] = filter;
  }
  return base;
}

export function planProducts(request: ProductListRequest): ProductPlan | null {
  switch (request.source) {
    case 'condition': {
      const sort = SORTS[request.sortOrder] ?? null;
      let base: Record<string, FilterValue> | null = null;
      if (request.conditionOption === 'sku') {
        const filter = skuFilter(request.conditionValue);
        base = filter ? { sku: filter } : null;
      } else if (request.conditionOption === 'category_ids') {
        const filter = categoryFilter(request.conditionValue);
        base = filter ? { category_uid: filter } : null;
      } else {
        base = conditionFilters(request.conditionsEncoded);
      }
      if (!base) return null;
      const plan: ProductPlan = { base, pageSize: request.count, sort };
      const skus = base.sku?.in;
      if (request.sortOrder === 'position_by_sku' && skus) plan.skuOrder = skus;
      return plan;
    }
    case 'url-keys':
      return request.urlKeys.length ? { base: { url_key: oneOrMany(request.urlKeys) }, pageSize: request.urlKeys.length, sort: null } : null;
    case 'category': {
      const filter = categoryFilter(request.categoryId);
      return filter ? { base: { category_uid: filter }, pageSize: request.limit, sort: null } : null;
    }
    default:
      // buyoften and wishlist are the shopper's own lists, not catalogue queries.
      return null;
  }
}
