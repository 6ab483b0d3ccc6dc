// Account journeys in Chromium against the real shop (issue 9): register by keyboard with the form's validation
// messages, sign out from the account menu, sign in again and land on the return location; a guest's cart merged
// into the customer's cart on sign-in; a guarded page sending a guest to sign-in and back.
import { expect, test, type Page } from '@playwright/test';
import { chooseDeliveryArea, plainProductIn } from './support/cart-fixtures';
import { DEMO_CUSTOMER, expectSignedInHeader, newCustomer, storedToken, th } from './support/account-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL ?? '');
});

/** Moves focus by Tab until the focused element has the accessible name (keyboard-only journeys). */
async function tabTo(page: Page, name: string | RegExp, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el.textContent ?? '';
      return label.replace(/\s+/g, ' ').trim();
    });
    if (typeof name === 'string' ? focused.startsWith(name) : name.test(focused)) return;
  }
  throw new Error(`no focusable element named ${String(name)} within ${max} tabs`);
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, new RegExp(`^${label}( \\*)?$`));
  await page.keyboard.type(text);
}

test('register, sign out and sign in again, by keyboard', async ({ page }) => {
  const customer = newCustomer('kbd');
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1, name: th.createTitle })).toBeFocused();

  // An empty submit shows the required messages; a weak password and a wrong confirmation their own.
  await tabTo(page, th.createTitle);
  await page.keyboard.press('Enter');
  await expect(page.getByText(th.required).first()).toBeVisible();
  await typeInto(page, th.firstname, customer.firstname);
  await typeInto(page, th.lastname, customer.lastname);
  await typeInto(page, th.email, 'malee@');
  await expect(page.getByText(th.invalidEmail)).toBeVisible();
  await page.keyboard.type('example.com');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(customer.email);
  await typeInto(page, th.password, 'alllowercase');
  await expect(page.getByText(th.passwordClasses)).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(customer.password);
  await typeInto(page, th.confirmPassword, 'something-else');
  await expect(page.getByText(th.sameValueAgain)).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(customer.password);
  // The registration's required privacy consent holds the submit until it is ticked (from the keyboard too).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'กรุณาทำเครื่องหมายในช่องนี้' })).toBeVisible();
  await expect(page).toHaveURL(/\/create-account$/);
  await tabTo(page, /^นโยบายความเป็นส่วนตัว/);
  await page.keyboard.press('Space');
  await tabTo(page, th.createTitle);
  await page.keyboard.press('Enter');

  // Registered and signed in: the account page, the token stored with its ttl, the name in the header.
  await expect(page).toHaveURL(/\/customer\/account$/);
  const token = await storedToken(page);
  expect(token?.ttl).toBe(3600);
  await expectSignedInHeader(page, `${customer.firstname} ${customer.lastname}`);

  // Sign out through the account menu, by keyboard.
  await page.getByRole('banner').getByRole('button', { name: new RegExp(th.accountMenu) }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: th.accountMenu });
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: th.signOut })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: th.signIn })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // A guarded page sends the guest to sign in, carrying the page; signing in returns there.
  await page.goto('/customer/account/edit');
  await expect(page).toHaveURL(/\/sign-in\?return=%2Fcustomer%2Faccount%2Fedit$/);
  await expect(page.getByRole('heading', { level: 1, name: th.signIn })).toBeFocused();
  await typeInto(page, th.email, customer.email);
  await typeInto(page, th.password, customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\/account\/edit$/);
  await expect(page.getByRole('textbox', { name: th.firstname })).toHaveValue(customer.firstname);
});

test('a wrong password is refused with the server message and nothing typed is lost', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('main').getByRole('textbox', { name: th.email }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel(th.password, { exact: false }).fill('Wrong-password-1');
  await page.getByRole('main').getByRole('button', { name: th.signIn, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/ไม่ถูกต้อง|incorrect/);
  await expect(page.getByRole('main').getByRole('textbox', { name: th.email })).toHaveValue(DEMO_CUSTOMER.email);
  expect(await storedToken(page)).toBeNull();
});

test("the guest cart is merged into the customer's cart on sign-in", async ({ page, request }) => {
  const customer = newCustomer('merge');
  // A customer with an item already in their cart (made through the API, as on another device).
  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { store: 'th', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  await gql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname, password: customer.password, amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] },
  });
  const signIn = (await gql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
    e: customer.email,
    p: customer.password,
  })) as { generateCustomerToken: { token: string } };
  const token = signIn.generateCustomerToken.token;
  const customerCart = (await gql('{ customerCart { id } }', {}, token)) as { customerCart: { id: string } };
  const sauce = await plainProductIn(request, 'seasonings/sauces');
  const found = (await gql('query ($s: String!) { products(search: $s, pageSize: 1) { items { sku name } } }', { s: sauce })) as {
    products: { items: { sku: string }[] };
  };
  await gql(
    'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
    { c: customerCart.customerCart.id, s: found.products.items[0]!.sku },
    token,
  );

  // As a guest, put another product in the cart.
  await page.goto('/rice-grains/rice.html');
  const add = page.getByRole('button', { name: /^หยิบใส่ตะกร้า: / }).first();
  await add.click();
  await expect(page.getByRole('button', { name: /ตะกร้าของฉัน: 1 ชิ้น/ })).toBeVisible();

  // Sign in: the header count shows both items, in the customer's cart.
  await page.getByRole('banner').getByRole('link', { name: th.signIn }).click();
  await page.getByRole('main').getByRole('textbox', { name: th.email }).fill(customer.email);
  await page.getByLabel(th.password, { exact: false }).fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: th.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: /ตะกร้าของฉัน: 2 ชิ้น/ })).toBeVisible();
  const storedCart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__cartId') ?? 'null')?.value);
  expect(storedCart).toBe(customerCart.customerCart.id);
});
