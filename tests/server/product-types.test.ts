import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeOptionUid } from '../../server/modules/cart/option-uids';
import { graphqlGet, graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * The per-type product fields (configurable options and variants, bundle and grouped items, customizable
 * options, downloadable links) on the seeded catalogue, and their uids read back by addProductsToCart.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const uid = (path: string): string => Buffer.from(path, 'utf8').toString('base64');
const baht = (satang: number): number => satang / 100;

interface Money { value: number; currency: string }
interface PriceRange { minimum_price: { final_price: Money; regular_price: Money }; maximum_price: { final_price: Money } }

async function productBySku<T>(sku: string, fields: string, headers: Record<string, string> = { store: 'en' }): Promise<T> {
  // POST: repeated identical GETs come from the response cache (see the report on its double encoding).
  const { body } = await graphqlPost<{ products: { items: T[] } }>(t.app, {
    query: `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { __typename sku ${fields} } } }`,
    variables: { sku },
    headers,
  });
  expect(body.errors).toBeUndefined();
  const item = body.data?.products.items[0];
  if (!item) throw new Error(`No product ${sku}`);
  return item;
}

async function newCart(): Promise<string> {
  const { body } = await graphqlPost<{ createEmptyCart: string }>(t.app, { query: 'mutation { createEmptyCart }', headers: { store: 'en' } });
  return body.data?.createEmptyCart ?? '';
}

interface AddResult {
  addProductsToCart: {
    user_errors: { code: string; message: string }[];
    cart: { items: {
      __typename: string; quantity: number; product: { sku: string };
      prices: { price_including_tax: { value: number } };
      configured_variant?: { sku: string };
      configurable_options?: { configurable_product_option_uid: string; configurable_product_option_value_uid: string; value_label: string }[];
      bundle_options?: { uid: string; label: string; values: { uid: string; quantity: number }[] }[];
      customizable_options?: { label: string; values: { value: string }[] }[];
    }[] };
  };
}

async function addToCart(item: Record<string, unknown>): Promise<AddResult['addProductsToCart']> {
  const cartId = await newCart();
  const { body } = await graphqlPost<AddResult>(t.app, {
    query: `mutation($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
      user_errors { code message }
      cart { items { __typename quantity product { sku } prices { price_including_tax { value } }
        ... on ConfigurableCartItem { configured_variant { sku } configurable_options { configurable_product_option_uid configurable_product_option_value_uid value_label } }
        ... on BundleCartItem { bundle_options { uid label values { uid quantity } } }
        ... on SimpleCartItem { customizable_options { label values { value } } } } } } }`,
    variables: { cartId, items: [item] },
    headers: { store: 'en' },
  });
  expect(body.errors).toBeUndefined();
  if (!body.data) throw new Error('addProductsToCart answered no data');
  return body.data.addProductsToCart;
}

describe('configurable products', () => {
  interface Configurable {
    price_range: PriceRange;
    configurable_options: { uid: string; attribute_uid: string; attribute_code: string; label: string; position: number;
      values: { uid: string; value_index: number; label: string; store_label: string; default_label: string; swatch_data: { __typename: string; value: string } | null }[] }[];
    variants: { attributes: { code: string; value_index: number; label: string; uid: string }[];
      product: { __typename: string; sku: string; stock_status: string; price_range: PriceRange; media_gallery: { url: string }[]; small_image: { url: string } | null } }[];
  }
  const FIELDS = `price_range { minimum_price { final_price { value currency } regular_price { value currency } } maximum_price { final_price { value currency } } }
    ... on ConfigurableProduct {
      configurable_options { uid attribute_uid attribute_code label position values { uid value_index label store_label default_label swatch_data { __typename value } } }
      variants { attributes { code value_index label uid } product { __typename sku stock_status media_gallery { url } small_image { url }
        price_range { minimum_price { final_price { value currency } regular_price { value currency } } maximum_price { final_price { value currency } } } } } }`;

  it('lists options with Magento uids, store labels and swatches, and only enabled in-stock variants', async () => {
    const product = await productBySku<Configurable>('TLC010', FIELDS);
    const db = t.database.db;
    const children = await db.selectFrom('configurable_variant as v').innerJoin('product as c', 'c.product_id', 'v.child_id')
      .select(['c.sku', 'c.price', 'c.stock_status', 'c.status']).where('v.parent_id', '=', db.selectFrom('product').select('product_id').where('sku', '=', 'TLC010')).execute();

    expect(product.configurable_options.map((o) => [o.attribute_code, o.label, o.position, o.uid, o.attribute_uid])).toEqual([
      ['color', 'Colour', 0, uid('configurable/color'), uid('color')],
      ['size', 'Size', 1, uid('configurable/size'), uid('size')],
    ]);
    const colour = product.configurable_options[0]!;
    expect(colour.values.map((v) => v.label)).toEqual(['White', 'Black', 'Clear']);
    expect(colour.values[0]).toMatchObject({ uid: uid(`configurable/color/${colour.values[0]!.value_index}`), store_label: 'White', default_label: 'ขาว', swatch_data: { __typename: 'ColorSwatchData', value: '#ffffff' } });
    // Sizes carry no swatch value, so no swatch_data.
    expect(product.configurable_options[1]!.values.every((v) => v.swatch_data === null)).toBe(true);

    const salable = children.filter((c) => c.status === 1 && c.stock_status === 'IN_STOCK');
    expect(product.variants.map((v) => v.product.sku).sort()).toEqual(salable.map((c) => c.sku).sort());
    for (const variant of product.variants) {
      const row = children.find((c) => c.sku === variant.product.sku)!;
      expect(variant.product.__typename).toBe('SimpleProduct');
      expect(variant.product.stock_status).toBe('IN_STOCK');
      expect(variant.product.price_range.minimum_price.final_price).toEqual({ value: baht(row.price), currency: 'THB' });
      expect(variant.product.media_gallery.length).toBeGreaterThan(0);
      expect(variant.attributes.map((a) => a.code)).toEqual(['color', 'size']);
      for (const attribute of variant.attributes) {
        expect(attribute.uid).toBe(uid(`configurable/${attribute.code}/${attribute.value_index}`));
        const option = product.configurable_options.find((o) => o.attribute_code === attribute.code)!;
        expect(option.values.find((v) => v.value_index === attribute.value_index)?.label).toBe(attribute.label);
      }
      // The sku spells the chosen values (TLC010-white-s): the attributes belong to this child.
      expect(variant.product.sku.toLowerCase()).toContain(variant.attributes[0]!.label.toLowerCase());
    }
    const cheapest = Math.min(...salable.map((c) => c.price));
    expect(product.price_range.minimum_price.final_price.value).toBe(baht(cheapest));
  });

  it('leaves out-of-stock children out of variants but keeps their values selectable elsewhere', async () => {
    const db = t.database.db;
    const oos = await db.selectFrom('configurable_variant as v').innerJoin('product as c', 'c.product_id', 'v.child_id').innerJoin('product as p', 'p.product_id', 'v.parent_id')
      .select(['p.sku as parent', 'c.sku']).where('c.stock_status', '=', 'OUT_OF_STOCK').orderBy('c.product_id').executeTakeFirst();
    expect(oos).toBeDefined();
    const product = await productBySku<Configurable>(oos!.parent, FIELDS);
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.variants.map((v) => v.product.sku)).not.toContain(oos!.sku);
    // Its values still show among the options (the page can mark them sold out).
    const values = await db.selectFrom('product_attribute_value as v').innerJoin('product as c', 'c.product_id', 'v.product_id')
      .innerJoin('configurable_attribute as ca', (join) => join.onRef('ca.attribute_code', '=', 'v.attribute_code'))
      .innerJoin('product as p', 'p.product_id', 'ca.product_id')
      .select(['v.attribute_code', 'v.option_id']).where('c.sku', '=', oos!.sku).where('p.sku', '=', oos!.parent).execute();
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      const option = product.configurable_options.find((o) => o.attribute_code === value.attribute_code);
      expect(option?.values.map((v) => v.value_index)).toContain(value.option_id);
    }
  });

  it('answers texts in the Thai store view', async () => {
    const product = await productBySku<Configurable>('TLC007', FIELDS, { store: 'th' });
    const flavour = product.configurable_options[0]!;
    expect(flavour.attribute_code).toBe('flavour');
    expect(flavour.values[0]).toMatchObject({ label: 'รสดั้งเดิม', store_label: 'รสดั้งเดิม', swatch_data: { __typename: 'ColorSwatchData', value: '#f2d16b' } });
    expect(product.variants[0]!.attributes[0]!.label).toMatch(/^รส/);
  });

  it('puts a variant in the cart from the value uids it returns (selected_options)', async () => {
    const product = await productBySku<Configurable>('TLC010', FIELDS);
    const variant = product.variants[1]!;
    const uids = variant.attributes.map((a) => a.uid);
    for (const value of uids) expect(decodeOptionUid(value)).toMatchObject({ kind: 'configurable' });
    const result = await addToCart({ sku: 'TLC010', quantity: 1, selected_options: uids });
    expect(result.user_errors).toEqual([]);
    const line = result.cart.items[0]!;
    expect(line.__typename).toBe('ConfigurableCartItem');
    expect(line.configured_variant?.sku).toBe(variant.product.sku);
    expect(line.prices.price_including_tax.value).toBe(variant.product.price_range.minimum_price.final_price.value);
    // The cart names the chosen values with the same uids the product page sent.
    expect(line.configurable_options?.map((o) => o.configurable_product_option_value_uid)).toEqual(uids);
    expect(line.configurable_options?.map((o) => o.configurable_product_option_uid)).toEqual(product.configurable_options.map((o) => o.uid));
  });

  it('answers configurable_product_options_selection: available values, and the variant once all are chosen', async () => {
    interface Selection {
      configurable_product_options_selection: {
        options_available_for_selection: { attribute_code: string; option_value_uids: string[] }[];
        configurable_options: { uid: string; attribute_code: string; label: string; values: { uid: string; is_available: boolean; label: string }[] }[];
        media_gallery: { url: string }[];
        variant: { sku: string } | null;
      };
    }
    const product = await productBySku<Configurable>('TLC010', FIELDS);
    const first = product.variants[0]!;
    const colourUid = first.attributes[0]!.uid;
    const query = `... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: $uids) {
      options_available_for_selection { attribute_code option_value_uids }
      configurable_options { uid attribute_code label values { uid is_available label } }
      media_gallery { url } variant { sku } } }`;
    const select = async (uids: string[]) => {
      const { body } = await graphqlGet<{ products: { items: Selection[] } }>(t.app, {
        query: `query($sku: String!, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items { ${query} } } }`,
        variables: { sku: 'TLC010', uids },
        headers: { store: 'en' },
      });
      expect(body.errors).toBeUndefined();
      return body.data!.products.items[0]!.configurable_product_options_selection;
    };

    const partial = await select([colourUid]);
    const sizesWithColour = product.variants.filter((v) => v.attributes[0]!.uid === colourUid).map((v) => v.attributes[1]!.uid);
    expect(partial.options_available_for_selection.find((o) => o.attribute_code === 'size')?.option_value_uids.sort()).toEqual([...new Set(sizesWithColour)].sort());
    expect(partial.variant).toBeNull();
    expect(partial.media_gallery.length).toBeGreaterThan(0);
    const sizeOption = partial.configurable_options.find((o) => o.attribute_code === 'size')!;
    expect(sizeOption.values.filter((v) => v.is_available).map((v) => v.uid).sort()).toEqual([...new Set(sizesWithColour)].sort());

    const full = await select(first.attributes.map((a) => a.uid));
    expect(full.variant).toEqual({ sku: first.product.sku });
  });
});

