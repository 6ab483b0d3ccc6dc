// Number and date formatting shared by views that are not inside react-intl's formatters (and by them, via options).

/** Cart badge: 99+ above 99 (storefront spec section 9). */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.trunc(count)));
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(`${locale.split('-u-')[0]}-u-nu-latn`, options).format(value);
}

/** The shop's time zone: order and delivery times are shown in Bangkok time whatever the device's zone. */
export const STORE_TIME_ZONE = 'Asia/Bangkok';

/**
 * Magento sends dates as "YYYY-MM-DD HH:mm:ss" in UTC (created_at, order_date); ISO strings pass through.
 * Returns an invalid Date for anything else, so callers can check with Number.isNaN(date.getTime()).
 */
export function parseServerDate(value: string): Date {
  const magento = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (magento) return new Date(`${magento[1]}-${magento[2]}-${magento[3]}T${magento[4]}:${magento[5]}:${magento[6]}Z`);
  return new Date(value);
}

/**
 * Dates for reading: th-TH keeps its default Buddhist-era calendar (what Thai shoppers read on receipts and
 * official papers), see docs/decisions/storefront-foundation-i18n.md; pass gregorianLocale(locale) where a date
 * must line up with Gregorian data (payment providers, date inputs).
 */
export function formatDate(value: Date | string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? parseServerDate(value) : value;
  // A value the server sent in another shape is shown as it came rather than breaking the page.
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(locale, { timeZone: STORE_TIME_ZONE, ...options }).format(date);
}
