// The figures of issue 30, each prepared once per server (targets looked up, carts made) and then run for a
// given number of seconds as often as the alternation asks. The queries are the storefront's own operations
// from the working tree (src/gql/generated), sent to both sides: the contract is the same on both.
import autocannon from 'autocannon';
import { GetCategoryDataDocument, GetProductDetailDocument, GetRouteDataDocument, ProductSearchDocument } from '../../src/gql/generated/graphql';
import { PLACE_ORDER, prepareGuestCart } from '../../tests/server/support/checkout-flow';
import { measureAddToCart } from '../add-to-cart';
import { buyableSkus, sender } from '../support/buyers';
import { getPath, graphql } from '../support/start-server';

export interface Sample {
  /** Requests (or orders) per second. */
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Figure {
  name: string;
  unit: 'req/s' | 'orders/s';
  /** Looks up what the figure needs on one server; returns the run, repeatable. */
  prepare(url: string): Promise<(seconds: number) => Promise<Sample>>;
}

/** Concurrent connections of the request figures (the issue's p99 is at 32). */
export const CONNECTIONS = 32;
/** Concurrent buyers of the checkout figure. */
const BUYERS = 8;

function sample(r: autocannon.Result): Sample {
  return { rate: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** A path answered with errors would measure the error path: each is checked once before it is loaded. */
async function assertAnswers(url: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const body = (await (await fetch(`${url}${path}`, { headers: { store: 'th' } })).json()) as { errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(`${path.slice(0, 80)}: ${body.errors.map((e) => e.message).join(', ')}`);
  }
}

/** GETs of the given paths, round robin over the connections' requests, at CONNECTIONS. */
function getLoad(url: string, paths: string[]): (seconds: number) => Promise<Sample> {
  let next = 0;
  return async (seconds) =>
    sample(
      await autocannon({
        url: `${url}${paths[0]}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { store: 'th' },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      }),
    );
}

/** A set-up look-up that stops the run on any error (graphql() accepts partial data). */
async function strictQuery<T>(url: string, query: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'th' }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors?.length) throw new Error(`${query.slice(0, 60)}: ${body.errors?.map((e) => e.message).join(', ') ?? `HTTP ${res.status}`}`);
  return body.data;
}

async function firstCategory(url: string): Promise<{ uid: string; url_path: string; url_suffix: string | null }> {
  const data = await graphql<{ categoryList: Array<{ children: Array<{ uid: string; url_path: string; url_suffix: string | null }> }> }>(
    url,
    '{ categoryList { children { uid url_path url_suffix } } }',
  );
  const category = data.categoryList[0]?.children[0];
  if (!category) throw new Error('no category to measure');
  return category;
}



function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

let runCounter = 0;

export const FIGURES: Figure[] = [
  {
    // The issue's search: products(search: "chicken", pageSize: 20) with the listing's fields (and facets).
    name: 'product search',
    unit: 'req/s',
    async prepare(url) {
      const paths = [getPath(ProductSearchDocument.toString(), { inputText: 'chicken', pageSize: 20, currentPage: 1, filters: {} })];
      await assertAnswers(url, paths);
      return getLoad(url, paths);
    },
  },
  {
    // bench:server's own search target: a Thai word with a price range filter.
    name: 'search, price range',
    unit: 'req/s',
    async prepare(url) {
      const paths = [getPath(ProductSearchDocument.toString(), { inputText: 'ข้าว', pageSize: 20, currentPage: 1, filters: { price: { from: '0', to: '100000' } } })];
      await assertAnswers(url, paths);
      return getLoad(url, paths);
    },
  },
  {
    name: 'category listing + aggregations',
    unit: 'req/s',
    async prepare(url) {
      const category = await firstCategory(url);
      const paths = [getPath(GetCategoryDataDocument.toString(), { uid: category.uid, pageSize: 12, currentPage: 1, filter: { category_uid: { eq: category.uid } }, sort: {} })];
      await assertAnswers(url, paths);
      return getLoad(url, paths);
    },
  },
  {
    // The product page's data for 20 different products, one after another (uncached, each is a miss anyway).
    name: 'product page data',
    unit: 'req/s',
    async prepare(url) {
      const data = await strictQuery<{ products: { items: Array<{ url_key: string }> } }>(url, '{ products(search: "", pageSize: 20, filter: { price: { from: "0", to: "100000" } }) { items { url_key } } }');
      const paths = data.products.items.map((p) => getPath(GetProductDetailDocument.toString(), { urlKey: p.url_key }));
      if (paths.length === 0) throw new Error('no product to measure');
      await assertAnswers(url, paths);
      return getLoad(url, paths);
    },
  },
  {
    name: 'route (category URL)',
    unit: 'req/s',
    async prepare(url) {
      const category = await firstCategory(url);
      const paths = [getPath(GetRouteDataDocument.toString(), { url: `/${category.url_path}${category.url_suffix ?? ''}` })];
      await assertAnswers(url, paths);
      return getLoad(url, paths);
    },
  },
  {
    // bench/add-to-cart.ts: 32 five-line guest carts, made afresh for each run (not timed).
    name: 'add to cart',
    unit: 'req/s',
    async prepare(url) {
      return async (seconds) => sample(await measureAddToCart({ url, stop: async () => undefined }, CONNECTIONS, seconds));
    },
  },
  {
    // bench/checkout.ts's loop: each buyer prepares a guest cart and places it, again and again; the rate is
    // orders placed per second, the latencies are placeOrder's.
    name: `checkout, ${BUYERS} buyers end to end`,
    unit: 'orders/s',
    async prepare(url) {
      const send = sender(url);
      const skus = await buyableSkus(send, BUYERS);
      return async (seconds) => {
        const run = (runCounter += 1);
        let orders = 0;
        let refusals = 0;
        const latencies: number[] = [];
        const started = Date.now();
        const until = started + seconds * 1000;
        await Promise.all(
          skus.map(async (sku, buyer) => {
            for (let n = 0; Date.now() < until; n += 1) {
              const cartId = await prepareGuestCart(send, [{ sku, quantity: 1 }], { email: `bench-${run}-${buyer}-${n}-${started}@example.test` });
              const t0 = performance.now();
              const body = await send(PLACE_ORDER, { cartId });
              latencies.push(performance.now() - t0);
              if ((body.data?.placeOrder as { orderV2: unknown } | undefined)?.orderV2) orders += 1;
              else refusals += 1;
            }
          }),
        );
        latencies.sort((a, b) => a - b);
        return { rate: orders / ((Date.now() - started) / 1000), p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors: refusals };
      };
    },
  },
];
