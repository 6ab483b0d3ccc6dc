import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types';
import { graphqlGet, graphqlPost, type GraphQLBody } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// Cart behaviour through the app on the seeded database, with this file's own products, rules and fees
// (ids 99xxxx) so every figure below is computed by hand. The demo promotions are switched off here.

const uid = (path: string): string => Buffer.from(path, 'utf8').toString('base64');
const CAT = 99_001;

async function insertFixtures(db: Kysely<Database>): Promise<void> {
  await db.updateTable('cart_rule').set({ is_active: false }).execute();
  await db.updateTable('free_gift_rule').set({ is_active: false }).execute();
  await db.updateTable('extra_fee').set({ is_active: false }).execute();
  await db.deleteFrom('config').where('path', 'in', ['sales/minimum_order/active', 'sales/minimum_order/amount', 'talat/cart/maximum_order_amount', 'sales/minimum_order/description', 'talat/cart/maximum_order_description']).execute();

  await db.insertInto('category').values({ category_id: CAT, parent_id: 2, path: `1/2/${CAT}`, level: 2, url_key: 'cart-test-chilled', url_path: 'cart-test-chilled', image: null, thumbnail: null, menu_icon: null, cms_block_identifier: null }).execute();
  await db.insertInto('category_text').values({ category_id: CAT, store_id: 1, name: 'ทดสอบแช่เย็น', description: null, meta_title: null, meta_keywords: null, meta_description: null }).execute();
  const base = { status: 1, visibility: 4, brand_id: null, special_price: null, special_from: null, special_to: null, preorder_release_date: null, weight: null, price_view: null, bundle_price_type: null, qty: 100 };
  const products = [
    { product_id: 990_001, sku: 'CTTAX', type_id: 'simple' as const, price: 10_700 },
    { product_id: 990_002, sku: 'CTEXEMPT', type_id: 'simple' as const, price: 4_550, tax_class: 'exempt' as const },
    { product_id: 990_003, sku: 'CTOPT', type_id: 'simple' as const, price: 25_000 },
    { product_id: 990_004, sku: 'CTLOW', type_id: 'simple' as const, price: 1_000, qty: 2, max_sale_qty: 5 },
    { product_id: 990_005, sku: 'CTOOS', type_id: 'simple' as const, price: 1_000, qty: 0, stock_status: 'OUT_OF_STOCK' as const },
    { product_id: 990_006, sku: 'CTINC', type_id: 'simple' as const, price: 1_000, qty_increments: 2, min_sale_qty: 2 },
    { product_id: 990_010, sku: 'CTCONF', type_id: 'configurable' as const, price: 5_000 },
    { product_id: 990_011, sku: 'CTCONF-S', type_id: 'simple' as const, price: 5_000, visibility: 1 },
    { product_id: 990_012, sku: 'CTCONF-L', type_id: 'simple' as const, price: 7_000, visibility: 1 },
    { product_id: 990_020, sku: 'CTBUNDLE', type_id: 'bundle' as const, price: 0 },
    { product_id: 990_030, sku: 'CTGROUP', type_id: 'grouped' as const, price: 0 },
    { product_id: 990_040, sku: 'CTVIRT', type_id: 'virtual' as const, price: 9_900 },
    { product_id: 990_050, sku: 'CTDL', type_id: 'downloadable' as const, price: 19_900 },
    { product_id: 990_060, sku: 'CTTRIGGER', type_id: 'simple' as const, price: 1_000 },
    { product_id: 990_061, sku: 'CTGIFT', type_id: 'simple' as const, price: 0, is_free: true, visibility: 1 },
  ];
  await db.insertInto('product').values(products.map((p) => ({ ...base, url_key: `cart-test-${p.sku.toLowerCase()}`, ...p }))).execute();
  await db.insertInto('product_text').values(products.flatMap((p) => [1, 2].map((store_id) => ({ product_id: p.product_id, store_id, name: `Test ${p.sku}`, description: null, short_description: null, meta_title: null, meta_keywords: null, meta_description: null })))).execute();
  await db.insertInto('product_category').values({ product_id: 990_002, category_id: CAT }).execute();

  await db.insertInto('product_option').values([
    { option_id: 990_201, product_id: 990_003, type: 'field', title_th: 'ข้อความ', title_en: 'Message', price: 2_000, price_type: 'FIXED', sku: null, max_characters: 20 },
    { option_id: 990_202, product_id: 990_003, type: 'drop_down', title_th: 'ขนาด', title_en: 'Size', price: null, price_type: null, sku: null, max_characters: null, required: true },
  ]).execute();
  await db.insertInto('product_option_value').values({ value_id: 990_301, option_id: 990_202, title_th: 'ใหญ่', title_en: 'Large', price: 10, price_type: 'PERCENT', sku: null }).execute();

  await db.insertInto('attribute').values({ code: 'ct_size', label_th: 'ไซซ์', label_en: 'Size' }).execute();
  await db.insertInto('attribute_option').values([
    { option_id: 990_401, attribute_code: 'ct_size', label_th: 'เล็ก', label_en: 'S', swatch_value: null },
    { option_id: 990_402, attribute_code: 'ct_size', label_th: 'ใหญ่', label_en: 'L', swatch_value: null },
  ]).execute();
  await db.insertInto('configurable_attribute').values({ product_id: 990_010, attribute_code: 'ct_size' }).execute();
  await db.insertInto('configurable_variant').values([{ parent_id: 990_010, child_id: 990_011 }, { parent_id: 990_010, child_id: 990_012 }]).execute();
  await db.insertInto('product_attribute_value').values([
    { product_id: 990_011, attribute_code: 'ct_size', option_id: 990_401, value_text: null },
    { product_id: 990_012, attribute_code: 'ct_size', option_id: 990_402, value_text: null },
  ]).execute();

  await db.insertInto('bundle_option').values({ option_id: 990_501, product_id: 990_020, type: 'radio', title_th: 'เลือก', title_en: 'Pick' }).execute();
  await db.insertInto('bundle_selection').values([
    { selection_id: 990_601, option_id: 990_501, product_id: 990_001, qty: 1 },
    { selection_id: 990_602, option_id: 990_501, product_id: 990_002, qty: 2 },
  ]).execute();
  await db.insertInto('product_link').values([
    { product_id: 990_030, linked_product_id: 990_001, link_type: 'associated', qty: 1 },
    { product_id: 990_030, linked_product_id: 990_002, link_type: 'associated', qty: 2, position: 1 },
  ]).execute();
  await db.insertInto('downloadable_link').values([
    { link_id: 990_701, product_id: 990_050, title_th: 'PDF', title_en: 'PDF', price: 0, sample_url: null },
    { link_id: 990_702, product_id: 990_050, title_th: 'EPUB', title_en: 'EPUB', price: 5_000, sample_url: null },
  ]).execute();

  await db.insertInto('cart_rule').values([
    { label_th: 'ลด 10%', label_en: '10% off', coupon_code: 'CTCOUPON10', discount_type: 'by_percent', discount_amount: 10, min_subtotal: null },
    { label_th: 'ลด 50 บาท', label_en: '50 off CTTAX', coupon_code: 'CTFIXED', discount_type: 'cart_fixed', discount_amount: 5_000, min_subtotal: null, sku_list: JSON.stringify(['CTTAX']) },
    { label_th: 'หมดอายุ', label_en: 'Expired', coupon_code: 'CTEXPIRED', discount_type: 'by_percent', discount_amount: 10, min_subtotal: null, to_date: '2020-01-01T00:00:00Z' },
  ]).execute();
  await db.insertInto('free_gift_rule').values({
    title_th: 'ของแถม', title_en: 'Free gift', title_free_gift_th: 'เลือกของแถม', title_free_gift_en: 'Pick a gift',
    min_subtotal: null, trigger_skus: JSON.stringify(['CTTRIGGER']), promo_skus: JSON.stringify(['CTGIFT']), qty: 1, auto_open_popup: true,
  }).execute();
  const fee = await db.insertInto('extra_fee').values({ label_th: 'ค่ากล่องเย็น', label_en: 'Chilled box', description_th: null, description_en: null, condition_type: 'category', category_id: CAT, threshold: null, is_taxable: true }).returning('fee_id').executeTakeFirstOrThrow();
  await db.insertInto('extra_fee_option').values({ fee_id: fee.fee_id, label_th: 'กล่อง', label_en: 'Box', price: 3_000, is_default: true }).execute();
}

