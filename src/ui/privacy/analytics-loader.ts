// Non-essential scripts, started only from the cookie-consent machine's accepted state (applyConsent) and only
// for the groups accepted. GA4: Google's tag with the store's measurement id, when analytics is accepted.
// A script once started cannot be taken back in this page; a withdrawn consent applies from the next page load.
import type { CookieAcceptance } from '../../domain/privacy-types';
import { allows } from '../../machines/cookie-consent.machine';

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

export interface AnalyticsSettings {
  ga4MeasurementId: string | null;
}

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export function createConsentedScripts(doc: Document, settings: AnalyticsSettings): (acceptance: CookieAcceptance | null) => void {
  let ga4Started = false;
  return (acceptance) => {
    const id = settings.ga4MeasurementId;
    if (ga4Started || !id || !allows(acceptance, 'analytics')) return;
    ga4Started = true;
    const win = doc.defaultView as GtagWindow | null;
    if (win) {
      const dataLayer = (win.dataLayer ??= []);
      // gtag() as Google's snippet defines it (queued until the library arrives); no inline script (CSP).
      win.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params -- the library reads the arguments object itself
        dataLayer.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', id);
    }
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
    script.dataset.cookieGroup = 'analytics';
    doc.head.appendChild(script);
  };
}
