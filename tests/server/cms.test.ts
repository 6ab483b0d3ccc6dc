import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // An all-stores block (store 0) and an all-stores block hidden by a store-specific one.
  await t.database.db
    .insertInto('cms_block')
    .values([
      { block_id: 90001, identifier: 'test-shared-block', store_id: 0, title: 'Shared', content: '<p>for all {{media url="wysiwyg/x.png"}}</p>' },
      { block_id: 90002, identifier: 'test-overridden', store_id: 0, title: 'Default', content: '<p>default</p>' },
      { block_id: 90003, identifier: 'test-overridden', store_id: 2, title: 'English', content: '<p>english</p>' },
      { block_id: 90004, identifier: 'test-disabled', store_id: 0, title: 'Off', content: '<p>off</p>', is_active: false },
    ])
    .execute();
});
afterAll(async () => {
  await t.database.db.deleteFrom('cms_block').where('block_id', '>=', 90001).where('block_id', '<=', 90004).execute();
  await t.close();
});

type Blocks = { cmsBlocks: { items: ({ identifier: string; title: string; content: string } | null)[] } };
const BLOCKS = 'query b($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }';

describe('cmsBlocks', () => {
  it('answers the store view\'s own block, else the all-stores block, with directives rendered', async () => {
    const { body } = await graphqlGet<Blocks>(t.app, { query: BLOCKS, variables: { ids: ['test-overridden', 'test-shared-block'] }, store: 'en' });
    expect(body.errors).toBeUndefined();
    const [own, shared] = body.data?.cmsBlocks.items ?? [];
    expect(own?.title).toBe('English');
    expect(shared?.content).toMatch(/^<p>for all http:\/\/[^/]+\/media\/wysiwyg\/x\.png<\/p>$/);
    const th = await graphqlGet<Blocks>(t.app, { query: BLOCKS, variables: { ids: ['test-overridden'] }, store: 'th' });
    expect(th.body.data?.cmsBlocks.items[0]?.title).toBe('Default');
  });

  it('reports an unknown or disabled identifier as graphql-no-such-entity at its own position', async () => {
    const { body } = await graphqlGet<Blocks>(t.app, { query: BLOCKS, variables: { ids: ['test-shared-block', 'nope', 'test-disabled'] }, store: 'en' });
    expect(body.data?.cmsBlocks.items.map((item) => item?.identifier ?? null)).toEqual(['test-shared-block', null, null]);
    expect(body.errors).toEqual([
      { message: 'The CMS block with the "nope" ID doesn\'t exist.', path: ['cmsBlocks', 'items', 1], locations: expect.any(Array), extensions: { category: 'graphql-no-such-entity' } },
      { message: 'The CMS block with the "test-disabled" ID doesn\'t exist.', path: ['cmsBlocks', 'items', 2], locations: expect.any(Array), extensions: { category: 'graphql-no-such-entity' } },
    ]);
  });

  it('requires identifiers', async () => {
    const { body } = await graphqlGet(t.app, { query: BLOCKS, variables: { ids: [] }, store: 'en' });
    expect(body.errors?.[0]).toMatchObject({ message: '"identifiers" of CMS blocks should be specified', extensions: { category: 'graphql-input' } });
    // The default (Thai) store view answers the same error in Thai.
    const th = await graphqlGet(t.app, { query: BLOCKS, variables: { ids: [] } });
    expect(th.body.errors?.[0]).toMatchObject({ message: 'กรุณาระบุ "identifiers" ของบล็อกเนื้อหา', extensions: { category: 'graphql-input' } });
  });
});

describe('cmsPage', () => {
  const PAGE = 'query p($id: String) { cmsPage(identifier: $id) { identifier url_key title content_heading page_layout type relative_url redirect_code } }';

  it('answers a page in the store view\'s language', async () => {
    const { body } = await graphqlGet<{ cmsPage: Record<string, unknown> }>(t.app, { query: PAGE, variables: { id: 'about-us' }, store: 'en' });
    expect(body.data?.cmsPage).toMatchObject({ identifier: 'about-us', url_key: 'about-us', title: 'About us', type: 'CMS_PAGE', redirect_code: 0 });
  });

  it('answers an unknown page as graphql-no-such-entity and a missing identifier as graphql-input', async () => {
    const missing = await graphqlGet(t.app, { query: PAGE, variables: { id: 'nope' }, store: 'en' });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'The CMS page with the "nope" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } });
    const missingTh = await graphqlGet(t.app, { query: PAGE, variables: { id: 'nope' } });
    expect(missingTh.body.errors?.[0]).toMatchObject({ message: 'ไม่พบหน้าเนื้อหา "nope"', extensions: { category: 'graphql-no-such-entity' } });
    const none = await graphqlGet(t.app, { query: PAGE, variables: {}, store: 'en' });
    expect(none.body.errors?.[0]).toMatchObject({ message: '"Page id/identifier should be specified', extensions: { category: 'graphql-input' } });
  });
});
