// Bundle items and downloadable links on the product page (and the configurable product's button before a choice), with a real cart runtime: the bundle starts on its
// default selections (an out-of-stock choice cannot be picked), a downloadable product waits for a link, and the
// chosen uids go out as selected_options with addProductsToCart. Cards of both link to the product page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { toProductCard } from '../../../src/api/catalog/reshape-product';
import type { ProductListItemFragment } from '../../../src/gql/generated/graphql';
import { ProductCard } from '../../../src/ui/catalog/product-card';
import ProductPage from '../../../src/ui/catalog/product-page';
import { renderCart } from '../cart/cart-test-kit';
import { listItem } from './catalog-fixtures';
import { productPageCartServer } from './product-cart-server';

const detail = { meta_title: null, meta_keyword: null, meta_description: null, canonical_url: null, country_of_manufacture: null, description: { html: '' }, short_description: { html: '' }, image: null, media_gallery: [], url_rewrites: [], only_x_left_in_stock: null, categories: [], crosssell_products: [], options: [] };

function selection(option: number, id: number, name: string, extra: { isDefault?: boolean; stock?: string; price?: number } = {}) {
  const child = listItem({ sku: `CHILD-${id}`, name, final: extra.price ?? 50 });
  return {
    uid: btoa(`bundle/${option}/${id}/1`), label: name, quantity: 1, position: id, is_default: extra.isDefault === true, price: extra.price ?? 50, price_type: 'FIXED', can_change_quantity: false,
    product: { uid: child.uid, sku: child.sku, name, stock_status: extra.stock ?? 'IN_STOCK', price_range: child.price_range },
  };
}

const pantrySet = {
  ...listItem({ sku: 'SET', name: 'Pantry set', final: 100, type: 'BundleProduct' }),
  ...detail,
  dynamic_price: true, dynamic_sku: true, price_view: 'PRICE_RANGE', ship_bundle_items: 'TOGETHER',
  items: [
    { uid: btoa('bundle/1'), title: 'Rice', required: true, type: 'radio', position: 1, sku: 'SET', options: [
      selection(1, 11, 'Jasmine rice 5 kg', { isDefault: true, price: 280 }),
      selection(1, 12, 'Sticky rice 5 kg', { price: 250 }),
      selection(1, 13, 'Brown rice 5 kg', { stock: 'OUT_OF_STOCK' }),
    ] },
    { uid: btoa('bundle/2'), title: 'Extras', required: false, type: 'checkbox', position: 2, sku: 'SET', options: [
      selection(2, 21, 'Fish sauce 700 ml', { price: 49 }),
      selection(2, 22, 'Palm sugar 1 kg', { price: 60 }),
    ] },
  ],
};

const recipeBook = {
  ...listItem({ sku: 'BOOK', name: 'Street food recipes', final: 0, type: 'DownloadableProduct' }),
  ...detail,
  links_title: 'Chapters', links_purchased_separately: 1,
  downloadable_product_links: [
    { uid: btoa('downloadable/1'), title: 'Curries', sort_order: 1, price: 99, sample_url: 'https://shop.test/sample/curries.pdf' },
    { uid: btoa('downloadable/2'), title: 'Noodles', sort_order: 2, price: 79, sample_url: null },
  ],
  downloadable_product_samples: [],
};

async function openPage(product: { name: string }, s: ReturnType<typeof productPageCartServer>) {
  await renderCart(
    <Suspense fallback={<p>loading</p>}>
      <ProductPage urlKey="any" />
    </Suspense>,
    s,
  );
  await screen.findByRole('heading', { level: 1, name: product.name });
  return screen.findByRole('button', { name: `Add to Cart: ${product.name}` });
}

describe('bundle items', () => {
  it('starts on the default selection, keeps out-of-stock choices unpickable and sends the chosen selections', async () => {
    const user = userEvent.setup();
    const s = productPageCartServer(pantrySet);
    const add = await openPage(pantrySet, s);
    // The bundle's fields load with the page's first bundle (a simple product loads none).
    const rice = await screen.findByRole('radiogroup', { name: /Rice/ });
    expect(within(rice).getByRole('radio', { name: /Jasmine rice 5 kg/ })).toBeChecked();
    expect(within(rice).getByRole('radio', { name: /Brown rice 5 kg/ })).toBeDisabled();
    expect(add).toBeEnabled();

    await user.click(within(rice).getByRole('radio', { name: /Sticky rice 5 kg/ }));
    await user.click(screen.getByRole('checkbox', { name: /Palm sugar 1 kg/ }));
    await user.click(add);
    await waitFor(() => expect(s.callsOf('addProductToCart')).toHaveLength(1));
    expect(s.callsOf('addProductToCart')[0]).toMatchObject({ sku: 'SET', selectedOptions: [btoa('bundle/1/12/1'), btoa('bundle/2/22/1')] });
  });
});

describe('downloadable links', () => {
  it('waits for a link to be chosen, then sends the chosen links', async () => {
    const user = userEvent.setup();
    const s = productPageCartServer(recipeBook);
    const add = await openPage(recipeBook, s);
    expect(add).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sample: Curries' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('checkbox', { name: /Noodles/ }));
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(s.callsOf('addProductToCart')).toHaveLength(1));
    expect(s.callsOf('addProductToCart')[0]).toMatchObject({ sku: 'BOOK', selectedOptions: [btoa('downloadable/2')] });
  });

  it('cards of bundle and downloadable products link to their pages instead of adding', async () => {
    const cards = [pantrySet, recipeBook].map((raw) => toProductCard(raw as unknown as ProductListItemFragment));
    await renderCart(
      <>
        {cards.map((card) => (
          <ProductCard key={card.sku} product={card} />
        ))}
      </>,
      productPageCartServer(pantrySet),
    );
    for (const card of cards) {
      expect(screen.getByRole('link', { name: `Choose options: ${card.name}` })).toHaveAttribute('href', card.path);
      expect(screen.queryByRole('button', { name: `Add to Cart: ${card.name}` })).toBeNull();
    }
  });
});

describe('configurable products', () => {
  const sizes = [
    { uid: 'small', label: 'S', default_label: 'S', store_label: 'S', use_default_value: true, swatch_data: { __typename: 'TextSwatchData', value: 'S' } },
    { uid: 'large', label: 'L', default_label: 'L', store_label: 'L', use_default_value: true, swatch_data: { __typename: 'TextSwatchData', value: 'L' } },
  ];
  const variant = (sku: string, size: string, final: number) => {
    const item = listItem({ sku, name: `Apron ${size}`, final });
    return { attributes: [{ uid: size, code: 'size', label: size, value_index: 1 }], product: { ...item, id: 2, media_gallery: [] } };
  };
  const apron = {
    ...listItem({ sku: 'APRON', name: 'Chef apron', final: 150, type: 'ConfigurableProduct' }),
    ...detail,
    configurable_options: [{ uid: 'o-size', attribute_uid: 'a-size', attribute_code: 'size', label: 'Size', position: 0, values: sizes }],
    variants: [variant('APRON-S', 'small', 150), variant('APRON-L', 'large', 180)],
  };

  it('shows the button disabled until the variant is chosen, then sends the variant with its parent', async () => {
    const user = userEvent.setup();
    const s = productPageCartServer(apron);
    const add = await openPage(apron, s);
    expect(add).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'L' }));
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(s.callsOf('addProductToCart')).toHaveLength(1));
    expect(s.callsOf('addProductToCart')[0]).toMatchObject({ sku: 'APRON-L', parentSku: 'APRON' });
  });
});
