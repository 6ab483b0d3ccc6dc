import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion } from '../../server/graphql/data-version';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet, graphqlPost } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const TITLE_QUERY = 'query getPageTitle($id: String!) { cmsPage(identifier: $id) { title } }';

async function setTitle(title: string): Promise<void> {
  await t.database.db.updateTable('cms_page').set({ title }).where('identifier', '=', 'about-us').where('store_id', '=', 1).execute();
}

describe('HTTP caching headers', () => {
  it('marks public GET queries cacheable for a short time, varying on store, currency and auth', async () => {
    const { response } = await graphqlGet(t.app, { query: '{ storeConfig { store_code } }', store: 'th' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toBe('Store, Content-Currency, Authorization');
  });

  it('never lets shared caches keep authenticated, mutation or private answers', async () => {
    const authed = await graphqlGet(t.app, { query: '{ storeConfig { store_code } }', headers: { authorization: 'Bearer token-1' } });
    expect(authed.response.headers['cache-control']).toBe('private, no-store');
    expect(authed.response.headers['x-cache']).toBe('BYPASS');
    const post = await graphqlPost(t.app, { query: '{ storeConfig { store_code } }' });
    expect(post.response.headers['cache-control']).toBe('no-store');
    // A guest cart is private even without a token: the cart id is the secret.
    const cart = await graphqlGet(t.app, { query: 'query c($id: String!) { cart(cart_id: $id) { id } }', variables: { id: 'x' } });
    expect(cart.response.headers['cache-control']).toBe('no-store');
    expect(cart.response.headers['x-cache']).toBe('BYPASS');
  });
});

describe('in-process response cache', () => {
  it('answers a repeated public GET from the cache, keyed by store and currency', async () => {
    const call = { query: TITLE_QUERY, variables: { id: 'about-us' }, store: 'th' };
    const first = await graphqlGet(t.app, { ...call, variables: { id: 'privacy-policy' } });
    expect(first.response.headers['x-cache']).toBe('MISS');
    const again = await graphqlGet(t.app, { ...call, variables: { id: 'privacy-policy' } });
    expect(again.response.headers['x-cache']).toBe('HIT');
    expect(again.response.body).toBe(first.response.body);
    const otherStore = await graphqlGet(t.app, { ...call, variables: { id: 'privacy-policy' }, store: 'en' });
    expect(otherStore.response.headers['x-cache']).toBe('MISS');
    expect(otherStore.body.data).toEqual({ cmsPage: { title: 'Privacy policy' } });
    const otherCurrency = await graphqlGet(t.app, { ...call, variables: { id: 'privacy-policy' }, headers: { 'content-currency': 'USD' } });
    expect(otherCurrency.response.headers['x-cache']).toBe('MISS');
  });

  it('drops entries when data_version is bumped by a writer', async () => {
    const call = { query: TITLE_QUERY, variables: { id: 'about-us' }, store: 'th' };
    await graphqlGet(t.app, call);
    expect((await graphqlGet(t.app, call)).response.headers['x-cache']).toBe('HIT');
    await setTitle('Changed by a writer');
    await bumpDataVersion(t.database.db, 'catalog');
    // The version is re-read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await graphqlGet<{ cmsPage: { title: string } }>(t.app, call);
    expect(after.response.headers['x-cache']).toBe('MISS');
    expect(after.body.data?.cmsPage.title).toBe('Changed by a writer');
  });

  it('drops entries at once on invalidate() from an in-process writer', async () => {
    const call = { query: TITLE_QUERY, variables: { id: 'about-us' }, store: 'th' };
    await graphqlGet(t.app, call);
    expect((await graphqlGet(t.app, call)).response.headers['x-cache']).toBe('HIT');
    await setTitle('Changed in process');
    t.app.responseCache?.invalidate();
    const after = await graphqlGet<{ cmsPage: { title: string } }>(t.app, call);
    expect(after.response.headers['x-cache']).toBe('MISS');
    expect(after.body.data?.cmsPage.title).toBe('Changed in process');
  });

  it('does not keep answers that carry errors', async () => {
    const call = { query: TITLE_QUERY, variables: { id: 'no-such-page' } };
    expect((await graphqlGet(t.app, call)).response.headers['x-cache']).toBe('MISS');
    const again = await graphqlGet(t.app, call);
    expect(again.response.headers['x-cache']).toBe('MISS');
    expect(again.response.headers['cache-control']).toBe('no-store');
  });
});
