import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, operatorToken } from './support/credit-flow';
import { buildTestApp, type TestApp } from './support/test-app';

// The shop operator's popups API (/operator/popups): list, create, update, disable and enable, each field
// checked with a 400 naming it; what the storefront's popupWidget query then shows follows at once.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.database.db.deleteFrom('popup_widget').where('unique_id', 'like', 'op-test-%').execute();
  await t?.close();
});

const POPUPS = '{ popupWidget(page_type: "catalog_product_view") { items { title widget_parameters { unique_id cookie_expires popup_title popup_content } } } }';

async function shown(store = 'en'): Promise<string[]> {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', store }, payload: JSON.stringify({ query: POPUPS }) });
  const body = response.json<{ data: { popupWidget: { items: { widget_parameters: { unique_id: string } }[] } } }>();
  return body.data.popupWidget.items.map((item) => item.widget_parameters.unique_id);
}

const popup = (suffix: string, extra: Record<string, unknown> = {}) => ({
  title: `Product page offer ${suffix}`,
  store_ids: [0],
  layout_handle: 'catalog_product_view',
  unique_id: `op-test-${suffix}`,
  cookie_expires: 3600,
  popup_title: 'ข้าวหอมมะลิลด 10%',
  popup_content: '<p>Jasmine rice week</p>',
  ...extra,
});

describe('operator popups', () => {
  it('refuses without the operator token', async () => {
    const answer = await operator(t.app, t.dataDir, 'GET', '/operator/popups', undefined, 'wrong-token');
    expect(answer.status).toBe(401);
  });

  it('creates a popup the storefront then shows, lists it, updates and disables it', async () => {
    const created = await operator(t.app, t.dataDir, 'POST', '/operator/popups', popup('a'));
    expect(created.status).toBe(201);
    const id = (created.body.popup as { instance_id: number }).instance_id;
    expect(created.body.popup).toMatchObject({ title: 'Product page offer a', is_active: true, sort_order: 0, store_ids: [0] });
    expect(await shown('en')).toContain('op-test-a');
    expect(await shown('th')).toContain('op-test-a');

    const listed = await operator(t.app, t.dataDir, 'GET', '/operator/popups');
    expect((listed.body.items as { unique_id: string }[]).map((row) => row.unique_id)).toContain('op-test-a');

    const updated = await t.app.inject({ method: 'PATCH', url: `/operator/popups/${id}`, headers: { authorization: `Bearer ${operatorToken(t.dataDir)}`, 'content-type': 'application/json' }, payload: JSON.stringify({ cookie_expires: 60, sort_order: -5 }) });
    expect(updated.statusCode).toBe(200);
    // Fields not sent are kept.
    expect(updated.json<{ popup: unknown }>().popup).toMatchObject({ cookie_expires: 60, sort_order: -5, popup_title: 'ข้าวหอมมะลิลด 10%', unique_id: 'op-test-a' });

    const disabled = await operator(t.app, t.dataDir, 'POST', `/operator/popups/${id}/disable`);
    expect(disabled.body.popup).toMatchObject({ is_active: false });
    expect(await shown('en')).not.toContain('op-test-a');
    // Still listed for the operator, and can come back.
    expect(((await operator(t.app, t.dataDir, 'GET', '/operator/popups')).body.items as { unique_id: string }[]).some((row) => row.unique_id === 'op-test-a')).toBe(true);
    await operator(t.app, t.dataDir, 'POST', `/operator/popups/${id}/enable`);
    expect(await shown('en')).toContain('op-test-a');
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ store_ids: [] }, 'store_ids'],
    [{ store_ids: [99] }, 'store_ids'],
    [{ layout_handle: 'everywhere' }, 'layout_handle'],
    [{ unique_id: 'has spaces' }, 'unique_id'],
    [{ cookie_expires: -1 }, 'cookie_expires'],
    [{ cookie_expires: 1.5 }, 'cookie_expires'],
    [{ popup_width: 'wide; position: fixed' }, 'popup_width'],
    [{ is_active: 'yes' }, 'is_active'],
    [{ popup_title: null, popup_content: null }, 'popup_content'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses %j with 400 naming the field, writing nothing', async (change, field) => {
    const suffix = `bad-${field}`;
    const answer = await operator(t.app, t.dataDir, 'POST', '/operator/popups', popup(suffix, change));
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(typeof answer.body.message).toBe('string');
    expect(await t.database.db.selectFrom('popup_widget').select('instance_id').where('unique_id', '=', `op-test-${suffix}`).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a second popup with the same unique_id (409), an unknown id (404) and a bad action', async () => {
    expect((await operator(t.app, t.dataDir, 'POST', '/operator/popups', popup('dup'))).status).toBe(201);
    const again = await operator(t.app, t.dataDir, 'POST', '/operator/popups', popup('dup'));
    expect(again).toMatchObject({ status: 409, body: { field: 'unique_id' } });
    expect((await operator(t.app, t.dataDir, 'POST', '/operator/popups/999999/disable')).status).toBe(404);
    expect((await operator(t.app, t.dataDir, 'POST', '/operator/popups/1/delete')).status).toBe(404);
  });
});
