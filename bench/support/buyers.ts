// What the checkout benchmarks share: a Thai shopper's GraphQL over HTTP, and products a cart takes as they are.
import type { GraphQLSend } from '../../tests/server/support/checkout-flow';

/** POST /graphql on `url` in the th store view, as the storefront sends it. */
export function sender(url: string): GraphQLSend {
  return async (query, variables) => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'th' }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as Awaited<ReturnType<GraphQLSend>>;
  };
}

/** `count` in-stock simple products of ฿150–2,000 (above the demo's minimum order) that a cart takes as they are. */
export async function buyableSkus(send: GraphQLSend, count: number): Promise<string[]> {
  const body = await send(
    'query { products(search: "", pageSize: 50, filter: { price: { from: "150", to: "2000" } }) { items { __typename sku stock_status only_x_left_in_stock } } }',
    {},
  );
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join(', '));
  const items = ((body.data?.products as { items: { __typename: string; sku: string; stock_status: string; only_x_left_in_stock: number | null }[] } | undefined)?.items ?? [])
    .filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.only_x_left_in_stock === null);
  // Keep those a cart takes as they are (no required options to choose).
  const chosen: string[] = [];
  for (const item of items) {
    if (chosen.length === count) break;
    const cart = await send('mutation { createGuestCart { cart { id } } }', {});
    const cartId = (cart.data?.createGuestCart as { cart: { id: string } }).cart.id;
    const added = await send('mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { cartId, sku: item.sku });
    if ((added.data?.addProductsToCart as { user_errors: unknown[] } | undefined)?.user_errors.length === 0) chosen.push(item.sku);
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} products to buy`);
  return chosen;
}
