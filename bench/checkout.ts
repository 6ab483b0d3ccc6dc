import { PLACE_ORDER, prepareGuestCart } from '../tests/server/support/checkout-flow';
import { buyableSkus, sender } from './support/buyers';
import { startServer } from './support/start-server';

/**
 * Checkout throughput: 8 concurrent guest buyers, each running the whole checkout against a started
 * server (create cart, add, email, shipping address, billing same as shipping, delivery, payment,
 * placeOrder) again and again for BENCH_SECONDS; prints orders placed per second and placeOrder latency.
 */
const BUYERS = 8;



export async function measureCheckout(label: string, env: Record<string, string>, port: number, seconds: number): Promise<void> {
  const server = await startServer({ ...env, TALAT_RESPONSE_CACHE: 'on' }, port);
  try {
    const send = sender(server.url);
    const skus = await buyableSkus(send, BUYERS);
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
