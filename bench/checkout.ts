import { PLACE_ORDER, prepareGuestCart, type GraphQLSend } from '../tests/server/support/checkout-flow';
import { startServer } from './support/start-server';

/**
 * Checkout throughput: 8 concurrent guest buyers, each running the whole checkout against a started
 * server (create cart, add, email, shipping address, billing same as shipping, delivery, payment,
 * placeOrder) again and again for BENCH_SECONDS; prints orders placed per second and placeOrder latency.
 */
const BUYERS = 8;

function sender(url: string): GraphQLSend {
  return async (query, variables) => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'th' }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as Awaited<ReturnType<GraphQLSend>>;
  };
}

/** In-stock simple products worth at least ฿150 (above the demo's minimum order), one per buyer. */
async function pickProducts(send: GraphQLSend): Promise<string[]> {
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
    if (chosen.length === BUYERS) break;
    const cart = await send('mutation { createGuestCart { cart { id } } }', {});
    const cartId = (cart.data?.createGuestCart as { cart: { id: string } }).cart.id;
    const added = await send('mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { cartId, sku: item.sku });
    if ((added.data?.addProductsToCart as { user_errors: unknown[] } | undefined)?.user_errors.length === 0) chosen.push(item.sku);
  }
  if (chosen.length < BUYERS) throw new Error(`only ${chosen.length} products to buy`);
  return chosen;
}

export async function measureCheckout(label: string, env: Record<string, string>, port: number, seconds: number): Promise<void> {
  const server = await startServer({ ...env, TALAT_RESPONSE_CACHE: 'on' }, port);
  try {
    const send = sender(server.url);
    const skus = await pickProducts(send);
    let orders = 0;
    let refusals = 0;
    const latencies: number[] = [];
    const until = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      skus.map(async (sku, buyer) => {
        for (let n = 0; Date.now() < until; n += 1) {
          const cartId = await prepareGuestCart(send, [{ sku, quantity: 1 }], { email: `bench-${buyer}-${n}-${started}@example.test` });
          const t0 = performance.now();
          const body = await send(PLACE_ORDER, { cartId });
          latencies.push(performance.now() - t0);
          if ((body.data?.placeOrder as { orderV2: unknown } | undefined)?.orderV2) orders += 1;
          else refusals += 1;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q: number): string => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(0);
    console.log(
      `${`${label}: checkout, ${BUYERS} buyers end to end`.padEnd(44)} ${(orders / elapsed).toFixed(1).padStart(7)} orders/s  placeOrder p50 ${p(0.5)} ms  p99 ${p(0.99)} ms${refusals ? `  (${refusals} refused)` : ''}`,
    );
  } finally {
    await server.stop();
  }
}
