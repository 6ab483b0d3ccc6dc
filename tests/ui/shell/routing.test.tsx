import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { defaultHandlers, englishHandlers, renderShell, storeConfig } from './shell-test-kit';

describe('generic route resolution', () => {
  it('shows the 404 view with the lookup text when the server knows nothing of the path, and goes home from it', async () => {
    const persistence = createBrowserPersistence(createMemoryStorage());
    // A shopper who chose the business type stays on / instead of going to /landing.
    persistence.set('data-id-redirect', 'b2b');
    const { router, server } = await renderShell({ path: '/no-such-page', locale: 'en-US', persistence });
    expect(await screen.findByRole('heading', { name: 'Sorry, the page you were looking for could not be found.' })).toBeInTheDocument();
    expect(screen.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
    expect(screen.getByText('Please click the button below to return to the main page.')).toBeInTheDocument();
    expect(server.calls).toContainEqual({ operationName: 'getRouteData', variables: { url: 'no-such-page' } });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Homepage' }));
    expect(router.location().pathname).toBe('/');
  });

  // The landing page's own data: without it the landing page fails, and when that failure arrived before "/"
  // had committed (a loaded machine), the error page replaced the route before its move to /landing ran.
  const landingData = {
    getPageSize: () => ({ storeConfig: { store_code: 'th', grid_per_page: 12 } }),
    getCmsPage: () => ({
      cmsPage: {
        identifier: 'landing', url_key: 'landing', title: 'Welcome to talat', content: '<p>Fresh every day</p>', content_heading: '',
        page_layout: '1column', meta_title: '', meta_description: '', meta_keywords: '', relative_url: 'landing',
      },
    }),
  };

  it('sends a guest on / to /landing', async () => {
    const { router, server } = await renderShell({ path: '/', handlers: defaultHandlers(landingData) });
    await waitFor(() => expect(router.location().pathname).toBe('/landing'));
    expect(await screen.findByText('Fresh every day')).toBeInTheDocument();
    expect(server.calls).toContainEqual({ operationName: 'getCmsPage', variables: { identifier: 'landing' } });
  });

  it("sends a guest whose data-id-redirect is not the store's business identifier to /landing", async () => {
    const persistence = createBrowserPersistence(createMemoryStorage());
    persistence.set('data-id-redirect', 'b2b');
    const handlers = defaultHandlers({ getStoreConfigData: () => storeConfig({ b2b_redirect_identifier: 'horeca' }), ...landingData });
    const { router } = await renderShell({ path: '/', handlers, persistence });
    await waitFor(() => expect(router.location().pathname).toBe('/landing'));
    expect(await screen.findByText('Fresh every day')).toBeInTheDocument();
  });

  it("keeps a guest on / when data-id-redirect equals the store's business identifier (storeConfig.b2b_redirect_identifier)", async () => {
    const persistence = createBrowserPersistence(createMemoryStorage());
    persistence.set('data-id-redirect', 'horeca');
    const handlers = defaultHandlers({
      getStoreConfigData: () => storeConfig({ b2b_redirect_identifier: 'horeca' }),
      getPageSize: () => ({ storeConfig: { grid_per_page: 12 } }),
      getCmsPage: () => ({ cmsPage: null }),
    });
    const { router, server } = await renderShell({ path: '/', handlers, persistence });
    // The home page asks for the CMS home page: the route rendered it instead of redirecting.
    await waitFor(() => expect(server.calls).toContainEqual({ operationName: 'getCmsPage', variables: { identifier: 'home' } }));
    expect(router.location().pathname).toBe('/');
  });

  it("opens the product page by the route answer's url_key, not by the URL's last segment", async () => {
    const { server } = await renderShell({
      path: '/rice/thai-rice-special.html',
      handlers: defaultHandlers({
        getRouteData: () => ({
          route: { __typename: 'SimpleProduct', type: 'PRODUCT', relative_url: 'rice/thai-rice-special.html', redirect_code: 0, uid: 'NDI=', id: 42, url_key: 'jasmine-rice' },
        }),
        getPageSize: () => ({ storeConfig: { store_code: 'th', grid_per_page: 12 } }),
        getProductDetail: () => ({ products: { items: [] } }),
      }),
    });
    await waitFor(() => expect(server.calls.find((call) => call.operationName === 'getProductDetail')?.variables).toMatchObject({ urlKey: 'jasmine-rice' }));
  });

  it('treats an answer without an identifier as not found', async () => {
    await renderShell({
      path: '/half-page',
      handlers: defaultHandlers({
        getRouteData: () => ({
          route: { __typename: 'CmsPage', type: 'CMS_PAGE', relative_url: 'half-page', redirect_code: 0, identifier: null, url_key: null },
        }),
      }),
    });
    expect(await screen.findByText('ดูเหมือนว่าไม่มีหน้าที่คุณต้องการ ขออภัยในความไม่สะดวก')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับสู่หน้าแรก' })).toHaveAttribute('href', '/');
  });

  it('replaces the location on a redirect answer and resolves the new path', async () => {
    const { router, server } = await renderShell({
      path: '/old-name.html',
      handlers: defaultHandlers({
        getRouteData: ({ url }) =>
          url === 'old-name.html'
            ? { route: { __typename: 'RoutableUrl', type: 'CATEGORY', relative_url: 'new-name.html', redirect_code: 301 } }
            : { route: null },
      }),
    });
    await waitFor(() => expect(router.location().pathname).toBe('/new-name.html'));
    expect(router.history?.action).toBe('REPLACE');
    await waitFor(() => expect(server.calls).toContainEqual({ operationName: 'getRouteData', variables: { url: 'new-name.html' } }));
    expect(await screen.findByRole('heading', { name: 'ขออภัย ไม่พบหน้าที่คุณกำลังค้นหา' })).toBeInTheDocument();
  });

  it('shows the error text when the lookup fails', async () => {
    await renderShell({
      path: '/broken',
      locale: 'en-US',
      handlers: englishHandlers({
        getRouteData: () => {
          throw new Error('Internal server error');
        },
      }),
    });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toHaveAttribute('role', 'alert');
  });

  it('shows a shimmer and the page-loading bar while the lookup runs; the bar holds "done" for 750 ms', async () => {
    let answer: (value: unknown) => void = () => undefined;
    await renderShell({
      path: '/slow',
      locale: 'en-US',
      handlers: englishHandlers({ getRouteData: () => new Promise((resolve) => (answer = resolve)) }),
    });
    expect(await screen.findByRole('status', { name: 'Loading the page' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('data-phase', 'loading');
    await act(async () => answer({ route: null }));
    expect(await screen.findByRole('heading', { name: 'Sorry, the page you were looking for could not be found.' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('data-phase', 'done');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  });
});
