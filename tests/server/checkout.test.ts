import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';
import { dataVersionFor } from '../../server/graphql/data-version';
import { BANGKOK_ADDRESS, insertStockedProduct, neutralisePromotions, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';

// Checkout end to end through GraphQL on the seeded database: Magento's mutations, the order the cart
// becomes (totals to the satang), the confirmation mail, guestOrder's ownership check and the refusals.

let t: TestApp;
let send: GraphQLSend;
const store = (code: string): Record<string, string> => ({ store: code });

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  // 321.00 incl. VAT and 45.50: a subtotal of 687.50 (below the 1,500 free-delivery threshold).
  await insertStockedProduct(t.database.db, 970_001, 'COTAX', 32_100, 50);
  await insertStockedProduct(t.database.db, 970_002, 'COCHEAP', 4_550, 50);
  await insertStockedProduct(t.database.db, 970_003, 'COBIG', 160_500, 50);
  await insertStockedProduct(t.database.db, 970_004, 'COZERO', 0, 10);
  await insertStockedProduct(t.database.db, 970_005, 'CONOGA', 32_100, 10);
  send = async (query, variables, headers) => (await graphqlPost(t.app, { query, variables, headers: { ...store('en'), ...headers } })).body;
});

afterAll(async () => {
  await t?.close();
});

