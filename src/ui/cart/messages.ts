// Texts of the cart views (th and en catalogues in src/i18n/messages).
import { defineMessages } from 'react-intl';

export const cartText = defineMessages({
  addToCart: { id: 'cart.addToCart', defaultMessage: 'Add to Cart' },
  adding: { id: 'cart.adding', defaultMessage: 'Adding…' },
  cartTitle: { id: 'cart.title', defaultMessage: 'Shopping Cart' },
  miniCartTitle: { id: 'cart.mini.title', defaultMessage: 'My Cart' },
  empty: { id: 'cart.empty', defaultMessage: 'There are no items in your cart.' },
  retry: { id: 'cart.retry', defaultMessage: 'Try again' },
  quantity: { id: 'cart.quantity', defaultMessage: 'Quantity' },
  remove: { id: 'cart.remove', defaultMessage: 'Remove' },
  freeGift: { id: 'cart.freeGift', defaultMessage: 'Free gift' },
  subtotal: { id: 'cart.subtotal', defaultMessage: 'Subtotal' },
  subtotalExclTax: { id: 'cart.subtotalExclTax', defaultMessage: 'Subtotal (excl. VAT)' },
  nonVatAmount: { id: 'cart.nonVatAmount', defaultMessage: 'Non-VAT amount' },
  afterDiscount: { id: 'cart.afterDiscount', defaultMessage: 'After discount' },
  grandTotal: { id: 'cart.grandTotal', defaultMessage: 'Grand Total' },
  couponLabel: { id: 'cart.coupon.label', defaultMessage: 'Coupon code' },
  couponApply: { id: 'cart.coupon.apply', defaultMessage: 'Apply' },
  couponRemove: { id: 'cart.coupon.remove', defaultMessage: 'Remove coupon' },
  freeGiftsTitle: { id: 'cart.freeGifts.title', defaultMessage: 'Your free gifts' },
  freeGiftsOpen: { id: 'cart.freeGifts.open', defaultMessage: 'See free gifts' },
  close: { id: 'cart.close', defaultMessage: 'Close' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Proceed to Checkout' },
  viewCart: { id: 'cart.viewCart', defaultMessage: 'View Cart' },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continue Shopping' },
  addedTitle: { id: 'cart.addedTitle', defaultMessage: 'Added to your cart' },
});

type Values = {
  miniCartCount: { count: number };
  quantityOf: { name: string };
  removeItem: { name: string };
  couponApplied: { code: string };
  freeGiftQuantity: { name: string; quantity: number };
  shipping: { method: string };
};

export const cartValueText = defineMessages<Values>({
  miniCartCount: { id: 'cart.mini.count', defaultMessage: '{count, plural, =0 {No items} one {# item} other {# items}}' },
  quantityOf: { id: 'cart.quantityOf', defaultMessage: 'Quantity of {name}' },
  removeItem: { id: 'cart.removeItem', defaultMessage: 'Remove {name}' },
  couponApplied: { id: 'cart.coupon.applied', defaultMessage: 'Coupon {code} applied' },
  freeGiftQuantity: { id: 'cart.freeGifts.quantity', defaultMessage: '{name} × {quantity}' },
  shipping: { id: 'cart.shipping', defaultMessage: 'Delivery ({method})' },
});
