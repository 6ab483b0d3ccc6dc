import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CheckoutAddress, CheckoutStoredData, PaymentMethodOption, PlacedOrder, ShippingMethodOption } from '../../../src/domain/checkout-types';
import { GraphQLResponseError } from '../../../src/domain/api-error';
import { checkoutMachine, type CheckoutContext, type CheckoutStep, type RestoredCheckout } from '../../../src/machines/checkout.machine';
import { gql } from '../../e2e/support/account-api';
import { buyableProductName, mergeGuestCartAway, storedCartId } from '../../e2e/support/cart-fixtures';
import { appReady, chooseDeliveryArea } from '../support/page';
import type { EventMapping, Start, Ui, UiModel } from '../support/ui-model';

// The guest's checkout (src/machines/checkout.machine.ts, run by src/ui/checkout/checkout-runtime.ts; views in
// src/ui/checkout) in the th store view: from the cart page through the delivery address, the delivery method and
// the payment step to a placed order. A guest is offered only payment providers that redirect (section 9): the walk
// pays with SCB's PromptPay QR, whose screen (/scb/qrCode) is the shop's own; paying it is the payment-redirect
// chart's. The cart is put together through the shop's GraphQL before the page opens (the cart chart's walk clicks
// the add buttons), and its id is stored as the shop stores it.
//
// Every refusal comes from the real shop:
// - the form's own checks (a short telephone, a 4-digit postcode, an unticked privacy consent) are done by every
//   walk on the way (they send the chart nothing, so they are part of the person's action);
// - a step refused by the server: the guest cart is merged away by a sign-in elsewhere just before the click (the
//   shop's own GraphQL, as the cart walk does), so the step is answered "The cart isn't active."; the page says the
//   cart is gone (never the server's text with its id), the shop replaces the cart by itself (a new, empty guest
//   cart: cart.changed) and the checkout starts over on it saying that the cart changed (the walk stops there);
// - an order refused: the guest removes the dearer product in another tab (the shop's GraphQL) just before "place
//   order", so the cart is under the shop's ฿100 minimum order (server/modules/promotions/demo-seed.ts).

const PERSISTENCE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';
const CATEGORY_PATH = 'seasonings/sauces';
/** The ids the chart is told (the walk's own; the page keeps the server's). */
const CART = 'paths-guest-cart';
const NEXT_CART = 'paths-next-cart';
/** The cart the shop makes by itself after a step found the walk's cart merged away. */
const RECOVERED_CART = 'paths-recovered-cart';
const MINIMUM_ORDER = 10_000; // satang (฿100)

const GUEST = {
  email: 'somsri.paths@example.test',
  firstname: 'สมศรี',
  lastname: 'ใจดี',
  telephone: '0812345678',
  postcode: '10110',
  place: 'คลองตัน, คลองเตย, กรุงเทพมหานคร',
  street: '99/1 ถนนพระราม 4',
};
const BILLING = { firstname: 'บริษัท', lastname: 'ครัวไทย', telephone: '0223456789', postcode: '10110', place: GUEST.place, street: '1 อาคารครัวไทย ถนนสุขุมวิท' };
const PAYMENT = { code: 'scb_qrcode', title: 'สแกนจ่ายพร้อมเพย์ QR (ธนาคารไทยพาณิชย์)' };

const th = {
  cartTitle: 'ตะกร้าสินค้า',
  summary: 'สรุปคำสั่งซื้อ',
  add: 'หยิบใส่ตะกร้า',
  addedDialog: 'เพิ่มลงในตะกร้าแล้ว',
  continueShopping: 'เลือกซื้อสินค้าต่อ',
  toCheckout: 'ดำเนินการชำระเงิน',
  title: 'ชำระเงิน',
  step1: '1. ที่อยู่จัดส่ง',
  step2: '2. วิธีและเวลาจัดส่ง',
  step3: '3. การชำระเงิน',
  addressFirst: 'กรุณากรอกที่อยู่จัดส่งก่อน',
  methodFirst: 'กรุณาเลือกวิธีจัดส่งก่อน',
  saveAddress: 'ไปเลือกวิธีจัดส่ง',
  saveMethod: 'ไปชำระเงิน',
  methods: 'วิธีจัดส่ง',
  payments: 'วิธีชำระเงิน',
  sameAsShipping: 'ใช้ที่อยู่เดียวกับที่อยู่จัดส่งสำหรับออกใบเสร็จ',
  billingTitle: 'ที่อยู่สำหรับออกใบเสร็จ',
  saveBilling: 'ใช้ที่อยู่นี้ออกใบเสร็จ',
  placeOrder: 'ยืนยันคำสั่งซื้อ',
  invalidTelephone: 'หมายเลขโทรศัพท์ต้องมี 10 หลักและขึ้นต้นด้วย 0',
  invalidPostcode: 'กรุณากรอกรหัสไปรษณีย์ 5 หลัก',
  mustBeChecked: 'กรุณาทำเครื่องหมายในช่องนี้',
  consents: 'ความยินยอม',
  qr: 'Thai QR สำหรับชำระเงิน',
  cartGone: 'ตะกร้านี้ใช้ต่อไม่ได้แล้ว',
  cartReplaced: 'ตะกร้าสินค้าของคุณเปลี่ยนไประหว่างการชำระเงิน',
  emptyCart: 'ตะกร้าของคุณว่างอยู่',
};

