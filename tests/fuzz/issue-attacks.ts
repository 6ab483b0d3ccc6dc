import type { FuzzRequest } from './generate-requests';

function post(kind: string, query: string, variables: Record<string, unknown> = {}): FuzzRequest {
  return {
    kind,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', store: 'th' },
    body: JSON.stringify({ query, variables }),
    graphql: true,
  };
}

/**
 * The requests issue 14 found harmful, as an attacker sends them: each froze the shop, leaked, or answered
 * `internal` before. Shared by `npm run bench:hostile` and tests/server/hostile-beside-shoppers.test.ts.
 */
export function issueAttacks(): FuzzRequest[] {
  const bigSearch = Array.from({ length: 50_000 }, (_, i) => `ข้าว${i}`).join(' ');
  const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: generateCustomerToken(email: "victim${i % 3}@example.com", password: "guess${i}") { token }`).join(' ');
  const coupons = Array.from({ length: 15 }, (_, i) => `c${i}: applyCouponToCart(input: { cart_id: "no-such-cart", coupon_code: "GUESS${i}" }) { cart { id } }`).join(' ');
  return [
    post('450 KB search', 'query ($s: String) { products(search: $s) { total_count } }', { s: bigSearch }),
    post('1 MB name filter', 'query ($m: String) { products(filter: { name: { match: $m } }) { total_count } }', { m: 'x'.repeat(1_000_000 - 200) }),
    post('15 sign-in aliases', `mutation { ${aliases} }`),
    post('15 coupon aliases', `mutation { ${coupons} }`),
    post('900 KB cart id', 'query ($c: String!) { cart(cart_id: $c) { id } }', { c: 'c'.repeat(900_000) }),
    post('NUL in search', 'query ($s: String) { products(search: $s) { total_count } }', { s: 'rice\u0000' }),
    post('price overflow', '{ products(filter: { price: { from: "21474837" } }) { total_count } }'),
    post('quantity 1e21', 'mutation { addProductsToCart(cartId: "x", cartItems: [{ sku: "x", quantity: 1e21 }]) { cart { id } } }'),
    post('unbuilt field', 'query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }', { e: 'a@example.com' }),
    { kind: 'query not a string', method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: '{"query": 42}', graphql: true },
    { kind: 'forwarded host', method: 'GET', path: '/graphql?query=%7BstoreConfig%7Bsecure_base_url%7D%7D', headers: { 'x-forwarded-host': 'evil.example', store: 'th' }, graphql: true },
  ];
}
