import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PriceRule, ProductCard as Card, ProductKind } from '../../../src/domain/catalog-types';
import { toProductCard } from '../../../src/api/catalog/reshape-product';
import type { AddToCartChoice } from '../../../src/ui/catalog/add-to-cart-slot';
import { PriceDisplay } from '../../../src/ui/catalog/price-display';
import { ProductCard } from '../../../src/ui/catalog/product-card';
import { listItem, type ItemOptions } from './catalog-fixtures';

// The slot renders nothing until the cart work plugs in; here it records what the card passes it.
const slotCalls = vi.hoisted(() => [] as AddToCartChoice[]);
vi.mock('../../../src/ui/catalog/add-to-cart-slot', () => ({
  AddToCartSlot: (props: AddToCartChoice) => {
    slotCalls.push(props);
    return null;
  },
}));

const en = JSON.parse(readFileSync(resolve(process.cwd(), 'src/i18n/compiled/en.json'), 'utf8')) as Record<string, never>;
const th = JSON.parse(readFileSync(resolve(process.cwd(), 'src/i18n/compiled/th.json'), 'utf8')) as Record<string, never>;

function wrap(node: ReactNode, locale: 'en-US' | 'th-TH' = 'en-US') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? en : th}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
}

const card = (o: Partial<ItemOptions> = {}): Card => toProductCard(listItem({ sku: 'RICE', name: 'Jasmine rice 5 kg', ...o }) as never);
const rule = (r: Partial<PriceRule>): PriceRule => ({ sku: 'RICE', hideCart: false, priceAction: 0, priceContent: null, ...r });

function price(product: Card, kind: ProductKind = product.kind, r?: PriceRule) {
  return wrap(<PriceDisplay price={product.price} kind={kind} excludingVat={product.excludingVat} rule={r} />);
}

describe('price display', () => {
  it('shows the final price in baht and the struck regular price with the saving for a simple product', () => {
    const { container } = price(card({ final: 180, regular: 200 }));
    expect(container.querySelector('.price__final')).toHaveTextContent('฿180.00');
    expect(container.querySelector('del')).toHaveTextContent('฿200.00');
    expect(container.querySelector('del')).toHaveAccessibleName('Regular price ฿200.00');
    expect(screen.getByText('Saving ฿20.00')).toBeInTheDocument();
  });

  it('shows no saving for other product types, nor when there is none', () => {
    price(card({ final: 180, regular: 200 }), 'configurable');
    expect(screen.queryByText(/Saving/)).toBeNull();
    price(card({ final: 200, regular: 200 }));
    expect(screen.queryByText(/Saving/)).toBeNull();
  });

  it("adds the 'excluding vat' note only for price1type '2'", () => {
    price(card({ price1type: '2' }));
    expect(screen.getByText('excluding vat')).toBeInTheDocument();
    price(card({ price1type: '1' }));
    expect(screen.getAllByText('excluding vat')).toHaveLength(1);
  });

  it('follows the price rule: 0 shows, 1 hides, 2 replaces with sanitised content', () => {
    const product = card({ final: 99 });
    const shown = price(product, 'simple', rule({ priceAction: 0 }));
    expect(shown.container).toHaveTextContent('฿99.00');
    shown.unmount();
    const hidden = price(product, 'simple', rule({ priceAction: 1 }));
    expect(hidden.container).not.toHaveTextContent('฿');
    hidden.unmount();
    const replaced = price(product, 'simple', rule({ priceAction: 2, priceContent: '<p>Call for price<img src=x onerror="alert(1)"><script>alert(2)</script></p>' }));
    expect(replaced.container).toHaveTextContent('Call for price');
    expect(replaced.container).not.toHaveTextContent('฿');
    expect(replaced.container.querySelector('script')).toBeNull();
    expect(replaced.container.querySelector('[onerror]')).toBeNull();
  });

  it('formats in the Thai store view too', () => {
    const product = card({ final: 1234.5, regular: 1300 });
    wrap(<PriceDisplay price={product.price} kind="simple" excludingVat rule={null} />, 'th-TH');
    expect(screen.getByText('฿1,234.50')).toBeInTheDocument();
    expect(screen.getByText('ประหยัด ฿65.50')).toBeInTheDocument();
    expect(screen.getByText('ไม่รวมภาษีมูลค่าเพิ่ม')).toBeInTheDocument();
  });
});

describe('hide_cart', () => {
  it('hides the cart action of the rule’s sku and keeps it for others', () => {
    slotCalls.length = 0;
    wrap(<ProductCard product={card()} rule={rule({ hideCart: true })} />);
    wrap(<ProductCard product={card({ sku: 'OIL', name: 'Oil' })} rule={null} />);
    expect(slotCalls.map((c) => [c.product.sku, c.hidden])).toEqual([
      ['RICE', true],
      ['OIL', false],
    ]);
  });
});