describe('bundle products', () => {
  interface Bundle {
    dynamic_price: boolean;
    price_range: PriceRange;
    items: { option_id: number; uid: string; title: string; required: boolean; type: string; position: number; sku: string;
      options: { id: number; uid: string; label: string; quantity: number; qty: number; position: number; is_default: boolean; price: number; price_type: string; can_change_quantity: boolean;
        product: { sku: string; name: string; stock_status: string; price_range: PriceRange } }[] }[];
  }
  const FIELDS = `price_range { minimum_price { final_price { value currency } regular_price { value currency } } maximum_price { final_price { value currency } } }
    ... on BundleProduct { dynamic_price items { option_id uid title required type position sku
      options { id uid label quantity qty position is_default price price_type can_change_quantity
        product { sku name stock_status price_range { minimum_price { final_price { value currency } regular_price { value currency } } maximum_price { final_price { value currency } } } } } } }`;

  it('lists options and selections with Magento uids, store titles and per-unit prices', async () => {
    const bundle = await productBySku<Bundle>('TLB003', FIELDS);
    const db = t.database.db;
    const rows = await db.selectFrom('bundle_option as o').innerJoin('product as p', 'p.product_id', 'o.product_id')
      .select(['o.option_id', 'o.title_en', 'o.type', 'o.required']).where('p.sku', '=', 'TLB003').orderBy('o.position').execute();
    expect(bundle.dynamic_price).toBe(true);
    expect(bundle.items.map((i) => [i.option_id, i.title, i.type, i.required, i.sku, i.uid])).toEqual(
      rows.map((r) => [r.option_id, r.title_en, r.type, r.required, 'TLB003', uid(`bundle/${r.option_id}`)]),
    );
    for (const item of bundle.items) {
      expect(item.options.length).toBeGreaterThan(0);
      expect(item.options.filter((o) => o.is_default)).toHaveLength(1);
      for (const option of item.options) {
        expect(option.uid).toBe(uid(`bundle/${item.option_id}/${option.id}/${option.quantity}`));
        expect(option).toMatchObject({ qty: option.quantity, label: option.product.name, price_type: 'DYNAMIC' });
        // A dynamic bundle's selection costs what its product costs.
        expect(option.price).toBe(option.product.price_range.minimum_price.final_price.value);
      }
    }
    expect(bundle.items.find((i) => i.type === 'radio')?.options[0]?.can_change_quantity).toBe(true);
    expect(bundle.items.find((i) => i.type === 'checkbox')?.options[0]?.can_change_quantity).toBe(false);
  });

  it('leaves out an option none of whose selections can be bought', async () => {
    // Disable every product TLB001's "Shrimp" option offers (this file's own database copy), then restore them.
    const db = t.database.db;
    const shrimp = db.selectFrom('bundle_selection as s').innerJoin('bundle_option as o', 'o.option_id', 's.option_id')
      .innerJoin('product as b', 'b.product_id', 'o.product_id').select('s.product_id').where('b.sku', '=', 'TLB001').where('o.title_en', '=', 'Shrimp');
    const ids = (await shrimp.execute()).map((r) => r.product_id);
    expect(ids.length).toBeGreaterThan(0);
    await db.updateTable('product').set({ status: 2 }).where('product_id', 'in', ids).execute();
    try {
      const bundle = await productBySku<Bundle>('TLB001', FIELDS);
      expect(bundle.items.map((i) => i.title)).toEqual(['Herbs', 'Tom Yum Paste', 'Mushrooms']);
    } finally {
      await db.updateTable('product').set({ status: 1 }).where('product_id', 'in', ids).execute();
    }
  });

  it.each(['TLB001', 'TLB002'])('puts %s (weighed meat or seafood at a fixed 1 kg) in the cart with every required option', async (sku) => {
    const bundle = await productBySku<Bundle>(sku, FIELDS);
    const required = bundle.items.filter((i) => i.required);
    expect(required.map((i) => i.title)).toContain(sku === 'TLB001' ? 'Shrimp' : 'Chicken');
    const chosen = required.map((i) => i.options.find((o) => o.product.stock_status === 'IN_STOCK')!);
    const result = await addToCart({ sku, quantity: 1, selected_options: chosen.map((o) => o.uid) });
    expect(result.user_errors).toEqual([]);
    expect(result.cart.items[0]?.bundle_options?.map((o) => o.label)).toEqual(required.map((i) => i.title));
  });

  it('prices selections of a fixed-price bundle at nothing (the bundle price covers them)', async () => {
    const bundle = await productBySku<Bundle>('TLB004', FIELDS, { store: 'th' });
    expect(bundle.dynamic_price).toBe(false);
    expect(bundle.items[0]?.title).toBe('กล่องอาหาร');
    expect(bundle.items.flatMap((i) => i.options).every((o) => o.price === 0 && o.price_type === 'FIXED')).toBe(true);
  });

  it('puts the bundle in the cart from the selection uids it returns', async () => {
    const bundle = await productBySku<Bundle>('TLB003', FIELDS);
    const chosen = bundle.items.filter((i) => i.required).map((i) => i.options.find((o) => o.is_default && o.product.stock_status === 'IN_STOCK') ?? i.options[0]!);
    for (const option of chosen) expect(decodeOptionUid(option.uid)).toMatchObject({ kind: 'bundle', selectionId: option.id });
    const result = await addToCart({ sku: 'TLB003', quantity: 1, selected_options: chosen.map((o) => o.uid) });
    expect(result.user_errors).toEqual([]);
    const line = result.cart.items[0]!;
    expect(line.__typename).toBe('BundleCartItem');
    expect(line.bundle_options?.flatMap((o) => o.values.map((v) => v.uid))).toEqual(chosen.map((o) => o.uid));
    const expected = chosen.reduce((sum, o) => sum + Math.round(o.price * 100) * o.quantity, 0) / 100;
    expect(line.prices.price_including_tax.value).toBe(expected);
  });
});

