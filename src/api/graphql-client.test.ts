import { describe, expect, it } from 'vitest';
import { GraphQLResponseError, HttpError, NetworkError } from '../domain/api-error';
import { createGraphQLClient, MAX_GET_URL_LENGTH, type GraphQLClientDeps } from './graphql-client';
import { isStockError } from '../domain/errors';
import type { RequestSession } from './request-headers';
import type { TypedDocument } from './typed-document';

interface Call {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(respond: (call: Call, index: number) => Promise<Response> | Response, overrides: Partial<GraphQLClientDeps> = {}) {
  const calls: Call[] = [];
  const sleeps: number[] = [];
  let online = true;
  const session: RequestSession = { storeCode: 'th', currency: null, token: null, pathname: '/' };
  const client = createGraphQLClient({
    fetch: async (url, init) => {
      const call = { url, init };
      calls.push(call);
      return respond(call, calls.length - 1);
    },
    session: () => session,
    isOnline: () => online,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
  return {
    client,
    calls,
    sleeps,
    session,
    setOnline(value: boolean) {
      online = value;
    },
  };
}

const ItemCount = `
  query getItemCount($cartId: String!) {
    cart(cart_id: $cartId) { id total_quantity }
  }
` as unknown as TypedDocument<{ cart: { id: string; total_quantity: number } }, { cartId: string }>;
const AddItem = 'mutation addItem($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{sku: $sku, quantity: 1}]) { cart { id } } }' as unknown as TypedDocument<
  { addProductsToCart: { cart: { id: string } } },
  { cartId: string; sku: string }
>;

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('GraphQL queries', () => {
  it('are GET with minified query, operationName, variables and store in the URL', async () => {
    const { client, calls } = setup(() => json({ data: { cart: { id: 'c1', total_quantity: 3 } } }));
    const data = await client.request(ItemCount, { cartId: 'c1' });
    expect(data.cart.total_quantity).toBe(3);
    const call = calls[0];
    expect(call?.init.method).toBe('GET');
    expect(call?.init.body).toBeUndefined();
    const url = new URL(call?.url ?? '', 'http://shop.test');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('query')).toBe('query getItemCount($cartId:String!){cart(cart_id:$cartId){id total_quantity}}');
    expect(url.searchParams.get('operationName')).toBe('getItemCount');
    expect(url.searchParams.get('variables')).toBe('{"cartId":"c1"}');
    expect(url.searchParams.get('store')).toBe('th');
  });

  it('send store, authorization and no currency by default; token, currency and is-repayment when stored', async () => {
    const { client, calls, session } = setup(() => json({ data: { cart: { id: 'c', total_quantity: 0 } } }));
    await client.request(ItemCount, { cartId: 'c' });
    expect(headersOf(calls[0])).toEqual({ accept: 'application/json', store: 'th', authorization: '' });

    Object.assign(session, { storeCode: 'en', token: 'tok', currency: 'THB', pathname: '/repayment/order_increment_id/000123' });
    await client.request(ItemCount, { cartId: 'c' });
    expect(headersOf(calls[1])).toEqual({
      accept: 'application/json',
      store: 'en',
      authorization: 'Bearer tok',
      'Content-Currency': 'THB',
      'is-repayment': 'true',
    });
    expect(new URL(calls[1]?.url ?? '', 'http://x').searchParams.get('store')).toBe('en');
  });

  it('share one request for identical GETs in flight', async () => {
    const gate = deferred<Response>();
    const { client, calls } = setup(() => gate.promise);
    const first = client.request(ItemCount, { cartId: 'c1' });
    const second = client.request(ItemCount, { cartId: 'c1' });
    const other = client.request(ItemCount, { cartId: 'c2' });
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    gate.resolve(json({ data: { cart: { id: 'c1', total_quantity: 1 } } }));
    await expect(first).resolves.toEqual({ cart: { id: 'c1', total_quantity: 1 } });
    await expect(second).resolves.toEqual({ cart: { id: 'c1', total_quantity: 1 } });
    await other.catch(() => undefined);
  });

  it('do not share between different tokens, and send again once settled', async () => {
    const { client, calls, session } = setup(() => json({ data: { cart: { id: 'c', total_quantity: 0 } } }));
    const a = client.request(ItemCount, { cartId: 'c' });
    session.token = 'tok';
    const b = client.request(ItemCount, { cartId: 'c' });
    await Promise.all([a, b]);
    await client.request(ItemCount, { cartId: 'c' });
    expect(calls).toHaveLength(3);
  });

  it('fall back to POST (not queued) when the URL would be too long', async () => {
    const { client, calls } = setup(() => json({ data: { cart: { id: 'c', total_quantity: 0 } } }));
    await client.request(ItemCount, { cartId: 'x'.repeat(MAX_GET_URL_LENGTH) });
    expect(calls[0]?.init.method).toBe('POST');
  });
});

describe('GraphQL mutations', () => {
  it('are POST with a JSON body', async () => {
    const { client, calls } = setup(() => json({ data: { addProductsToCart: { cart: { id: 'c1' } } } }));
    await client.request(AddItem, { cartId: 'c1', sku: 'rice' });
    const call = calls[0];
    expect(call?.url).toBe('/graphql');
    expect(call?.init.method).toBe('POST');
    expect(headersOf(call)['content-type']).toBe('application/json');
    expect(JSON.parse(call?.init.body as string)).toEqual({
      query: 'mutation addItem($cartId:String!$sku:String!){addProductsToCart(cartId:$cartId cartItems:[{sku:$sku quantity:1}]){cart{id}}}',
      operationName: 'addItem',
      variables: { cartId: 'c1', sku: 'rice' },
    });
  });

  it('are sent one at a time in call order, also after a failure', async () => {
    const gates = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    const { client, calls } = setup((_call, index) => gates[index]?.promise ?? json({}));
    const results = [
      client.request(AddItem, { cartId: 'c', sku: 'a' }),
      client.request(AddItem, { cartId: 'c', sku: 'b' }),
      client.request(AddItem, { cartId: 'c', sku: 'c' }),
    ];
    const sent = () => calls.map((call) => (JSON.parse(call.init.body as string) as { variables: { sku: string } }).variables.sku);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent()).toEqual(['a']);
    gates[0]?.resolve(json({ errors: [{ message: 'The requested qty is not available' }] }));
    await expect(results[0]).rejects.toBeInstanceOf(GraphQLResponseError);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent()).toEqual(['a', 'b']);
    gates[1]?.resolve(json({ data: { addProductsToCart: { cart: { id: 'c' } } } }));
    await results[1];
    await new Promise((r) => setTimeout(r, 0));
    expect(sent()).toEqual(['a', 'b', 'c']);
    gates[2]?.resolve(json({ data: { addProductsToCart: { cart: { id: 'c' } } } }));
    await results[2];
  });

