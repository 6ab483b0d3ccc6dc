import { describe, expect, it } from 'vitest';
import { createBrowserPersistence, createMemoryStorage } from '../lib/browser-persistence';
import { loadMessages } from './load-messages';
import { startupStore } from './startup-locale';

const fresh = () => createBrowserPersistence(createMemoryStorage());

describe('startup store view and locale', () => {
  it('defaults to th and th-TH', () => {
    expect(startupStore(fresh(), '/')).toEqual({ storeCode: 'th', locale: 'th-TH' });
  });

  it('takes a path prefix over the stored view and forgets the old locale', () => {
    const persistence = fresh();
    persistence.set('store_view_code', 'th');
    persistence.set('store_locale_code', 'th_TH');
    expect(startupStore(persistence, '/en/fruit.html')).toEqual({ storeCode: 'en', locale: 'en-US' });
    expect(persistence.get('store_view_code')).toBe('en');
    expect(persistence.get('store_locale_code')).toBeUndefined();
  });

  it('uses the stored locale, and drops one without a catalogue', () => {
    const persistence = fresh();
    persistence.set('store_view_code', 'en');
    persistence.set('store_locale_code', 'en_US');
    expect(startupStore(persistence, '/cart')).toEqual({ storeCode: 'en', locale: 'en-US' });
    persistence.set('store_locale_code', 'zh_Hans_CN');
    expect(startupStore(persistence, '/cart')).toEqual({ storeCode: 'en', locale: 'en-US' });
    expect(persistence.get('store_locale_code')).toBeUndefined();
  });
});

describe('catalogues', () => {
  it('load lazily per locale with the same ids', async () => {
    const [th, en] = await Promise.all([loadMessages('th-TH'), loadMessages('en-US')]);
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    expect(th['validation.required']).toBeDefined();
    expect(loadMessages('th-TH')).toBe(loadMessages('th-TH'));
  });
});