describe('grouped products', () => {
  it('lists enabled members in position order with their default quantities and product objects', async () => {
    interface Grouped { items: { qty: number; position: number; product: { __typename: string; sku: string; stock_status: string; price_range: PriceRange } }[] }
    const grouped = await productBySku<Grouped>('TLG001', `... on GroupedProduct { items { qty position product { __typename sku stock_status
      price_range { minimum_price { final_price { value currency } regular_price { value currency } } maximum_price { final_price { value currency } } } } } }`);
    const db = t.database.db;
    const links = await db.selectFrom('product_link as l').innerJoin('product as g', 'g.product_id', 'l.product_id').innerJoin('product as c', 'c.product_id', 'l.linked_product_id')
      .select(['c.sku', 'l.qty', 'l.position', 'c.price']).where('g.sku', '=', 'TLG001').where('l.link_type', '=', 'associated').where('c.status', '=', 1).orderBy('l.position').execute();
    expect(grouped.items.map((i) => [i.product.sku, i.qty, i.position])).toEqual(links.map((l) => [l.sku, Number(l.qty), l.position]));
    expect(grouped.items[0]?.qty).toBe(2);
    expect(grouped.items.every((i) => i.product.__typename === 'SimpleProduct')).toBe(true);
  });
});

describe('downloadable products', () => {
  it('lists links with their uids, store titles and prices in the display currency', async () => {
    interface Downloadable { downloadable_product_links: { id: number; uid: string; title: string; sort_order: number; price: number; sample_url: string | null }[]; downloadable_product_samples: unknown[] }
    const fields = '... on DownloadableProduct { downloadable_product_links { id uid title sort_order price sample_url } downloadable_product_samples { title } }';
    const db = t.database.db;
    const rows = await db.selectFrom('downloadable_link as l').innerJoin('product as p', 'p.product_id', 'l.product_id')
      .select(['l.link_id', 'l.title_th', 'l.title_en', 'l.price']).where('p.sku', '=', 'TLD001').orderBy('l.sort_order').orderBy('l.link_id').execute();
    expect(rows.length).toBeGreaterThan(0);
    const en = await productBySku<Downloadable>('TLD001', fields);
    expect(en.downloadable_product_links.map((l) => [l.id, l.uid, l.title, l.price])).toEqual(rows.map((r) => [r.link_id, uid(`downloadable/${r.link_id}`), r.title_en, baht(r.price)]));
    expect(en.downloadable_product_samples).toEqual([]);
    const th = await productBySku<Downloadable>('TLD001', fields, { store: 'th' });
    expect(th.downloadable_product_links.map((l) => l.title)).toEqual(rows.map((r) => r.title_th));
    const usd = await productBySku<Downloadable>('TLD001', fields, { store: 'en', 'Content-Currency': 'USD' });
    const priced = rows.find((r) => r.price > 0);
    if (priced) {
      const link = usd.downloadable_product_links.find((l) => l.id === priced.link_id)!;
      expect(link.price).toBe(Math.round(priced.price * 0.0295) / 100);
    }
  });
});

