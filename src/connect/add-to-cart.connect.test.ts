import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectAddToCartButton, connectAddToCartSlot, type AddToCartChoice } from './add-to-cart.connect';
import type { CartDetails } from '../domain/cart-types';
import type { ProductCard } from '../domain/catalog-types';
import type { CartEvent } from '../machines/cart-flow-types';
import { cartMachine } from '../machines/cart.machine';
import { PromiseFake, settle } from '../../tests/machines/support/fake-actors';

const card = (over: Partial<ProductCard>) => ({ sku: 'rice', name: 'Jasmine rice', kind: 'simple', path: '/rice.html', image: null, hasRequiredOptions: false, ...over }) as ProductCard;
const choice = (product: ProductCard, over: Partial<AddToCartChoice> = {}): AddToCartChoice => ({ product, variant: null, selectedOptions: {}, hidden: false, placement: 'card', ...over });

describe('connectAddToCartSlot', () => {
  it('hides the action when the price rule says hide_cart', () => {
    expect(connectAddToCartSlot(choice(card({}), { hidden: true }))).toEqual({ kind: 'none' });
  });

  it('links a card to the product page for products that need choices there', () => {
    for (const over of [{ kind: 'configurable' }, { kind: 'grouped' }, { kind: 'bundle' }, { kind: 'downloadable' }, { hasRequiredOptions: true }] as const) {
      expect(connectAddToCartSlot(choice(card(over)))).toEqual({ kind: 'choose', path: '/rice.html', name: 'Jasmine rice' });
    }
  });

  it('adds a simple product from a card, and the chosen variant with its parent on the product page', () => {
    expect(connectAddToCartSlot(choice(card({})))).toEqual({ kind: 'button', product: { sku: 'rice', name: 'Jasmine rice', image: null }, isDisabled: false });
    const apron = card({ sku: 'apron', name: 'Apron', kind: 'configurable' });
    expect(connectAddToCartSlot(choice(apron, { placement: 'product-page' }))).toEqual({ kind: 'button', product: { sku: 'apron', name: 'Apron', image: null }, isDisabled: true });
    const variant = { sku: 'apron-red', image: null } as unknown as NonNullable<AddToCartChoice['variant']>;
    expect(connectAddToCartSlot(choice(apron, { placement: 'product-page', variant }))).toEqual({
      kind: 'button',
      product: { sku: 'apron-red', parentSku: 'apron', name: 'Apron', image: null },
      isDisabled: false,
    });
  });

  it('keeps the button disabled until every required customizable option is filled, then sends them', () => {
    const page = (ready: boolean) => choice(card({ hasRequiredOptions: true }), { placement: 'product-page', customOptions: { ready, selectedOptions: ready ? ['opt-1'] : [], enteredOptions: [] } });
    expect(connectAddToCartSlot(page(false))).toMatchObject({ kind: 'button', isDisabled: true });
    expect(connectAddToCartSlot(page(true))).toMatchObject({ kind: 'button', isDisabled: false, product: { selectedOptions: ['opt-1'] } });
  });
});

const ACTORS = ['createCart', 'fetchCart', 'addItem', 'updateItem', 'removeItem', 'applyCoupon', 'removeCoupon'] as const;
const emptyCart = { id: 'c1', email: null, totalQuantity: 0, hasError: false, messages: [], items: [], prices: { grandTotal: null, subtotalInclTax: null, subtotalExclTax: null, afterDiscount: null, nonVatAmount: null, discounts: [], taxes: [] }, conditions: { minAmount: null, maxAmount: null }, couponCodes: [], freeGifts: null, extraFees: [], shipping: null } as CartDetails;

async function readyCart() {
  const fakes = Object.fromEntries(ACTORS.map((name) => [name, new PromiseFake()])) as Record<(typeof ACTORS)[number], PromiseFake>;
  const actor = createActor(
    cartMachine.provide({
      actors: Object.fromEntries(ACTORS.map((name) => [name, fakes[name].logic])),
      actions: { persistCartId: () => undefined, removeStoredCartId: () => undefined, clearSplitCartId: () => undefined },
    }),
    { input: { storedCartId: 'c1', splitCartId: null, signedIn: false } },
  );
  actor.start();
  fakes.fetchCart.resolve(emptyCart);
  await settle();
  return actor;
}

describe('connectAddToCartButton', () => {
  const labels = { addToCart: 'Add to cart', adding: 'Adding…' };
  const rice = { sku: 'rice', name: 'Jasmine rice', image: null };

  it('adds through cart.add, named with the product, and is pending only for the product being added', async () => {
    const actor = await readyCart();
    const sent: CartEvent[] = [];
    const api = connectAddToCartButton(actor.getSnapshot(), (event) => void sent.push(event), { product: rice, quantity: 2, isDisabled: false }, labels);
    expect(api.buttonProps).toMatchObject({ 'aria-label': 'Add to cart: Jasmine rice', isDisabled: false, isPending: false });
    expect(api.text).toBe('Add to cart');
    api.buttonProps.onPress();
    expect(sent).toEqual([{ type: 'cart.add', product: rice, quantity: 2 }]);

    actor.send({ type: 'cart.add', product: rice, quantity: 1 });
    const adding = connectAddToCartButton(actor.getSnapshot(), () => undefined, { product: rice, quantity: 1, isDisabled: false }, labels);
    expect(adding.buttonProps).toMatchObject({ isPending: true });
    expect(adding.text).toBe('Adding…');
    const other = connectAddToCartButton(actor.getSnapshot(), () => undefined, { product: { ...rice, sku: 'tea' }, quantity: 1, isDisabled: false }, labels);
    expect(other.buttonProps.isPending).toBe(false);
  });

  it('stays disabled when the view says so (a choice missing, not hydrated yet)', async () => {
    const actor = await readyCart();
    expect(connectAddToCartButton(actor.getSnapshot(), () => undefined, { product: rice, quantity: 1, isDisabled: true }, labels).buttonProps.isDisabled).toBe(true);
  });
});
