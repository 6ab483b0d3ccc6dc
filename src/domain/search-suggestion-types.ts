// What the header search suggests (issue 11): products with thumbnail and price, and categories. Shared by the
// suggestion machine, the adapter that reshapes getSearchSuggestions and the list view.

/** How many products and categories one request asks for. */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;

export interface SuggestionMoney {
  value: number;
  currency: string;
}

export interface ProductSuggestion {
  kind: 'product';
  /** The product's uid, unique among products. */
  id: string;
  name: string;
  /** App path of the product page. */
  path: string;
  imageUrl: string | null;
  price: SuggestionMoney;
}

export interface CategorySuggestion {
  kind: 'category';
  id: string;
  name: string;
  path: string;
}

export type Suggestion = ProductSuggestion | CategorySuggestion;

export interface SuggestionResults {
  /** The query these results answer. */
  query: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

export interface FetchSuggestionsInput {
  query: string;
}

export function resultCount(results: SuggestionResults | null): number {
  return results ? results.products.length + results.categories.length : 0;
}