/** What the server answers, in English as the walk's events carry it, and as the th store view shows it. */
const CART_INACTIVE = "The cart isn't active.";
const BELOW_MINIMUM = 'Minimum order amount is ฿100.00';
const shownAs: Record<string, RegExp> = {
  [BELOW_MINIMUM]: /ยอดสั่งซื้อขั้นต่ำ/,
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext;
const errorText = (snapshot: AnyMachineSnapshot, step: CheckoutStep): string | null => {
  const error = ctx(snapshot).errors[step];
  return error && 'text' in error ? error.text : null;
};
/** A step refused "The cart isn't active.": the chart says the cart is gone (the shop replaces it next). */
const dead = (snapshot: AnyMachineSnapshot) => Object.values(ctx(snapshot).errors).some((error) => error && 'id' in error && error.id === 'error.cartGone');
const refused = (message: string) => new Error(message);
/** The shop's refusal of a step on a merged-away cart, as the GraphQL client hands it to the chart. */
const cartInactive = () => new GraphQLResponseError([{ message: CART_INACTIVE, extensions: { category: 'graphql-no-such-entity' } }], null, 'step');

/** Only what the chart reads of the answers (that there are methods). */
const SHIPPING_METHODS = [{ carrierCode: 'talat_standard', methodCode: 'standard' }] as unknown as ShippingMethodOption[];
const PAYMENT_METHODS = [{ code: PAYMENT.code, title: PAYMENT.title }] as unknown as PaymentMethodOption[];
const PLACED: PlacedOrder = { orderNumber: 'the-order', newCartId: null, orderToken: null };
/** The address and method as the chart is told them (only their presence matters to the chart's guards). */
const ADDRESS = { firstname: GUEST.firstname, lastname: GUEST.lastname, postcode: GUEST.postcode, email: GUEST.email } as unknown as CheckoutAddress;
const METHOD = { carrier_code: 'talat_standard', method_code: 'standard', carrier_title: 'standard', slot: null };

// ---- the shop, arranged through its own GraphQL ----

interface Listed {
  sku: string;
  stock_status: string;
  __typename: string;
  price_range: { minimum_price: { final_price: { value: number } } };
  options?: { required: boolean }[] | null;
}

/** In-stock simple products of the category that a card can put in the cart, as the listing offers them. */
async function plainProducts(request: APIRequestContext): Promise<{ sku: string; satang: number }[]> {
  const { products } = await gql<{ products: { items: Listed[] } }>(
    request,
    `query Plain($path: String!) { products(filter: { category_url_path: { eq: $path } }, pageSize: 24) {
      items { __typename sku stock_status price_range { minimum_price { final_price { value } } } ... on CustomizableProductInterface { options { required } } } } }`,
    { path: CATEGORY_PATH },
  );
  return products.items
    .filter((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && !(item.options ?? []).some((option) => option.required))
    .map((item) => ({ sku: item.sku, satang: Math.round(item.price_range.minimum_price.final_price.value * 100) }));
}

/** A guest cart holding one of each sku, made as the add buttons make it. */
async function guestCart(request: APIRequestContext, skus: string[]): Promise<string> {
  const { createGuestCart } = await gql<{ createGuestCart: { cart: { id: string } } }>(request, 'mutation { createGuestCart { cart { id } } }');
  const cartId = createGuestCart.cart.id;
  const { addProductsToCart } = await gql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    'mutation Add($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
    { cartId, items: skus.map((sku) => ({ sku, quantity: 1 })) },
  );
  expect(addProductsToCart.user_errors, 'the products go into the guest cart').toEqual([]);
  return cartId;
}

/** Stores the cart id before the app starts, once per tab (the shop replaces it after the order). */
async function storeCartId(page: Page, cartId: string): Promise<void> {
  await page.context().addInitScript(
    ({ key, id }) => {
      if (!window.sessionStorage.getItem('paths-cart-id-set')) {
        window.localStorage.setItem(key, JSON.stringify({ value: id, timestamp: Date.now() }));
        window.sessionStorage.setItem('paths-cart-id-set', '1');
      }
    },
    { key: `${PERSISTENCE_PREFIX}cartId`, id: cartId },
  );
}

/** The cart id each walk ordered with, per page: the shop must replace it once the order is placed. */
const orderedCart = new WeakMap<Page, string>();

async function openCartPage({ page, baseURL }: Ui): Promise<void> {
  await chooseDeliveryArea(page, baseURL);
  const byPrice = (await plainProducts(page.context().request)).sort((a, b) => a.satang - b.satang);
  const cheap = byPrice[0];
  const dear = byPrice.at(-1);
  if (!cheap || !dear || cheap.satang >= MINIMUM_ORDER || dear.satang < MINIMUM_ORDER) throw new Error('the category has no product under and none over the minimum order');
  const cartId = await guestCart(page.context().request, [cheap.sku, dear.sku]);
  lines.set(page, { cartId, dearSku: dear.sku });
  orderedCart.set(page, cartId);
  await storeCartId(page, cartId);
  await page.goto('/checkout/cart');
  await appReady(page, 'th');
}

// ---- the page ----

const step = (page: Page, name: string) => page.getByRole('region', { name });
const delivery = (page: Page) => step(page, th.step1);
const methodStep = (page: Page) => step(page, th.step2);
const paymentStep = (page: Page) => step(page, th.step3);

/** React Aria keeps a radio's input visually hidden: a person clicks its label. */
async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}

