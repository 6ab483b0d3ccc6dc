// The order as a repayment needs it (storefront spec section 3 "Order (for repayment)").
import type { Money } from './cart-types';
import type { PaymentMethodOption } from './checkout-types';
import type { OrderView } from './order-types';

export interface RepaymentOrder {
  number: string;
  cartIdMask: string | null;
  canRepayment: boolean;
  orderDate: string | null;
  status: string | null;
  grandTotal: Money | null;
  items: { id: string; name: string; sku: string; quantity: number; price: Money | null }[];
  paymentMethods: { name: string; type: string }[];
  /** The order as its document shows it: every total line down to the grand total. */
  document: OrderView;
}

/** What the repayment page shows: the order (signed in) and the methods the repayment cart offers. */
export interface RepaymentData {
  order: RepaymentOrder | null;
  cartId: string;
  methods: PaymentMethodOption[];
}
