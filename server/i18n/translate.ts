import { IntlMessageFormat } from 'intl-messageformat';
import { msg, type Message, type MessageKey, type MessageValues } from './message';
import { TH } from './th';
import { toIntlLocale } from '../../src/lib/intl-locale';

/** Catalogues by the language part of a store view's locale (th_TH → th); English is the keys themselves. */
const CATALOGUES: Readonly<Record<string, Readonly<Record<MessageKey, string>>>> = { th: TH };

/** English texts, for a request whose store view is not known (errors before the context is built). */
export const ENGLISH_LOCALE = 'en_US';

// Parsed formats are reused across requests: they depend only on the locale and the pattern.
const formats = new Map<string, IntlMessageFormat>();

function formatFor(pattern: string, languageTag: string): IntlMessageFormat {
  const cacheKey = `${languageTag}\u0000${pattern}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(pattern, languageTag);
    formats.set(cacheKey, format);
  }
  return format;
}

/** The pattern a locale uses for a text: its translation, else the English key. */
export function patternFor(locale: string, key: MessageKey): string {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return CATALOGUES[language]?.[key] ?? key;
}

/** A text in a store view's locale (Magento form, th_TH / en_US). */
export function translate(locale: string, message: Message): string {
  const languageTag = toIntlLocale(locale);
  const out = formatFor(patternFor(locale, message.key), languageTag).format<string>(message.values ?? {});
  return Array.isArray(out) ? out.join('') : String(out);
}

/** The English text, as the en store view shows it (and as logs and Error.message keep it). */
export function english(message: Message): string {
  return translate(ENGLISH_LOCALE, message);
}

/**
 * A label kept in English in the catalogue data (shipping services), in the locale's language when th.ts
 * translates it; any other text is data written by the shop and is answered as it is.
 */
export function translateLabel(locale: string, text: string): string {
  return Object.hasOwn(TH, text) ? translate(locale, msg(text as MessageKey)) : text;
}

/** What `t` needs of a resolver's context: the store view the request is answered in. */
export interface LocaleSource {
  readonly store: { readonly locale: string };
}

/** A text in the language of the request's store view: `t(ctx, 'Minimum order amount is {amount}', { amount })`. */
export function t(ctx: LocaleSource, key: MessageKey, values?: MessageValues): string {
  return translate(ctx.store.locale, msg(key, values));
}

/** A text handed up as a Message, in the language of the request's store view. */
export function localize(ctx: LocaleSource, message: Message): string {
  return translate(ctx.store.locale, message);
}