/** Fills an address form (the delivery form with the email, the billing form without). */
async function fillAddress(form: Locator, address: typeof BILLING, email?: string): Promise<void> {
  if (email !== undefined) await form.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(address.firstname);
  await form.getByRole('textbox', { name: 'นามสกุล' }).fill(address.lastname);
  await form.getByRole('textbox', { name: /เบอร์โทรศัพท์มือถือ/ }).fill(address.telephone);
  await form.getByRole('textbox', { name: /รหัสไปรษณีย์/ }).fill(address.postcode);
  await choose(form.getByRole('radio', { name: address.place }));
  await form.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ถนน' }).fill(address.street);
}

/**
 * The form's own checks first: a telephone and a postcode that are too short are marked when the form is sent,
 * and nothing reaches the chart (the delivery method stays closed); then the person corrects them.
 */
async function typoThenAddress(page: Page): Promise<void> {
  const form = delivery(page);
  await form.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(GUEST.email);
  await form.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(GUEST.firstname);
  await form.getByRole('textbox', { name: 'นามสกุล' }).fill(GUEST.lastname);
  await form.getByRole('textbox', { name: /เบอร์โทรศัพท์มือถือ/ }).fill('08123');
  await form.getByRole('textbox', { name: /รหัสไปรษณีย์/ }).fill('1011');
  await form.getByRole('button', { name: th.saveAddress }).click();
  await expect(form.getByText(th.invalidTelephone)).toBeVisible();
  await expect(form.getByText(th.invalidPostcode)).toBeVisible();
  await expect(methodStep(page).getByText(th.addressFirst)).toBeVisible();
  await fillAddress(form, GUEST, GUEST.email);
  await form.getByRole('button', { name: th.saveAddress }).click();
}

/** The privacy consent of the payment step (the footer's newsletter form has consents of its own). */
const policyConsent = (page: Page) => paymentStep(page).getByRole('group', { name: th.consents }).getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ });

/** A step's server error where the page shows it, or no error alert in that step. */
async function stepError(region: Locator, text: string | null): Promise<void> {
  if (text) await expect(region.getByRole('alert').filter({ hasText: shownAs[text] ?? text })).toBeVisible();
  else await expect(region.getByRole('alert').filter({ hasText: /ตะกร้าสินค้ารหัส|ยอดสั่งซื้อขั้นต่ำ|ตะกร้านี้ใช้ต่อไม่ได้แล้ว/ })).toHaveCount(0);
}

/**
 * A step refused because the cart is gone: the step says so, without the server's text and its cart id; the shop is
 * already replacing the cart, so the page may have moved on to the checkout started over (the next state's check).
 */
async function cartGoneShown(page: Page, region: Locator): Promise<void> {
  await expect(page.getByText(/ตะกร้าสินค้ารหัส/)).toHaveCount(0);
  await expect(region.getByRole('alert').filter({ hasText: th.cartGone }).or(page.getByRole('status').filter({ hasText: th.cartReplaced })).first()).toBeVisible();
}


/** The delivery form shows the guest's address (typed in this visit, or restored from an earlier one). */
async function addressShown(page: Page): Promise<void> {
  const form = delivery(page);
  await expect(form.getByRole('textbox', { name: 'อีเมล', exact: true })).toHaveValue(GUEST.email);
  await expect(form.getByRole('textbox', { name: 'ชื่อ', exact: true })).toHaveValue(GUEST.firstname);
  await expect(form.getByRole('radio', { name: GUEST.place })).toBeChecked();
}

