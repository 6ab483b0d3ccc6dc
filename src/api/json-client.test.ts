import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../domain/api-error';
import { savePaymentInformation, saveShippingInformation, type RestAddress } from './checkout-rest';
import { createJsonClient, restUrl } from './json-client';

function setup(respond: (url: string, init: RequestInit) => Response | Promise<Response>, token: string | null = null) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createJsonClient({
    fetch: async (url, init) => {
      calls.push({ url, init });
      return respond(url, init);
    },
    session: () => ({ storeCode: 'en', currency: null, token, pathname: '/checkout' }),
    isOnline: () => true,
  });
  return { client, calls };
}

const address: RestAddress = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  street: ['1 Sukhumvit Rd'],
  city: 'Khlong Toei',
  region_code: 'BKK',
  postcode: '10110',
  telephone: '0812345678',
  country_id: 'TH',
};

describe('REST paths', () => {
  it('builds /rest/V1 and /rest/{store}/V1 URLs', () => {
    expect(restUrl('guest-carts/abc/shipping-information')).toBe('/rest/V1/guest-carts/abc/shipping-information');
    expect(restUrl('/V1/carts/mine/payment-information', 'th')).toBe('/rest/th/V1/carts/mine/payment-information');
  });
});

describe('JSON client', () => {
  it('sends credentials, JSON headers, store and the bearer token', async () => {
    const { client, calls } = setup(() => new Response('{"ok":true}'), 'tok');
    await expect(client.request<{ ok: boolean }>('/rest/V1/x')).resolves.toEqual({ ok: true });
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json', store: 'en', authorization: 'Bearer tok' },
    });
  });

  it('shares identical GETs in flight but never POSTs', async () => {
    const { client, calls } = setup(() => new Response('1'));
    await Promise.all([client.request('/rest/V1/a'), client.request('/rest/V1/a'), client.request('/rest/V1/b')]);
    expect(calls.map((c) => c.url)).toEqual(['/rest/V1/a', '/rest/V1/b']);
    await Promise.all([client.request('/rest/V1/a', { method: 'POST', body: {} }), client.request('/rest/V1/a', { method: 'POST', body: {} })]);
    expect(calls).toHaveLength(4);
  });

  it('raises HttpError with method, url, status, statusText and body text', async () => {
    const { client } = setup(() => new Response('{"message":"No such entity with %fieldName = %fieldValue"}', { status: 404, statusText: 'Not Found' }));
    const error = await client.request('/rest/V1/guest-carts/x/payment-information', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      method: 'POST',
      url: '/rest/V1/guest-carts/x/payment-information',
      status: 404,
      statusText: 'Not Found',
      body: '{"message":"No such entity with %fieldName = %fieldValue"}',
    });
  });

  it('wraps fetch failures in NetworkError', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('/rest/V1/x')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('checkout REST calls', () => {
  it('posts guest shipping information by cart id on the store view path', async () => {
    const { client, calls } = setup(() => new Response('{}'));
    await saveShippingInformation(
      client,
      { cartId: 'abc', signedIn: false, storeCode: 'en' },
      { billing_address: address, shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    );
    expect(calls[0]?.url).toBe('/rest/en/V1/guest-carts/abc/shipping-information');
    expect(JSON.parse(calls[0]?.init.body as string)).toMatchObject({ addressInformation: { shipping_carrier_code: 'flatrate' } });
  });

  it('posts signed-in payment information to carts/mine and returns the order id', async () => {
    const { client, calls } = setup(() => new Response('"42"'), 'tok');
    const orderId = await savePaymentInformation(
      client,
      { cartId: 'abc', signedIn: true, storeCode: 'th' },
      { billingAddress: address, cartId: 'abc', paymentMethod: { method: 'scb_qrcode' } },
    );
    expect(orderId).toBe('42');
    expect(calls[0]?.url).toBe('/rest/th/V1/carts/mine/payment-information');
  });
});
