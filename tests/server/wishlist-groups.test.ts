import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '../../server/mail/outbox';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Shopping lists (wishlist groups): each mutation's validation, and that only the owner may read or change a
// list (another customer gets Magento's wishlist authorization error), while a shared link reads it.

let t: TestApp;
let en: Shopper;
let simple = { id: 0, sku: '' };
let weighed = { id: 0, sku: '', increments: 0 };

interface Group {
  tigren_wishlistplus_group_id: number;
  group_name: string;
  is_default: boolean;
  sharing_code: string | null;
  items: { item_id: number; product_id: number; product_qty: number; position: number; product: { sku: string } | null }[];
}

const GROUPS = '{ customer { wishlist_groups { tigren_wishlistplus_group_id group_name is_default sharing_code items { item_id product_id product_qty position product { sku } } } } }';
const CREATE = 'mutation ($n: String!) { createWishlistGroup(input: { group_name: $n }) { tigren_wishlistplus_group_id group_name is_default items { item_id } } }';
const ASSIGN = 'mutation ($p: [WishlistGroupProductInput!]!, $g: String!) { assignProductsToWishlistGroup(products: $p, groups: $g) { success message } }';
const DENIED = { message: 'The current user cannot perform operations on wishlist', extensions: { category: 'graphql-authorization' } };

async function customer(): Promise<string> {
  const email = uniqueEmail('lists');
  await en.register({ email, password: GOOD_PASSWORD });
  return en.signIn(email, GOOD_PASSWORD);
}

async function groups(token: string): Promise<Group[]> {
  const body = await en.call<{ customer: { wishlist_groups: Group[] } }>(GROUPS, {}, token);
  expect(body.errors).toBeUndefined();
  return body.data?.customer.wishlist_groups ?? [];
}

async function create(token: string, name: string): Promise<number> {
  const body = await en.call<{ createWishlistGroup: Group }>(CREATE, { n: name }, token);
  expect(body.errors).toBeUndefined();
  return body.data?.createWishlistGroup.tigren_wishlistplus_group_id ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
  const base = t.database.db.selectFrom('product').select(['product_id', 'sku', 'qty_increments']).where('type_id', '=', 'simple').where('status', '=', 1).where('is_free', '=', false).where('stock_status', '=', 'IN_STOCK').where('qty', '>=', '50').where('min_sale_qty', '<=', '1').where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_option').select('option_id').whereRef('product_option.product_id', '=', 'product.product_id'))));
  const a = await base.where('qty_increments', '=', '1').orderBy('product_id').executeTakeFirstOrThrow();
  const b = await base.where('qty_increments', '=', '0.5').orderBy('product_id').executeTakeFirstOrThrow();
  simple = { id: a.product_id, sku: a.sku };
  weighed = { id: b.product_id, sku: b.sku, increments: Number(b.qty_increments) };
});

afterAll(async () => {
  await t?.close();
});

