// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LOCATION_COOKIE_MAX_AGE, getCookie, popupCookieName, removeCookie, setCookie } from './cookies';

afterEach(() => {
  for (const name of ['location_key', 'location_value', 'mb-popup-7']) removeCookie(name);
});

describe('cookies', () => {
  it('sets and reads encoded values', () => {
    setCookie('location_value', '10110 คลองเตย, กรุงเทพ', { maxAge: LOCATION_COOKIE_MAX_AGE });
    setCookie('location_key', '42', { maxAge: LOCATION_COOKIE_MAX_AGE });
    expect(getCookie('location_value')).toBe('10110 คลองเตย, กรุงเทพ');
    expect(getCookie('location_key')).toBe('42');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('writes max-age, path and SameSite attributes', () => {
    const jar = { cookie: '' };
    setCookie(popupCookieName(7), '1', { maxAge: 3600 }, jar);
    expect(jar.cookie).toBe('mb-popup-7=1; path=/; max-age=3600; SameSite=Lax');
    expect(LOCATION_COOKIE_MAX_AGE).toBe(86_400);
  });

  it('expires a cookie with max-age 0', () => {
    setCookie('mb-popup-7', '1', { maxAge: 60 });
    expect(getCookie('mb-popup-7')).toBe('1');
    removeCookie('mb-popup-7');
    expect(getCookie('mb-popup-7')).toBeUndefined();
  });

  it('does not confuse cookies whose names share a prefix', () => {
    const jar = { cookie: 'location_key_old=9; location_key=3' };
    expect(getCookie('location_key', jar)).toBe('3');
  });
});
