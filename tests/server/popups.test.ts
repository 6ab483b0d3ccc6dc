import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet, graphqlPost } from './support/graphql-request';

// popupWidget(page_type): the seeded home popups, one per store view in its language; other page types get the
// popups for every page ('default') only; inactive popups never.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.database.db.deleteFrom('popup_widget').where('unique_id', 'like', 'test-%').execute();
  await t.close();
});

const QUERY = 'query ($p: String!) { popupWidget(page_type: $p) { size items { title sort_order layout_handle widget_parameters { unique_id cookie_expires popup_title is_active popup_content } } } }';
type Answer = { popupWidget: { size: number; items: Array<{ title: string; sort_order: number; layout_handle: string; widget_parameters: { unique_id: string; cookie_expires: number; popup_title: string; is_active: boolean; popup_content: string } }> } };

/** GET, as the storefront asks; `fresh` asks by POST, past the response cache (rows written by the test itself). */
async function popups(pageType: string, store: string, fresh = false) {
  const call = { query: QUERY, variables: { p: pageType }, headers: { store } };
  const { body } = await (fresh ? graphqlPost<Answer>(t.app, call) : graphqlGet<Answer>(t.app, call));
  expect(body.errors).toBeUndefined();
  return body.data?.popupWidget;
}

describe('popupWidget', () => {
  it("answers the home page's popup in each store view's language, with its cookie lifetime", async () => {
    const th = await popups('cms_index_index', 'th');
    expect(th?.size).toBe(1);
    expect(th?.items[0]?.widget_parameters).toMatchObject({ unique_id: 'home-newsletter-th', cookie_expires: 604800, popup_title: 'รับข่าวสารจากตลาด', is_active: true });
    expect(th?.items[0]?.widget_parameters.popup_content).toContain('class="block newsletter"');
    const en = await popups('cms_index_index', 'en');
    expect(en?.items.map((i) => i.widget_parameters.unique_id)).toEqual(['home-newsletter-en']);
    expect(await popups('catalog_product_view', 'th')).toEqual({ size: 0, items: [] });
  });

  it('adds popups for every page, sorted by priority, and leaves out inactive ones', async () => {
    const store = await t.database.db.selectFrom('store').select('store_id').where('code', '=', 'th').executeTakeFirstOrThrow();
    const base = { store_ids: [store.store_id], cookie_expires: 60, popup_content: '<p>x</p>' };
    await t.database.db
      .insertInto('popup_widget')
      .values([
        { ...base, title: 'everywhere', sort_order: 1, layout_handle: 'default', unique_id: 'test-everywhere' },
        { ...base, title: 'off', sort_order: 0, layout_handle: 'default', unique_id: 'test-off', is_active: false },
        { ...base, title: 'all stores', store_ids: [0], sort_order: 20, layout_handle: 'catalog_product_view', unique_id: 'test-all-stores' },
      ])
      .execute();
    const home = await popups('cms_index_index', 'th', true);
    expect(home?.items.map((i) => i.widget_parameters.unique_id)).toEqual(['test-everywhere', 'home-newsletter-th']);
    const product = await popups('catalog_product_view', 'en', true);
    expect(product?.items.map((i) => i.widget_parameters.unique_id)).toEqual(['test-all-stores']);
  });
});
