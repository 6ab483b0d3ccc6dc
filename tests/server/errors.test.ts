import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet, graphqlPost } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Nothing a client sees may carry a stack, SQL or a file path. */
function expectNoLeak(text: string): void {
  expect(text).not.toMatch(/\bat\s+\S+\s+\(|node_modules|\/work\/|select\s|relation\s"|stack/i);
}

describe('errors on bad input', () => {
  it('answers malformed JSON with 400 and a graphql-request error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { category: 'graphql-request' } }] });
    expectNoLeak(response.body);
  });

  it('answers variables that are not JSON (GET) with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql', query: { query: '{ storeConfig { store_code } }', variables: '{nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.category).toBe('graphql-request');
    expectNoLeak(response.body);
  });

  it('answers a request without a query with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.category).toBe('graphql-request');
  });

  it('answers an unknown field as a validation error (200, category graphql)', async () => {
    const { response, body } = await graphqlGet(t.app, { query: '{ storeConfig { no_such_field } }' });
    expect(response.statusCode).toBe(200);
    expect(body.errors?.[0]?.message).toMatch(/Cannot query field "no_such_field" on type "StoreConfig"/);
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a syntax error with category graphql', async () => {
    const { body } = await graphqlPost(t.app, { query: '{ storeConfig { ' });
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error/);
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql');
  });

  it('answers variables of the wrong type with category graphql', async () => {
    const query = 'query getRegionsData($postcode: String!) { getRegionsData(postcode: $postcode) { key } }';
    for (let attempt = 0; attempt < 3; attempt++) {
      // Repeated: the first run is interpreted, later ones run the JIT-compiled query.
      const { body } = await graphqlPost(t.app, { query, variables: { postcode: { nested: true } } });
      expect(body.errors?.[0]?.extensions?.category).toBe('graphql');
      expect(body.errors?.[0]?.message).toMatch(/\$postcode/);
    }
  });

  it('answers an unknown operationName with an error, not a 500', async () => {
    const { response, body } = await graphqlPost(t.app, { query: 'query a { storeConfig { store_code } }', operationName: 'b' });
    expect(response.statusCode).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions?.category).toBeDefined();
    expectNoLeak(response.body);
  });

  it('turns a failing resolver into "Internal server error" without details', async () => {
    // A closed database makes every query fail inside the resolver, as an outage would.
    const broken = await buildTestApp();
    await broken.app.inject({ method: 'GET', url: '/graphql', query: { query: '{ storeConfig { store_code } }' } });
    await broken.database.db.destroy();
    const { response, body } = await graphqlPost(broken.app, {
      query: 'query r($p: String!) { getRegionsData(postcode: $p) { key } }',
      variables: { p: '10110' },
      headers: { store: 'en' },
    });
    expect(body.errors?.[0]).toMatchObject({ message: 'Internal server error', extensions: { category: 'internal' } });
    expectNoLeak(response.body);
    // The Thai store view (the default) says the same in Thai; the category is what the storefront reads.
    const thai = await graphqlPost(broken.app, { query: 'query r($p: String!) { getRegionsData(postcode: $p) { key } }', variables: { p: '10110' } });
    expect(thai.body.errors?.[0]).toMatchObject({ message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง', extensions: { category: 'internal' } });
    expectNoLeak(thai.response.body);
    await broken.app.close();
  });
});
