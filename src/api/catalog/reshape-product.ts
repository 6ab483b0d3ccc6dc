// Raw ProductListItem / ProductDetail fragments → ProductCard / ProductDetail. Absent or null fields get the
// neutral value a view can show (empty text, no image, out of stock only when the server says so).
import type {
  BreadcrumbFieldsFragment,
  ProductDetailFragment,
  ProductListItemFragment,
  ProductPriceFieldsFragment,
} from '../../gql/generated/graphql';
import type {
  Breadcrumb,
  BundleItem,
  ConfigurableOption,
  CustomOption,
  DownloadableLink,
  GalleryImage,
  GroupedItem,
  Money,
  PricePoint,
  PriceType,
  ProductCard,
  ProductDetail,
  ProductImage,
  ProductKind,
  ProductPrice,
  ProductVariant,
  StockStatus,
} from '../../domain/catalog-types';
import { ancestorsTopDown, deepestCategory } from '../../lib/breadcrumb-trail';

const KINDS: Record<string, ProductKind> = {
  SimpleProduct: 'simple',
  VirtualProduct: 'virtual',
  DownloadableProduct: 'downloadable',
  BundleProduct: 'bundle',
  GroupedProduct: 'grouped',
  ConfigurableProduct: 'configurable',
};

type RawMoney = { value: number | null; currency: string | null } | null | undefined;

export function compact<T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (list ?? []).filter((item): item is T => item !== null && item !== undefined);
}

function money(raw: RawMoney, fallbackCurrency = 'THB'): Money {
  return { value: raw?.value ?? 0, currency: raw?.currency ?? fallbackCurrency };
}

function pricePoint(raw: ProductPriceFieldsFragment): PricePoint {
  const final = money(raw.final_price);
  return {
    final,
    regular: money(raw.regular_price, final.currency),
    finalExclTax: raw.final_price_excl_tax?.value == null ? null : money(raw.final_price_excl_tax, final.currency),
    amountOff: raw.discount?.amount_off ?? 0,
    percentOff: raw.discount?.percent_off ?? 0,
  };
}

export function productPrice(raw: { minimum_price: ProductPriceFieldsFragment; maximum_price: ProductPriceFieldsFragment | null } | null | undefined): ProductPrice {
  if (!raw) {
    const zero = money(null);
    return { minimum: { final: zero, regular: zero, finalExclTax: null, amountOff: 0, percentOff: 0 }, maximum: null };
  }
  const minimum = pricePoint(raw.minimum_price);
  const maximum = raw.maximum_price ? pricePoint(raw.maximum_price) : null;
  const same = maximum && maximum.final.value === minimum.final.value && maximum.regular.value === minimum.regular.value;
  return { minimum, maximum: same ? null : maximum };
}

function stock(raw: string | null | undefined): StockStatus {
  return raw === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK';
}

function image(raw: { url: string | null; label: string | null } | null | undefined, fallbackLabel: string): ProductImage | null {
  if (!raw?.url || /placeholder/i.test(raw.url)) return null;
  return { url: raw.url, label: raw.label || fallbackLabel };
}

export function productPath(urlKey: string | null | undefined, suffix: string | null | undefined): string {
  return urlKey ? `/${urlKey}${suffix ?? ''}` : '/';
}

export function toProductCard(raw: ProductListItemFragment): ProductCard {
  const name = raw.name ?? '';
  return {
    uid: raw.uid,
    sku: raw.sku ?? '',
    name,
    kind: KINDS[raw.__typename] ?? 'simple',
    path: productPath(raw.url_key, raw.url_suffix),
    urlKey: raw.url_key ?? '',
    image: image(raw.small_image, name) ?? image(raw.thumbnail, name),
    stock: stock(raw.stock_status),
    brandCode: raw.p_brandcode ?? null,
    isPreorder: raw.is_preorder === 1,
    preorderReleaseDate: raw.preorder_release_date ?? null,
    isWeighing: raw.is_weighing === 1,
    isFreeGift: raw.is_free === 1,
    excludingVat: raw.price1type === '2',
    price: productPrice(raw.price_range),
    attributes: compact(raw.attributes).map((a) => ({ code: a.code ?? '', label: a.label ?? '', value: a.value ?? '' })).filter((a) => a.value !== ''),
    shippingServices: compact(raw.shipping_services).map((s) => ({ label: s.label ?? '', value: s.value ?? '', imageUrl: s.image_url ?? null })),
    hasRequiredOptions: 'options' in raw && compact(raw.options).some((option) => option.required === true),
  };
}

