// Suggestions for the header search (getSearchSuggestions): the products(search:) query the results page uses and
// the categories whose name contains the text, reshaped into the suggestion machine's domain types.
import type { GraphQLClient } from '../graphql-client';
import { GetSearchSuggestionsDocument, type GetSearchSuggestionsQuery } from '../../gql/generated/graphql';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type CategorySuggestion,
  type ProductSuggestion,
  type SuggestionResults,
} from '../../domain/search-suggestion-types';
import { categoryPath } from '../services/navigation-menu';
import { compact, productPath } from './reshape-product';

type RawProduct = NonNullable<NonNullable<NonNullable<GetSearchSuggestionsQuery['products']>['items']>[number]>;
type RawCategory = NonNullable<NonNullable<NonNullable<GetSearchSuggestionsQuery['categories']>['items']>[number]>;

/** The shop's placeholder image says nothing about the product: no thumbnail then. */
function imageOf(raw: RawProduct): string | null {
  for (const image of [raw.thumbnail, raw.small_image]) {
    if (image?.url && !/placeholder/i.test(image.url)) return image.url;
  }
  return null;
}

function toProduct(raw: RawProduct): ProductSuggestion | null {
  if (!raw.name || !raw.url_key) return null;
  const final = raw.price_range.minimum_price.final_price;
  return {
    kind: 'product',
    id: raw.uid,
    name: raw.name,
    path: productPath(raw.url_key, raw.url_suffix),
    imageUrl: imageOf(raw),
    price: { value: final.value ?? 0, currency: final.currency ?? 'THB' },
  };
}

/** The root category (level 1) is the whole shop, not a suggestion. */
function toCategory(raw: RawCategory): CategorySuggestion | null {
  if (!raw.name || (raw.level ?? 0) < 2 || !(raw.url_path || raw.url_key)) return null;
  return { kind: 'category', id: raw.uid, name: raw.name, path: categoryPath(raw) };
}

export function toSuggestionResults(query: string, data: GetSearchSuggestionsQuery): SuggestionResults {
  return {
    query,
    products: compact(data.products?.items).map(toProduct).filter((p): p is ProductSuggestion => p !== null),
    categories: compact(data.categories?.items).map(toCategory).filter((c): c is CategorySuggestion => c !== null),
  };
}

export async function fetchSearchSuggestions(client: GraphQLClient, query: string, signal?: AbortSignal): Promise<SuggestionResults> {
  const data = await client.request(
    GetSearchSuggestionsDocument,
    { inputText: query, productCount: SUGGESTED_PRODUCTS, categoryCount: SUGGESTED_CATEGORIES },
    { signal },
  );
  return toSuggestionResults(query, data);
}
