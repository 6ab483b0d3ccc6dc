import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../../src/api/checkout/checkout-calls';
import { createGraphQLClient } from '../../../src/api/graphql-client';

// placeOrder's gtm_ga4 (GA4's purchase event as JSON text) reaches the checkout chart as an object for the data
// layer; text that is no object is no event, and the order stands either way.
function clientAnswering(gtmGa4: string | null) {
  return createGraphQLClient({
    fetch: async () =>
      new Response(JSON.stringify({ data: { placeOrder: { orderV2: { number: '000000042', token: 't' }, errors: [], new_cart_id: 'next', gtm_ga4: gtmGa4 } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    session: () => ({ storeCode: 'th', currency: null, token: null, pathname: '/checkout' }),
    isOnline: () => true,
    sleep: () => Promise.resolve(),
    random: () => 0,
  });
}

describe('placeOrder', () => {
  it('reads the purchase event the shop gave with the order', async () => {
    const event = { event: 'purchase', ecommerce: { transaction_id: '000000042', value: 737.5, currency: 'THB' } };
    expect(await placeOrder(clientAnswering(JSON.stringify(event)), 'cart-1')).toEqual({ orderNumber: '000000042', newCartId: 'next', orderToken: 't', purchaseEvent: event });
  });

  it('has no event where the store view runs no GA4, or the text is not an object', async () => {
    for (const text of [null, '', 'not json', '[1]', '"purchase"']) {
      expect((await placeOrder(clientAnswering(text), 'cart-1')).purchaseEvent).toBeNull();
    }
  });
});
