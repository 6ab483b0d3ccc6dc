// Domain types of the cart (storefront spec section 3, Cart and Cart item). reshape-cart.ts turns the raw
// getCartDetails answer into these; the cart machine and the cart views see nothing else.

export interface Money {
  value: number;
  currency: string;
}

export interface CartMessage {
  type: string;
  text: string;
}

export interface DiscountLine {
  label: string;
  amount: Money;
}

export interface OptionLine {
  label: string;
  value: string;
}

export type CartItemKind = 'simple' | 'virtual' | 'configurable' | 'bundle' | 'downloadable' | 'other';

export interface CartItem {
  uid: string;
  id: string;
  kind: CartItemKind;
  quantity: number;
  position: number | null;
  specialRequest: string | null;
  isFreeGift: boolean;
  availableToCheckout: boolean;
  hasError: boolean;
  messages: CartMessage[];
  price: Money | null;
  priceInclTax: Money | null;
  /** Line total discount (total_item_discount). */
  totalDiscount: Money | null;
  discounts: DiscountLine[];
  /** Customizable, configurable and bundle choices, flattened into label/value lines. */
  options: OptionLine[];
  /** Configurable choices as uids, to re-add the same variant (configurable update is remove then add). */
  selectedOptionUids: string[];
  product: {
    uid: string;
    sku: string;
    /** The chosen variant's sku for configurable items (what add expects as `sku`). */
    variantSku: string | null;
    name: string;
    urlKey: string | null;
    urlSuffix: string | null;
    image: { url: string; label: string } | null;
    inStock: boolean;
  };
}

export interface AmountCondition {
  hasError: boolean;
  message: string | null;
}

export interface FreeGiftOffer {
  sku: string;
  quantity: number;
  productUid: string | null;
  name: string | null;
}

export interface FreeGifts {
  commonQty: number;
  triggeredProducts: string[];
  promoSkus: string[];
  autoOpenPopup: boolean;
  titleFreeGift: string | null;
  title: string | null;
  items: FreeGiftOffer[];
}

export interface ExtraFee {
  feeId: number;
  optionId: number;
  label: string;
  /** Excluding VAT (Amasty's fee_amount). */
  amount: Money;
  taxAmount: Money;
  /** What the shopper pays for it: fee plus its VAT, as the cart's other totals are shown VAT-inclusive. */
  amountInclTax: Money;
}

export interface CartPrices {
  grandTotal: Money | null;
  subtotalInclTax: Money | null;
  subtotalExclTax: Money | null;
  afterDiscount: Money | null;
  nonVatAmount: Money | null;
  discounts: DiscountLine[];
  taxes: DiscountLine[];
}

/** The delivery the shopper chose, as the server priced it (VAT-inclusive, part of the grand total). */
export interface CartShipping {
  title: string;
  amount: Money;
}

export interface CartDetails {
  id: string;
  email: string | null;
  totalQuantity: number;
  hasError: boolean;
  messages: CartMessage[];
  items: CartItem[];
  prices: CartPrices;
  conditions: { minAmount: AmountCondition | null; maxAmount: AmountCondition | null };
  couponCodes: string[];
  freeGifts: FreeGifts | null;
  extraFees: ExtraFee[];
  /** Null until a delivery method is chosen. */
  shipping: CartShipping | null;
}

/** What add-to-cart needs from a product card or page. */
export interface AddToCartProduct {
  sku: string;
  name: string;
  /** Set for a configurable child: the parent's sku. */
  parentSku?: string | null;
  /** Chosen option value uids (selected_options): configurable values, custom-option/<option>/<value>. */
  selectedOptions?: string[];
  /** Typed text of field/area/date custom options (entered_options), keyed by the custom option's uid. */
  enteredOptions?: { uid: string; value: string }[];
  image?: { url: string; label: string } | null;
}
