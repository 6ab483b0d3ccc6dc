import { describe, expect, it } from 'vitest';
import { createBrowserPersistence, createMemoryStorage, expiresAt, storageKey } from './browser-persistence';

describe('browser persistence', () => {
  it('stores value, timestamp and ttl under the PWA Studio namespace', () => {
    const storage = createMemoryStorage();
    const persistence = createBrowserPersistence(storage, () => 1_000);
    persistence.set('signin_token', 'tok', 3600);
    expect(storageKey('signin_token')).toBe('M2_VENIA_BROWSER_PERSISTENCE__signin_token');
    expect(JSON.parse(storage.getItem(storageKey('signin_token')) ?? 'null')).toEqual({ value: 'tok', timestamp: 1_000, ttl: 3600 });
    expect(persistence.get('signin_token')).toBe('tok');
  });

  it('expires entries after ttl seconds and removes them', () => {
    const storage = createMemoryStorage();
    let now = 0;
    const persistence = createBrowserPersistence(storage, () => now);
    persistence.set('signin_token', 'tok', 3600);
    const entry = persistence.getEntry('signin_token');
    expect(entry && expiresAt(entry)).toBe(3_600_000);
    now = 3_599_999;
    expect(persistence.get('signin_token')).toBe('tok');
    now = 3_600_000;
    expect(persistence.get('signin_token')).toBeUndefined();
    expect(storage.size).toBe(0);
  });

  it('keeps entries without ttl and round-trips structured values', () => {
    const persistence = createBrowserPersistence(createMemoryStorage(), () => 5);
    persistence.set('recent_viewed', ['sku-1', 'sku-2']);
    persistence.set('isShowShoppingListPopup', false);
    expect(persistence.get('recent_viewed')).toEqual(['sku-1', 'sku-2']);
    expect(persistence.get('isShowShoppingListPopup')).toBe(false);
    expect(persistence.getEntry('recent_viewed')).toEqual({ value: ['sku-1', 'sku-2'], timestamp: 5 });
    persistence.remove('recent_viewed');
    expect(persistence.get('recent_viewed')).toBeUndefined();
  });

  it('drops corrupt entries instead of throwing', () => {
    const storage = createMemoryStorage();
    storage.setItem(storageKey('cartId'), '{not json');
    storage.setItem(storageKey('lastCartId'), JSON.stringify('bare string'));
    const persistence = createBrowserPersistence(storage);
    expect(persistence.get('cartId')).toBeUndefined();
    expect(persistence.get('lastCartId')).toBeUndefined();
    expect(storage.size).toBe(0);
  });

  it('survives storage that throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const persistence = createBrowserPersistence(broken);
    expect(() => persistence.set('cartId', 'c')).not.toThrow();
    expect(persistence.get('cartId')).toBeUndefined();
    expect(() => persistence.remove('cartId')).not.toThrow();
  });
});