  it('do not wait for queries (queries bypass the queue)', async () => {
    const gate = deferred<Response>();
    const { client, calls } = setup((call) => (call.init.method === 'POST' ? gate.promise : json({ data: { cart: { id: 'c', total_quantity: 1 } } })));
    const mutation = client.request(AddItem, { cartId: 'c', sku: 'a' });
    await expect(client.request(ItemCount, { cartId: 'c' })).resolves.toBeDefined();
    await new Promise((r) => setTimeout(r, 0));
    // The mutation is still waiting for its answer while the query already resolved.
    expect(calls.map((c) => c.init.method).sort()).toEqual(['GET', 'POST']);
    gate.resolve(json({ data: { addProductsToCart: { cart: { id: 'c' } } } }));
    await mutation;
  });
});

describe('retry', () => {
  it('retries network failures and 5xx/429 up to 5 attempts with growing jittered delays', async () => {
    const { client, calls, sleeps } = setup((_call, index) => {
      if (index === 0) throw new TypeError('Failed to fetch');
      if (index === 1) return new Response('busy', { status: 503, statusText: 'Service Unavailable' });
      if (index === 2) return new Response('slow down', { status: 429, statusText: 'Too Many Requests' });
      if (index === 3) return new Response('', { status: 502, statusText: 'Bad Gateway' });
      return json({ data: { cart: { id: 'c', total_quantity: 1 } } });
    });
    await expect(client.request(ItemCount, { cartId: 'c' })).resolves.toEqual({ cart: { id: 'c', total_quantity: 1 } });
    expect(calls).toHaveLength(5);
    // random() is 0.5 here: half of 300 * 2^n.
    expect(sleeps).toEqual([300, 600, 1200, 2400]);
  });

  it('gives up after 5 attempts with the last error', async () => {
    const { client, calls } = setup(() => new Response('down', { status: 500, statusText: 'Internal Server Error' }));
    const error = await client.request(AddItem, { cartId: 'c', sku: 'a' }).catch((e: unknown) => e);
    expect(calls).toHaveLength(5);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ method: 'POST', url: '/graphql', status: 500, statusText: 'Internal Server Error', body: 'down' });
  });

  it('does not retry while offline and fails with a network error', async () => {
    const harness = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    harness.setOnline(false);
    const error = await harness.client.request(ItemCount, { cartId: 'c' }).catch((e: unknown) => e);
    expect(harness.calls).toHaveLength(1);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ method: 'GET', online: false });
  });

  it('stops retrying when the connection drops during the wait', async () => {
    const harness = setup(() => new Response('', { status: 503, statusText: 'Service Unavailable' }), {
      sleep: async () => harness.setOnline(false),
    });
    await expect(harness.client.request(ItemCount, { cartId: 'c' })).rejects.toBeInstanceOf(HttpError);
    expect(harness.calls).toHaveLength(1);
  });

  it('never retries GraphQL errors, even in a 500 answer', async () => {
    const a = setup(() => json({ errors: [{ message: 'Could not find a cart with ID "c"', extensions: { category: 'graphql-no-such-entity' } }] }));
    await expect(a.client.request(ItemCount, { cartId: 'c' })).rejects.toBeInstanceOf(GraphQLResponseError);
    expect(a.calls).toHaveLength(1);
    const b = setup(() => json({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] }, 500, 'Internal Server Error'));
    const error = await b.client.request(AddItem, { cartId: 'c', sku: 'a' }).catch((e: unknown) => e);
    expect(b.calls).toHaveLength(1);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Internal server error');
  });
});

