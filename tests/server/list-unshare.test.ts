import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Stopping the sharing of a shopping list: only the owner may, the link stops working at once, and sharing
// again makes a new link (the old one stays dead).

let t: TestApp;
let en: Shopper;

const CREATE = 'mutation ($n: String!) { createWishlistGroup(input: { group_name: $n }) { tigren_wishlistplus_group_id } }';
const SHARE = 'mutation ($i: ShareWishlistGroupInput!) { shareWishlistGroup(input: $i) { sharing_code } }';
const UNSHARE = 'mutation ($g: Int!) { unshareWishlistGroup(group_id: $g) { success message sharing_code } }';
const SHARED = 'query ($c: String!) { sharedWishlistGroup(sharing_code: $c) { group_name } }';
const DENIED = { message: 'The current user cannot perform operations on wishlist', extensions: { category: 'graphql-authorization' } };

async function customer(): Promise<string> {
  const email = uniqueEmail('unshare');
  await en.register({ email, password: GOOD_PASSWORD });
  return en.signIn(email, GOOD_PASSWORD);
}

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
});
afterAll(async () => {
  await t?.close();
});

describe('unshareWishlistGroup', () => {
  it('stops the link at once; sharing again gives a new link and the old one stays dead', async () => {
    const token = await customer();
    const list = (await en.call<{ createWishlistGroup: { tigren_wishlistplus_group_id: number } }>(CREATE, { n: 'Sunday' }, token)).data?.createWishlistGroup.tigren_wishlistplus_group_id ?? 0;
    const code = (await en.call<{ shareWishlistGroup: { sharing_code: string } }>(SHARE, { i: { group_id: list, emails: [] } }, token)).data?.shareWishlistGroup.sharing_code ?? '';
    expect((await en.call(SHARED, { c: code })).data).toEqual({ sharedWishlistGroup: { group_name: 'Sunday' } });

    const stopped = await en.call(UNSHARE, { g: list }, token);
    expect(stopped.data).toEqual({ unshareWishlistGroup: { success: true, message: 'The shopping list is no longer shared. Its link stops working.', sharing_code: null } });
    expect((await en.call(SHARED, { c: code })).data).toEqual({ sharedWishlistGroup: null });
    const th = await new Shopper(t.app, 'th').call<{ unshareWishlistGroup: { message: string } }>(UNSHARE, { g: list }, token);
    expect(th.data?.unshareWishlistGroup.message).toBe('หยุดแชร์รายการซื้อสินค้าแล้ว ลิงก์เดิมใช้ไม่ได้อีก');

    const again = (await en.call<{ shareWishlistGroup: { sharing_code: string } }>(SHARE, { i: { group_id: list, emails: [] } }, token)).data?.shareWishlistGroup.sharing_code ?? '';
    expect(again).not.toBe(code);
    expect((await en.call(SHARED, { c: again })).data).toEqual({ sharedWishlistGroup: { group_name: 'Sunday' } });
    expect((await en.call(SHARED, { c: code })).data).toEqual({ sharedWishlistGroup: null });
  });

  it("refuses a guest and another customer's list, and leaves its link working", async () => {
    const owner = await customer();
    const list = (await en.call<{ createWishlistGroup: { tigren_wishlistplus_group_id: number } }>(CREATE, { n: 'Mine' }, owner)).data?.createWishlistGroup.tigren_wishlistplus_group_id ?? 0;
    const code = (await en.call<{ shareWishlistGroup: { sharing_code: string } }>(SHARE, { i: { group_id: list, emails: [] } }, owner)).data?.shareWishlistGroup.sharing_code ?? '';
    const other = await customer();
    expect((await en.call(UNSHARE, { g: list }, other)).errors?.[0]).toMatchObject(DENIED);
    expect((await en.call(UNSHARE, { g: list })).errors?.[0]).toMatchObject(DENIED);
    expect((await en.call(SHARED, { c: code })).data).toEqual({ sharedWishlistGroup: { group_name: 'Mine' } });
  });
});
