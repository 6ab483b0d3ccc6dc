import { describe, expect, it } from 'vitest';
import { createGraphQLClient } from '../../../src/api/graphql-client';
import { fetchCurrency } from '../../../src/api/services/currency';
import { fetchNavigationMenu } from '../../../src/api/services/navigation-menu';
import { lookupRoute } from '../../../src/api/services/route-lookup';
import { toIntlLocale } from '../../../src/lib/intl-locale';
import { cartBadgeText } from '../../../src/ui/shell/header/cart-trigger';
import { headerVariantOf, hidesCartTrigger } from '../../../src/ui/shell/header/header-variant';
import { safeReturnPath, signInPath } from '../../../src/ui/common/sign-in-path';
import { currencyData, defaultHandlers, fakeGraphQLServer, navigationMenu, type Handler } from './shell-test-kit';

function clientFor(handlers: Record<string, Handler>) {
  return createGraphQLClient({
    fetch: fakeGraphQLServer(handlers).fetch,
    session: () => ({ storeCode: 'th', currency: null, token: null, pathname: '/' }),
    isOnline: () => true,
    sleep: async () => undefined,
    random: () => 0,
  });
}

describe('shell services and rules', () => {
  it('turns Magento locales into language tags', () => {
    expect(toIntlLocale('th_TH')).toBe('th-TH');
    expect(toIntlLocale('zh_Hans_CN')).toBe('zh-CN');
    expect(toIntlLocale(null)).toBe('th-TH');
  });

  it('keeps menu categories with include_in_menu, sorted by position then uid, with their page paths', async () => {
    const menu = await fetchNavigationMenu(clientFor(defaultHandlers()), 'Mg==');
    expect(menu.map((node) => node.name)).toEqual(['Fresh food', 'Dry goods']);
    expect(menu[0]?.children[0]?.children[0]).toMatchObject({ name: 'Leafy greens', level: 4, path: '/leafy.html' });
    expect(navigationMenu.categories.items[0]?.children).toHaveLength(3);
  });

  it('uses the stored currency only when the store still offers it', async () => {
    const client = clientFor({ getCurrencyData: () => currencyData });
    expect((await fetchCurrency(client, 'USD')).currentCode).toBe('USD');
    expect((await fetchCurrency(client, 'EUR')).currentCode).toBe('THB');
    expect((await fetchCurrency(client, null)).availableCodes).toEqual(['THB', 'USD']);
  });

  it('reshapes route answers: uid for catalogue entities, identifier for CMS pages, url without the leading slash', async () => {
    const client = clientFor({
      getRouteData: ({ url }) =>
        url === 'about-us'
          ? { route: { __typename: 'CmsPage', type: 'CMS_PAGE', relative_url: 'about-us', redirect_code: 0, identifier: 'about-us', url_key: 'about-us' } }
          : { route: { __typename: 'SimpleProduct', type: 'PRODUCT', relative_url: 'jasmine-rice.html', redirect_code: 0, uid: 'NDI=', id: 42, url_key: 'jasmine-rice' } },
    });
    expect(await lookupRoute(client, '/about-us')).toEqual({ type: 'CMS_PAGE', relativeUrl: 'about-us', redirectCode: 0, identifier: 'about-us', uid: null, urlKey: null });
    expect(await lookupRoute(client, '/jasmine-rice.html')).toEqual({ type: 'PRODUCT', relativeUrl: 'jasmine-rice.html', redirectCode: 0, identifier: null, uid: 'NDI=', urlKey: 'jasmine-rice' });
  });

  it('picks the header per path and formats the cart badge', () => {
    expect(headerVariantOf('/sign-in')).toBe('customer');
    expect(headerVariantOf('/customer/account/createPassword')).toBe('customer');
    expect(headerVariantOf('/checkout/')).toBe('simplified');
    expect(headerVariantOf('/scb/qrCode')).toBe('simplified');
    expect(headerVariantOf('/checkout/cart')).toBe('full');
    expect(hidesCartTrigger('/checkout')).toBe(true);
    expect(hidesCartTrigger('/checkout/onepage/success')).toBe(false);
    expect([cartBadgeText(99), cartBadgeText(100)]).toEqual(['99', '99+']);
  });

  it('carries the destination to sign-in and accepts only same-site return paths', () => {
    expect(signInPath('/wishlist?tab=2')).toBe('/sign-in?return=%2Fwishlist%3Ftab%3D2');
    expect(safeReturnPath('/wishlist')).toBe('/wishlist');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
  });
});