describe('creating and naming lists', () => {
  it('creates lists (the first is the default), refuses empty and duplicate names, and renames', async () => {
    const token = await customer();
    expect(await groups(token)).toEqual([]);
    const weekly = await create(token, '  Weekly   shop ');
    const party = await create(token, 'Party');
    expect((await groups(token)).map((g) => [g.group_name, g.is_default])).toEqual([['Weekly shop', true], ['Party', false]]);
    expect((await en.call(CREATE, { n: '   ' }, token)).errors?.[0]).toMatchObject({ message: 'Enter a name for the shopping list.', extensions: { category: 'graphql-input' } });
    expect((await en.call(CREATE, { n: 'weekly SHOP' }, token)).errors?.[0]?.message).toBe('A shopping list named "weekly SHOP" already exists.');
    const rename = 'mutation ($i: UpdateWishlistGroupInput!) { updateWishlistGroup(input: $i) { group_name is_default description } }';
    expect((await en.call(rename, { i: { group_id: party, group_name: 'Weekly shop' } }, token)).errors?.[0]?.extensions?.category).toBe('graphql-input');
    const renamed = await en.call(rename, { i: { group_id: party, group_name: 'Birthday', is_default: true, description: 'Saturday' } }, token);
    expect(renamed.data).toEqual({ updateWishlistGroup: { group_name: 'Birthday', is_default: true, description: 'Saturday' } });
    expect((await groups(token)).map((g) => [g.tigren_wishlistplus_group_id, g.is_default])).toEqual([[party, true], [weekly, false]]);
  });

  it('answers guests with the authorization error', async () => {
    expect((await en.call(GROUPS)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect((await en.call(CREATE, { n: 'Mine' })).errors?.[0]).toMatchObject(DENIED);
  });
});

describe('items, quantities and positions', () => {
  it('assigns products to several lists with qty_increments as the least quantity, moves and removes them', async () => {
    const token = await customer();
    const a = await create(token, 'A');
    const b = await create(token, 'B');
    const assigned = await en.call(ASSIGN, { p: [{ product_id: simple.id, qty: 3 }, { product_id: weighed.id, qty: 0.2 }], g: `${a},${b}` }, token);
    expect(assigned.data).toEqual({ assignProductsToWishlistGroup: { success: true, message: 'The shopping list was saved.' } });
    const [listA] = await groups(token);
    expect(listA?.items.map((i) => [i.product?.sku, i.product_qty, i.position])).toEqual([[simple.sku, 3, 1], [weighed.sku, weighed.increments, 2]]);

    // Assigning again without a quantity keeps the one chosen; quantities round up to whole increments.
    await en.call(ASSIGN, { p: [{ product_id: simple.id }], g: `${a}` }, token);
    const weighedItem = listA?.items[1]?.item_id ?? 0;
    const qty = 'mutation ($i: Int!, $g: Int!, $q: Float!) { updateQtyWishlistItemGroup(itemId: $i, groupId: $g, qty: $q) { item_id product_qty } }';
    expect((await en.call(qty, { i: weighedItem, g: a, q: 1.2 }, token)).data).toEqual({ updateQtyWishlistItemGroup: { item_id: weighedItem, product_qty: 1.5 } });
    expect((await en.call(qty, { i: weighedItem, g: a, q: 0 }, token)).errors?.[0]).toMatchObject({ message: 'The quantity must be greater than 0.', extensions: { category: 'graphql-input' } });
    expect((await en.call(qty, { i: weighedItem, g: b, q: 2 }, token)).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');

    const move = 'mutation ($i: Int!, $g: Int!, $p: Int!) { updatePositionWishlistItemGroup(itemId: $i, groupId: $g, position: $p) { success } }';
    expect((await en.call(move, { i: weighedItem, g: a, p: 0 }, token)).data).toEqual({ updatePositionWishlistItemGroup: { success: true } });
    const moved = (await groups(token))[0]?.items ?? [];
    expect(moved.map((i) => [i.product?.sku, i.product_qty, i.position])).toEqual([[weighed.sku, 1.5, 1], [simple.sku, 3, 2]]);
    expect((await en.call(move, { i: weighedItem, g: a, p: -1 }, token)).errors?.[0]?.message).toBe('The position must be 0 or more.');

    const removeFrom = 'mutation ($p: Int!, $g: [Int!]!) { removeProductFromGroups(productId: $p, groupIds: $g) { success } }';
    await en.call(removeFrom, { p: simple.id, g: [a, b] }, token);
    expect((await groups(token)).map((g) => g.items.map((i) => i.product?.sku))).toEqual([[weighed.sku], [weighed.sku]]);
    const removeItems = 'mutation ($i: RemoveItemWishlistGroupInput!) { removeItemWishlistGroup(input: $i) { success } }';
    expect((await en.call(removeItems, { i: { group_id: a, item_ids: [999999] } }, token)).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    await en.call(removeItems, { i: { group_id: a, item_ids: [weighedItem] } }, token);
    expect((await groups(token))[0]?.items).toEqual([]);
  });

  it('refuses malformed group lists and unknown products before changing anything', async () => {
    const token = await customer();
    const a = await create(token, 'A');
    for (const g of ['', 'x', '1;2', `${a},-3`, '1.5']) {
      expect((await en.call(ASSIGN, { p: [{ product_id: simple.id }], g }, token)).errors?.[0]).toMatchObject({
        message: '"groups" must list shopping list ids separated by commas.',
        extensions: { category: 'graphql-input' },
      });
    }
    expect((await en.call(ASSIGN, { p: [{ product_id: 2_000_000_000 }], g: `${a}` }, token)).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect((await en.call(ASSIGN, { p: [{ product_id: simple.id, qty: -1 }], g: `${a}` }, token)).errors?.[0]?.message).toBe('The quantity must be greater than 0.');
    expect((await groups(token))[0]?.items).toEqual([]);
  });
});

describe('ownership', () => {
  it('refuses every read and change of another customer’s list with Magento’s authorization error', async () => {
    const owner = await customer();
    const other = await customer();
    const list = await create(owner, 'Private');
    await en.call(ASSIGN, { p: [{ product_id: simple.id, qty: 2 }], g: `${list}` }, owner);
    const item = (await groups(owner))[0]?.items[0]?.item_id ?? 0;
    const attempts: [string, Record<string, unknown>][] = [
      ['mutation ($i: UpdateWishlistGroupInput!) { updateWishlistGroup(input: $i) { group_name } }', { i: { group_id: list, group_name: 'Mine now' } }],
      ['mutation ($ids: String!) { removeWishlistGroup(ids: $ids) { success } }', { ids: `${list}` }],
      ['mutation ($i: RemoveItemWishlistGroupInput!) { removeItemWishlistGroup(input: $i) { success } }', { i: { group_id: list, item_ids: [item] } }],
      [ASSIGN, { p: [{ product_id: simple.id }], g: `${list}` }],
      ['mutation ($p: Int!, $g: [Int!]!) { removeProductFromGroups(productId: $p, groupIds: $g) { success } }', { p: simple.id, g: [list] }],
      ['mutation ($i: Int!, $g: Int!) { updateQtyWishlistItemGroup(itemId: $i, groupId: $g, qty: 5) { item_id } }', { i: item, g: list }],
      ['mutation ($i: Int!, $g: Int!) { updatePositionWishlistItemGroup(itemId: $i, groupId: $g, position: 0) { success } }', { i: item, g: list }],
      ['mutation ($i: Int!, $p: Int!) { addToCartFromWishlist(item: $i, qty: 1, product_id: $p) { success } }', { i: item, p: simple.id }],
      ['mutation ($i: [ShoppingListItemToCartInput!]!) { addShoppingListItemsToCart(items: $i) { success } }', { i: [{ item, qty: 1, product_id: simple.id }] }],
      ['mutation ($i: ShareWishlistGroupInput!) { shareWishlistGroup(input: $i) { sharing_code } }', { i: { group_id: list, emails: [] } }],
    ];
    for (const [query, variables] of attempts) {
      expect((await en.call(query, variables, other)).errors?.[0]).toMatchObject(DENIED);
    }
    expect(await groups(other)).toEqual([]);
    const [kept] = await groups(owner);
    expect([kept?.group_name, kept?.items.map((i) => i.product_qty), kept?.sharing_code]).toEqual(['Private', [2], null]);
  });
});

describe('adding a list to the cart', () => {
  it('adds the chosen items to the customer’s cart with their quantities', async () => {
    const token = await customer();
    const list = await create(token, 'Cart me');
    await en.call(ASSIGN, { p: [{ product_id: simple.id, qty: 2 }, { product_id: weighed.id, qty: 1 }], g: `${list}` }, token);
    const items = (await groups(token))[0]?.items ?? [];
    const add = await en.call('mutation ($i: [ShoppingListItemToCartInput!]!) { addShoppingListItemsToCart(items: $i) { success message } }', {
      i: items.map((item) => ({ item: item.item_id, qty: item.product_qty, product_id: item.product_id })),
    }, token);
    expect(add.data).toEqual({ addShoppingListItemsToCart: { success: true, message: '2 product(s) were added to your cart.' } });
    const cart = await en.call<{ customerCart: { items: { quantity: number; product: { sku: string } }[] } }>('{ customerCart { items { quantity product { sku } } } }', {}, token);
    expect(cart.data?.customerCart.items.map((i) => [i.product?.sku, i.quantity]).sort()).toEqual([[simple.sku, 2], [weighed.sku, 1]].sort());
    const one = await en.call('mutation ($i: Int!, $p: Int!) { addToCartFromWishlist(item: $i, qty: 1, product_id: $p) { success message } }', { i: items[0]?.item_id, p: items[0]?.product_id }, token);
    expect(one.data).toEqual({ addToCartFromWishlist: { success: true, message: '1 product(s) were added to your cart.' } });
    const wrongProduct = await en.call('mutation ($i: Int!, $p: Int!) { addToCartFromWishlist(item: $i, qty: 1, product_id: $p) { success } }', { i: items[0]?.item_id, p: weighed.id }, token);
    expect(wrongProduct.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});

describe('sharing', () => {
  it('gives a read-only link that works without an account and mails it to the addresses given', async () => {
    const token = await customer();
    const list = await create(token, 'Share me');
    await en.call(ASSIGN, { p: [{ product_id: simple.id, qty: 4 }], g: `${list}` }, token);
    const share = 'mutation ($i: ShareWishlistGroupInput!) { shareWishlistGroup(input: $i) { success message sharing_code } }';
    expect((await en.call(share, { i: { group_id: list, emails: ['not-an-address'] } }, token)).errors?.[0]?.extensions?.category).toBe('graphql-input');
    const shared = await en.call<{ shareWishlistGroup: { sharing_code: string } }>(share, { i: { group_id: list, emails: ['friend@example.com'], message: 'For Sunday' } }, token);
    const code = shared.data?.shareWishlistGroup.sharing_code ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await en.call<{ shareWishlistGroup: { sharing_code: string } }>(share, { i: { group_id: list, emails: [] } }, token);
    expect(again.data?.shareWishlistGroup.sharing_code).toBe(code);
    const [mail] = await listMail(t.database.db, { to: 'friend@example.com' });
    expect(mail?.text).toContain(`/shoppinglist/shared/code/${code}`);
    expect(mail?.text).toContain('For Sunday');

    const read = 'query ($c: String!) { sharedWishlistGroup(sharing_code: $c) { group_name items { product_qty product { sku } } } }';
    expect((await en.call(read, { c: code })).data).toEqual({ sharedWishlistGroup: { group_name: 'Share me', items: [{ product_qty: 4, product: { sku: simple.sku } }] } });
    // Another code: its last letter changed (to one it is not, whatever the random code ended with).
    const wrong = `${code.slice(0, -1)}${code.slice(-1).toLowerCase() === 'x' ? 'y' : 'x'}`;
    expect((await en.call(read, { c: wrong })).data).toEqual({ sharedWishlistGroup: null });
    // The link reads; it changes nothing (a guest holding it is refused every change).
    expect((await en.call(ASSIGN, { p: [{ product_id: weighed.id }], g: `${list}` })).errors?.[0]).toMatchObject(DENIED);
  });
});
