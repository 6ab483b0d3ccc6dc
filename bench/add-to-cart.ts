import autocannon from 'autocannon';
import { AddProductToCartDocument } from '../src/gql/generated/graphql';
import { graphql, type RunningServer } from './support/start-server';

/**
 * Add to cart, uncached by nature (a mutation): 32 connections POST the storefront's own addProductToCart
 * operation, round-robin over 32 guest carts that already hold four other products, so every answer prices
 * a five-line cart. The quantity of the added line grows by one each time, which does not change the work.
 */
const CARTS = 32;

async function inStockSkus(url: string, count: number): Promise<string[]> {
  const data = await graphql<{ products: { items: { __typename: string; sku: string; stock_status: string; only_x_left_in_stock: number | null }[] } }>(
    url,
    'query { products(search: "", pageSize: 50, filter: { price: { from: "20", to: "2000" } }) { items { __typename sku stock_status only_x_left_in_stock } } }',
  );
  const skus = data.products.items.filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.only_x_left_in_stock === null).map((p) => p.sku);
  if (skus.length < count) throw new Error(`only ${skus.length} products to add`);
  return skus.slice(0, count);
}

async function post(url: string, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'th' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(body.errors?.map((e) => e.message).join(', ') ?? `HTTP ${res.status}`);
  return body.data;
}

export async function measureAddToCart(server: RunningServer, connections: number, duration: number): Promise<autocannon.Result> {
  const [sku, ...others] = await inStockSkus(server.url, 5);
  const carts: string[] = [];
  for (let i = 0; i < CARTS; i++) {
    const created = (await post(server.url, 'mutation { createGuestCart { cart { id } } }', {})) as { createGuestCart: { cart: { id: string } } };
    const cartId = created.createGuestCart.cart.id;
    const added = (await post(server.url, 'mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }', {
      cartId,
      items: others.map((other) => ({ sku: other, quantity: 1 })),
    })) as { addProductsToCart: { user_errors: { message: string }[] } };
    if (added.addProductsToCart.user_errors.length) throw new Error(added.addProductsToCart.user_errors.map((e) => e.message).join(', '));
    carts.push(cartId);
  }
  const query = AddProductToCartDocument.toString();
  // A user error would measure the refusal path: check one add answers cleanly before loading.
  const probe = (await post(server.url, query, { cartId: carts[0], sku, quantity: 1 })) as { addProductsToCart: { user_errors: { message: string }[] } };
  if (probe.addProductsToCart.user_errors.length) throw new Error(probe.addProductsToCart.user_errors.map((e) => e.message).join(', '));
  let next = 0;
  return autocannon({
    url: `${server.url}/graphql`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', store: 'th' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ query, variables: { cartId: carts[next++ % CARTS], sku, quantity: 1 } }) }),
      },
    ],
  });
}