export function toBreadcrumbs(raw: ReadonlyArray<BreadcrumbFieldsFragment | null> | null | undefined, categorySuffix: string): Breadcrumb[] {
  return ancestorsTopDown(raw)
    .map((crumb) => ({
      uid: crumb.category_uid,
      name: crumb.category_name ?? '',
      path: `/${crumb.category_url_path ?? crumb.category_url_key ?? ''}${categorySuffix}`,
    }));
}

type RawGallery = ReadonlyArray<{ url: string | null; label: string | null; position: number | null; disabled: boolean | null } | null> | null | undefined;

/** Enabled images, position 1 first (spec: "the media gallery entry whose position is 1, else the first"). */
export function toGallery(raw: RawGallery, fallbackLabel: string): GalleryImage[] {
  return compact(raw)
    .filter((entry) => entry.url && !entry.disabled)
    .map((entry, index) => ({ url: entry.url ?? '', label: entry.label || fallbackLabel, position: entry.position ?? index + 1 }))
    .sort((a, b) => (a.position === 1 ? -1 : b.position === 1 ? 1 : a.position - b.position));
}

function priceType(raw: string | null | undefined): PriceType {
  return raw === 'PERCENT' ? 'PERCENT' : raw === 'DYNAMIC' ? 'DYNAMIC' : 'FIXED';
}

type Customizable = Extract<ProductDetailFragment, { options?: unknown }>;
type RawCustomOption = NonNullable<NonNullable<Customizable['options']>[number]>;

function customOption(raw: RawCustomOption): CustomOption {
  const base = { uid: raw.uid, title: raw.title ?? '', required: raw.required === true, maxCharacters: null, values: [] };
  const single = (value: { uid: string; price: number | null; price_type: string | null } | null | undefined) =>
    value ? [{ uid: value.uid, title: raw.title ?? '', price: value.price ?? 0, priceType: priceType(value.price_type) }] : [];
  const many = (values: ReadonlyArray<{ uid: string; title: string | null; price: number | null; price_type: string | null } | null> | null | undefined) =>
    compact(values).map((v) => ({ uid: v.uid, title: v.title ?? '', price: v.price ?? 0, priceType: priceType(v.price_type) }));
  switch (raw.__typename) {
    case 'CustomizableFieldOption':
      return { ...base, type: 'field', values: single(raw.fieldValue), maxCharacters: raw.fieldValue?.max_characters ?? null };
    case 'CustomizableAreaOption':
      return { ...base, type: 'area', values: single(raw.areaValue), maxCharacters: raw.areaValue?.max_characters ?? null };
    case 'CustomizableDateOption':
      return { ...base, type: 'date', values: single(raw.dateValue) };
    case 'CustomizableFileOption':
      return { ...base, type: 'file', values: single(raw.fileValue) };
    case 'CustomizableDropDownOption':
      return { ...base, type: 'drop_down', values: many(raw.dropdownValues) };
    case 'CustomizableRadioOption':
      return { ...base, type: 'radio', values: many(raw.radioValues) };
    case 'CustomizableCheckboxOption':
      return { ...base, type: 'checkbox', values: many(raw.checkboxValues) };
    case 'CustomizableMultipleOption':
      return { ...base, type: 'multiple', values: many(raw.multipleValues) };
    default:
      return { ...base, type: 'field' };
  }
}

