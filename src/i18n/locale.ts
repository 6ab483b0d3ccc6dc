// Locale from store config (spec section 1): underscores become hyphens, a script part is dropped
// (zh_Hans_CN -> zh-CN), default th-TH; catalogues exist only for en_US and th_TH.

import { toIntlLocale } from '../lib/intl-locale';

export type AppLocale = 'th-TH' | 'en-US';
export const DEFAULT_LOCALE: AppLocale = 'th-TH';
export const SUPPORTED_LOCALES: readonly AppLocale[] = ['th-TH', 'en-US'];

export { toIntlLocale };

/** The app locale for a Magento locale code; throws "Unable to locate locale" for anything but en_US and th_TH. */
export function resolveLocale(code: string | null | undefined): AppLocale {
  const locale = toIntlLocale(code);
  const supported = SUPPORTED_LOCALES.find((candidate) => candidate.toLowerCase() === locale.toLowerCase());
  if (!supported) throw new Error('Unable to locate locale');
  return supported;
}

/** The same locale on the Gregorian calendar: th-TH defaults to the Buddhist era (2569 for 2026). */
export function gregorianLocale(locale: string): string {
  return locale.includes('-u-') ? `${locale}-ca-gregory` : `${locale}-u-ca-gregory`;
}

/** html lang attribute for a locale: "th" or "en". */
export function languageOf(locale: string): string {
  return locale.split('-')[0] ?? locale;
}