const CART_FIELDS = `
  id total_quantity has_error
  messages { type text }
  conditions { min_amount { has_error message } max_amount { has_error message } }
  applied_coupons { code }
  prices {
    grand_total { value currency } grand_total_excluding_tax { value }
    subtotal_including_tax { value } subtotal_excluding_tax { value }
    after_discount { value } non_vat_amount { value }
    discounts { label amount { value } }
    applied_taxes { label amount { value } }
  }
  free_gifts { common_qty triggered_products promo_sku auto_open_popup title title_free_gift items { sku qty product { sku } } }
  applied_extra_fees { total_records currency items { fee_id option_id fee_amount base_fee_amount tax_amount base_tax_amount label } }
  fee_item_for_quote { fee_id label is_required options { option_id label is_default price { value } } }
  items {
    __typename uid quantity is_free_gift has_error available_to_checkout
    messages { type text }
    errors { code message }
    product { sku }
    prices { price { value } price_including_tax { value } row_total_including_tax { value } total_item_discount { value } discounts { label amount { value } } }
    ... on SimpleCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem { configurable_options { option_label value_label configurable_product_option_value_uid } configured_variant { sku } }
    ... on BundleCartItem { bundle_options { label values { label quantity price } } }
  }`;

interface Money { value: number; currency?: string }
interface CartItem {
  __typename: string; uid: string; quantity: number; is_free_gift: boolean; has_error: boolean; available_to_checkout: boolean;
  messages: { type: string; text: string }[]; errors: { code: string; message: string }[] | null; product: { sku: string };
  prices: { price: Money; price_including_tax: Money; row_total_including_tax: Money; total_item_discount: Money; discounts: { label: string; amount: Money }[] };
  customizable_options?: { label: string; values: { label: string; value: string }[] }[];
  configurable_options?: { option_label: string; value_label: string; configurable_product_option_value_uid: string }[];
  configured_variant?: { sku: string };
  bundle_options?: { label: string; values: { label: string; quantity: number; price: number }[] }[];
}
interface Cart {
  id: string; total_quantity: number; has_error: boolean; messages: { type: string; text: string }[];
  conditions: { min_amount: { has_error: boolean; message: string | null }; max_amount: { has_error: boolean; message: string | null } };
  applied_coupons: { code: string }[] | null;
  prices: Record<string, Money & { value: number }> & { discounts: { label: string; amount: Money }[] | null; applied_taxes: { label: string; amount: Money }[] };
  free_gifts: { common_qty: number; triggered_products: string[]; promo_sku: string[]; auto_open_popup: boolean; title: string | null; title_free_gift: string | null; items: { sku: string; qty: number; product: { sku: string } | null }[] };
  applied_extra_fees: { total_records: number; currency: string; items: { fee_id: number; option_id: number; fee_amount: number; base_fee_amount: number; tax_amount: number; base_tax_amount: number; label: string }[] };
  fee_item_for_quote: { fee_id: number; label: string; is_required: boolean; options: { option_id: number; label: string; is_default: boolean; price: Money }[] }[];
  items: CartItem[];
}

