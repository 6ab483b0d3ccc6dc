import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, gregorianLocale, languageOf, resolveLocale, toIntlLocale } from './locale';
import { FALLBACK_CURRENCY, formatMoney, moneyFormatOptions } from './money';
import { badgeCount, formatDate, formatNumber, parseServerDate } from './numbers';

describe('locale', () => {
  it('turns Magento codes into BCP 47 tags', () => {
    expect(toIntlLocale('th_TH')).toBe('th-TH');
    expect(toIntlLocale('en_US')).toBe('en-US');
    expect(toIntlLocale('zh_Hans_CN')).toBe('zh-CN');
    expect(toIntlLocale(null)).toBe(DEFAULT_LOCALE);
    expect(toIntlLocale('')).toBe('th-TH');
  });

  it('only resolves en_US and th_TH', () => {
    expect(resolveLocale('th_TH')).toBe('th-TH');
    expect(resolveLocale('en_US')).toBe('en-US');
    expect(resolveLocale(undefined)).toBe('th-TH');
    expect(() => resolveLocale('zh_Hans_CN')).toThrow('Unable to locate locale');
    expect(() => resolveLocale('en_GB')).toThrow('Unable to locate locale');
  });

  it('adds the Gregorian calendar extension and reads the language', () => {
    expect(gregorianLocale('th-TH')).toBe('th-TH-u-ca-gregory');
    expect(gregorianLocale('th-TH-u-nu-latn')).toBe('th-TH-u-nu-latn-ca-gregory');
    expect(languageOf('th-TH')).toBe('th');
  });
});

describe('money', () => {
  it('formats THB as ฿1,234.50 in both store views', () => {
    expect(formatMoney(1234.5, 'THB', 'th-TH')).toBe('฿1,234.50');
    expect(formatMoney(1234.5, 'THB', 'en-US')).toBe('฿1,234.50');
    expect(formatMoney(0, 'THB', 'th-TH')).toBe('฿0.00');
    expect(formatMoney(1_000_000, 'THB', 'en-US')).toBe('฿1,000,000.00');
  });

  it('uses 0 decimals for the listed currencies', () => {
    for (const currency of ['JPY', 'KRW', 'TWD', 'MYR', 'HKD', 'IDR', 'GBP', 'EUR']) {
      expect(moneyFormatOptions(currency).maximumFractionDigits).toBe(0);
    }
    expect(formatMoney(1234.5, 'JPY', 'en-US')).toBe('¥1,235');
    expect(formatMoney(99.4, 'EUR', 'en-US')).toBe('€99');
  });

  it('falls back to USD', () => {
    expect(FALLBACK_CURRENCY).toBe('USD');
    expect(formatMoney(5, null, 'en-US')).toBe('$5.00');
    expect(formatMoney(5, '', 'th-TH')).toBe('$5.00');
  });

  it('keeps Latin digits even when the locale asks for Thai digits', () => {
    expect(formatMoney(12, 'THB', 'th-TH-u-nu-thai')).toBe('฿12.00');
  });
});

describe('numbers and dates', () => {
  it('shows 99+ above 99 on the badge', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });

  it('formats numbers with Latin digits', () => {
    expect(formatNumber(12345.6, 'th-TH')).toBe('12,345.6');
  });

  it('parses Magento UTC dates', () => {
    expect(parseServerDate('2026-01-31 17:30:00').toISOString()).toBe('2026-01-31T17:30:00.000Z');
    expect(Number.isNaN(parseServerDate('not a date').getTime())).toBe(true);
  });

  it('shows th-TH dates in the Buddhist era, Gregorian on request, in Bangkok time', () => {
    // 17:30 UTC on 31 Jan is already 1 Feb in Bangkok (UTC+7).
    expect(formatDate('2026-01-31 17:30:00', 'th-TH', { year: 'numeric', month: 'numeric', day: 'numeric' })).toBe('1/2/2569');
    expect(formatDate('2026-01-31 17:30:00', 'th-TH-u-ca-gregory', { year: 'numeric', month: 'numeric', day: 'numeric' })).toBe('1/2/2026');
    expect(formatDate('2026-01-31 17:30:00', 'en-US', { year: 'numeric', month: 'numeric', day: 'numeric' })).toBe('2/1/2026');
  });

  it('puts a time around Bangkok midnight on the right day, whatever the device zone', () => {
    const zone = process.env.TZ;
    try {
      for (const deviceZone of ['Asia/Bangkok', 'UTC', 'America/New_York']) {
        process.env.TZ = deviceZone;
        // 16:59:59 UTC is 23:59:59 in Bangkok, 17:00:00 UTC is midnight: the order's day changes there.
        expect(formatDate('2026-12-01 16:59:59', 'th-TH', { dateStyle: 'medium', timeStyle: 'short' })).toBe('1 ธ.ค. 2569 23:59');
        expect(formatDate('2026-12-01 17:00:00', 'th-TH', { dateStyle: 'medium', timeStyle: 'short' })).toBe('2 ธ.ค. 2569 00:00');
        expect(formatDate('2026-12-01 17:00:00', 'en-US', { dateStyle: 'medium' })).toBe('Dec 2, 2026');
        // The tracking page: placed 10:52 Bangkok time, sent as 03:52:11 UTC.
        expect(formatDate('2026-12-02 03:52:11', 'en-US', { dateStyle: 'medium', timeStyle: 'short' })).toBe('Dec 2, 2026, 10:52 AM');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows a value it cannot read as it came, instead of breaking the page', () => {
    expect(formatDate('soon', 'th-TH')).toBe('soon');
  });
});
