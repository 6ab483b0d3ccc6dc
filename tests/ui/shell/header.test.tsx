import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHandlers, manualCartCount, oneStoreView, renderShell, storeConfig } from './shell-test-kit';

const UNKNOWN_PATH = '/no-such-page';

describe('header', () => {
  it('renders every part with Thai accessible names in the th store view', async () => {
    await renderShell({ path: UNKNOWN_PATH });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('searchbox', { name: 'ค้นหาสินค้า' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'ค้นหา' })).toBeInTheDocument();
    expect(await within(banner).findByRole('button', { name: /ช้อปตามหมวดหมู่/ })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'ภาษา: TH' })).toBeInTheDocument();
    expect(await within(banner).findByRole('button', { name: 'สกุลเงิน: THB' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /พื้นที่จัดส่ง/ })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/create-account');
    // The sign-in link carries the page the shopper is on as the return location (account spec section 2).
    expect(within(banner).getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/sign-in?return=%2Fno-such-page');
    // Guests are sent to sign-in carrying the destination.
    expect(within(banner).getByRole('link', { name: /รายการโปรด/ })).toHaveAttribute('href', '/sign-in?return=%2Fwishlist');
    expect(within(banner).getByRole('link', { name: /สั่งซื้ออีกครั้ง/ })).toHaveAttribute('href', '/sign-in?return=%2Fbuy-often');
    expect(within(banner).getByRole('link', { name: 'ตะกร้าสินค้า' })).toHaveAttribute('href', '/cart');
    expect(within(banner).getByRole('link', { name: 'ไปที่หน้าแรก' })).toHaveAttribute('href', '/');
  });

  it('renders English names in the en store view', async () => {
    await renderShell({
      path: UNKNOWN_PATH,
      locale: 'en-US',
      handlers: defaultHandlers({ getStoreConfigData: () => storeConfig({ store_code: 'en', store_name: 'EN', locale: 'en_US' }) }),
    });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(await within(banner).findByRole('button', { name: /Shop by category/ })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /Delivery area/ })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: /Favourites/ })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: /Reorder/ })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows no badge without a cart and 99+ above 99 items', async () => {
    const cartCount = manualCartCount(null);
    await renderShell({ path: UNKNOWN_PATH, locale: 'en-US', deps: { cartCount }, handlers: defaultHandlers({ getStoreConfigData: () => storeConfig({ locale: 'en_US' }) }) });
    const trigger = await screen.findByRole('link', { name: 'Cart' });
    expect(within(trigger).queryByText(/\d/)).toBeNull();
    const { act } = await import('@testing-library/react');
    act(() => cartCount.set(7));
    expect(screen.getByRole('link', { name: 'Cart, 7 items' })).toHaveTextContent('7');
    act(() => cartCount.set(120));
    const busy = screen.getByRole('link', { name: 'Cart, 120 items' });
    expect(busy).toHaveTextContent('99+');
  });

  it('hides the store switcher with one store view', async () => {
    await renderShell({ path: UNKNOWN_PATH, handlers: defaultHandlers({ getAvailableStoresData: () => oneStoreView }) });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'สกุลเงิน: THB' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^ภาษา/ })).toBeNull();
    // The footer's switchers follow the same rule.
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('button', { name: 'สกุลเงิน: THB' })).toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: /^ภาษา/ })).toBeNull();
  });

  it('rebuilds the path for the other store view and hands it to the store-switch machine', async () => {
    const { deps, persistence } = await renderShell({ path: '/about-us?x=1' });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'ภาษา: TH' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'EN' }));
    expect(persistence.get('store_view_code')).toBe('en');
    expect(deps.loadPage).toHaveBeenCalledWith('/en/about-us?x=1');
  });

  it('leaves the cart trigger out on /checkout and for bots', async () => {
    await renderShell({ path: '/checkout' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: /ตะกร้าสินค้า/ })).toBeNull();
    // The simplified checkout header has the logo only.
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('gives bots no cart trigger', async () => {
    await renderShell({ path: UNKNOWN_PATH, deps: { isBot: () => true } });
    await screen.findByRole('searchbox', { name: 'ค้นหาสินค้า' });
    expect(screen.queryByRole('link', { name: /ตะกร้าสินค้า/ })).toBeNull();
  });

  it('uses the simple customer header on the sign-in page', async () => {
    await renderShell({ path: '/sign-in' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: /กลับสู่หน้าแรก/ })).toHaveAttribute('href', '/');
    expect(within(banner).queryByRole('searchbox')).toBeNull();
  });

  it('submits the search to /search.html?query=', async () => {
    const { router } = await renderShell({ path: UNKNOWN_PATH });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'ค้นหาสินค้า' }), 'ข้าว หอม{Enter}');
    expect(router.location().pathname).toBe('/search.html');
    expect(new URLSearchParams(router.location().search).get('query')).toBe('ข้าว หอม');
  });

  it('places the cart area\'s own trigger in the header, under the same rules', async () => {
    const routeOptions = { cartTrigger: <button type="button">mini cart</button> };
    await renderShell({ path: UNKNOWN_PATH, routeOptions });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'mini cart' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /ตะกร้าสินค้า/ })).toBeNull();
  });
});

describe('header logo', () => {
  it('takes its size from store config, else 267 by 52; without an image the store name holds its place', async () => {
    await renderShell({ path: UNKNOWN_PATH, handlers: defaultHandlers({ getStoreConfigData: () => storeConfig({ logo_width: null, logo_height: null }) }) });
    const logo = within(await screen.findByRole('link', { name: 'ไปที่หน้าแรก' })).getByRole('img', { name: 'ตลาด' });
    expect(logo).toHaveAttribute('src', '/media/logo/default/talat-logo.png');
    expect(logo).toHaveAttribute('width', '267');
    expect(logo).toHaveAttribute('height', '52');
    cleanup();

    await renderShell({ path: UNKNOWN_PATH, handlers: defaultHandlers({ getStoreConfigData: () => storeConfig({ header_logo_src: null, logo_width: 120, logo_height: 30 }) }) });
    const home = await screen.findByRole('link', { name: 'ไปที่หน้าแรก' });
    expect(within(home).queryByRole('img')).toBeNull();
    expect(home.querySelector('.logo__text')).toHaveTextContent('ตลาด');
  });
});
