import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLObjectType } from 'graphql';
import { getSchema } from '../../server/graphql/schema';
import { STORE_CONFIG_FIELDS, STORE_ROW_FIELDS } from '../../server/modules/store/store-config-fields';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlGet } from './support/graphql-request';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const storeConfigType = getSchema().getType('StoreConfig') as GraphQLObjectType;
const allFields = Object.keys(storeConfigType.getFields());

describe('storeConfig', () => {
  it('has a source for every field the schema declares', () => {
    const unsourced = allFields.filter((name) => !STORE_ROW_FIELDS.has(name) && !(name in STORE_CONFIG_FIELDS) && !/base_(link_|media_)?url$/.test(name));
    expect(unsourced).toEqual([]);
  });

  it('answers every field, from the store row and config with store → default fallback', async () => {
    const { body } = await graphqlGet<{ storeConfig: Record<string, unknown> }>(t.app, { query: `{ storeConfig { ${allFields.join(' ')} } }`, store: 'en' });
    expect(body.errors).toBeUndefined();
    const config = body.data?.storeConfig ?? {};
    expect(config).toMatchObject({
      id: 2,
      store_code: 'en',
      store_name: 'EN',
      store_group_code: 'main_website_store',
      store_group_name: 'Main Website Store',
      website_code: 'base',
      is_default_store: false,
      locale: 'en_US',
      base_currency_code: 'THB',
      default_display_currency_code: 'THB',
      timezone: 'Asia/Bangkok',
      product_url_suffix: '.html',
      category_url_suffix: '.html',
      root_category_id: 2,
      root_category_uid: Buffer.from('2').toString('base64'),
      cms_home_page: 'home',
      show_cms_breadcrumbs: 1,
      logo_width: 267,
      logo_height: 52,
      logo_alt: 'talat',
      tax_display_type: 2,
      tax_cart_display_price: 2,
      is_pre_launch: false,
      isEnabledSuccessPopup: true,
      amshopby_brand_general_url_key: 'brands',
      amshopby_brand_general_menu_item_label: 'Brands',
      amgdprcookie_accept_button_text: 'Accept all',
      product_fixed_product_tax_display_setting: 'FPT_DISABLED',
      use_store_in_url: false,
    });
    // Default-scope values reach the en store (no store-level row for them).
    expect(config.header_logo_src).toBe('default/talat-logo.png');
    expect(config.grid_per_page).toBe(12);
    expect(config.secure_base_media_url).toMatch(/^http:\/\/[^/]+\/media\/$/);
    expect(config.copyright).toMatch(/Talat Co\., Ltd\./);
  });

  it('answers newsletter_enabled (NewsletterGraphQl, non-null) and the analytics flags from their config paths', async () => {
    expect(String(storeConfigType.getFields().newsletter_enabled?.type)).toBe('Boolean!');
    const { body } = await graphqlGet<{ storeConfig: Record<string, unknown> }>(t.app, { query: '{ storeConfig { newsletter_enabled enable_gtm enable_gtm_ga4 } }' });
    expect(body.errors).toBeUndefined();
    // Seeded: newsletter/general/active 1, google/analytics/active 0, google/gtag/analytics4/active 0.
    expect(body.data?.storeConfig).toEqual({ newsletter_enabled: true, enable_gtm: '0', enable_gtm_ga4: '0' });
  });

  it('answers secure_pay_library: the demo uses the KBank sandbox script, served by us', async () => {
    const { body } = await graphqlGet<{ storeConfig: Record<string, unknown> }>(t.app, { query: '{ storeConfig { secure_pay_library } }' });
    expect(body.data?.storeConfig).toEqual({ secure_pay_library: '/payment-sandbox/assets/secure-pay.js' });
    expect(STORE_CONFIG_FIELDS.secure_pay_library?.path).toBe('talat/general/secure_pay_library');
  });

  it('answers the business identifier for data-id-redirect from talat/general/b2b_identifier', async () => {
    const { body } = await graphqlGet<{ storeConfig: Record<string, unknown> }>(t.app, { query: '{ storeConfig { b2b_redirect_identifier } }', store: 'en' });
    expect(body.data?.storeConfig).toEqual({ b2b_redirect_identifier: 'b2b' });
    expect(STORE_CONFIG_FIELDS.b2b_redirect_identifier?.path).toBe('talat/general/b2b_identifier');
  });

  it('declares, answers and asks in getStoreConfigData every store config field of the account spec', async () => {
    // account-and-engagement.md section 3, "Store config (account-related)".
    const accountFields = ['store_code', 'store_name', 'header_logo_src', 'logo_width', 'logo_height', 'logo_alt', 'is_pre_launch', 'enable_gtm', 'enable_gtm_ga4',
      'newsletter_enabled', 'copyright', 'amgdprcookie_cookie_bar_enabled', 'amgdprcookie_cookie_bar_text', 'amgdprcookie_accept_button_text',
      'amgdprcookie_settings_button_text', 'isEnabledPopup', 'show_cms_breadcrumbs', 'cms_home_page'];
    expect(accountFields.filter((name) => !allFields.includes(name))).toEqual([]);
    const operation = readFileSync(join(import.meta.dirname, '../../src/gql/operations/store/getStoreConfigData.graphql'), 'utf8');
    const asked = new Set(operation.match(/\b\w+\b/g));
    expect(accountFields.filter((name) => !asked.has(name))).toEqual([]);
    const { body } = await graphqlGet<{ storeConfig: Record<string, unknown> }>(t.app, { query: `{ storeConfig { ${accountFields.join(' ')} } }`, store: 'en' });
    expect(body.errors).toBeUndefined();
    const unanswered = accountFields.filter((name) => body.data?.storeConfig[name] === null || body.data?.storeConfig[name] === undefined);
    expect(unanswered).toEqual([]);
  });

  it('answers the Thai store view with its own texts', async () => {
    const { body } = await graphqlGet<{ storeConfig: Record<string, unknown> }>(t.app, {
      query: '{ storeConfig { store_code locale is_default_store default_title logo_alt } }',
    });
    expect(body.data?.storeConfig).toEqual({ store_code: 'th', locale: 'th_TH', is_default_store: true, default_title: 'ตลาด - วัตถุดิบสำหรับร้านอาหาร', logo_alt: 'ตลาด' });
  });
});

describe('availableStores', () => {
  it('lists the active store views of the website in sort order', async () => {
    const { body } = await graphqlGet<{ availableStores: Record<string, unknown>[] }>(t.app, {
      query: '{ availableStores { store_code store_name store_sort_order locale default_display_currency_code product_url_suffix secure_base_media_url } }',
    });
    expect(body.data?.availableStores.map((store) => [store.store_code, store.locale, store.store_sort_order])).toEqual([
      ['th', 'th_TH', 0],
      ['en', 'en_US', 1],
    ]);
  });

  it('limits to the current store group with useCurrentGroup', async () => {
    const { body } = await graphqlGet<{ availableStores: { store_code: string }[] }>(t.app, {
      query: '{ availableStores(useCurrentGroup: true) { store_code } }',
      store: 'en',
    });
    expect(body.data?.availableStores.map((store) => store.store_code)).toEqual(['th', 'en']);
  });
});
