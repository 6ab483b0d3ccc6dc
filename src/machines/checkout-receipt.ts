// After an order is placed (storefront spec section 4, "After an order is placed", "Creating an account"): the receipt
// the thank-you page shows, the last order stored for it, and where the payer and a new account go next. Pure helpers
// of the checkout chart (checkout.machine.ts).
import type { PlacedOrder, Receipt } from '../domain/checkout-types';
import { pathAfterOrder } from '../domain/payment-routes';
import type { CheckoutContext, LastOrder } from './checkout-flow-types';

/** The receipt of a placed order; the chart places only with a cart id and a payment method (readyToPlace). */
export function receiptOf(context: CheckoutContext, order: PlacedOrder): Receipt {
  if (!context.cartId || !context.paymentMethod) throw new Error('an order was placed without a cart id or payment method');
  return {
    orderNumber: order.orderNumber,
    shippingAddress: context.shippingAddress,
    email: context.email ?? context.shippingAddress?.email ?? null,
    paymentCode: context.paymentMethod.code,
    cartId: context.cartId,
    orderToken: order.orderToken ?? null,
  };
}

function requireReceipt(context: CheckoutContext): Receipt {
  if (!context.receipt) throw new Error('expected the placed order\'s receipt');
  return context.receipt;
}

/** The last order, stored for the thank-you and repayment pages. */
export function lastOrderOf(context: CheckoutContext): LastOrder {
  const receipt = requireReceipt(context);
  return { orderNumber: receipt.orderNumber, cartId: receipt.cartId, orderToken: receipt.orderToken };
}

/** Where the payer goes once the order is placed: the payment's redirect screen or the success page. */
export function pathAfterPlacing(context: CheckoutContext): string {
  return pathAfterOrder(requireReceipt(context).paymentCode);
}

/** /create-account?email&firstName&lastName prefilled from the receipt (section 4, "Creating an account"). */
export function createAccountPath(receipt: Receipt | null): string {
  const query = new URLSearchParams();
  if (receipt?.email) query.set('email', receipt.email);
  if (receipt?.shippingAddress?.firstname) query.set('firstName', receipt.shippingAddress.firstname);
  if (receipt?.shippingAddress?.lastname) query.set('lastName', receipt.shippingAddress.lastname);
  const search = query.toString();
  return search ? `/create-account?${search}` : '/create-account';
}