/** The checkout page is there (a request of a step is on its way: all a person sees of it). */
async function inFlight(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: th.title })).toBeVisible();
}

/** The guest cart was merged away by a sign-in elsewhere before the click: the step is answered "The cart isn't active." */
const cartMergedAway: EventMapping = {
  does: 'the guest cart was merged away by a sign-in elsewhere before the click: the shop answers "The cart isn\'t active."',
  arrangeBefore: async ({ page, context }) => {
    const id = await storedCartId(page);
    if (!id) throw new Error('no stored cart id to merge away');
    await mergeGuestCartAway(context.request, id);
    mergedAway.set(page, id);
  },
  perform: async () => {},
};
/** The cart id a walk merged away, per page: the shop must replace it. */
const mergedAway = new WeakMap<Page, string>();

const wait = (does: string): EventMapping => ({ does: `wait: ${does}`, perform: async () => {} });

/** The walk's guest cart: the cheapest product alone is under the minimum order, the dearest is not. */
const lines = new WeakMap<Page, { cartId: string; dearSku: string }>();

/** The guest removed the dearer line in another tab before the click (the shop's GraphQL): the cart is under the minimum. */
const cartShrunk: EventMapping = {
  does: 'the guest removed the dearer product in another tab before the click: the cart is under the ฿100 minimum order, the shop refuses the order',
  arrangeBefore: async ({ page, context }) => {
    const cart = lines.get(page);
    if (!cart) throw new Error('no guest cart to change');
    const { cart: answer } = await gql<{ cart: { items: { uid: string; product: { sku: string } }[] } }>(
      context.request,
      'query Lines($id: String!) { cart(cart_id: $id) { items { uid product { sku } } } }',
      { id: cart.cartId },
    );
    const dear = answer.items.find((item) => item.product.sku === cart.dearSku);
    if (!dear) throw new Error('the dearer line is not in the cart');
    await gql(context.request, 'mutation Remove($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }', {
      id: cart.cartId,
      uid: dear.uid,
    });
  },
  perform: async () => {},
};

/**
 * How far a returning guest got in an earlier visit: the address step, or the delivery method too; or the delivery
 * method on a cart the shop has replaced since (merged away by a sign-in elsewhere, a new cart made at the next visit).
 */
type Stage = 'address' | 'delivery' | 'replaced';
const stages = new WeakMap<Start, Stage>();

/** What the restore finds in this browser for the start: what the shop stored after each accepted step. */
function restoredFor(start: Start): RestoredCheckout {
  const stage = stages.get(start);
  // Steps accepted on a cart that was replaced are not this cart's: only the address comes back, to start the form.
  const stored: CheckoutStoredData | null = stage
    ? {
        shipping_address: ADDRESS,
        billing_address: stage === 'delivery' ? { ...ADDRESS, sameAsShippingAddress: true } : null,
        shippingMethod: stage === 'delivery' ? METHOD : null,
        paymentMethod: null,
        availableShippingMethods: stage === 'replaced' ? [] : SHIPPING_METHODS,
      }
    : null;
  return { stored, regions: [], email: stage ? GUEST.email : null, paymentMethods: stage === 'delivery' ? PAYMENT_METHODS : [], customer: null };
}

/** The earlier visit, through the page: the address step, and the delivery method too. */
async function earlierVisit(ui: Ui, stage: 'address' | 'delivery'): Promise<void> {
  const { page } = ui;
  await openCartPage(ui);
  await page.getByRole('link', { name: th.toCheckout }).click();
  await fillAddress(delivery(page), GUEST, GUEST.email);
  await delivery(page).getByRole('button', { name: th.saveAddress }).click();
  const methods = methodStep(page).getByRole('radiogroup', { name: th.methods });
  await expect(methods).toBeVisible();
  if (stage === 'delivery') {
    await choose(methods.getByRole('radio').first());
    await methodStep(page).getByRole('button', { name: th.saveMethod }).click();
    // The billing address (same as delivery) goes by itself after the method: the step is idle once it is stored.
    await expect(paymentStep(page).getByRole('checkbox', { name: th.sameAsShipping })).toBeEnabled();
  }
}

/**
 * The cart of the earlier visit is merged away by a sign-in elsewhere (the shop's GraphQL); at the next visit the
 * shop finds it refused and makes a new one, and the guest puts four sauces in it from the category's cards.
 */
