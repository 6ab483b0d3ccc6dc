import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProductPage from '../../../src/ui/catalog/product-page';
import { brandList, listItem, priceRange, storeConfig } from './catalog-fixtures';
import { fakeServer, renderPage } from './catalog-test-kit';

const gallery = (name: string) => [
  { __typename: 'ProductImage', url: `https://shop.test/media/catalog/product/${name}-2.jpg`, label: `${name} side`, position: 2, disabled: false },
  { __typename: 'ProductImage', url: `https://shop.test/media/catalog/product/${name}-1.jpg`, label: `${name} front`, position: 1, disabled: false },
];

function variant(sku: string, color: string, size: string, final: number) {
  return {
    attributes: [
      { uid: color, code: 'color', label: color, value_index: 1 },
      { uid: size, code: 'size', label: size, value_index: 1 },
    ],
    product: {
      uid: `uid-${sku}`, id: 2, sku, name: `Apron ${sku}`, stock_status: 'IN_STOCK',
      small_image: { url: `https://shop.test/media/catalog/product/${sku}.jpg`, label: sku },
      media_gallery: [{ __typename: 'ProductImage', url: `https://shop.test/media/catalog/product/${sku}.jpg`, label: `Apron ${sku}`, position: 1, disabled: false }],
      price_range: priceRange(final),
    },
  };
}

const configurable = {
  ...listItem({ sku: 'APRON', name: 'Chef apron', type: 'ConfigurableProduct', final: 150, brand: '7' }),
  price_range: priceRange(150, 150, { max: 220 }),
  meta_title: null, meta_keyword: null, meta_description: null, canonical_url: null, country_of_manufacture: null,
  description: { html: '<p>Cotton apron<script>alert(1)</script></p>' },
  short_description: { html: '' },
  image: null,
  media_gallery: gallery('apron'),
  url_rewrites: [],
  only_x_left_in_stock: null,
  categories: [{ uid: 'Nw==', id: 7, name: 'Kitchen wear', level: 3, url_path: 'supplies/kitchen-wear', url_suffix: '.html', breadcrumbs: [{ category_uid: 'Ng==', category_name: 'Supplies', category_level: 2, category_url_key: 'supplies', category_url_path: 'supplies' }] }],
  crosssell_products: [listItem({ sku: 'GLOVES', name: 'Kitchen gloves', final: 45 })],
  options: [
    { __typename: 'CustomizableFieldOption', uid: 'opt-name', title: 'Embroidered name', required: false, sort_order: 1, product_sku: 'APRON', fieldValue: { uid: 'v-name', sku: null, price: 30, price_type: 'FIXED', max_characters: 12 } },
    { __typename: 'CustomizableDropDownOption', uid: 'opt-gift', title: 'Gift wrap', required: false, sort_order: 2, dropdownValues: [{ uid: 'v-wrap', option_type_id: 1, title: 'Wrapped', sku: null, price: 5, price_type: 'PERCENT', sort_order: 1 }] },
  ],
  configurable_options: [
    { uid: 'o-color', attribute_uid: 'a-color', attribute_code: 'color', label: 'Colour', position: 0, values: [
      { uid: 'red', label: 'Red', default_label: 'Red', store_label: 'Red', use_default_value: true, swatch_data: { __typename: 'ColorSwatchData', value: '#cc0000' } },
      { uid: 'navy', label: 'Navy', default_label: 'Navy', store_label: 'Navy', use_default_value: true, swatch_data: { __typename: 'ColorSwatchData', value: '#000080' } },
    ] },
    { uid: 'o-size', attribute_uid: 'a-size', attribute_code: 'size', label: 'Size', position: 1, values: [
      { uid: 'm', label: 'M', default_label: 'M', store_label: 'M', use_default_value: true, swatch_data: { __typename: 'TextSwatchData', value: 'M' } },
      { uid: 'l', label: 'L', default_label: 'L', store_label: 'L', use_default_value: true, swatch_data: { __typename: 'TextSwatchData', value: 'L' } },
    ] },
  ],
  variants: [variant('APRON-RED-M', 'red', 'm', 150), variant('APRON-RED-L', 'red', 'l', 180), variant('APRON-NAVY-L', 'navy', 'l', 220)],
};

function server(product: unknown) {
  return fakeServer({
    getStoreConfigData: () => storeConfig,
    getPageSize: () => storeConfig,
    getBrandList: () => brandList,
    productGroupRuleList: () => ({ productGroupRuleList: [] }),
    getProductDetail: () => ({ products: { items: product ? [product] : [] } }),
  });
}

describe('product page', () => {
  it('shows the product with gallery (position 1 first), breadcrumbs, brand, options and sanitised description', async () => {
    const s = server(configurable);
    await renderPage(<ProductPage urlKey="apron" />, s, { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chef apron' })).toBeInTheDocument();
    expect(s.callsOf('getProductDetail')).toEqual([{ urlKey: 'apron' }]);
    const main = document.querySelector('.gallery__main')!;
    expect(main).toHaveAttribute('alt', 'apron front');
    expect(main.getAttribute('srcset')).toMatch(/auto=webp.*320w.*640w.*960w.*1280w/);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Kitchen wear' })).toHaveAttribute('href', '/supplies/kitchen-wear.html');
    expect(screen.getByText('Brand: Makro Fresh')).toBeInTheDocument();
    expect(screen.getByText('฿150.00 – ฿220.00')).toBeInTheDocument();
    // The customizable options' widgets load with their own chunk (only products that have options fetch it).
    expect(await screen.findByText('+฿30.00')).toBeInTheDocument();
    expect(screen.getByText('Cotton apron')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kitchen gloves' })).toHaveAttribute('href', '/gloves.html');
    // Custom option values are choices now: the drop-down's priced value shows once it is opened.
    await userEvent.setup().click(screen.getByRole('button', { name: /Gift wrap/ }));
    expect(await screen.findByRole('option', { name: 'Wrapped +5%' })).toBeInTheDocument();
  });

  it("a configurable choice shows the variant's price and image; a clash resets the other choice", async () => {
    const user = userEvent.setup();
    await renderPage(<ProductPage urlKey="apron" />, server(configurable), { locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Chef apron' });
    const colour = screen.getByRole('radiogroup', { name: 'Colour' });
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    await user.click(within(colour).getByRole('radio', { name: 'Red' }));
    await user.click(within(size).getByRole('radio', { name: 'L' }));
    await waitFor(() => expect(document.querySelector('.price--large .price__final')).toHaveTextContent('฿180.00'));
    expect(document.querySelector('.gallery__main')).toHaveAttribute('alt', 'Apron APRON-RED-L');
    expect(screen.getByText('SKU: APRON-RED-L')).toBeInTheDocument();
    // Navy exists only in L: keeps L, price 220.
    await user.click(within(colour).getByRole('radio', { name: 'Navy' }));
    await waitFor(() => expect(document.querySelector('.price--large .price__final')).toHaveTextContent('฿220.00'));
    // M does not exist in navy: the colour choice is dropped and the range is back.
    await user.click(within(size).getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(document.querySelector('.price--large .price__final')).toHaveTextContent('฿150.00 – ฿220.00'));
    expect(within(colour).getByRole('radio', { name: 'Navy' })).not.toBeChecked();
  });

  it('shows the 404 view for an unknown url key', async () => {
    await renderPage(<ProductPage urlKey="nothing" />, server(null), { locale: 'en-US' });
    expect(await screen.findByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});
