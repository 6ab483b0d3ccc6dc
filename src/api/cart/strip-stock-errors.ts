// Stock errors (storefront spec section 8: "Some of the products are out of stock.", "There are no source items
// with the in stock status", "The requested qty is not available") are removed from a cart answer and the item
// entries they name are filtered out; they never surface as errors. Any other error still fails the call.
import { GraphQLResponseError, graphQLErrorsOf, type GraphQLErrorItem } from '../../domain/api-error';
import { isStockError } from '../../domain/errors';

/** Index of the cart item an error points at (path like ["cart", "items", 2, "prices"]), if any. */
function itemIndexOf(error: GraphQLErrorItem): number | null {
  const path = error.path ?? [];
  const at = path.indexOf('items');
  const index = at >= 0 ? path[at + 1] : undefined;
  return typeof index === 'number' ? index : null;
}

interface WithItems {
  items?: ReadonlyArray<unknown> | null;
}

/**
 * Runs a cart call; when it fails only with stock errors and the server sent data, answers that data with the
 * named item entries filtered out. `cartOf` picks the cart object out of the data.
 */
export async function withoutStockErrors<T>(call: () => Promise<T>, cartOf: (data: T) => WithItems | null | undefined): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const errors = graphQLErrorsOf(error);
    if (!(error instanceof GraphQLResponseError) || errors.length === 0 || !errors.every(isStockError) || !error.data) throw error;
    const data = error.data as T;
    const cart = cartOf(data);
    const dropped = new Set(errors.map(itemIndexOf).filter((index): index is number => index !== null));
    if (cart?.items) {
      (cart as { items: ReadonlyArray<unknown> }).items = cart.items.filter((_, index) => !dropped.has(index));
    }
    return data;
  }
}