async function cartReplaced({ page, context }: Ui): Promise<void> {
  const old = await storedCartId(page);
  if (!old) throw new Error('no stored cart id to merge away');
  await mergeGuestCartAway(context.request, old);
  await page.goto(`/${CATEGORY_PATH}.html`);
  await appReady(page, 'th');
  for (let index = 0; index < 4; index++) {
    const name = await buyableProductName(page, th.add, index);
    await page.getByRole('button', { name: `${th.add}: ${name}`, exact: true }).click();
    const popup = page.getByRole('dialog', { name: th.addedDialog });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: th.continueShopping }).click();
    await expect(popup).toBeHidden();
  }
  await expect.poll(() => storedCartId(page), { message: 'the new cart the shop made' }).not.toBe(old);
  // The new cart is the one the order is placed from.
  const id = await storedCartId(page);
  if (id) orderedCart.set(page, id);
}

/**
 * A guest who did the address step (and the delivery method) in an earlier visit, through the page, and comes back
 * to the cart page in a new page load: the checkout resumes at the next step from what the shop stored.
 */
function returning(stage: Stage): Start {
  const start: Start = {
    name:
      stage === 'replaced'
        ? 'a returning guest whose delivery address and method were stored for a cart the shop has replaced since'
        : `a returning guest whose ${stage === 'address' ? 'delivery address' : 'delivery address and method'} the shop stored in an earlier visit`,
    input: { cartId: null, signedIn: false },
    fullOnly: true,
    ...(stage === 'replaced' ? { ownStates: true } : {}),
    open: async (ui) => {
      await earlierVisit(ui, stage === 'address' ? 'address' : 'delivery');
      if (stage === 'replaced') await cartReplaced(ui);
      await ui.page.goto('/checkout/cart');
      await appReady(ui.page, 'th');
    },
  };
  stages.set(start, stage);
  return start;
}

/** The checkout started over on the shop's new cart ends the walk, and so does a refused order (the shopper would change the cart first). */
const finished = (snapshot: AnyMachineSnapshot) => ctx(snapshot).cartReplaced || errorText(snapshot, 'order') === BELOW_MINIMUM;