describe('checkout', () => {
  it('gives no purchase event where the store view does not run GA4 (seeded: google/gtag/analytics4/active 0)', async () => {
    const cartId = await prepareGuestCart(send, [{ sku: 'CONOGA', quantity: 1 }], { email: 'no-ga4@example.test' });
    const result = (await send(PLACE_ORDER, { cartId })).data?.placeOrder as { orderV2: { number: string } | null; gtm_ga4: string | null };
    expect(result.orderV2?.number).toMatch(/^\d{9}$/);
    expect(result.gtm_ga4).toBeNull();
  });

  it('offers delivery by area and cart, and carries the totals into the order to the satang', async () => {
    const cartId = await prepareGuestCart(send, [{ sku: 'COTAX', quantity: 2 }, { sku: 'COCHEAP', quantity: 1 }], { email: 'totals@example.test' });
    const { body } = await graphqlPost<{ cart: { prices: { grand_total: { value: number }; applied_taxes: { amount: { value: number } }[] }; shipping_addresses: { city: string; region: { code: string }; available_shipping_methods: { carrier_code: string; available: boolean; amount: { value: number } }[]; selected_shipping_method: { carrier_code: string; delivery_date: string; time_slot: string } }[]; available_payment_methods: { code: string; title: string }[]; selected_payment_method: { code: string } } }>(t.app, {
      query: `query ($id: String!) { cart(cart_id: $id) {
        prices { grand_total { value } applied_taxes { amount { value } } }
        shipping_addresses { city region { code } available_shipping_methods { carrier_code available amount { value } } selected_shipping_method { carrier_code delivery_date time_slot } }
        available_payment_methods { code title } selected_payment_method { code } } }`,
      variables: { id: cartId },
      headers: store('en'),
    });
    const cart = body.data?.cart;
    const address = cart?.shipping_addresses[0];
    expect(address?.city).toBe('คลองเตย');
    expect(address?.region.code).toBe('TH-10');
    expect(address?.available_shipping_methods).toEqual([
      { carrier_code: 'talat_standard', available: true, amount: { value: 50 } },
      { carrier_code: 'talat_sameday', available: expect.any(Boolean), amount: { value: 120 } },
      { carrier_code: 'talat_pickup', available: true, amount: { value: 0 } },
    ]);
    expect(address?.selected_shipping_method.time_slot).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    // 2 × 321.00 + 45.50 + 50.00 delivery = 737.50; VAT is 7/107 per line: 42.00 + 2.98 + 3.27 (delivery) = 48.25.
    expect(cart?.prices.grand_total.value).toBe(737.5);
    expect(cart?.prices.applied_taxes[0]?.amount.value).toBe(48.25);
    expect(cart?.available_payment_methods.map((m) => m.code)).toEqual(['P2c2pPaymentApi', 'kpayment_credit', 'kpayment_qr', 'scb_qrcode', 'scb_deeplink', 'P2c2pPaymentLinePay', 'P2c2pPaymentTrueMoney']);

    // This store view runs GA4, so the answer carries the data layer's purchase event.
    const ga4 = async (value: string) => {
      await t.database.db.updateTable('config').set({ value }).where('path', '=', 'google/gtag/analytics4/active').where('scope_id', '=', 0).execute();
      await dataVersionFor(t.database.db).refresh();
    };
    await ga4('1');
    const placed = await send(PLACE_ORDER, { cartId }).finally(() => ga4('0'));
    const result = placed.data?.placeOrder as { orderV2: { number: string; total: { grand_total: { value: number }; subtotal: { value: number }; total_shipping: { value: number }; total_tax: { value: number } } }; errors: unknown[]; new_cart_id: string; gtm_ga4: string };
    expect(result.errors).toEqual([]);
    expect(result.orderV2.number).toMatch(/^\d{9}$/);
    expect(result.orderV2.total).toEqual({ grand_total: { value: 737.5 }, subtotal: { value: 687.5 }, total_shipping: { value: 50 }, total_tax: { value: 48.25 } });
    expect(result.new_cart_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(JSON.parse(result.gtm_ga4)).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: result.orderV2.number, value: 737.5, currency: 'THB' } });

    const row = await t.database.db.selectFrom('sales_order').selectAll().where('increment_id', '=', result.orderV2.number).executeTakeFirstOrThrow();
    expect([row.grand_total, row.subtotal_incl_tax, row.shipping_incl_tax, row.tax_amount, row.status]).toEqual([73_750, 68_750, 5_000, 4_825, 'pending_payment']);
    const stock = await t.database.db.selectFrom('product').select(['sku', 'qty']).where('product_id', 'in', [970_001, 970_002]).orderBy('product_id').execute();
    expect(stock.map((s) => Number(s.qty))).toEqual([48, 49]);
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'totals@example.test').execute();
    expect(mail.map((m) => m.subject)).toEqual([`Order confirmation #${result.orderV2.number}`]);
    expect(mail[0]?.text_body).toContain('฿737.50');

    // The placed cart is gone for good.
    const again = await send(PLACE_ORDER, { cartId });
    expect((again.data?.placeOrder as { errors: { code: string }[] }).errors[0]?.code).toBe('CART_NOT_ACTIVE');
  });

  it('delivers free over ฿1,500 and offers only `free` on a zero total', async () => {
    const cartId = await prepareGuestCart(send, [{ sku: 'COBIG', quantity: 1 }]);
    const placed = await send(PLACE_ORDER, { cartId });
    const order = (placed.data?.placeOrder as { orderV2: { total: { total_shipping: { value: number }; grand_total: { value: number } } } }).orderV2;
    expect(order.total.total_shipping.value).toBe(0);
    expect(order.total.grand_total.value).toBe(1605);

    // Nothing to pay (a free sample picked up at the shop): only Magento's `free`, and the order is processing.
    await expect(prepareGuestCart(send, [{ sku: 'COZERO', quantity: 1 }], { carrier: ['talat_pickup', 'pickup'], payment: 'scb_qrcode' })).rejects.toThrow('The requested Payment Method is not available.');
    const zeroCart = await prepareGuestCart(send, [{ sku: 'COZERO', quantity: 1 }], { carrier: ['talat_pickup', 'pickup'], payment: 'free' });
    const methods = await send('query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }', { id: zeroCart });
    expect((methods.data?.cart as { available_payment_methods: unknown[] }).available_payment_methods).toEqual([{ code: 'free', title: 'No Payment Information Required' }]);
    const zero = (await send(PLACE_ORDER, { cartId: zeroCart })).data?.placeOrder as { orderV2: { number: string } };
    const row = await t.database.db.selectFrom('sales_order').select(['status', 'grand_total']).where('increment_id', '=', zero.orderV2.number).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'processing', grand_total: 0 });
  });

  it('finds a guest order by number, email and postcode, and refuses any wrong part', async () => {
    const cartId = await prepareGuestCart(send, [{ sku: 'COCHEAP', quantity: 1 }], { email: 'Tracker@Example.test' });
    const number = ((await send(PLACE_ORDER, { cartId })).data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
    const query = 'query ($input: OrderInformationInput!) { guestOrder(input: $input) { number email status shipping_address { city sub_district postcode } time_slot { date option } items { product_sku quantity_ordered } } }';
    const found = await send(query, { input: { number, email: 'tracker@example.test', postcode: '10110' } });
    expect(found.errors).toBeUndefined();
    expect(found.data?.guestOrder).toMatchObject({ number, status: 'Pending Payment', shipping_address: { city: 'คลองเตย', sub_district: 'คลองตัน', postcode: '10110' }, items: [{ product_sku: 'COCHEAP', quantity_ordered: 1 }] });
    for (const wrong of [{ number, email: 'someone@example.test', postcode: '10110' }, { number, email: 'tracker@example.test', postcode: '10200' }, { number: '999999999', email: 'tracker@example.test', postcode: '10110' }]) {
      const refused = await send(query, { input: wrong });
      expect(refused.data?.guestOrder ?? null).toBeNull();
      expect(refused.errors?.[0]?.message).toBe("We couldn't locate an order with the information provided.");
      expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    }
  });

  it('refuses impossible Thai addresses and bad telephones with clear texts in the store view language', async () => {
    const created = await send('mutation { createGuestCart { cart { id } } }', {});
    const cartId = (created.data?.createGuestCart as { cart: { id: string } }).cart.id;
    const set = (address: Record<string, unknown>, storeCode = 'en') =>
      graphqlPost(t.app, {
        query: 'mutation ($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { city sub_district region { code label } } } } }',
        variables: { cartId, address },
        headers: store(storeCode),
      }).then((r) => r.body);
    expect((await set({ ...BANGKOK_ADDRESS, postcode: '10999' })).errors?.[0]?.message).toBe('The postal code 10999 does not exist in Thailand.');
    expect((await set({ ...BANGKOK_ADDRESS, region: 'TH-50' })).errors?.[0]?.message).toBe('The postal code 10110 is not in เชียงใหม่.');
    expect((await set({ ...BANGKOK_ADDRESS, city: 'พระนคร' })).errors?.[0]?.message).toBe('The district "พระนคร" does not match postal code 10110.');
    expect((await set({ ...BANGKOK_ADDRESS, sub_district: 'วังใหม่' })).errors?.[0]?.message).toContain('is not in คลองเตย');
    expect((await set({ ...BANGKOK_ADDRESS, telephone: '812345678' })).errors?.[0]?.message).toBe('The telephone number must have 10 digits and start with 0.');
    expect((await set({ ...BANGKOK_ADDRESS, telephone: '812345678' }, 'th')).errors?.[0]?.message).toBe('หมายเลขโทรศัพท์ต้องมี 10 หลักและขึ้นต้นด้วย 0');
    expect((await set({ ...BANGKOK_ADDRESS, country_code: 'US' })).errors?.[0]?.extensions?.category).toBe('graphql-input');
    // The postcode and district fill the province; the English province name is accepted too.
    const ok = await set({ ...BANGKOK_ADDRESS, region: 'Bangkok', telephone: '081-234-5678' });
    expect(ok.errors).toBeUndefined();
    expect((ok.data?.setShippingAddressesOnCart as { cart: { shipping_addresses: unknown[] } }).cart.shipping_addresses[0]).toEqual({ city: 'คลองเตย', sub_district: 'คลองตัน', region: { code: 'TH-10', label: 'กรุงเทพมหานคร' } });
  });

  it('checks a full tax invoice: type, 13-digit TIN with its check digit, head office or branch', async () => {
    const cartId = (await send('mutation { createGuestCart { cart { id } } }', {})).data?.createGuestCart as { cart: { id: string } };
    const bill = (extra: Record<string, unknown>) =>
      send('mutation ($cartId: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { billing_address { company is_full_invoice invoice_type tax_identification_number head_office branch_office } } } }', {
        cartId: cartId.cart.id,
        address: { ...BANGKOK_ADDRESS, is_full_invoice: true, ...extra },
      });
    expect((await bill({ invoice_type: 'company', company: 'ตลาด จำกัด', tax_identification_number: '010555' })).errors?.[0]?.message).toBe('The tax identification number must have 13 digits.');
    expect((await bill({ invoice_type: 'company', company: 'ตลาด จำกัด', tax_identification_number: '0105556123457' })).errors?.[0]?.message).toContain('check digit');
    expect((await bill({ invoice_type: 'company', tax_identification_number: '0105556123453' })).errors?.[0]?.message).toBe('A company tax invoice needs the company name.');
    expect((await bill({ invoice_type: 'company', company: 'ตลาด จำกัด', tax_identification_number: '0105556123453', head_office: false, branch_office: '12' })).errors?.[0]?.message).toBe('Enter the 5-digit branch number, or choose head office.');
    expect((await bill({ tax_identification_number: '0105556123453' })).errors?.[0]?.message).toBe('Choose the tax invoice type: company or personal.');
    const ok = await bill({ invoice_type: 'company', company: 'ตลาด จำกัด', tax_identification_number: '0-1055-56123-45-3', head_office: false, branch_office: '00012' });
    expect(ok.errors).toBeUndefined();
    expect((ok.data?.setBillingAddressOnCart as { cart: { billing_address: unknown } }).cart.billing_address).toEqual({ company: 'ตลาด จำกัด', is_full_invoice: true, invoice_type: 'company', tax_identification_number: '0105556123453', head_office: false, branch_office: '00012' });
  });
});
