import { describe, expect, it } from 'vitest';
import { needsStoreSwitch, parseStorePrefix, storeSwitchPath } from './store-path';

describe('store prefix', () => {
  it('parses /th and /en prefixes', () => {
    expect(parseStorePrefix('/en/fresh-fruit.html')).toEqual({ storeCode: 'en', path: '/fresh-fruit.html' });
    expect(parseStorePrefix('/th')).toEqual({ storeCode: 'th', path: '/' });
    expect(parseStorePrefix('/th/')).toEqual({ storeCode: 'th', path: '/' });
    expect(parseStorePrefix('/thai-rice.html')).toEqual({ storeCode: null, path: '/thai-rice.html' });
    expect(parseStorePrefix('/')).toEqual({ storeCode: null, path: '/' });
  });

  it('asks for a switch only when the prefix differs from the stored view', () => {
    expect(needsStoreSwitch('/en/cart', 'th')).toBe('en');
    expect(needsStoreSwitch('/en/cart', 'en')).toBeNull();
    expect(needsStoreSwitch('/th/cart', undefined)).toBeNull();
    expect(needsStoreSwitch('/cart', 'en')).toBeNull();
  });
});

describe('store switcher path', () => {
  const th = { category_url_suffix: '.html', product_url_suffix: '.html' };
  const en = { category_url_suffix: '', product_url_suffix: '.htm' };

  it('swaps the product suffix and keeps the query', () => {
    expect(storeSwitchPath({ pathname: '/th/jasmine-rice.html', search: '?a=1', pageType: 'PRODUCT', targetStoreCode: 'en', from: th, to: en })).toBe(
      '/en/jasmine-rice.htm?a=1',
    );
  });

  it('swaps the category suffix, also to and from empty', () => {
    expect(storeSwitchPath({ pathname: '/fruit/mango.html', pageType: 'CATEGORY', targetStoreCode: 'en', from: th, to: en })).toBe('/en/fruit/mango');
    expect(storeSwitchPath({ pathname: '/en/fruit/mango', pageType: 'CATEGORY', targetStoreCode: 'th', from: en, to: th })).toBe('/th/fruit/mango.html');
  });

  it('leaves other pages as they are', () => {
    expect(storeSwitchPath({ pathname: '/en/search.html', search: '?query=rice', pageType: 'OTHER', targetStoreCode: 'th', from: en, to: th })).toBe(
      '/th/search.html?query=rice',
    );
    expect(storeSwitchPath({ pathname: '/', pageType: 'OTHER', targetStoreCode: 'en', from: th, to: en })).toBe('/en/');
  });
});
