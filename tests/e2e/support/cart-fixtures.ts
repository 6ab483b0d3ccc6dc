// Shared steps of the cart journeys: a shopper who has already chosen a delivery area (so the first-visit area
// popup stays shut), the browser's stored cart id, and a few calls to the shop's real GraphQL API that a test
// makes behind the shopper's back (signing a demo customer in and merging the guest cart away).
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The area a returning shopper picked (delivery-area popup; cookies location_key / location_value). */
const DELIVERY_AREA = { key: '10110-1', label: 'คลองตัน, คลองเตย, กรุงเทพมหานคร 10110' };

/** src/lib/browser-persistence.ts: PWA Studio's namespace, each value stored as { value, timestamp, ttl }. */
const PERSISTENCE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';

/** Demo customer of server/modules/promotions/demo-seed.ts, used only to take a guest cart over. */
export const DEMO_BUYER = { email: 'buyer@krua-thai.example', password: 'Talat-demo-2025' };

export async function chooseDeliveryArea(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: 'location_key', value: DELIVERY_AREA.key, url: baseURL },
    { name: 'location_value', value: encodeURIComponent(DELIVERY_AREA.label), url: baseURL },
  ]);
}

/** Stores the English store view before the app starts, as the store switcher would have. */
export async function useEnglishStoreView(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    if (!window.localStorage.getItem(`${prefix}store_view_code`)) {
      window.localStorage.setItem(`${prefix}store_view_code`, JSON.stringify({ value: 'en', timestamp: Date.now() }));
    }
  }, PERSISTENCE_PREFIX);
}

/** The cart id the storefront keeps for this browser (null before one was made). */
export async function storedCartId(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { value?: unknown };
    return typeof entry.value === 'string' ? entry.value : null;
  }, `${PERSISTENCE_PREFIX}cartId`);
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { store: 'th', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as GraphQLAnswer<T>;
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * Makes the browser's guest cart invalid on the server the way Magento does when a customer signs in elsewhere:
 * the demo buyer's token merges the guest cart into the buyer's cart, which deactivates the guest cart
 * ("The cart isn't active."). Returns the buyer's cart id.
 */
export async function mergeGuestCartAway(request: APIRequestContext, guestCartId: string): Promise<string> {
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    DEMO_BUYER,
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await graphql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, token);
  const { mergeCarts } = await graphql<{ mergeCarts: { id: string } }>(
    request,
    'mutation Merge($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id } }',
    { source: guestCartId, destination: customerCart.id },
    token,
  );
  return mergeCarts.id;
}

/** What the guest cart answers now: the error message, or null when it still works. */
export async function guestCartError(request: APIRequestContext, cartId: string): Promise<string | null> {
  const response = await request.post('/graphql', {
    data: { query: 'query Cart($id: String!) { cart(cart_id: $id) { id } }', variables: { id: cartId } },
    // The en store view: the check reads Magento's English text (the th view answers it in Thai).
    headers: { store: 'en' },
  });
  const answer = (await response.json()) as GraphQLAnswer<unknown>;
  return answer.errors?.[0]?.message ?? null;
}

/** A product card of a listing by its product name. */
export function productCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Names of the cards on a listing that can be put in the cart, in page order. */
export async function buyableProductNames(page: Page, addLabel: string): Promise<string[]> {
  const buttons = page.getByRole('button', { name: new RegExp(`^${addLabel}: `) });
  await expect(buttons.first()).toBeVisible();
  // Read again until the cards are there: a listing may re-render between the check above and the read.
  let labels: string[] = [];
  await expect
    .poll(async () => {
      labels = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
      return labels.length;
    })
    .toBeGreaterThan(0);
  return labels.map((label) => label.slice(label.indexOf(': ') + 2));
}

/**
 * Name of a product in a category that a card can put straight in the cart: in stock and without required
 * customizable options (those need the product page's choices, which cards cannot give).
 */
export async function plainProductIn(request: APIRequestContext, categoryPath: string): Promise<string> {
  const { products } = await graphql<{
    products: { items: { name: string; stock_status: string; options?: { required: boolean }[] | null }[] };
  }>(
    request,
    `query Plain($path: String!) { products(filter: { category_url_path: { eq: $path } }, pageSize: 24) {
      items { name stock_status ... on CustomizableProductInterface { options { required } } } } }`,
    { path: categoryPath },
  );
  const plain = products.items.find((item) => item.stock_status === 'IN_STOCK' && !(item.options ?? []).some((option) => option.required));
  if (!plain) throw new Error(`no plain in-stock product in ${categoryPath}`);
  return plain.name;
}

/** The name of the index-th card on a listing that can be put in the cart. */
export async function buyableProductName(page: Page, addLabel: string, index: number): Promise<string> {
  const name = (await buyableProductNames(page, addLabel))[index];
  if (name === undefined) throw new Error(`the listing has fewer than ${index + 1} products to add`);
  return name;
}
