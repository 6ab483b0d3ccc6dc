// Compiled catalogues (formatjs compile --ast) are loaded lazily, one chunk per locale, so a shopper downloads
// only the store view's language.
import type { MessageFormatElement } from 'react-intl';
import { readableByUse } from '../lib/readable-by-use';
import type { AppLocale } from './locale';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const loaders: Record<AppLocale, () => Promise<{ default: unknown }>> = {
  'th-TH': () => import('./compiled/th.json'),
  'en-US': () => import('./compiled/en.json'),
};

const loaded = new Map<AppLocale, Promise<CompiledMessages>>();

/** The compiled catalogue of a locale, requested once and kept. */
export function loadMessages(locale: AppLocale): Promise<CompiledMessages> {
  let promise = loaded.get(locale);
  if (!promise) {
    // Readable by use() at once after it loaded: the hydration src/main.tsx starts once the catalogue is here.
    promise = readableByUse(loaders[locale]().then((module) => module.default as CompiledMessages));
    promise.catch(() => loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}
