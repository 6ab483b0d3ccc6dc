// Whether this browser would render the page the server rendered. The server renders for a guest in the URL's
// store view and the base currency; a shopper whose stored session differs would see other prices or texts, so
// that page is rendered afresh instead of hydrated. Asked twice: by src/boot.ts (a page that will be rendered
// afresh starts its app at once instead of after the first paint) and by src/main.tsx (hydrate or render).
import type { BrowserPersistence } from '../lib/browser-persistence';
import { parseStorePrefix } from '../lib/store-path';
import type { AppLocale } from '../i18n/locale';
import { startupStore } from '../i18n/startup-locale';

/** What the server rendered in (the attributes of the hydration data's script, src/ssr/hydration-data.ts). */
export interface RenderedIn {
  storeCode: string;
  locale: AppLocale;
  /** The data-id-redirect value "/" was rendered with (none: ''): home or the landing page. */
  redirect?: string;
}

export function rendersLikeServer(rendered: RenderedIn, persistence: BrowserPersistence, pathname: string): boolean {
  const { locale, storeCode } = startupStore(persistence, pathname);
  return (
    rendered.storeCode === storeCode &&
    rendered.locale === locale &&
    !persistence.get('store_view_currency') &&
    !persistence.get('signin_token') &&
    // The server renders "/" with the data-id-redirect of its cookie (home or the landing page); one stored here
    // that differs may show the other page.
    !(parseStorePrefix(pathname).path === '/' && (persistence.get('data-id-redirect') ?? '') !== (rendered.redirect ?? ''))
  );
}
