import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRequests, type FuzzRequest } from '../fuzz/generate-requests';
import { prng } from '../fuzz/hostile-values';
import { issueAttacks } from '../fuzz/issue-attacks';
import { introspect } from '../fuzz/run-fuzz';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Issue 14: hostile requests sent beside normal shoppers, over real sockets to a listening server, must
 * not change what the shoppers get. Shoppers search, read a category page and fill a cart while attackers
 * send the issue's requests and generated fuzz; every shopper answer must equal the one computed before
 * the attack, and every cart must hold exactly what was put in it. Latency figures (p50/p99 beside
 * attackers) are `npm run bench:hostile`'s job: a test asserts correctness, not timing.
 */

const FUZZ_COUNT = Number(process.env.HOSTILE_FUZZ_REQUESTS ?? 120);

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { category?: string } }[];
}

let t: TestApp;
let baseUrl = '';

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Body> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'th' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Body;
}

const SEARCH = 'query ($s: String!) { products(search: $s, pageSize: 10) { total_count items { sku name price_range { minimum_price { final_price { value } } } } } }';
const CATEGORY = 'query ($id: String!) { products(filter: { category_uid: { eq: $id } }, pageSize: 12) { total_count items { sku } } }';

/** A shopper's cart: a new guest cart, two products added, the cart read back. */
async function fillCart(skus: readonly string[]): Promise<{ quantities: Record<string, number>; grandTotal: unknown }> {
  const created = await gql('mutation { createGuestCart { cart { id } } }');
  const cartId = (created.data?.createGuestCart as { cart: { id: string } }).cart.id;
  const cartItems = skus.map((sku, index) => ({ sku, quantity: index + 1 }));
  const added = await gql(
    'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code message } } }',
    { c: cartId, i: cartItems },
  );
  expect(added.errors).toBeUndefined();
  expect((added.data?.addProductsToCart as { user_errors: unknown[] }).user_errors).toEqual([]);
  const read = await gql('query ($c: String!) { cart(cart_id: $c) { items { quantity product { sku } } prices { grand_total { value currency } } } }', { c: cartId });
  expect(read.errors).toBeUndefined();
  const cart = read.data?.cart as { items: { quantity: number; product: { sku: string } }[]; prices: { grand_total: unknown } };
  return { quantities: Object.fromEntries(cart.items.map((item) => [item.product.sku, item.quantity])), grandTotal: cart.prices.grand_total };
}

async function sendHostile(request: FuzzRequest): Promise<number> {
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body }).catch(() => null);
  await response?.arrayBuffer().catch(() => undefined);
  return response?.status ?? 0;
}

describe('hostile requests beside shoppers', () => {
  it('leaves every shopper answer exactly as it is without them', { timeout: 300_000 }, async () => {
    // What shoppers get on a quiet server.
    const categoryList = await gql('{ categoryList { children { uid } } }');
    const categoryUid = (categoryList.data?.categoryList as { children: { uid: string }[] }[])[0]?.children[0]?.uid;
    expect(categoryUid).toBeTruthy();
    const terms = ['ข้าว', 'rice', 'น้ำปลา'];
    const expected = new Map<string, string>();
    for (const term of terms) expected.set(`search ${term}`, JSON.stringify(await gql(SEARCH, { s: term })));
    expected.set('category', JSON.stringify(await gql(CATEGORY, { id: categoryUid })));
    // Two simple products in stock, for the shoppers' carts.
    const found = await gql('{ products(search: "ข้าว", pageSize: 50) { items { __typename sku stock_status } } }');
    const items = (found.data?.products as { items: { __typename: string; sku: string; stock_status: string }[] }).items;
    const skus = items.filter((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK').slice(0, 2).map((item) => item.sku);
    expect(skus).toHaveLength(2);
    const quietCart = await fillCart(skus);
    expect(quietCart.quantities).toEqual({ [skus[0]!]: 1, [skus[1]!]: 2 });

    // Attackers: the issue's requests, then generated fuzz, three at a time.
    const schema = await introspect(baseUrl);
    const hostile = [...issueAttacks(), ...generateRequests(schema, FUZZ_COUNT, prng(41))];
    const statuses: number[] = [];
    let next = 0;
    let attacking = true;
    const attackers = Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < hostile.length) statuses.push(await sendHostile(hostile[next++]!));
      }),
    ).finally(() => {
      attacking = false;
    });

    // Shoppers: two of them, repeating their rounds for as long as the attack lasts.
    const mismatches: string[] = [];
    let rounds = 0;
    const shoppers = Promise.all(
      Array.from({ length: 2 }, async () => {
        while (attacking) {
          for (const term of terms) {
            const answer = JSON.stringify(await gql(SEARCH, { s: term }));
            if (answer !== expected.get(`search ${term}`)) mismatches.push(`search ${term}: ${answer.slice(0, 300)}`);
          }
          const category = JSON.stringify(await gql(CATEGORY, { id: categoryUid }));
          if (category !== expected.get('category')) mismatches.push(`category: ${category.slice(0, 300)}`);
          const cart = await fillCart(skus);
          if (JSON.stringify(cart) !== JSON.stringify(quietCart)) mismatches.push(`cart: ${JSON.stringify(cart)}`);
          rounds += 1;
        }
      }),
    );
    await Promise.all([attackers, shoppers]);

    console.log(`hostile beside shoppers: ${hostile.length} hostile requests, ${rounds} shopper rounds, statuses ${JSON.stringify(Object.fromEntries(statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<number, number>())))}`);
    expect(mismatches).toEqual([]);
    expect(rounds).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
