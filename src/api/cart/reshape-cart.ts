// Raw getCartDetails answer → CartDetails. Null entries (items the server could not load) are dropped here, and
// item entries named by a stock error are filtered out by the caller (strip-stock-errors.ts) before this runs.
import type { GetCartDetailsQuery } from '../../gql/generated/graphql';
import type { CartDetails, CartItem, CartItemKind, DiscountLine, Money, OptionLine } from '../../domain/cart-types';

type RawCart = NonNullable<GetCartDetailsQuery['cart']>;
type RawItem = NonNullable<NonNullable<RawCart['items']>[number]>;
type RawMoney = { value: number | null; currency: string | null } | null | undefined;

/** An empty cart carries USD as its currency code (storefront spec section 1). */
const EMPTY_CART_CURRENCY = 'USD';

function money(raw: RawMoney): Money | null {
  if (!raw || raw.value === null) return null;
  return { value: raw.value, currency: raw.currency ?? EMPTY_CART_CURRENCY };
}

function discountLines(raw: ReadonlyArray<{ label: string; amount: RawMoney } | null> | null | undefined): DiscountLine[] {
  return (raw ?? []).flatMap((line) => {
    const amount = line ? money(line.amount) : null;
    return line && amount ? [{ label: line.label, amount }] : [];
  });
}

const KIND_BY_TYPENAME: Record<string, CartItemKind> = {
  SimpleCartItem: 'simple',
  VirtualCartItem: 'virtual',
  ConfigurableCartItem: 'configurable',
  BundleCartItem: 'bundle',
  DownloadableCartItem: 'downloadable',
};

function optionsOf(item: RawItem): OptionLine[] {
  const lines: OptionLine[] = [];
  if (item.__typename === 'ConfigurableCartItem') {
    for (const option of item.configurable_options) lines.push({ label: option.option_label, value: option.value_label });
  }
  if (item.__typename === 'BundleCartItem') {
    for (const option of item.bundle_options) {
      lines.push({ label: option.label, value: option.values.map((value) => `${value.quantity} × ${value.label}`).join(', ') });
    }
  }
  if ('customizable_options' in item) {
    for (const option of item.customizable_options) {
      if (option) lines.push({ label: option.label, value: option.values.map((value) => value.label || value.value).join(', ') });
    }
  }
  return lines;
}

function reshapeItem(item: RawItem): CartItem {
  const configurable = item.__typename === 'ConfigurableCartItem' ? item : null;
  const image = configurable?.configured_variant.thumbnail ?? item.product.thumbnail ?? item.product.small_image;
  return {
    uid: item.uid,
    id: item.id,
    kind: KIND_BY_TYPENAME[item.__typename] ?? 'other',
    quantity: item.quantity,
    position: item.position,
    specialRequest: item.special_request,
    isFreeGift: item.is_free_gift,
    availableToCheckout: item.available_to_checkout,
    hasError: item.has_error,
    messages: item.messages.map(({ type, text }) => ({ type, text })),
    price: money(item.prices?.price),
    priceInclTax: money(item.prices?.price_including_tax),
    totalDiscount: money(item.prices?.total_item_discount),
    discounts: discountLines(item.prices?.discounts),
    options: optionsOf(item),
    selectedOptionUids: configurable ? configurable.configurable_options.map((o) => o.configurable_product_option_value_uid) : [],
    product: {
      uid: item.product.uid,
      sku: item.product.sku ?? '',
      variantSku: configurable?.configured_variant.sku ?? null,
      name: item.product.name ?? '',
      urlKey: item.product.url_key,
      urlSuffix: item.product.url_suffix,
      image: image?.url ? { url: image.url, label: image.label ?? item.product.name ?? '' } : null,
      inStock: item.product.stock_status !== 'OUT_OF_STOCK',
    },
  };
}

/** The chosen delivery of the (single) shipping address, titled as Magento does: "Carrier - Method". */
function chosenShipping(raw: RawCart): CartDetails['shipping'] {
  const selected = (raw.shipping_addresses ?? []).find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  const amount = money(selected?.price_incl_tax ?? selected?.amount);
  if (!selected || !amount) return null;
  const title = [selected.carrier_title, selected.method_title].filter(Boolean).join(' - ');
  return { title, amount };
}

export function reshapeCart(raw: RawCart): CartDetails {
  const fees = raw.applied_extra_fees;
  const feeCurrency = fees?.currency || EMPTY_CART_CURRENCY;
  return {
    id: raw.id,
    email: raw.email,
    totalQuantity: raw.total_quantity,
    hasError: raw.has_error,
    messages: raw.messages.map(({ type, text }) => ({ type, text })),
    items: (raw.items ?? [])
      .filter((item): item is RawItem => item !== null)
      .map(reshapeItem)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0)),
    prices: {
      grandTotal: money(raw.prices?.grand_total),
      subtotalInclTax: money(raw.prices?.subtotal_including_tax),
      subtotalExclTax: money(raw.prices?.subtotal_excluding_tax),
      afterDiscount: money(raw.prices?.after_discount),
      nonVatAmount: money(raw.prices?.non_vat_amount),
      discounts: discountLines(raw.prices?.discounts),
      taxes: discountLines(raw.prices?.applied_taxes),
    },
    conditions: {
      minAmount: raw.conditions?.min_amount ? { hasError: raw.conditions.min_amount.has_error, message: raw.conditions.min_amount.message } : null,
      maxAmount: raw.conditions?.max_amount ? { hasError: raw.conditions.max_amount.has_error, message: raw.conditions.max_amount.message } : null,
    },
    couponCodes: (raw.applied_coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : [])),
    freeGifts: raw.free_gifts
      ? {
          commonQty: raw.free_gifts.common_qty,
          triggeredProducts: raw.free_gifts.triggered_products,
          promoSkus: raw.free_gifts.promo_sku,
          autoOpenPopup: raw.free_gifts.auto_open_popup,
          titleFreeGift: raw.free_gifts.title_free_gift,
          title: raw.free_gifts.title,
          items: raw.free_gifts.items.map((gift) => ({
            sku: gift.sku,
            quantity: gift.qty,
            productUid: gift.product?.uid ?? null,
            name: gift.product?.name ?? null,
          })),
        }
      : null,
    extraFees: (fees?.items ?? []).map((fee) => ({
      feeId: fee.fee_id,
      optionId: fee.option_id,
      label: fee.label,
      amount: { value: fee.fee_amount, currency: feeCurrency },
      taxAmount: { value: fee.tax_amount, currency: feeCurrency },
      // Both parts are whole satang from the server; summed in satang so no float residue reaches the view.
      amountInclTax: { value: (Math.round(fee.fee_amount * 100) + Math.round(fee.tax_amount * 100)) / 100, currency: feeCurrency },
    })),
    shipping: chosenShipping(raw),
  };
}
