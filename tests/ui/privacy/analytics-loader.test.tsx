import { describe, expect, it } from 'vitest';
import { createConsentedScripts } from '../../../src/ui/privacy/analytics-loader';

const scripts = () => [...document.head.querySelectorAll('script[data-cookie-group]')].map((s) => s.getAttribute('src'));

describe('consented scripts', () => {
  it('injects Google tag once, only for an accepted analytics group and a configured id', () => {
    document.head.innerHTML = '';
    const none = createConsentedScripts(document, { ga4MeasurementId: null });
    none({ all: true, codes: [], lastUpdate: null });
    expect(scripts()).toEqual([]);

    const apply = createConsentedScripts(document, { ga4MeasurementId: 'G-TEST1' });
    apply(null);
    apply({ all: false, codes: ['essential', 'marketing'], lastUpdate: null });
    expect(scripts()).toEqual([]);
    apply({ all: false, codes: ['essential', 'analytics'], lastUpdate: null });
    apply({ all: true, codes: [], lastUpdate: null });
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1']);
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    expect(Array.from(layer.at(-1) ?? [])).toEqual(['config', 'G-TEST1']);
  });
});