describe('answers with errors', () => {
  it('join messages with ", " and keep partial data', async () => {
    const { client } = setup(() => json({ data: { cart: null }, errors: [{ message: 'First' }, { message: 'Second' }] }));
    const error = await client.request(ItemCount, { cartId: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error).toMatchObject({ message: 'First, Second', data: { cart: null }, operationName: 'getItemCount' });
  });

  it('return data when every error is ignored by the caller', async () => {
    const { client } = setup(() =>
      json({ data: { cart: { id: 'c', total_quantity: 2 } }, errors: [{ message: 'There are no source items with the in stock status' }] }),
    );
    await expect(client.request(ItemCount, { cartId: 'c' }, { ignoreErrors: isStockError })).resolves.toEqual({ cart: { id: 'c', total_quantity: 2 } });
  });

  it('raise HttpError with method, url, status, statusText and body for non-OK, non-GraphQL responses', async () => {
    const { client } = setup(() => new Response('<html>Forbidden</html>', { status: 403, statusText: 'Forbidden' }));
    const error = await client.request(AddItem, { cartId: 'c', sku: 'a' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ method: 'POST', url: '/graphql', status: 403, statusText: 'Forbidden', body: '<html>Forbidden</html>' });
    expect((error as Error).message).toBe('POST /graphql responded 403 Forbidden: <html>Forbidden</html>');
  });

  it('treat a 200 that is not JSON as an HTTP error', async () => {
    const { client } = setup(() => new Response('<html>proxy page</html>', { status: 200, statusText: 'OK' }));
    await expect(client.request(ItemCount, { cartId: 'c' })).rejects.toBeInstanceOf(HttpError);
  });
});

describe('cancelled queries', () => {
  it('pass the signal to fetch, reject with its reason when aborted and are not retried', async () => {
    const { client, calls, sleeps } = setup(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client.request(ItemCount, { cartId: 'c' }, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.signal).toBe(controller.signal);
    expect(sleeps).toEqual([]);
  });

  it('do not share a request with an identical query, so cancelling one leaves the other', async () => {
    const answer = deferred<void>();
    const { client, calls } = setup(
      ({ init }) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          void answer.promise.then(() => resolve(json({ data: { cart: { id: 'c', total_quantity: 1 } } })));
        }),
    );
    const controller = new AbortController();
    const cancelled = client.request(ItemCount, { cartId: 'c' }, { signal: controller.signal }).catch((e: unknown) => e);
    const kept = client.request(ItemCount, { cartId: 'c' });
    expect(calls).toHaveLength(2);
    controller.abort();
    answer.resolve();
    await expect(kept).resolves.toEqual({ cart: { id: 'c', total_quantity: 1 } });
    expect(await cancelled).toBeInstanceOf(DOMException);
  });

  it('send nothing when already aborted', async () => {
    const { client, calls } = setup(() => json({ data: {} }));
    const controller = new AbortController();
    controller.abort();
    await expect(client.request(ItemCount, { cartId: 'c' }, { signal: controller.signal })).rejects.toBeInstanceOf(DOMException);
    expect(calls).toEqual([]);
  });
});

describe('remembered answers', () => {
  it('load once per key and scope, never across clients, and forget a failure', async () => {
    const { client, session } = setup(() => json({ data: {} }));
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const first = client.remember('rules', load);
    expect(client.remember('rules', load)).toBe(first);
    await expect(first).resolves.toBe(1);
    // Another customer (a sign-in changes the token, and with it the group's answers) or currency asks afresh.
    session.token = 'customer-token';
    await expect(client.remember('rules', load)).resolves.toBe(2);
    session.currency = 'USD';
    await expect(client.remember('rules', load)).resolves.toBe(3);
    // A second app instance (another page view or server request) keeps nothing of the first.
    await expect(setup(() => json({ data: {} })).client.remember('rules', load)).resolves.toBe(4);

    let fail = true;
    const flaky = () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('rules'));
    await expect(client.remember('flaky', flaky)).rejects.toThrow('offline');
    fail = false;
    await expect(client.remember('flaky', flaky)).resolves.toBe('rules');
  });
});
