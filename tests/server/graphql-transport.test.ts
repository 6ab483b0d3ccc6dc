import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../../server/graphql/context';
import { buildContext, readSelectors } from '../../server/graphql/request-context';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet, graphqlPost } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const STORE_QUERY = 'query getStoreCode { storeConfig { store_code locale } }';

describe('/graphql transport', () => {
  it('answers GET with query, variables and operationName in the URL', async () => {
    const { response, body } = await graphqlGet<{ route: { type: string } | null }>(t.app, {
      query: 'query getRouteData($url: String!) { route(url: $url) { type } } query other { storeConfig { store_code } }',
      variables: { url: '/no-such-page-anywhere' },
      operationName: 'getRouteData',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(body).toEqual({ data: { route: null } });
  });

  it('answers POST with a JSON body', async () => {
    const { response, body } = await graphqlPost(t.app, { query: STORE_QUERY });
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual({ storeConfig: { store_code: 'th', locale: 'th_TH' } });
  });

  it('chooses the store view from the store header, then the store parameter, default th', async () => {
    const byHeader = await graphqlPost(t.app, { query: STORE_QUERY, headers: { store: 'en' } });
    expect(byHeader.body.data).toEqual({ storeConfig: { store_code: 'en', locale: 'en_US' } });
    const byParam = await graphqlGet(t.app, { query: STORE_QUERY, store: 'en' });
    expect(byParam.body.data).toEqual({ storeConfig: { store_code: 'en', locale: 'en_US' } });
    const headerWins = await graphqlGet(t.app, { query: STORE_QUERY, store: 'en', headers: { store: 'th' } });
    expect(headerWins.body.data).toEqual({ storeConfig: { store_code: 'th', locale: 'th_TH' } });
  });

  it('rejects an unknown store with a graphql-input error and no data', async () => {
    const { response, body } = await graphqlPost(t.app, { query: STORE_QUERY, headers: { store: 'xx' } });
    expect(response.statusCode).toBe(200);
    expect(body.errors).toEqual([{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }]);
  });

  it('accepts an allowed Content-Currency and rejects one the store does not allow', async () => {
    const allowed = await graphqlPost(t.app, { query: STORE_QUERY, headers: { 'content-currency': 'USD' } });
    expect(allowed.body.errors).toBeUndefined();
    const refused = await graphqlPost(t.app, { query: STORE_QUERY, headers: { 'content-currency': 'EUR' } });
    expect(refused.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(refused.body.errors?.[0]?.message).toBe('Currency not allowed for store th');
  });

  it('refuses mutations over GET with 405', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql', query: { query: 'mutation { createEmptyCart }' } });
    expect(response.statusCode).toBe(405);
    expect(response.json().errors[0].extensions.category).toBe('graphql-input');
  });
});

describe('request context', () => {
  async function contextFor(headers: Record<string, string>, query: Record<string, string> = {}): Promise<GraphQLContext> {
    // The same reading the /graphql preHandler does, on a request shaped as fastify gives it.
    const request = { headers, query } as unknown as Parameters<typeof readSelectors>[0];
    return buildContext(t.database.db, readSelectors(request));
  }

  it('carries store, currency, bearer token and is-repayment from the headers', async () => {
    const context = await contextFor({ store: 'en', 'content-currency': 'usd', authorization: 'Bearer abc.def', 'is-repayment': 'true' });
    expect(context.store).toEqual({ id: 2, code: 'en', locale: 'en_US', baseCurrency: 'THB' });
    expect(context.currency).toBe('USD');
    expect(context.bearerToken).toBe('abc.def');
    expect(context.isRepayment).toBe(true);
  });

  it('treats a signed-out storefront (empty bearer) as a guest in the default store', async () => {
    const context = await contextFor({ authorization: 'Bearer ', 'is-repayment': 'false' });
    expect(context.store.code).toBe('th');
    expect(context.currency).toBeNull();
    expect(context.bearerToken).toBeNull();
    expect(context.isRepayment).toBe(false);
  });

  it('reads the store parameter of a GET when no header is sent', async () => {
    const context = await contextFor({}, { store: 'en' });
    expect(context.store.code).toBe('en');
  });
});
