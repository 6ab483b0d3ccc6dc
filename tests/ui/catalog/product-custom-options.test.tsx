// Customizable options on the product page and on cards, with a real cart runtime: a required choice keeps
// add-to-cart disabled until it is made, and the chosen value uids and typed text go out with addProductsToCart.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/ui/catalog/product-card';
import ProductPage from '../../../src/ui/catalog/product-page';
import { toProductCard } from '../../../src/api/catalog/reshape-product';
import type { ProductListItemFragment } from '../../../src/gql/generated/graphql';
import { renderCart } from '../cart/cart-test-kit';
import { listItem } from './catalog-fixtures';
import { productPageCartServer } from './product-cart-server';

const cut = btoa('custom-option/11');
const whole = btoa('custom-option/11/101');
const fillet = btoa('custom-option/11/102');
const note = btoa('custom-option/12');
const ice = btoa('custom-option/13/131');

const options = [
  { __typename: 'CustomizableRadioOption', uid: cut, title: 'Cutting', required: true, sort_order: 1, radioValues: [
    { uid: whole, option_type_id: 101, title: 'Whole', sku: null, price: 0, price_type: 'FIXED', sort_order: 1 },
    { uid: fillet, option_type_id: 102, title: 'Fillet', sku: null, price: 10, price_type: 'FIXED', sort_order: 2 },
  ] },
  { __typename: 'CustomizableFieldOption', uid: note, title: 'Note', required: false, sort_order: 2, product_sku: 'MACKEREL', fieldValue: { uid: note, sku: null, price: 0, price_type: 'FIXED', max_characters: 10 } },
  { __typename: 'CustomizableCheckboxOption', uid: btoa('custom-option/13'), title: 'Extras', required: false, sort_order: 3, checkboxValues: [
    { uid: ice, option_type_id: 131, title: 'Ice pack', sku: null, price: 0, price_type: 'FIXED', sort_order: 1 },
  ] },
];

const mackerel = {
  ...listItem({ sku: 'MACKEREL', name: 'Mackerel 1 kg', final: 120 }),
  meta_title: null, meta_keyword: null, meta_description: null, canonical_url: null, country_of_manufacture: null,
  description: { html: '' }, short_description: { html: '' }, image: null, media_gallery: [], url_rewrites: [],
  only_x_left_in_stock: null, categories: [], crosssell_products: [],
  options,
};

describe('customizable options', () => {
  it('keeps add-to-cart disabled until the required choice is made, then sends the uids and the typed text', async () => {
    const user = userEvent.setup();
    const s = productPageCartServer(mackerel);
    await renderCart(
      <Suspense fallback={<p>loading</p>}>
        <ProductPage urlKey="mackerel" />
      </Suspense>,
      s,
    );
    await screen.findByRole('heading', { level: 1, name: 'Mackerel 1 kg' });
    const add = await screen.findByRole('button', { name: 'Add to Cart: Mackerel 1 kg' });
    expect(add).toBeDisabled();
    // The options are a chunk of their own (loaded for a product that has them): wait for it.
    const cutting = await screen.findByRole('radiogroup', { name: /Cutting/ });
    expect(cutting).toHaveTextContent('*');
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveAccessibleName(expect.stringContaining('Optional'));
    expect(screen.getByText('Maximum 10 characters')).toBeInTheDocument();

    await user.click(within(cutting).getByRole('radio', { name: 'Fillet +฿10.00' }));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'no head please');
    await user.click(screen.getByRole('checkbox', { name: 'Ice pack' }));
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(s.callsOf('addProductToCart')).toHaveLength(1));
    expect(s.callsOf('addProductToCart')[0]).toMatchObject({
      sku: 'MACKEREL',
      selectedOptions: [fillet, ice],
      enteredOptions: [{ uid: note, value: 'no head pl' }],
    });
  });

  it('a card of a product with a required option links to its page instead of adding to cart', async () => {
    const card = toProductCard({ ...listItem({ sku: 'MACKEREL', name: 'Mackerel 1 kg', final: 120 }), options } as unknown as ProductListItemFragment);
    const plain = toProductCard(listItem({ sku: 'RICE', name: 'Rice', final: 50 }) as unknown as ProductListItemFragment);
    expect(card.hasRequiredOptions).toBe(true);
    await renderCart(
      <>
        <ProductCard product={card} />
        <ProductCard product={plain} />
      </>,
      productPageCartServer(mackerel),
    );
    expect(screen.getByRole('link', { name: 'Choose options: Mackerel 1 kg' })).toHaveAttribute('href', card.path);
    expect(screen.queryByRole('button', { name: 'Add to Cart: Mackerel 1 kg' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart: Rice' })).toBeInTheDocument();
  });
});