export const checkoutModel: UiModel = {
  flow: 'checkout',
  chartFile: 'src/machines/checkout.machine.ts',
  machine: checkoutMachine,
  storeView: 'th',
  starts: [
    { name: 'a guest with a cart (the cheapest and the dearest sauce) on the cart page', input: { cartId: null, signedIn: false }, open: openCartPage },
    returning('address'),
    returning('delivery'),
    returning('replaced'),
  ],
  label: (event) => {
    if (event.type === 'billingAddress.submit') return `billingAddress.submit (${event.sameAsShipping ? 'same as delivery again' : 'another address'})`;
    if (event.type.startsWith('xstate.error.actor.')) return `${event.type} (${(event.error as Error).message})`;
    return event.type;
  },
  key: (snapshot) => {
    const { sameAsShipping, paymentMethod, shippingMethod, cart } = ctx(snapshot);
    return { same: sameAsShipping, paid: paymentMethod !== null, method: shippingMethod !== null, dead: dead(snapshot), cart: cart.cartId };
  },
  events: (snapshot, start): AnyEventObject[] => {
    const context = ctx(snapshot);
    if (finished(snapshot)) return [];
    // The cart is gone: the shop replaces it by itself, and the checkout follows.
    if (dead(snapshot)) return [{ type: 'cart.changed', cartId: RECOVERED_CART, signedIn: false }];
    const events: AnyEventObject[] = [];
    if (snapshot.matches('idle')) {
      // The cart is reported as the checkout starts; then the page opens it.
      if (context.cart.cartId === null) events.push({ type: 'cart.changed', cartId: CART, signedIn: false });
      else events.push({ type: 'checkout.open' });
    }
    events.push(
      { type: 'xstate.done.actor.restore', output: restoredFor(start) },
      { type: 'xstate.done.actor.submitShippingAddress', output: SHIPPING_METHODS },
      { type: 'xstate.done.actor.submitShippingMethod', output: PAYMENT_METHODS },
      { type: 'xstate.done.actor.submitBillingAddress' },
      { type: 'xstate.done.actor.submitPaymentMethod' },
      { type: 'xstate.done.actor.placeOrder', output: PLACED },
    );
    // The minimum order is walked from the first start's cart (cartShrunk knows its lines).
    if (!stages.has(start)) events.push({ type: 'xstate.error.actor.placeOrder', error: refused(BELOW_MINIMUM) });
    // A step's refusal: the cart merged away before the click (placing's refusal is the minimum order's). The
    // billing address that goes by itself right after the delivery method cannot be told apart: only the billing
    // form's own press is refused.
    const refusable = ['submitShippingAddress', 'submitShippingMethod', 'submitPaymentMethod', ...(context.sameAsShipping ? [] : ['submitBillingAddress'])];
    for (const actor of refusable) events.push({ type: `xstate.error.actor.${actor}`, error: cartInactive() });
    if (snapshot.matches('placed') && context.cart.cartId !== NEXT_CART) events.push({ type: 'cart.changed', cartId: NEXT_CART, signedIn: false });
    const inStep = snapshot.matches('shippingAddress') || snapshot.matches('shippingMethod') || snapshot.matches('payment');
    if (inStep) events.push({ type: 'shippingAddress.submit', address: ADDRESS, email: GUEST.email });
    if (snapshot.matches('shippingMethod') || snapshot.matches('payment')) {
      events.push({ type: 'shippingMethod.submit', method: METHOD });
    }
    if (snapshot.matches('payment')) {
      events.push({ type: 'billingAddress.submit', address: context.sameAsShipping ? ADDRESS : null, sameAsShipping: !context.sameAsShipping });
      // One choice of method: choosing another is the same transition.
      if (context.paymentMethod === null) events.push({ type: 'paymentMethod.submit', method: { code: PAYMENT.code, data: {} } });
      events.push({ type: 'order.submit', consents: [] });
    }
    return events;
  },
  on: {
    'cart.changed': {
      does: "the shop reports the guest's cart to the checkout (as it starts; after an order: the new cart, the stored cart id changes)",
      perform: async ({ page }, event) => {
        if (event.cartId === RECOVERED_CART) {
          const gone = mergedAway.get(page);
          await expect.poll(() => storedCartId(page), { message: 'the cart the shop made in place of the merged-away one' }).not.toBe(gone);
          return;
        }
        if (event.cartId !== NEXT_CART) return;
        const ordered = orderedCart.get(page);
        await expect.poll(() => storedCartId(page), { message: 'the stored cart id after the order' }).not.toBe(ordered);
        expect(await storedCartId(page)).not.toBeNull();
      },
    },
    'checkout.open': {
      does: `click '${th.toCheckout}' on the cart page`,
      perform: async ({ page }) => {
        await page.getByRole('link', { name: th.toCheckout }).click();
      },
    },
    'xstate.done.actor.restore': wait("the checkout reads what this browser stored for the cart (nothing for a new guest; a returning guest's steps)"),
    'shippingAddress.submit': {
      does: `type a 5-digit telephone and a 4-digit postcode and press '${th.saveAddress}' (the form marks both and sends nothing), then the whole address: email, name, telephone, postcode ${GUEST.postcode}, sub-district, street; press '${th.saveAddress}' (again: change the street first)`,
      perform: async ({ page }, _event, from) => {
        if (from.matches('shippingAddress')) return typoThenAddress(page);
        const form = delivery(page);
        await form.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ถนน' }).fill('101 ถนนพระราม 4');
        await form.getByRole('button', { name: th.saveAddress }).click();
      },
    },
    'xstate.done.actor.submitShippingAddress': wait('the shop accepts the address and lists the delivery methods'),
    'xstate.error.actor.submitShippingAddress': cartMergedAway,
    'shippingMethod.submit': {
      does: `choose the first delivery method (its first slot) and press '${th.saveMethod}'`,
      perform: async ({ page }) => {
        const methods = methodStep(page).getByRole('radiogroup', { name: th.methods });
        await choose(methods.getByRole('radio').first());
        await methodStep(page).getByRole('button', { name: th.saveMethod }).click();
      },
    },
    'xstate.done.actor.submitShippingMethod': wait('the shop accepts the delivery and lists the payment methods'),
    'xstate.error.actor.submitShippingMethod': cartMergedAway,
    'billingAddress.submit': {
      does: `untick '${th.sameAsShipping}', fill the billing form and press '${th.saveBilling}' (again: tick it back)`,
      perform: async ({ page }, event) => {
        const same = paymentStep(page).getByRole('checkbox', { name: th.sameAsShipping });
        if (event.sameAsShipping) {
          await same.locator('xpath=ancestor::label').click();
          await expect(same).toBeChecked();
          return;
        }
        await same.locator('xpath=ancestor::label').click();
        await expect(same).not.toBeChecked();
        const form = page.getByRole('region', { name: th.billingTitle });
        await fillAddress(form, BILLING);
        await form.getByRole('button', { name: th.saveBilling }).click();
      },
    },
    'xstate.done.actor.submitBillingAddress': wait('the shop accepts the billing address'),
    'xstate.error.actor.submitBillingAddress': cartMergedAway,
    'paymentMethod.submit': {
      does: `choose '${PAYMENT.title}'`,
      perform: async ({ page }) => {
        const radio = paymentStep(page).getByRole('radiogroup', { name: th.payments }).getByRole('radio', { name: PAYMENT.title });
        await radio.locator('xpath=ancestor::label').click();
      },
    },
    'xstate.done.actor.submitPaymentMethod': wait('the shop accepts the payment method'),
    'xstate.error.actor.submitPaymentMethod': cartMergedAway,
    'order.submit': {
      does: `press '${th.placeOrder}' (the unticked privacy consent is marked and nothing is sent), tick the consent and press it again`,
      perform: async ({ page }) => {
        const place = paymentStep(page).getByRole('button', { name: th.placeOrder });
        const consent = policyConsent(page);
        await expect(consent).toBeVisible();
        if (!(await consent.isChecked())) {
          await place.click();
          await expect(paymentStep(page).getByRole('alert').filter({ hasText: th.mustBeChecked })).toBeVisible();
          await consent.focus();
          await consent.press('Space');
          await expect(consent).toBeChecked();
        }
        await place.click();
      },
    },
    'xstate.done.actor.placeOrder': wait("the shop places the order and moves the payer to the payment's screen"),
    'xstate.error.actor.placeOrder': cartShrunk,
  },
  states: {
    idle: {
      sees: `the cart page with the guest's lines and '${th.toCheckout}'`,
      check: async ({ page }) => {
        await expect(page.getByRole('heading', { level: 1, name: th.cartTitle })).toBeVisible();
        await expect(page.getByRole('link', { name: th.toCheckout })).toBeVisible();
      },
    },
    restoring: {
      sees: `the checkout page '${th.title}' (its data being looked up); started over on the shop's new cart: '${th.cartReplaced}…' and the new cart is empty`,
      check: async ({ page }, snapshot) => {
        await inFlight(page);
        if (!ctx(snapshot).cartReplaced) return;
        await expect(page.getByRole('status').filter({ hasText: th.cartReplaced })).toBeVisible();
        await expect(page.getByText(th.emptyCart)).toBeVisible();
      },
    },
    shippingAddress: {
      sees: `the delivery form in '${th.step1}', the delivery method not open yet ('${th.addressFirst}'); a refused address: the shop's message in the form`,
      check: async ({ page }, snapshot) => {
        if (dead(snapshot)) return cartGoneShown(page, delivery(page));
        await expect(delivery(page).getByRole('button', { name: th.saveAddress })).toBeEnabled();
        await expect(methodStep(page).getByText(th.addressFirst)).toBeVisible();
        await stepError(delivery(page), errorText(snapshot, 'shippingAddress'));
      },
    },
    submittingShippingAddress: { sees: 'the checkout page (the address is on its way)', check: async ({ page }) => inFlight(page) },
    shippingMethod: {
      sees: `the delivery form with the guest's address, the delivery methods in '${th.step2}', payment not open yet ('${th.methodFirst}'); a refused delivery: the shop's message`,
      check: async ({ page }, snapshot) => {
        if (dead(snapshot)) return cartGoneShown(page, methodStep(page));
        await expect(methodStep(page).getByRole('radiogroup', { name: th.methods })).toBeVisible();
        await addressShown(page);
        await expect(paymentStep(page).getByText(th.methodFirst)).toBeVisible();
        await stepError(methodStep(page), errorText(snapshot, 'shippingMethod'));
        await stepError(delivery(page), null);
      },
    },
    submittingShippingMethod: { sees: 'the checkout page (the delivery method is on its way)', check: async ({ page }) => inFlight(page) },
    submittingBillingAddress: { sees: 'the checkout page (the billing address is on its way)', check: async ({ page }) => inFlight(page) },
    submittingPaymentMethod: { sees: 'the checkout page (the payment method is on its way)', check: async ({ page }) => inFlight(page) },
    payment: {
      sees: `the delivery form with the guest's address and a chosen delivery method, the payment methods in '${th.step3}' ('${PAYMENT.title}' chosen once it was), '${th.sameAsShipping}' as the chart has it, '${th.placeOrder}' enabled once a method is chosen; a refused step or order: the shop's message`,
      check: async ({ page }, snapshot) => {
        const context = ctx(snapshot);
        const region = paymentStep(page);
        if (dead(snapshot)) return cartGoneShown(page, region);
        await expect(region.getByRole('radiogroup', { name: th.payments })).toBeVisible();
        const radio = region.getByRole('radio', { name: PAYMENT.title });
        if (context.paymentMethod) await expect(radio).toBeChecked();
        else await expect(radio).not.toBeChecked();
        const same = region.getByRole('checkbox', { name: th.sameAsShipping });
        if (context.sameAsShipping) await expect(same).toBeChecked();
        else await expect(same).not.toBeChecked();
        const place = region.getByRole('button', { name: th.placeOrder });
        if (context.paymentMethod && context.billingAddress) await expect(place).toBeEnabled();
        else await expect(place).toBeDisabled();
        // The delivery step keeps the address and the chosen method.
        await addressShown(page);
        await expect(methodStep(page).getByRole('radiogroup', { name: th.methods }).getByRole('radio', { checked: true })).toHaveCount(1);
        await stepError(region, errorText(snapshot, 'order') ?? errorText(snapshot, 'paymentMethod') ?? errorText(snapshot, 'billingAddress'));
        // Refused under the minimum (the dearer line removed in another tab): the summary shows the cart as it now is.
        if (errorText(snapshot, 'order') === BELOW_MINIMUM) await expect(page.getByRole('region', { name: th.summary }).getByRole('listitem')).toHaveCount(1);
        await stepError(methodStep(page), null);
        await stepError(delivery(page), null);
      },
    },
    placing: { sees: 'the checkout page (the order is being placed)', check: async ({ page }) => inFlight(page) },
    placed: {
      sees: `the payment's own screen /scb/qrCode with '${th.qr}' (paying is the payment-redirect chart's)`,
      check: async ({ page }) => {
        await expect(page).toHaveURL(/\/scb\/qrCode$/);
        await expect(page.getByRole('img', { name: th.qr })).toBeVisible();
      },
    },
  },
  unreachable: {
    states: {
      waitingForCart:
        'not modelled yet: a visitor opening /checkout before their first cart exists (the cart is created at start, in a race with the checkout page loading)',
      waitingToPlaceAgain: 'not modelled yet: an order answered "busy" in a rush of buyers (needs concurrent orders filling the order admission gate)',
    },
    transitions: {
      'checkout.idle --checkout.open#1--> checkout.waitingForCart': 'not modelled yet: opening /checkout before the first cart exists',
      'checkout.restoring --xstate.error.actor.restore#0--> checkout.shippingAddress':
        'not reachable through the UI, because the restore actor turns every failed call into nothing found (checkout-runtime.ts)',
      'checkout.shippingAddress --shippingAddress.submit#0--> (self)': 'not reachable through the UI, because the checkout begins only on a known cart and a guest\'s cart keeps its id while it runs',
      'checkout.shippingMethod --shippingAddress.submit#0--> (self)': 'not reachable through the UI, because a guest\'s cart keeps its id while the checkout runs',
      'checkout.payment --shippingAddress.submit#0--> (self)': 'not reachable through the UI, because a guest\'s cart keeps its id while the checkout runs',
      'checkout.shippingAddress --shippingAddress.submit#1--> (self)': 'not reachable through the UI, because the address form refuses an empty email itself and sends nothing (address-draft.ts)',
      'checkout.shippingMethod --shippingAddress.submit#1--> (self)': 'not reachable through the UI, because the address form refuses an empty email itself and sends nothing (address-draft.ts)',
      'checkout.payment --shippingAddress.submit#1--> (self)': 'not reachable through the UI, because the address form refuses an empty email itself and sends nothing (address-draft.ts)',
      'checkout.shippingMethod --shippingMethod.submit#0--> (self)': 'not reachable through the UI, because a guest\'s cart keeps its id while the checkout runs',
      'checkout.payment --shippingMethod.submit#0--> (self)': 'not reachable through the UI, because a guest\'s cart keeps its id while the checkout runs',
      'checkout.payment --billingAddress.submit#0--> (self)': 'not reachable through the UI, because a guest\'s cart keeps its id while the checkout runs',
      'checkout.payment --paymentMethod.submit#0--> (self)': 'not reachable through the UI, because a guest\'s cart keeps its id while the checkout runs',
      'checkout.payment --order.submit#0--> (self)': 'not reachable through the UI, because a guest\'s cart keeps its id while the checkout runs',
      'checkout.submittingBillingAddress --xstate.done.actor.submitBillingAddress#0--> checkout.submittingPaymentMethod':
        'not reachable through the UI, because only payment.submit sends a payment method with the billing address, and no view sends it',
      'checkout.placing --xstate.error.actor.placeOrder#0--> checkout.waitingToPlaceAgain': 'not modelled yet: an order answered "busy" in a rush of buyers',
      'checkout --cart.changed#0--> checkout.restoring': 'not modelled yet: a cart replaced while the checkout runs (a sign-in merging the guest cart)',
      'checkout.placed --checkout.open#0--> checkout.restoring': 'not modelled yet: opening the checkout again after an order (the new cart is empty)',
      'checkout.placed --checkout.open#1--> checkout.waitingForCart': 'not modelled yet: opening the checkout again after an order',
      'checkout --cart.changed#1--> (self)': 'not modelled yet: the cart reported again with another sign-in (signing in at checkout)',
    },
    events: {
      'savedAddress.choose': 'not modelled yet: a signed-in customer\'s saved addresses',
      'payment.submit': 'not reachable through the UI, because no view sends it (the payment step sends the billing address and the method apart)',
      'checkout.cancel': 'not reachable through the UI, because no view sends it',
      'checkout.reset': 'not reachable through the UI, because no view sends it',
      'checkout.createAccount': 'not modelled yet: the thank-you page comes after the payment (the payment-redirect chart)',
    },
  },
};
