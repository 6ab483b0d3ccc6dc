import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connection';
import { CardTokenVault, TOKEN_LIFETIME_MS } from '../../server/payments/kbank/sandbox-card-tokens';
import { graphqlGet } from './support/graphql-request';
import { follow, orderAwaitingPayment, orderStatus, postForm } from './support/payment-orders';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';

/**
 * Issue 29: the KBank sandbox's card vault is shared by every node on one database. Two apps on one
 * database stand for two nodes: each builds its own sandbox API (and had its own vault when it was a Map).
 */
let database: DatabaseHandle;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  a = await buildTestApp({ database });
  b = await buildTestApp({ database });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

describe('KBank sandbox card tokens across nodes', () => {
  it('charges on node B a token issued by node A, once', async () => {
    const order = await orderAwaitingPayment(a.app, database.db, 'kpayment_credit');
    const { body } = await graphqlGet<{ kpaymentCheckout: { api_key: string; action_url: string } }>(a.app, {
      query: 'query ($cart: String!, $order: String!) { kpaymentCheckout(cart_id: $cart, order_number: $order) { api_key action_url } }',
      variables: { cart: order.cartId, order: order.orderNumber },
    });
    const checkout = body.data!.kpaymentCheckout;
    const issued = await a.app.inject({
      method: 'POST',
      url: '/payment-sandbox/kbank/api/tokens',
      payload: { apikey: checkout.api_key, card: { number: '5555555555554444', name: 'SOMSRI', expiry: '01/40', cvv: '999' } },
    });
    const token = issued.json<{ id: string }>().id;
    const charged = await postForm(b.app, checkout.action_url, { token, paymentMethods: 'card' });
    expect(charged.headers.location).toMatch(/^\/payment-sandbox\/kbank\/3ds\//);
    const threeDs = charged.headers.location as string;
    // Single use on every node: A cannot charge it again either.
    expect((await postForm(a.app, checkout.action_url, { token, paymentMethods: 'card' })).headers.location).toBe('/checkout/onepage/failure/payment_failed');
    expect((await a.app.inject({ method: 'GET', url: `${threeDs}?lang=en` })).body).toContain('ending in 4444');
    const back = await follow(a.app, await postForm(a.app, threeDs, { action: 'pay' }));
    expect(back.headers.location).toBe('/checkout/onepage/success');
    expect(await orderStatus(database.db, order.orderNumber)).toBe('processing');
  });

  it('refuses an expired token and keeps only the last four digits', async () => {
    const vault = new CardTokenVault(database.db);
    const issuedAt = new Date(Date.now() - TOKEN_LIFETIME_MS - 1000);
    const token = await vault.issue('4111 1111 1111 1111', issuedAt);
    const forgotten = await vault.issue('4111111111111111', issuedAt);
    const row = await database.db.selectFrom('kbank_sandbox_card_token').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ last4: '1111', brand: 'VISA' });
    expect(JSON.stringify(row)).not.toContain('41111111');
    expect(await vault.redeem(token)).toBeUndefined();
    const fresh = await vault.issue('4111111111111111');
    // Issuing swept the expired one.
    expect(await database.db.selectFrom('kbank_sandbox_card_token').select('token').where('token', '=', forgotten).executeTakeFirst()).toBeUndefined();
    expect(await vault.redeem(fresh)).toEqual({ last4: '1111', brand: 'VISA' });
  });
});
