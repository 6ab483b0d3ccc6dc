import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDirectives } from '../../server/modules/cms/content-directives';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet } from './support/graphql-request';

const PRODUCTS_WIDGET =
  '{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="8" condition_option="sku" condition_option_value="TL000001,TL000002" sort_order="position"}}';
const BLOCK_WIDGET = '{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="banner-slider-1"}}';
const CONTENT = [
  `<div data-content-type="products" data-appearance="grid" data-element="main">${PRODUCTS_WIDGET}</div>`,
  `<div data-content-type="block" data-appearance="default" data-element="main">${BLOCK_WIDGET}</div>`,
  '<div data-content-type="text" data-appearance="default" data-element="main"><p>Hello {{customVar code=x}}{{trans "Hi"}}</p></div>',
  `<div data-content-type="text" data-element="main"><p>${PRODUCTS_WIDGET}</p></div>`,
  '<img src="{{media url=wysiwyg/a.png}}">',
].join('');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insertInto('cms_block').values({ block_id: 90101, identifier: 'test-widgets', store_id: 0, title: 'Widgets', content: CONTENT }).execute();
  await t.database.db
    .insertInto('cms_page')
    .values({ page_id: 90101, identifier: 'test-widgets-page', store_id: 0, title: 'Widgets', content: CONTENT })
    .execute();
});
afterAll(async () => {
  await t.database.db.deleteFrom('cms_block').where('block_id', '=', 90101).execute();
  await t.database.db.deleteFrom('cms_page').where('page_id', '=', 90101).execute();
  await t.close();
});

function expectWidgetsKept(content: string | undefined): void {
  expect(content).toContain(`<div data-content-type="products" data-appearance="grid" data-element="main">${PRODUCTS_WIDGET}</div>`);
  expect(content).toContain(`<div data-content-type="block" data-appearance="default" data-element="main">${BLOCK_WIDGET}</div>`);
  // Unknown directives, and a known widget where the renderer would print it as text, are dropped.
  expect(content).toContain('<p>Hello </p>');
  expect(content).toContain('<div data-content-type="text" data-element="main"><p></p></div>');
  expect(content).toMatch(/<img src="http:\/\/[^/]+\/media\/wysiwyg\/a\.png">$/);
  expect(content?.match(/\{\{/g)).toHaveLength(2);
}

describe('widget directives in CMS content', () => {
  it('cmsBlocks keeps the products list and CMS block widgets and drops unknown directives', async () => {
    const { body } = await graphqlGet<{ cmsBlocks: { items: { content: string }[] } }>(t.app, {
      query: 'query b($ids: [String]) { cmsBlocks(identifiers: $ids) { items { content } } }',
      variables: { ids: ['test-widgets'] },
    });
    expect(body.errors).toBeUndefined();
    expectWidgetsKept(body.data?.cmsBlocks.items[0]?.content);
  });

  it('cmsPage does the same', async () => {
    const { body } = await graphqlGet<{ cmsPage: { content: string } }>(t.app, {
      query: 'query p($id: String) { cmsPage(identifier: $id) { content } }',
      variables: { id: 'test-widgets-page' },
    });
    expect(body.errors).toBeUndefined();
    expectWidgetsKept(body.data?.cmsPage.content);
  });

  it('reads widget types stored with doubled backslashes and drops other widget types', () => {
    const urls = { mediaUrl: '/media/', linkUrl: '/' };
    const doubled = '<div data-content-type="products">{{widget type="Magento\\\\CatalogWidget\\\\Block\\\\Product\\\\ProductsList" products_count="3"}}</div>';
    expect(renderDirectives(doubled, urls)).toBe(doubled);
    const other = '<div data-content-type="products">{{widget type="Magento\\Cms\\Block\\Widget\\Page\\Link" page_id="2"}}</div>';
    expect(renderDirectives(other, urls)).toBe('<div data-content-type="products"></div>');
  });
});
