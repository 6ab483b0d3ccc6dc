import { describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES, isCatalogueQuery } from '../sw/sw-protocol';
import { SW_NOT_REGISTERED, keepRenderedAnswers, prefetchImages, registerServiceWorker, sendMessageToSW, type ServiceWorkerHost } from './service-worker';
import { seenPopupIds } from './cookies';

const now = (run: () => void) => run();

describe('service worker, page side', () => {
  it('rejects messages with "SW Not Registered" when no worker controls the page', async () => {
    await expect(sendMessageToSW({ serviceWorker: undefined }, { type: SW_MESSAGES.version })).rejects.toThrow(SW_NOT_REGISTERED);
    const container = { controller: null, register: vi.fn() } as unknown as ServiceWorkerHost['serviceWorker'];
    await expect(prefetchImages({ serviceWorker: container }, ['/media/a.jpg'])).rejects.toThrow(SW_NOT_REGISTERED);
  });

  it('sends a message on a channel and resolves with the worker\'s answer', async () => {
    const posted: Array<{ message: unknown; port: MessagePort }> = [];
    const controller = { postMessage: (message: unknown, transfer: MessagePort[]) => posted.push({ message, port: transfer[0]! }) };
    const host = { serviceWorker: { controller, register: vi.fn() } as unknown as ServiceWorkerHost['serviceWorker'] };
    const answer = prefetchImages(host, ['/media/catalog/product/rice.jpg']);
    expect(posted[0]?.message).toEqual({ type: 'PREFETCH_IMAGES', urls: ['/media/catalog/product/rice.jpg'] });
    posted[0]?.port.postMessage({ ok: true, fetched: 1 });
    await expect(answer).resolves.toEqual({ ok: true, fetched: 1 });
  });

  it('registers /sw.js for scope / when idle, and only warns when registration fails', async () => {
    const register = vi.fn().mockResolvedValue({ scope: '/' });
    const warn = vi.fn();
    const ok = await registerServiceWorker({ serviceWorker: { register, controller: null }, whenIdle: now, warn });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(ok).toEqual({ scope: '/' });
    const failing = vi.fn().mockRejectedValue(new Error('insecure origin'));
    const none = await registerServiceWorker({ serviceWorker: { register: failing, controller: null }, whenIdle: now, warn });
    expect(none).toBeNull();
    expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    expect(await registerServiceWorker({ serviceWorker: undefined, whenIdle: now, warn })).toBeNull();
  });
});

describe('keepRenderedAnswers', () => {
  it('hands the answers a server-rendered page came with to the active worker once it is ready', async () => {
    const postMessage = vi.fn();
    const answer = { data: { storeConfig: { store_code: 'th' } } };
    await keepRenderedAnswers(Promise.resolve({ active: { postMessage } as unknown as ServiceWorker }), { '/graphql?query=q&store=th': answer });
    expect(postMessage).toHaveBeenCalledWith({ type: 'KEEP_DATA', entries: [{ url: '/graphql?query=q&store=th', body: JSON.stringify(answer) }] });
  });

  it('sends nothing for a page that came without answers, and waits for no worker', async () => {
    const postMessage = vi.fn();
    const never = new Promise<{ active: ServiceWorker | null }>(() => undefined);
    await keepRenderedAnswers(never, {});
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('which GraphQL requests the worker keeps for offline use', () => {
  const get = (query: string, authorization: string | null = null) =>
    isCatalogueQuery(new URL(`https://shop.example/graphql?query=${encodeURIComponent(query)}&store=th`), { get: (name) => (name === 'authorization' ? authorization : null) });

  it('keeps catalogue queries that are the same for every shopper', () => {
    expect(get('query getProductDetail($urlKey:String){products(filter:{url_key:{eq:$urlKey}}){items{name}}}')).toBe(true);
    expect(get('query getCategoryList{categories{items{name}}}')).toBe(true);
  });

  it('never keeps a signed-in shopper\'s answers, carts, customers or orders', () => {
    expect(get('query getCategoryList{categories{items{name}}}', 'Bearer abc')).toBe(false);
    expect(get('query getCartDetails($cartId:String!){cart(cart_id:$cartId){id}}')).toBe(false);
    expect(get('query getCustomer{customer{email}}')).toBe(false);
    expect(get('query guest($n:String!){guestOrder(input:{number:$n}){number}}')).toBe(false);
    expect(isCatalogueQuery(new URL('https://shop.example/media/a.jpg'), { get: () => null })).toBe(false);
  });
});

describe('seenPopupIds', () => {
  it('lists the popups whose mb-popup cookie is set', () => {
    expect(seenPopupIds({ cookie: 'location_key=1; mb-popup-home-newsletter-th=1; mb-popup-=x; other=2' })).toEqual(['home-newsletter-th']);
  });
});
