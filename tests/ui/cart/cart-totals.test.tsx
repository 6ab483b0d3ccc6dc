// The cart's and checkout's summary adds up: every line the server priced (subtotal, discounts, delivery, fees)
// is shown, and the shown lines sum to the grand total shown below them, in both store views.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reshapeCart } from '../../../src/api/cart/reshape-cart';
import { CartTotals } from '../../../src/ui/cart/cart-totals';
import { rawCart } from './cart-test-kit';

const compiled = (locale: 'th' | 'en') => JSON.parse(readFileSync(resolve(process.cwd(), `src/i18n/compiled/${locale}.json`), 'utf8')) as Record<string, never>;
const money = (value: number) => ({ value, currency: 'THB' });

/** The Thai guest of issue 31: ฿164.00 of goods, ฿50.00 delivery, a ฿40.00 small-order fee, ฿254.00 in all. */
function pricedCart(withShipping: boolean) {
  const raw = rawCart('c1', [{ uid: 'u1', sku: 'drumstick', name: 'Drumsticks', quantity: 2 }]);
  return reshapeCart({
    ...raw,
    prices: { ...raw.prices, subtotal_including_tax: money(164), after_discount: money(164), grand_total: money(withShipping ? 254 : 204) },
    shipping_addresses: withShipping
      ? [
          {
            firstname: 'Somchai',
            lastname: 'Jaidee',
            street: ['1 Sukhumvit'],
            city: 'Khlong Toei',
            postcode: '10110',
            region: { code: 'BKK', label: 'Bangkok', region_id: 1 },
            country: { code: 'TH', label: 'Thailand' },
            selected_shipping_method: {
              carrier_code: 'talat',
              carrier_title: 'Talat',
              method_code: 'standard',
              method_title: 'Standard',
              amount: money(50),
              price_excl_tax: money(46.73),
              price_incl_tax: money(50),
            },
            available_shipping_methods: [],
          },
        ]
      : [],
    applied_extra_fees: {
      total_records: 1,
      currency: 'THB',
      items: [{ fee_id: 1, option_id: 1, label: 'Small order fee', fee_amount: 37.38, base_fee_amount: 37.38, tax_amount: 2.62, base_tax_amount: 2.62 }],
    },
  } as Parameters<typeof reshapeCart>[0]);
}

/** The amounts of the lines above the grand total, and the grand total itself, as the shopper reads them. */
function readTotals() {
  const list = document.querySelector('dl.cart-totals');
  if (!list) throw new Error('no totals');
  const rows = [...list.querySelectorAll(':scope > div')];
  const amount = (row: Element) => Number((row.querySelector('dd')?.textContent ?? '').replace(/[^\d.−-]/g, '').replace('−', '-'));
  const grandIndex = rows.findIndex((row) => row.classList.contains('cart-totals__grand'));
  // The subtotal after discount restates the lines above it: it is a running total, not a line of its own.
  const lines = rows.slice(0, grandIndex).filter((row) => !row.textContent?.includes('After discount') && !row.textContent?.includes('หลังหักส่วนลด'));
  return { labels: rows.map((row) => row.querySelector('dt')?.textContent ?? ''), sum: lines.reduce((s, row) => s + amount(row), 0), grand: amount(rows[grandIndex]!) };
}

describe('CartTotals', () => {
  for (const locale of ['th', 'en'] as const) {
    it(`shows the chosen delivery as its own line, so the lines add up to the grand total (${locale})`, () => {
      render(
        <IntlProvider locale={locale === 'th' ? 'th-TH' : 'en-US'} messages={compiled(locale)} timeZone="Asia/Bangkok">
          <CartTotals cart={pricedCart(true)} />
        </IntlProvider>,
      );
      const { labels, sum, grand } = readTotals();
      expect(labels).toContain(locale === 'th' ? 'ค่าจัดส่ง (Talat - Standard)' : 'Delivery (Talat - Standard)');
      expect(grand).toBe(254);
      expect(Math.round(sum * 100)).toBe(Math.round(grand * 100));
      expect(screen.getByTestId('grand-total').textContent).toContain('254.00');
    });
  }

  it('has no delivery line before a method is chosen, and still adds up', () => {
    render(
      <IntlProvider locale="en-US" messages={compiled('en')} timeZone="Asia/Bangkok">
        <CartTotals cart={pricedCart(false)} />
      </IntlProvider>,
    );
    const { labels, sum, grand } = readTotals();
    expect(labels.some((label) => label.startsWith('Delivery'))).toBe(false);
    expect(Math.round(sum * 100)).toBe(Math.round(grand * 100));
  });
});
