// Shopping lists in Chromium (issue 12): a guest's heart goes through sign-in and back to the popup; a list made
// from a product card and filled from a product page; quantities in steps of qty_increments; rows reordered by
// keyboard; the list added to the cart; printed; shared read-only; axe on every new page in th and en.
// The demo customer is reused (the shop limits new accounts per address); their lists are cleared first.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { customerToken, gql } from './support/account-api';
import { DEMO_CUSTOMER, PERSISTENCE_PREFIX } from './support/account-fixtures';
import { chooseDeliveryArea, productCard } from './support/cart-fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const CATEGORY_PATH = 'seasonings/sauces';
const CATEGORY = `/${CATEGORY_PATH}.html`;

interface Plain {
  name: string;
  sku: string;
  url_key: string;
  url_suffix: string | null;
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

/** Two in-stock simple products of the category without required options (a card can list them). */
async function plainProducts(request: APIRequestContext): Promise<[Plain, Plain]> {
  const { products } = await gql<{ products: { items: (Plain & { __typename: string; stock_status: string; options?: { required: boolean }[] | null })[] } }>(
    request,
    `query ($path: String!) { products(filter: { category_url_path: { eq: $path } }, pageSize: 24) {
      items { __typename name sku url_key url_suffix stock_status ... on CustomizableProductInterface { options { required } } } } }`,
    { path: CATEGORY_PATH },
  );
  const plain = products.items.filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && !(p.options ?? []).some((o) => o.required));
  if (plain.length < 2) throw new Error('the category needs two plain products');
  return [plain[0]!, plain[1]!];
}

async function clearLists(request: APIRequestContext, token: string): Promise<void> {
  const data = await gql<{ customer: { wishlist_groups: { tigren_wishlistplus_group_id: number }[] } }>(request, '{ customer { wishlist_groups { tigren_wishlistplus_group_id } } }', {}, token);
  const ids = data.customer.wishlist_groups.map((g) => g.tigren_wishlistplus_group_id);
  if (ids.length) await gql(request, 'mutation ($ids: String!) { removeWishlistGroup(ids: $ids) { success } }', { ids: ids.join(',') }, token);
}

