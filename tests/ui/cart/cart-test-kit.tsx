// Test kit for the cart views: a raw getCartDetails answer builder, a fake /graphql keeping one cart's lines, and
// the views rendered with a real cart runtime (real machines, real GraphQL client on the fake fetch).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from 'react-router';
import { AppRouter } from '../../../src/ui/shell/routing/app-router';
import { memoryAddress } from '../memory-address';
import { createGraphQLClient } from '../../../src/api/graphql-client';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { CartProvider } from '../../../src/ui/cart/cart-provider';
import { createCartRuntime } from '../../../src/ui/cart/cart-runtime';
import { ShellDepsProvider, type ShellDeps } from '../../../src/ui/providers/shell-deps';
import { fakeServer, type Variables } from '../catalog/catalog-test-kit';

export interface Line {
  uid: string;
  sku: string;
  name: string;
  quantity: number;
  isFreeGift?: boolean;
}

const money = (value: number) => ({ value, currency: 'THB' });

export function rawCart(id: string, lines: Line[]) {
  const total = lines.reduce((sum, line) => sum + (line.isFreeGift ? 0 : line.quantity * 100), 0);
  return {
    id,
    email: null,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    has_error: false,
    messages: [],
    conditions: { min_amount: null, max_amount: null },
    applied_coupons: [],
    applied_gift_cards: [],
    prices: {
      grand_total: money(total),
      subtotal_including_tax: money(total),
      subtotal_excluding_tax: money(total),
      after_discount: money(total),
      non_vat_amount: money(0),
      discounts: [],
      applied_taxes: [],
    },
    selected_payment_method: null,
    available_payment_methods: [],
    shipping_addresses: [],
    free_gifts: null,
    applied_extra_fees: null,
    fee_item_for_quote: [],
    items: lines.map((line, index) => ({
      __typename: 'SimpleCartItem',
      uid: line.uid,
      id: String(index + 1),
      quantity: line.quantity,
      special_request: null,
      position: index,
      is_free_gift: line.isFreeGift ?? false,
      available_to_checkout: true,
      has_error: false,
      messages: [],
      customizable_options: [],
      prices: { price: money(line.isFreeGift ? 0 : 100), price_including_tax: money(100), total_item_discount: money(0), discounts: [] },
      product: {
        __typename: 'SimpleProduct',
        uid: `p-${line.sku}`,
        id: index + 1,
        name: line.name,
        sku: line.sku,
        type_id: 'simple',
        url_key: line.sku,
        url_suffix: '.html',
        stock_status: 'IN_STOCK',
        thumbnail: null,
        small_image: null,
      },
    })),
  };
}

/** A server with one cart ("cart-1") whose lines the update/remove mutations change. */
export function cartServer(initial: Line[]) {
  let lines = [...initial];
  const server = fakeServer({
    createCart: () => ({ cartId: 'cart-1' }),
    getCartDetails: (variables: Variables) => ({ cart: rawCart(String(variables.cartId), lines) }),
    updateCartItem: (variables: Variables) => {
      lines = lines.map((line) => (line.uid === variables.itemId ? { ...line, quantity: Number(variables.quantity) } : line));
      return { updateCartItems: { cart: { id: 'cart-1', total_quantity: 0 } } };
    },
    removeItemFromCart: (variables: Variables) => {
      lines = lines.filter((line) => line.uid !== variables.itemId);
      return { removeItemFromCart: { cart: { id: 'cart-1', total_quantity: 0 } } };
    },
    productGroupRuleList: () => ({ productGroupRuleList: [] }),
    getStoreConfigForCartPage: () => ({ storeConfig: { store_code: 'en', product_url_suffix: '.html', configurable_thumbnail_source: null, tax_cart_display_price: 2, isEnabledSuccessPopup: false } }),
  });
  return { server, lines: () => lines };
}

const enMessages = JSON.parse(readFileSync(resolve(process.cwd(), 'src/i18n/compiled/en.json'), 'utf8')) as Record<string, never>;

export async function renderCart(view: ReactNode, server: ReturnType<typeof fakeServer>) {
  const persistence = createBrowserPersistence(createMemoryStorage());
  persistence.set('cartId', 'cart-1');
  const client = createGraphQLClient({
    fetch: server.fetch,
    session: () => ({ storeCode: 'en', currency: null, token: null, pathname: '/' }),
    isOnline: () => true,
    sleep: () => Promise.resolve(),
    random: () => 0,
  });
  const runtime = createCartRuntime(client, persistence);
  const deps: ShellDeps = {
    client,
    persistence,
    cookies: { cookie: '' },
    reload: () => {},
    loadPage: () => {},
    isOnline: () => true,
    connectivityTarget: window,
    isBot: () => false,
    cartCount: runtime.countSource,
    toasts: runtime.toasts,
  };

  const result = await act(async () =>
    render(
      <IntlProvider locale="en-US" defaultLocale="th-TH" messages={enMessages} timeZone="Asia/Bangkok">
        <I18nProvider locale="en-US">
          <ShellDepsProvider value={deps}>
            <AppRouter address={memoryAddress('/checkout/cart')}>
              <Routes>
                <Route path="*" element={<CartProvider runtime={runtime}>{view}</CartProvider>} />
              </Routes>
            </AppRouter>
          </ShellDepsProvider>
        </I18nProvider>
      </IntlProvider>,
    ),
  );
  // The toasts the cart asked for, as the shop system's toast area holds them.
  const toasts = () => runtime.toasts.getSnapshot().context.toasts;
  return { ...result, runtime, toasts, persistence };
}
