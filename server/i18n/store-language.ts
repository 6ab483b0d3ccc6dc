/**
 * The one place the server decides a store view's language. Shop data is written in two languages
 * (title_th/title_en, label_th/label_en, location_th/location_en): a store view whose locale is English
 * (en_US, en_GB) reads the English texts, every other store view the Thai ones, Thai being the shop's own
 * language. Message catalogues (translate.ts) are looked up by the same locale.
 */
export type StoreLanguage = 'th' | 'en';

/** The language of a Magento locale code (th_TH, en_US) or BCP 47 tag (th-TH). */
export function languageOfLocale(locale: string): StoreLanguage {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'th';
}

/** The language of a store view (the request's `ctx.store`, or a store row). */
export function storeLanguage(store: { readonly locale: string }): StoreLanguage {
  return languageOfLocale(store.locale);
}

/** The text of the store view's language from a pair stored per language. */
export function inLanguage<T>(language: StoreLanguage, texts: { readonly th: T; readonly en: T }): T {
  return language === 'en' ? texts.en : texts.th;
}

/** The BCP 47 tag money and numbers are formatted with for a language. */
export function formattingLocale(language: StoreLanguage): string {
  return language === 'th' ? 'th-TH' : 'en-US';
}