describe('customizable options', () => {
  interface Options {
    price_range: PriceRange;
    options: { __typename: string; uid: string; option_id: number; title: string; required: boolean; sort_order: number;
      dropdown?: { uid: string; option_type_id: number; title: string; price: number; price_type: string; sku: string | null }[];
      checkbox?: { uid: string; option_type_id: number; title: string; price: number; price_type: string }[];
      field?: { uid: string; price: number; price_type: string; max_characters: number; sku: string | null };
      area?: { uid: string; price: number; price_type: string; max_characters: number };
      product_sku?: string }[] | null;
  }
  const FIELDS = `price_range { minimum_price { final_price { value currency } regular_price { value currency } } maximum_price { final_price { value currency } } }
    ... on CustomizableProductInterface { options { __typename uid option_id title required sort_order
      ... on CustomizableDropDownOption { dropdown: value { uid option_type_id title price price_type sku } }
      ... on CustomizableCheckboxOption { checkbox: value { uid option_type_id title price price_type } }
      ... on CustomizableFieldOption { product_sku field: value { uid price price_type max_characters sku } }
      ... on CustomizableAreaOption { area: value { uid price price_type max_characters } } } }`;

  async function skuWithOption(type: string): Promise<string> {
    const row = await t.database.db.selectFrom('product_option as o').innerJoin('product as p', 'p.product_id', 'o.product_id')
      .select('p.sku').where('o.type', '=', type).orderBy('o.option_id').executeTakeFirstOrThrow();
    return row.sku;
  }

  it('answers drop-down (FIXED) and checkbox (PERCENT) options with Magento uids, and the cart prices them', async () => {
    const sku = await skuWithOption('drop_down');
    const product = await productBySku<Options>(sku, FIELDS);
    const [cut, vacuum] = product.options!;
    expect(cut).toMatchObject({ __typename: 'CustomizableDropDownOption', title: 'Cutting Style', required: true, uid: uid(`custom-option/${cut!.option_id}`) });
    expect(cut!.dropdown!.map((v) => [v.title, v.price, v.price_type, v.uid])).toEqual(
      cut!.dropdown!.map((v) => [expect.any(String), expect.any(Number), 'FIXED', uid(`custom-option/${cut!.option_id}/${v.option_type_id}`)]),
    );
    expect(cut!.dropdown!.map((v) => v.price)).toEqual([0, 20, 30]);
    expect(vacuum).toMatchObject({ __typename: 'CustomizableCheckboxOption', required: false });
    expect(vacuum!.checkbox![0]).toMatchObject({ price: 5, price_type: 'PERCENT', uid: uid(`custom-option/${vacuum!.option_id}/${vacuum!.checkbox![0]!.option_type_id}`) });

    const cubed = cut!.dropdown![1]!;
    const packed = vacuum!.checkbox![0]!;
    const result = await addToCart({ sku, quantity: 1, selected_options: [cubed.uid, packed.uid] });
    expect(result.user_errors).toEqual([]);
    const base = product.price_range.minimum_price.final_price.value;
    // base + 20.00 (FIXED) + 5 % of base (PERCENT), to the satang.
    expect(result.cart.items[0]!.prices.price_including_tax.value).toBe((Math.round(base * 100) + 2000 + Math.round(base * 100 * 0.05)) / 100);
    expect(result.cart.items[0]!.customizable_options?.map((o) => o.label)).toEqual(['Cutting Style', 'Vacuum Packing']);
  });

  it('answers a text field with its entered-option uid, which the cart accepts in entered_options', async () => {
    const sku = await skuWithOption('field');
    const product = await productBySku<Options>(sku, FIELDS, { store: 'th' });
    const engraving = product.options!.find((o) => o.__typename === 'CustomizableFieldOption')!;
    expect(engraving).toMatchObject({ title: 'สลักชื่อร้าน', product_sku: sku, field: { price: 50, price_type: 'FIXED', max_characters: 20, sku: 'engrave', uid: uid(`custom-option/${engraving.option_id}`) } });
    const result = await addToCart({ sku, quantity: 1, entered_options: [{ uid: engraving.field!.uid, value: 'Krua Somchai' }] });
    expect(result.user_errors).toEqual([]);
    const base = product.price_range.minimum_price.final_price.value;
    expect(result.cart.items[0]!.prices.price_including_tax.value).toBe((Math.round(base * 100) + 5000) / 100);
    expect(result.cart.items[0]!.customizable_options?.[0]?.values).toEqual([{ value: 'Krua Somchai' }]);
  });

  it('converts FIXED option prices to the display currency and leaves PERCENT ones as percentages', async () => {
    const sku = await skuWithOption('drop_down');
    const usd = await productBySku<Options>(sku, FIELDS, { store: 'en', 'Content-Currency': 'USD' });
    expect(usd.price_range.minimum_price.final_price.currency).toBe('USD');
    expect(usd.options![0]!.dropdown!.map((v) => v.price)).toEqual([0, 0.59, 0.89]);
    expect(usd.options![1]!.checkbox![0]!.price).toBe(5);
  });

  it('answers null options for a product without any, as Magento does', async () => {
    const product = await productBySku<Options>('TLV001', FIELDS);
    expect(product.options).toBeNull();
  });
});
