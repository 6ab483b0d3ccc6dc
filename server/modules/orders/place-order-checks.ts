import type { GraphQLContext } from '../../graphql/context';
import { msg, type Message } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import { cartConditions } from '../cart/cart-conditions';
import type { CartSnapshot } from '../cart/cart-snapshot';
import { NOT_ALL_QTY_MESSAGE, SOME_OUT_OF_STOCK_MESSAGE } from '../cart/qty-rules';
import { slotStillOpen, type CheckoutState } from '../checkout/checkout-state';
import { availablePaymentMethods, findPaymentMethod, type PaymentMethodDef } from '../checkout/payment-methods';

/** Magento's PlaceOrderErrorCodes with the text that goes with them. */
/** An order just written: its id and number, and the cart and checkout state it was made from. */
export interface PlacedOrder {
  orderId: number;
  number: string;
  snapshot: CartSnapshot;
  state: CheckoutState;
}

export type PlaceOrderErrorCode = 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

export class PlaceOrderRefusal extends Error {
  constructor(
    readonly code: PlaceOrderErrorCode,
    readonly text: Message | string,
  ) {
    super(typeof text === 'string' ? text : text.key);
  }
}

const unable = (reason: Message | string): PlaceOrderRefusal => new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', reason);

/**
 * Everything Magento checks before a cart becomes an order (QuoteManagement::submit and the quote
 * validators): products, stock and amount limits, email, addresses, delivery and payment. Runs inside the
 * placing transaction, on the locked cart, so nothing can change between the checks and the order.
 */
export function checkCartCanBeOrdered(ctx: GraphQLContext, snapshot: CartSnapshot, state: CheckoutState, email: string | null, customerType: string | null): PaymentMethodDef {
  if (snapshot.lines.length === 0) throw unable(msg('The "{cartId}" Cart doesn\'t contain products.', { cartId: snapshot.cart.masked_id }));
  if (snapshot.lines.some((l) => l.problem?.code === 'NOT_SALABLE')) throw unable(SOME_OUT_OF_STOCK_MESSAGE);
  if (snapshot.lines.some((l) => l.problem !== null)) throw unable(NOT_ALL_QTY_MESSAGE);
  if (snapshot.lines.some((l) => l.giftOverLimit)) throw unable(msg('The free gift is no longer available for this cart.'));
  const conditions = cartConditions(ctx, snapshot);
  for (const condition of [conditions.min_amount, conditions.max_amount]) {
    if (condition?.has_error) throw unable(condition.message ?? '');
  }
  if (!email) throw new PlaceOrderRefusal('GUEST_EMAIL_MISSING', msg('Guest email for cart is missing.'));
  if (!state.isVirtual) {
    if (!state.data.shipping) throw unable(msg('The shipping address is missing. Set the address and try again.'));
    if (!state.selected) throw unable(msg('The shipping method is missing. Select the shipping method and try again.'));
    if (!state.selected.available) throw unable(state.selected.error ?? msg('The shipping method is missing. Select the shipping method and try again.'));
    if (!slotStillOpen(state, snapshot.now)) {
      throw unable(msg('The delivery slot {date} {option} is not available. Please choose another one.', { date: state.slot?.date ?? '', option: state.slot?.option ?? '' }));
    }
  }
  if (!state.data.billing) throw unable(msg('Please check the billing address information.'));
  const code = state.data.checkout?.payment_method_code;
  const method = code ? findPaymentMethod(code) : undefined;
  if (!method) throw unable(msg('Enter a valid payment method and try again.'));
  // The total may have changed since the method was chosen (a zero total needs `free`, and back).
  if (!availablePaymentMethods(state.figures.grandTotal, customerType).includes(method)) throw unable(msg('The requested Payment Method is not available.'));
  return method;
}

export function refusalText(ctx: GraphQLContext, refusal: PlaceOrderRefusal): string {
  return typeof refusal.text === 'string' ? refusal.text : localize(ctx, refusal.text);
}
