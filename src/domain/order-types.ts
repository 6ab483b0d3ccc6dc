// An order as the tracking and printable pages show it (PrintableOrder fragment).
import type { Money } from './cart-types';

export interface OrderAddressView {
  name: string;
  company: string | null;
  lines: string[];
  telephone: string | null;
  invoice: {
    type: string | null;
    taxId: string | null;
    headOffice: boolean | null;
    branchOffice: string | null;
  } | null;
}

export interface OrderView {
  number: string;
  date: string;
  status: string;
  email: string | null;
  shippingMethod: string | null;
  timeSlot: { date: string | null; option: string | null } | null;
  items: { id: string; name: string; sku: string; quantity: number; price: Money | null; options: { label: string; value: string }[] }[];
  subtotal: Money | null;
  shipping: Money | null;
  tax: Money | null;
  discounts: { label: string; amount: Money | null }[];
  /** Fees charged on the order (small-order fee...), VAT included like the other lines. */
  fees: { label: string; amount: Money | null }[];
  grandTotal: Money | null;
  paymentMethods: string[];
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
}
