import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import { attemptAll, sweepThrottleCounters, Throttle } from '../../server/security/throttle';
import { THROTTLES } from '../../server/security/throttles';
import type { GraphQLBody } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Issue 14, finding 2: sign-in and coupons could be guessed at speed (15 aliases per request, no lock).
 * Each test sends from its own client address so the per-address counts do not mix.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function post(query: string, remoteAddress: string, variables?: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', store: 'en' },
    payload: JSON.stringify({ query, variables }),
  });
  return { response, body: response.json<GraphQLBody>() };
}

function aliases(count: number, field: (i: number) => string): string {
  return `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;
}

const signIn = (email: string, password: string) => `generateCustomerToken(email: "${email}", password: "${password}") { token }`;

/** One mutation per request, `count` requests one after the other: the error category of each, and the last response. */
async function oneByOne(count: number, field: (i: number) => string, remoteAddress: string) {
  const categories: (string | undefined)[] = [];
  let last: Awaited<ReturnType<typeof post>> | null = null;
  for (let i = 0; i < count; i++) {
    last = await post(`mutation { ${field(i)} }`, remoteAddress);
    categories.push(last.body.errors?.[0]?.extensions?.category);
  }
  return { categories, last: last! };
}

describe('sign-in throttling', () => {
  const [somchai] = DEMO_CUSTOMERS;

  it('refuses aliased sign-ins before any runs: no password is checked and nothing is counted', async () => {
    const { body } = await post(aliases(15, () => signIn(somchai.email, 'wrong-guess')), '10.1.0.9');
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toBe('A request may contain at most one sign-in, password or coupon mutation; this one has 15.');
    expect(body.errors![0]!.extensions?.category).toBe('graphql');
    // Nothing ran, so nothing counted: the right password still signs in.
    const right = await post(`mutation { ${signIn(somchai.email, somchai.password)} }`, '10.1.0.9');
    expect(right.body.errors).toBeUndefined();
  });

  it('counts each guess: the 11th for an account is refused with Retry-After', async () => {
    const { categories, last } = await oneByOne(15, () => signIn(somchai.email, 'wrong-guess'), '10.1.0.1');
    const response = last.response;
    expect(categories.slice(0, 10)).toEqual(Array(10).fill('graphql-authentication'));
    expect(categories.slice(10)).toEqual(Array(5).fill('graphql-too-many-requests'));
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(THROTTLES.signInPerAccount.rule.windowSeconds);
    // Locked: even the right password waits (from another address too), so guessing gains nothing.
    const right = await post(`mutation { ${signIn(somchai.email, somchai.password)} }`, '10.1.0.2');
    expect(right.body.errors?.[0]?.extensions?.category).toBe('graphql-too-many-requests');
  });

  it('answers an e-mail without an account exactly like one with an account', async () => {
    const { categories, last } = await oneByOne(12, () => signIn('nobody-here@example.com', 'wrong-guess'), '10.1.0.3');
    expect(categories.slice(0, 10)).toEqual(Array(10).fill('graphql-authentication'));
    expect(categories.slice(10)).toEqual(Array(2).fill('graphql-too-many-requests'));
    expect(last.body.errors![0]!.message).toBe('Too many attempts. Please wait and try again later.');
  });

  it('limits guesses per address across accounts, and a success does not count', async () => {
    const malee = DEMO_CUSTOMERS[1];
    const good = await post(`mutation { ${signIn(malee.email, malee.password)} }`, '10.1.0.4');
    expect(good.body.errors).toBeUndefined();
    const limit = THROTTLES.signInPerAddress.rule.limit;
    await oneByOne(limit, (i) => signIn(`spray-${i}@example.com`, 'x'), '10.1.0.4');
    const { categories } = await oneByOne(2, () => signIn('spray-last@example.com', 'x'), '10.1.0.4');
    expect(categories).toEqual(['graphql-too-many-requests', 'graphql-too-many-requests']);
  });
});

describe('coupon throttling', () => {
  it('refuses the 11th wrong coupon on a cart', async () => {
    const created = await post('mutation { createGuestCart { cart { id } } }', '10.2.0.1');
    const cartId = (created.body.data as { createGuestCart: { cart: { id: string } } }).createGuestCart.cart.id;
    const apply = (i: number) => `applyCouponToCart(input: { cart_id: "${cartId}", coupon_code: "GUESS${i}" }) { cart { id } }`;
    const { categories, last } = await oneByOne(12, apply, '10.2.0.1');
    expect(categories.slice(0, 10).every((category) => category !== 'graphql-too-many-requests')).toBe(true);
    expect(categories.slice(10)).toEqual(['graphql-too-many-requests', 'graphql-too-many-requests']);
    expect(last.response.headers['retry-after']).toBeDefined();
  });
});

describe('contact form throttling', () => {
  it('takes ten messages an hour from one address', async () => {
    const submit = 'contactusFormSubmit(input: { fullname: "Somchai", email: "s@example.com", comment: "Hello", amgdpr_consents: [{ consent_code: "privacy_policy", is_agreed: true }] }) { success_message }';
    const { body } = await post(aliases(11, () => submit), '10.3.0.1');
    const categories = (body.errors ?? []).map((error) => error.extensions?.category);
    expect(categories).toEqual(['graphql-too-many-requests']);
    expect(body.errors![0]!.path).toEqual(['a10']);
  });
});

describe('Throttle', () => {
  it('opens again when the window ends', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const throttle = new Throttle({ name: 'test: window ends', limit: 2, windowSeconds: 60 }, () => now);
    const db = t.database.db;
    await throttle.attempt(db, ['k']);
    await throttle.attempt(db, ['k']);
    await expect(throttle.attempt(db, ['k'])).rejects.toThrow('Too many attempts');
    expect(await throttle.retryAfter(db, 'k')).toBe(60);
    now += 59_000;
    expect(await throttle.retryAfter(db, 'k')).toBe(1);
    now += 1_000;
    await expect(throttle.attempt(db, ['k'])).resolves.toBeDefined();
    // A new window counts from one: one more attempt is left in it.
    await throttle.attempt(db, ['k']);
    await expect(throttle.attempt(db, ['k'])).rejects.toThrow('Too many attempts');
  });

  it('takes back a successful attempt', async () => {
    const throttle = new Throttle({ name: 'test: success', limit: 1, windowSeconds: 60 });
    const db = t.database.db;
    await (await throttle.attempt(db, ['k'])).succeeded();
    await expect(throttle.attempt(db, ['k'])).resolves.toBeDefined();
    await expect(throttle.attempt(db, ['k'])).rejects.toThrow('Too many attempts');
  });

  it('counts nothing under the other rules when one refuses', async () => {
    const account = new Throttle({ name: 'test: account', limit: 1, windowSeconds: 60 });
    const address = new Throttle({ name: 'test: address', limit: 3, windowSeconds: 60 });
    const db = t.database.db;
    await attemptAll(db, [[account, 'a'], [address, 'ip']]);
    for (let i = 0; i < 5; i++) await expect(attemptAll(db, [[account, 'a'], [address, 'ip']])).rejects.toThrow('Too many attempts');
    const row = await db.selectFrom('throttle_counter').select('count').where('rule', '=', 'test: address').where('key', '=', 'ip').executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
  });

  it('lets exactly the limit through when attempts race', async () => {
    const throttle = new Throttle({ name: 'test: race', limit: 5, windowSeconds: 60 });
    const db = t.database.db;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => throttle.attempt(db, ['k'])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });

  it('deletes ended windows and keeps open ones', async () => {
    const db = t.database.db;
    const past = new Throttle({ name: 'test: sweep', limit: 1, windowSeconds: 60 }, () => Date.now() - 120_000);
    await past.attempt(db, ['old']);
    await new Throttle({ name: 'test: sweep', limit: 1, windowSeconds: 60 }).attempt(db, ['new']);
    expect(await sweepThrottleCounters(db)).toBeGreaterThanOrEqual(1);
    const keys = await db.selectFrom('throttle_counter').select('key').where('rule', '=', 'test: sweep').execute();
    expect(keys.map((row) => row.key)).toEqual(['new']);
  });
});