let testApp: TestApp;
let app: FastifyInstance;
const headers = { store: 'en' };

async function newCart(): Promise<string> {
  const { body } = await graphqlPost<{ createEmptyCart: string }>(app, { query: 'mutation { createEmptyCart }', headers });
  return body.data?.createEmptyCart ?? '';
}

async function add(cartId: string, cartItems: Record<string, unknown>[]): Promise<GraphQLBody<{ addProductsToCart: { cart: Cart; user_errors: { code: string; message: string }[] } }>> {
  const { body } = await graphqlPost<{ addProductsToCart: { cart: Cart; user_errors: { code: string; message: string }[] } }>(app, {
    query: `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`,
    variables: { cartId, items: cartItems },
    headers,
  });
  return body;
}

async function readCart(cartId: string): Promise<Cart> {
  const { body } = await graphqlGet<{ cart: Cart }>(app, { query: `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, variables: { id: cartId }, headers });
  expect(body.errors).toBeUndefined();
  return body.data?.cart as Cart;
}

async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<GraphQLBody<T>> {
  return (await graphqlPost<T>(app, { query, variables, headers })).body;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  await insertFixtures(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

describe('cart totals', () => {
  it('prices a mixed VAT / non-VAT cart with a coupon and a fee to the satang', async () => {
    const cartId = await newCart();
    const added = await add(cartId, [{ sku: 'CTTAX', quantity: 2 }, { sku: 'CTEXEMPT', quantity: 3 }]);
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    const applied = await mutate<{ applyCouponToCart: { cart: { applied_coupons: { code: string }[] } } }>(
      'mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "ctcoupon10" }) { cart { applied_coupons { code } } } }',
      { id: cartId },
    );
    expect(applied.data?.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'CTCOUPON10' }]);

    const cart = await readCart(cartId);
    // 2 × 107.00 (VAT) + 3 × 45.50 (exempt) = 350.50; 10 % off = 35.05; chilled box 30.00 (VAT incl.).
    expect(cart.prices.subtotal_including_tax?.value).toBe(350.5);
    expect(cart.prices.subtotal_excluding_tax?.value).toBe(336.5);
    expect(cart.prices.discounts).toEqual([{ label: '10% off', amount: { value: 35.05 } }]);
    expect(cart.prices.after_discount?.value).toBe(315.45);
    expect(cart.prices.non_vat_amount?.value).toBe(122.85);
    // VAT: taxable line after discount 192.60 → 12.60; fee 30.00 → 1.96.
    expect(cart.prices.applied_taxes).toEqual([{ label: 'VAT 7%', amount: { value: 14.56 } }]);
    expect(cart.prices.grand_total).toEqual({ value: 345.45, currency: 'THB' });
    expect(cart.prices.grand_total_excluding_tax?.value).toBe(330.89);
    expect(cart.applied_extra_fees).toEqual({
      total_records: 1,
      currency: 'THB',
      items: [{ fee_id: expect.any(Number), option_id: expect.any(Number), fee_amount: 28.04, base_fee_amount: 28.04, tax_amount: 1.96, base_tax_amount: 1.96, label: 'Chilled box' }],
    });
    expect(cart.fee_item_for_quote).toHaveLength(1);
    const tax = cart.items.find((i) => i.product.sku === 'CTTAX');
    expect(tax?.prices).toMatchObject({ price: { value: 100 }, price_including_tax: { value: 107 }, row_total_including_tax: { value: 214 }, total_item_discount: { value: 21.4 } });
    expect(tax?.prices.discounts).toEqual([{ label: '10% off', amount: { value: 21.4 } }]);
  });

  it('answers coupon errors with Magento messages and removes a coupon', async () => {
    const cartId = await newCart();
    const empty = await mutate('mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "CTCOUPON10" }) { cart { id } } }', { id: cartId });
    expect(empty.errors?.[0]?.message).toMatch(/^The "\d+" Cart doesn't contain products\.$/);
    await add(cartId, [{ sku: 'CTEXEMPT', quantity: 1 }]);
    for (const code of ['NOPE', 'CTEXPIRED', 'CTFIXED']) {
      // CTFIXED only discounts CTTAX, absent here: Magento then reports the code as not valid.
      const bad = await mutate('mutation ($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }', { id: cartId, c: code });
      expect(bad.errors?.[0]).toMatchObject({ message: "The coupon code isn't valid. Verify the code and try again.", extensions: { category: 'graphql-no-such-entity' } });
    }
    await mutate('mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "CTCOUPON10" }) { cart { id } } }', { id: cartId });
    const twice = await mutate('mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "CTCOUPON10" }) { cart { id } } }', { id: cartId });
    expect(twice.errors?.[0]).toMatchObject({ message: 'A coupon is already applied to the cart. Please remove it to apply another', extensions: { category: 'graphql-input' } });
    const removed = await mutate<{ removeCouponFromCart: { cart: { applied_coupons: null; prices: { grand_total: Money } } } }>(
      'mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupons { code } prices { grand_total { value } } } } }',
      { id: cartId },
    );
    // 45.50 exempt + 30.00 chilled box, no discount.
    expect(removed.data?.removeCouponFromCart.cart).toEqual({ applied_coupons: null, prices: { grand_total: { value: 75.5 } } });
  });

  it('shares a cart-wide fixed coupon over its matching lines only', async () => {
    const cartId = await newCart();
    await add(cartId, [{ sku: 'CTTAX', quantity: 1 }, { sku: 'CTEXEMPT', quantity: 1 }]);
    await mutate('mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "CTFIXED" }) { cart { id } } }', { id: cartId });
    const cart = await readCart(cartId);
    expect(cart.items.map((i) => [i.product.sku, i.prices.total_item_discount.value])).toEqual([['CTTAX', 50], ['CTEXEMPT', 0]]);
    // 107.00 − 50.00 = 57.00 → VAT 3.73; + 45.50 exempt + 30.00 box (VAT 1.96).
    expect(cart.prices.applied_taxes[0]?.amount.value).toBe(5.69);
    expect(cart.prices.grand_total?.value).toBe(132.5);
  });
});

describe('adding every product type', () => {
  it('adds simple products with FIXED and PERCENT customizable options', async () => {
    const cartId = await newCart();
    const body = await add(cartId, [{
      sku: 'CTOPT', quantity: 1,
      entered_options: [{ uid: uid('custom-option/990201'), value: 'Happy birthday' }],
      selected_options: [uid('custom-option/990202/990301')],
    }]);
    const cart = body.data?.addProductsToCart.cart;
    expect(body.data?.addProductsToCart.user_errors).toEqual([]);
    // 250.00 + 20.00 (FIXED) + 10 % of 250.00 (PERCENT) = 295.00
    expect(cart?.items[0]?.prices.price_including_tax.value).toBe(295);
    expect(cart?.items[0]?.customizable_options).toEqual([
      { label: 'Message', values: [{ label: '', value: 'Happy birthday' }] },
      { label: 'Size', values: [{ label: 'Large', value: '990301' }] },
    ]);
    const missing = await add(cartId, [{ sku: 'CTOPT', quantity: 1 }]);
    expect(missing.data?.addProductsToCart.user_errors[0]?.message).toBe("The product's required option(s) weren't entered. Make sure the options are entered and try again.");
  });

  it('adds a configurable product by parent and child sku, and by selected option uid', async () => {
    const cartId = await newCart();
    await add(cartId, [{ sku: 'CTCONF-S', parent_sku: 'CTCONF', quantity: 1 }]);
    const body = await add(cartId, [{ sku: 'CTCONF', quantity: 2, selected_options: [uid('configurable/ct_size/990402')] }]);
    const items = body.data?.addProductsToCart.cart.items ?? [];
    expect(items.map((i) => [i.__typename, i.product.sku, i.configured_variant?.sku, i.quantity, i.prices.price_including_tax.value])).toEqual([
      ['ConfigurableCartItem', 'CTCONF', 'CTCONF-S', 1, 50],
      ['ConfigurableCartItem', 'CTCONF', 'CTCONF-L', 2, 70],
    ]);
    expect(items[1]?.configurable_options).toEqual([{ option_label: 'Size', value_label: 'L', configurable_product_option_value_uid: uid('configurable/ct_size/990402') }]);
    const none = await add(cartId, [{ sku: 'CTCONF', quantity: 1 }]);
    expect(none.data?.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: 'You need to choose options for your item.' }]);
  });

  it('adds a bundle from its selections, a grouped product as its members, virtual and downloadable products', async () => {
    const cartId = await newCart();
    const body = await add(cartId, [
      { sku: 'CTBUNDLE', quantity: 1, selected_options: [uid('bundle/990501/990602/2')] },
      { sku: 'CTGROUP', quantity: 1 },
      { sku: 'CTVIRT', quantity: 1 },
      { sku: 'CTDL', quantity: 1, selected_options: [uid('downloadable/990702')] },
    ]);
    expect(body.data?.addProductsToCart.user_errors).toEqual([]);
    const items = body.data?.addProductsToCart.cart.items ?? [];
    expect(items.map((i) => [i.__typename, i.product.sku, i.quantity, i.prices.price_including_tax.value])).toEqual([
      ['BundleCartItem', 'CTBUNDLE', 1, 91],
      ['SimpleCartItem', 'CTTAX', 1, 107],
      ['SimpleCartItem', 'CTEXEMPT', 2, 45.5],
      ['VirtualCartItem', 'CTVIRT', 1, 99],
      ['VirtualCartItem', 'CTDL', 1, 249],
    ]);
    expect(items[0]?.bundle_options).toEqual([{ label: 'Pick', values: [{ label: 'Test CTEXEMPT', quantity: 2, price: 45.5 }] }]);
    const noLink = await add(cartId, [{ sku: 'CTDL', quantity: 1 }]);
    expect(noLink.data?.addProductsToCart.user_errors[0]?.message).toBe('Please specify product link(s).');
  });

  it('merges the same product into one line and answers stock problems in user_errors', async () => {
    const cartId = await newCart();
    await add(cartId, [{ sku: 'CTTAX', quantity: 1 }]);
    const body = await add(cartId, [
      { sku: 'CTTAX', quantity: 2 },
      { sku: 'NOPE', quantity: 1 },
      { sku: 'CTOOS', quantity: 1 },
      { sku: 'CTLOW', quantity: 3 },
      { sku: 'CTLOW', quantity: 6 },
      { sku: 'CTINC', quantity: 3 },
      { sku: 'CTINC', quantity: 1 },
      { sku: 'CTTAX', quantity: 0 },
    ]);
    expect(body.data?.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'INSUFFICIENT_STOCK', message: 'The most you may purchase is 5.' },
      { code: 'INSUFFICIENT_STOCK', message: 'You can buy this product only in quantities of 2 at a time.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The fewest you may purchase is 2.' },
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
    ]);
    expect(body.data?.addProductsToCart.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['CTTAX', 3]]);
  });

  it('flags a line whose stock fell below its quantity, and fails an update beyond stock', async () => {
    const cartId = await newCart();
    const body = await add(cartId, [{ sku: 'CTLOW', quantity: 2 }]);
    const itemUid = body.data?.addProductsToCart.cart.items[0]?.uid ?? '';
    await testApp.database.db.updateTable('product').set({ qty: 1 }).where('sku', '=', 'CTLOW').execute();
    const cart = await readCart(cartId);
    expect(cart.items[0]).toMatchObject({ has_error: true, available_to_checkout: false, errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }], messages: [{ type: 'error', text: 'The requested qty is not available' }] });
    expect(cart.has_error).toBe(true);
    const update = await mutate('mutation ($id: String!, $item: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $item, quantity: 2 }] }) { cart { id } } }', { id: cartId, item: itemUid });
    expect(update.errors?.[0]).toMatchObject({ message: 'The requested qty is not available', extensions: { category: 'graphql-input' } });
    await testApp.database.db.updateTable('product').set({ qty: 2 }).where('sku', '=', 'CTLOW').execute();
  });
});

describe('updating and removing', () => {
  it('updates a quantity, removes with quantity 0 and with removeItemFromCart', async () => {
    const cartId = await newCart();
    const body = await add(cartId, [{ sku: 'CTTAX', quantity: 1 }, { sku: 'CTEXEMPT', quantity: 1 }]);
    const [first, second] = body.data?.addProductsToCart.cart.items ?? [];
    const updated = await mutate<{ updateCartItems: { cart: { total_quantity: number } } }>(
      'mutation ($id: String!, $item: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $item, quantity: 4 }] }) { cart { total_quantity } } }',
      { id: cartId, item: first?.uid },
    );
    expect(updated.data?.updateCartItems.cart.total_quantity).toBe(5);
    await mutate('mutation ($id: String!, $item: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $item, quantity: 0 }] }) { cart { id } } }', { id: cartId, item: first?.uid });
    const removed = await mutate<{ removeItemFromCart: { cart: { total_quantity: number; items: unknown[] } } }>(
      'mutation ($id: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $item }) { cart { total_quantity items { uid } } } }',
      { id: cartId, item: second?.uid },
    );
    expect(removed.data?.removeItemFromCart.cart).toEqual({ total_quantity: 0, items: [] });
    const again = await mutate('mutation ($id: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $item }) { cart { id } } }', { id: cartId, item: second?.uid });
    expect(again.errors?.[0]).toMatchObject({ message: "The cart doesn't contain the item", extensions: { category: 'graphql-no-such-entity' } });
  });
});

describe('free gifts', () => {
  it('offers the gift when triggered, adds it at 0, and removes it with its trigger', async () => {
    const cartId = await newCart();
    const before = await add(cartId, [{ sku: 'CTGIFT', quantity: 1 }]);
    expect(before.data?.addProductsToCart.user_errors).toEqual([{ code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }]);

    const triggered = (await add(cartId, [{ sku: 'CTTRIGGER', quantity: 1 }])).data?.addProductsToCart.cart;
    expect(triggered?.free_gifts).toEqual({
      common_qty: 1, triggered_products: ['CTTRIGGER'], promo_sku: ['CTGIFT'], auto_open_popup: true,
      title: 'Free gift', title_free_gift: 'Pick a gift', items: [{ sku: 'CTGIFT', qty: 1, product: { sku: 'CTGIFT' } }],
    });
    const withGift = (await add(cartId, [{ sku: 'CTGIFT', quantity: 3 }])).data?.addProductsToCart.cart;
    const gift = withGift?.items.find((i) => i.product.sku === 'CTGIFT');
    expect(gift).toMatchObject({ is_free_gift: true, quantity: 1, prices: { price_including_tax: { value: 0 }, row_total_including_tax: { value: 0 } } });
    expect(withGift?.free_gifts).toMatchObject({ common_qty: 0, auto_open_popup: false, promo_sku: [] });
    expect(withGift?.prices.grand_total?.value).toBe(10);

    const trigger = withGift?.items.find((i) => i.product.sku === 'CTTRIGGER');
    const after = await mutate<{ removeItemFromCart: { cart: { items: { product: { sku: string } }[]; free_gifts: { promo_sku: string[] } } } }>(
      'mutation ($id: String!, $item: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $item }) { cart { items { product { sku } } free_gifts { promo_sku } } } }',
      { id: cartId, item: trigger?.uid },
    );
    expect(after.data?.removeItemFromCart.cart).toEqual({ items: [], free_gifts: { promo_sku: [] } });
  });
});

describe('order conditions', () => {
  it('reports the minimum and maximum order amount with has_error and messages', async () => {
    const db = testApp.database.db;
    await db.insertInto('config').values([
      { scope_id: 0, path: 'sales/minimum_order/active', value: '1' },
      { scope_id: 0, path: 'sales/minimum_order/amount', value: '100' },
      { scope_id: 0, path: 'talat/cart/maximum_order_amount', value: '500' },
    ]).execute();
    try {
      const cartId = await newCart();
      const small = (await add(cartId, [{ sku: 'CTTRIGGER', quantity: 1 }])).data?.addProductsToCart.cart;
      expect(small?.conditions).toEqual({ min_amount: { has_error: true, message: 'Minimum order amount is ฿100.00' }, max_amount: { has_error: false, message: null } });
      expect(small?.has_error).toBe(true);
      expect(small?.messages).toContainEqual({ type: 'error', text: 'Minimum order amount is ฿100.00' });
      const big = (await add(cartId, [{ sku: 'CTTAX', quantity: 5 }])).data?.addProductsToCart.cart;
      expect(big?.conditions).toEqual({ min_amount: { has_error: false, message: null }, max_amount: { has_error: true, message: 'Maximum order amount is ฿500.00' } });
      const fine = (await add(await newCart(), [{ sku: 'CTTAX', quantity: 2 }])).data?.addProductsToCart.cart;
      expect(fine?.has_error).toBe(false);
    } finally {
      await db.deleteFrom('config').where('path', 'in', ['sales/minimum_order/active', 'sales/minimum_order/amount', 'talat/cart/maximum_order_amount']).execute();
    }
  });
});

describe('concurrency', () => {
  it('loses no line and no quantity over 20 concurrent adds to one cart', async () => {
    const cartId = await newCart();
    const adds = Array.from({ length: 20 }, (_, i) => add(cartId, [{ sku: i % 2 === 0 ? 'CTTAX' : 'CTEXEMPT', quantity: 1 }]));
    const results = await Promise.all(adds);
    for (const result of results) expect(result.errors).toBeUndefined();
    const cart = await readCart(cartId);
    // Which product's first add commits first decides the line order, so compare the lines as a set.
    const lines = cart.items.map((i) => [i.product.sku, i.quantity]).sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(lines).toEqual([['CTEXEMPT', 10], ['CTTAX', 10]]);
    expect(cart.total_quantity).toBe(20);
  });
});

describe('caching', () => {
  it('never serves a cart from the public GET cache', async () => {
    const cartId = await newCart();
    const query = 'query ($id: String!) { cart(cart_id: $id) { total_quantity } }';
    const first = await graphqlGet(app, { query, variables: { id: cartId }, headers });
    expect(String(first.response.headers['cache-control'] ?? '')).not.toMatch(/public/);
    await add(cartId, [{ sku: 'CTTAX', quantity: 1 }]);
    const second = await graphqlGet<{ cart: { total_quantity: number } }>(app, { query, variables: { id: cartId }, headers });
    expect(second.body.data?.cart.total_quantity).toBe(1);
  });
});