function configurable(raw: Extract<ProductDetailFragment, { __typename: 'ConfigurableProduct' }>): Pick<ProductDetail, 'configurableOptions' | 'variants'> {
  const options: ConfigurableOption[] = compact(raw.configurable_options)
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      uid: option.uid,
      code: option.attribute_code ?? option.attribute_uid,
      label: option.label ?? '',
      values: compact(option.values).map((value) => {
        const swatch = value.swatch_data;
        const kind = swatch?.__typename === 'ColorSwatchData' ? 'color' : swatch?.__typename === 'ImageSwatchData' ? 'image' : 'text';
        const swatchValue = swatch?.__typename === 'ImageSwatchData' ? (swatch.thumbnail ?? swatch.value) : swatch?.value;
        return {
          uid: value.uid ?? '',
          label: value.store_label || value.label || value.default_label || '',
          swatch: swatch && swatchValue ? { kind, value: swatchValue } : null,
        } as const;
      }),
    }));
  const variants: ProductVariant[] = compact(raw.variants).flatMap((variant) => {
    const product = variant.product;
    if (!product) return [];
    const choice: Record<string, string> = {};
    for (const attribute of compact(variant.attributes)) {
      const option = options.find((o) => o.code === attribute.code);
      if (option && attribute.uid) choice[option.code] = attribute.uid;
    }
    const name = product.name ?? raw.name ?? '';
    return [{
      uid: product.uid,
      sku: product.sku ?? '',
      name,
      stock: stock(product.stock_status),
      choice,
      image: image(product.small_image, name),
      gallery: toGallery(product.media_gallery, name),
      price: productPrice(product.price_range),
    }];
  });
  return { configurableOptions: options, variants };
}

function bundle(raw: Extract<ProductDetailFragment, { __typename: 'BundleProduct' }>): BundleItem[] {
  return compact(raw.items)
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({
      uid: item.uid ?? '',
      title: item.title ?? '',
      required: item.required === true,
      type: item.type ?? 'select',
      choices: compact(item.options)
        .slice()
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((choice) => ({
          uid: choice.uid,
          label: choice.label ?? choice.product?.name ?? '',
          quantity: choice.quantity ?? 1,
          isDefault: choice.is_default === true,
          price: choice.price ?? choice.product?.price_range.minimum_price.final_price.value ?? 0,
          priceType: priceType(choice.price_type),
          canChangeQuantity: choice.can_change_quantity === true,
          stock: stock(choice.product?.stock_status),
        })),
    }));
}

function grouped(raw: Extract<ProductDetailFragment, { __typename: 'GroupedProduct' }>): GroupedItem[] {
  return compact(raw.items)
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((item) => (item.product ? [{ quantity: item.qty ?? 0, product: toProductCard(item.product) }] : []));
}

function downloadable(raw: Extract<ProductDetailFragment, { __typename: 'DownloadableProduct' }>): DownloadableLink[] {
  return compact(raw.downloadable_product_links)
    .slice()
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map((link) => ({ uid: link.uid, title: link.title ?? '', price: link.price ?? 0, sampleUrl: link.sample_url ?? null }));
}

/** The deepest category's breadcrumbs plus that category itself. */
function productBreadcrumbs(raw: ProductDetailFragment, categorySuffix: string): Breadcrumb[] {
  const deepest = deepestCategory(raw.categories);
  if (!deepest) return [];
  return [
    ...toBreadcrumbs(deepest.breadcrumbs, categorySuffix),
    { uid: deepest.uid, name: deepest.name ?? '', path: `/${deepest.url_path ?? ''}${deepest.url_suffix ?? categorySuffix}` },
  ];
}

export function toProductDetail(raw: ProductDetailFragment, categorySuffix: string): ProductDetail {
  const card = toProductCard(raw);
  const gallery = toGallery(raw.media_gallery, card.name);
  const detail: ProductDetail = {
    ...card,
    image: card.image ?? image(raw.image, card.name),
    descriptionHtml: raw.description?.html ?? '',
    shortDescriptionHtml: raw.short_description?.html ?? '',
    gallery,
    breadcrumbs: productBreadcrumbs(raw, categorySuffix),
    crossSells: compact(raw.crosssell_products).map(toProductCard),
    metaTitle: raw.meta_title ?? null,
    metaDescription: raw.meta_description ?? null,
    onlyXLeft: raw.only_x_left_in_stock ?? null,
    configurableOptions: [],
    variants: [],
    customOptions: 'options' in raw ? compact(raw.options).map(customOption) : [],
    bundleItems: [],
    groupedItems: [],
    downloadableLinks: [],
    linksTitle: null,
  };
  switch (raw.__typename) {
    case 'ConfigurableProduct':
      return { ...detail, ...configurable(raw) };
    case 'BundleProduct':
      return { ...detail, bundleItems: bundle(raw) };
    case 'GroupedProduct':
      return { ...detail, groupedItems: grouped(raw) };
    case 'DownloadableProduct':
      return { ...detail, downloadableLinks: downloadable(raw), linksTitle: raw.links_title ?? null };
    default:
      return detail;
  }
}
