// Raw GraphQL answers in the shapes of the catalogue documents, built small so each test states what matters.

export const money = (value: number) => ({ value, currency: 'THB' });

export function priceRange(final: number, regular = final, options: { exclTax?: number; max?: number } = {}) {
  const point = (f: number, r: number) => ({
    final_price: money(f),
    regular_price: money(r),
    final_price_excl_tax: options.exclTax === undefined ? null : money(options.exclTax),
    discount: { amount_off: Math.round((r - f) * 100) / 100, percent_off: r > 0 ? Math.round(((r - f) / r) * 100) : 0 },
    fixed_product_taxes: [],
  });
  return { minimum_price: point(final, regular), maximum_price: point(options.max ?? final, options.max ?? regular) };
}

export interface ItemOptions {
  sku: string;
  name: string;
  type?: 'SimpleProduct' | 'ConfigurableProduct' | 'BundleProduct' | 'GroupedProduct' | 'VirtualProduct' | 'DownloadableProduct';
  final?: number;
  regular?: number;
  price1type?: string | null;
  stock?: 'IN_STOCK' | 'OUT_OF_STOCK';
  brand?: string | null;
}

export function listItem(o: ItemOptions) {
  return {
    __typename: o.type ?? 'SimpleProduct',
    uid: `uid-${o.sku}`,
    id: 1,
    name: o.name,
    sku: o.sku,
    type_id: 'simple',
    url_key: o.sku.toLowerCase(),
    url_suffix: '.html',
    stock_status: o.stock ?? 'IN_STOCK',
    p_brandcode: o.brand ?? null,
    is_preorder: 0,
    preorder_release_date: null,
    is_weighing: 0,
    is_free: 0,
    price1type: o.price1type ?? null,
    qty_increments: 1,
    small_image: { url: `https://shop.test/media/catalog/product/${o.sku.toLowerCase()}.jpg`, label: o.name },
    thumbnail: null,
    attributes: [],
    shipping_services: [],
    price_range: priceRange(o.final ?? 100, o.regular ?? o.final ?? 100),
  };
}

export const storeConfig = {
  storeConfig: {
    store_code: 'th',
    grid_per_page: 12,
    category_url_suffix: '.html',
    product_url_suffix: '.html',
    cms_home_page: 'home',
    show_cms_breadcrumbs: 1,
    amshopby_general_unfolded_options_state: 5,
    amshopby_general_keep_single_choice_visible: true,
  },
};

export const filterInputs = {
  __type: {
    inputFields: [
      { name: 'category_uid', type: { name: 'FilterEqualTypeInput' } },
      { name: 'price', type: { name: 'FilterRangeTypeInput' } },
      { name: 'p_brandcode', type: { name: 'FilterEqualTypeInput' } },
      { name: 'name', type: { name: 'FilterMatchTypeInput' } },
    ],
  },
};

export const brandList = {
  ambrandlist: {
    all_letters: ['M', 'S'],
    items: [
      { brandId: 7, label: 'Makro Fresh', url: '/brands/makro-fresh', img: null, image: null, alt: null, description: '', short_description: '', cnt: 3, letter: 'M', top_cms_block_id: null, bottom_cms_block_id: null },
      { brandId: 9, label: 'Siam Farm', url: '/brands/siam-farm', img: null, image: null, alt: null, description: '', short_description: '', cnt: 1, letter: 'S', top_cms_block_id: null, bottom_cms_block_id: null },
    ],
  },
};

export const aggregations = [
  { attribute_code: 'price', label: 'ราคา', count: 2, position: 0, options: [{ label: '0-100', value: '0_100', count: 3 }, { label: '100-200', value: '100_200', count: 2 }] },
  { attribute_code: 'p_brandcode', label: 'แบรนด์', count: 2, position: 2, options: [{ label: 'Makro Fresh', value: '7', count: 3 }, { label: 'Siam Farm', value: '9', count: 1 }] },
  // Not in the filter inputs: never offered.
  { attribute_code: 'colour_secret', label: 'Hidden', count: 1, position: 3, options: [{ label: 'x', value: '1', count: 1 }] },
];

export const sortFields = { default: 'position', options: [{ label: 'ตำแหน่ง', value: 'position' }, { label: 'ชื่อสินค้า', value: 'name' }, { label: 'ราคา', value: 'price' }] };
