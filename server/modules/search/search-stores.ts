import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { sharedUntilDataChanges } from '../catalog/version-cache';
import { languageOfLocale } from '../../i18n/store-language';

/**
 * The store views a search reads words from: its own, and the store view of the other language (th ↔ en)
 * on the same website, whose product texts describe the same products. A Thai shopper typing "chicken" or
 * "Doi Fresh" into the Thai shop finds the products the English texts name, ranked below matches in the
 * shop's own language; results and facets stay in the shop's language (only product ids cross over).
 */
export interface SearchStore {
  id: number;
  /** Thai texts (the Thai script is its own; Latin words there are SKUs, sizes and loan words). */
  thai: boolean;
}

export interface SearchStores {
  own: SearchStore;
  other: SearchStore | null;
}

interface StoreRow {
  store_id: number;
  locale: string;
  website_code: string;
  is_active: boolean;
  sort_order: number;
}

const isThai = (locale: string): boolean => languageOfLocale(locale) === 'th';

export async function searchStores(db: Kysely<Database>, storeId: number): Promise<SearchStores> {
  const rows: StoreRow[] = await sharedUntilDataChanges(db, 'search-stores', () =>
    db.selectFrom('store').select(['store_id', 'locale', 'website_code', 'is_active', 'sort_order']).orderBy('sort_order').orderBy('store_id').execute());
  const ownRow = rows.find((row) => row.store_id === storeId);
  const own: SearchStore = { id: storeId, thai: ownRow ? isThai(ownRow.locale) : true };
  const otherRow = ownRow
    ? rows.find((row) => row.is_active && row.website_code === ownRow.website_code && isThai(row.locale) !== own.thai)
    : undefined;
  return { own, other: otherRow ? { id: otherRow.store_id, thai: isThai(otherRow.locale) } : null };
}