async function signInWith(page: Page, token: string, store: 'th' | 'en'): Promise<void> {
  await page.addInitScript(
    ({ prefix, token, store }) => {
      if (!window.localStorage.getItem(`${prefix}signin_token`)) {
        window.localStorage.setItem(`${prefix}signin_token`, JSON.stringify({ value: token, timestamp: Date.now(), ttl: 3600 }));
      }
      window.localStorage.setItem(`${prefix}store_view_code`, JSON.stringify({ value: store, timestamp: Date.now() }));
    },
    { prefix: PERSISTENCE_PREFIX, token, store },
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a list from a card and a product page: quantities, keyboard order, to the cart, printed and shared', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const token = await customerToken(request, DEMO_CUSTOMER);
  await clearLists(request, token);
  const [first, second] = await plainProducts(request);
  const weekly = `ซื้อประจำสัปดาห์ ${Date.now() % 100000}`;

  // A guest's heart: off to sign in, and the popup is waiting on return.
  await page.goto(CATEGORY);
  await productCard(page, first.name).getByRole('button', { name: `เข้าสู่ระบบเพื่อเพิ่ม ${first.name} ในรายการซื้อสินค้า` }).click();
  await expect(page).toHaveURL(/\/sign-in\?return=/);
  const signInForm = page.getByRole('main');
  await signInForm.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(DEMO_CUSTOMER.email);
  await signInForm.getByLabel('รหัสผ่าน', { exact: false }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  const popup = page.getByRole('dialog', { name: 'เพิ่มในรายการซื้อสินค้า' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('ยังไม่มีรายการซื้อสินค้า')).toBeVisible();
  // Save only once something changed: here, a new list named.
  await expect(popup.getByRole('button', { name: 'บันทึก' })).toBeDisabled();
  await popup.getByRole('textbox', { name: 'หรือสร้างรายการใหม่' }).fill(weekly);
  await popup.getByRole('button', { name: 'บันทึก' }).click();
  await expect(popup.getByText('บันทึกรายการซื้อสินค้าของคุณแล้ว')).toBeVisible();
  await popup.getByRole('button', { name: 'เลือกซื้อสินค้าต่อ' }).click();
  await expect(popup).toBeHidden();
  await expect(productCard(page, first.name).getByRole('button', { name: `เพิ่ม ${first.name} ในรายการซื้อสินค้า` })).toHaveAttribute('aria-pressed', 'true');

  // A second list from /wishlist: Create waits for a name.
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'รายการซื้อสินค้า' })).toBeVisible();
  const create = page.getByRole('button', { name: 'สร้าง', exact: true });
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: 'ชื่อรายการซื้อสินค้าใหม่' }).fill('ปาร์ตี้');
  await create.click();
  await expect(page.getByRole('link', { name: 'ปาร์ตี้' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ชื่อรายการซื้อสินค้าใหม่' })).toHaveValue('');

  // The second product from its page, into the weekly list.
  await page.goto(`/${second.url_key}${second.url_suffix ?? ''}`);
  await page.getByRole('button', { name: `เพิ่ม ${second.name} ในรายการซื้อสินค้า` }).click();
  // React Aria's checkbox input is visually hidden: the shopper clicks its label.
  await popup.locator('label').filter({ hasText: weekly }).click();
  await expect(popup.getByRole('checkbox', { name: weekly })).toBeChecked();
  await popup.getByRole('button', { name: 'บันทึก' }).click();
  await popup.getByRole('button', { name: 'ดูรายการซื้อสินค้า' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);

  // The list: quantities step by qty_increments, the order changes from the keyboard.
  await page.getByRole('link', { name: weekly }).click();
  await expect(page.getByRole('heading', { level: 1, name: weekly })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(first.name);
  const quantity = page.getByRole('textbox', { name: `จำนวนของ ${first.name}` });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('group').filter({ has: quantity }).getByRole('button', { name: 'เพิ่มจำนวน' }).click();
  await expect(quantity).toHaveValue('2');
  const moveUp = page.getByRole('button', { name: `เลื่อน ${second.name} ขึ้น` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(1)).toContainText(second.name);
  await page.reload();
  await expect(rows.nth(1)).toContainText(second.name);
  await expect(page.getByRole('textbox', { name: `จำนวนของ ${first.name}` })).toHaveValue('2');

  // The whole list into the cart.
  await page.getByRole('button', { name: 'เพิ่มทั้งรายการลงตะกร้า' }).click();
  await expect(page.getByText('เพิ่มสินค้า 2 รายการลงตะกร้าแล้ว')).toBeVisible();
  const cart = await gql<{ customerCart: { items: { quantity: number; product: { sku: string } }[] } }>(request, '{ customerCart { items { quantity product { sku } } } }', {}, token);
  const skus = cart.customerCart.items.map((item) => item.product.sku);
  expect(skus).toEqual(expect.arrayContaining([first.sku, second.sku]));

  // Printed: a plain page with the rows and a print button.
  await page.getByRole('link', { name: 'พิมพ์', exact: true }).click();
  await expect(page).toHaveURL(/\/shoppinglist\/print\?group_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: weekly })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'พิมพ์รายการนี้' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

  // Shared: a read-only link that works for a guest in another browser.
  await page.goBack();
  await page.getByRole('button', { name: 'แชร์รายการ' }).click();
  const link = page.getByRole('link', { name: /\/shoppinglist\/shared\/code\// });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto(new URL(href).pathname);
  await expect(guestPage.getByRole('heading', { level: 1, name: weekly })).toBeVisible();
  await expect(guestPage.getByText('คุณกำลังดูรายการที่มีผู้แชร์ให้')).toBeVisible();
  await expect(guestPage.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(guestPage.getByRole('main').getByRole('button')).toHaveCount(0);
  await guest.close();
});

for (const store of ['th', 'en'] as const) {
  test(`the shopping-list pages pass axe in ${store}`, async ({ page, request }) => {
    const token = await customerToken(request, DEMO_CUSTOMER);
    await clearLists(request, token);
    const [first] = await plainProducts(request);
    const productId = Number(Buffer.from((await gql<{ products: { items: { uid: string }[] } }>(request, 'query ($s: String!) { products(filter: { sku: { eq: $s } }) { items { uid } } }', { s: first.sku })).products.items[0]!.uid, 'base64').toString());
    const created = await gql<{ createWishlistGroup: { tigren_wishlistplus_group_id: number } }>(request, 'mutation { createWishlistGroup(input: { group_name: "Axe" }) { tigren_wishlistplus_group_id } }', {}, token);
    const id = created.createWishlistGroup.tigren_wishlistplus_group_id;
    await gql(request, 'mutation ($p: [WishlistGroupProductInput!]!, $g: String!) { assignProductsToWishlistGroup(products: $p, groups: $g) { success } }', { p: [{ product_id: productId }], g: String(id) }, token);
    const shared = await gql<{ shareWishlistGroup: { sharing_code: string } }>(request, 'mutation ($i: ShareWishlistGroupInput!) { shareWishlistGroup(input: $i) { sharing_code } }', { i: { group_id: id, emails: [] } }, token);
    await signInWith(page, token, store);
    const problems: string[] = [];
    for (const path of ['/wishlist', `/shoppinglist/details/group_id/${id}`, `/shoppinglist/print?group_id=${id}`, `/shoppinglist/shared/code/${shared.shareWishlistGroup.sharing_code}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(path === '/wishlist' ? page.getByRole('link', { name: 'Axe' }) : page.getByText(first.sku).first()).toBeVisible();
      problems.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    // The popup over a product card.
    await page.goto(CATEGORY);
    // Product names are translated per store view: any card's heart opens the same popup.
    const heart = page.getByRole('main').getByRole('button', { name: store === 'th' ? /^เพิ่ม .* ในรายการซื้อสินค้า$/ : /^Add .* to a shopping list$/ }).first();
    await heart.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems.push(...(await axeViolations(page)).map((v) => `popup: ${v}`));
    expect(problems).toEqual([]);
  });
}
