import type { CheckoutAddressData } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { AvailablePaymentMethod, BillingCartAddress, CurrencyEnum, Money, ResolversTypes, SelectedPaymentMethod } from '../../graphql/generated/resolvers-types';

type ShippingCartAddress = ResolversTypes['ShippingCartAddress'];
import { localize } from '../../i18n/translate';
import type { CartSnapshot } from '../cart/cart-snapshot';
import { satangToValue } from '../pricing/satang';
import type { CheckoutState } from './checkout-state';
import { availablePaymentMethods, findPaymentMethod } from './payment-methods';
import { availableCredit } from '../company-credit/credit-ledger';
import type { ShippingOption } from './shipping-methods';
import { storeLanguage } from '../../i18n/store-language';

const money = (satang: number, currency: string): Money => ({ value: satangToValue(satang), currency: currency as CurrencyEnum });

/** Fields every cart address answers, from the stored address (country is always Thailand). */
function addressFields(ctx: GraphQLContext, address: CheckoutAddressData, uid: string) {
  const thai = storeLanguage(ctx.store) === 'th';
  return {
    uid,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    city_id: address.city_id,
    region: { code: address.region_code, label: address.region, region_id: address.region_id },
    postcode: address.postcode,
    country: { code: 'TH', label: thai ? 'ไทย' : 'Thailand' },
    telephone: address.telephone,
    vat_id: address.vat_id,
    fax: address.fax,
    sub_district: address.sub_district,
    sub_district_id: address.sub_district_id,
    is_full_invoice: address.is_full_invoice,
    invoice_type: address.invoice_type,
    head_office: address.head_office,
    branch_office: address.branch_office,
    tax_identification_number: address.tax_identification_number,
    personal_firstname: address.personal_firstname,
    personal_lastname: address.personal_lastname,
    contact_name: address.contact_name,
    contact_surname: address.contact_surname,
  };
}

function availableMethod(ctx: GraphQLContext, option: ShippingOption, currency: string) {
  return {
    carrier_code: option.carrier.carrierCode,
    carrier_title: localize(ctx, option.carrier.carrierTitle),
    method_code: option.carrier.methodCode,
    method_title: localize(ctx, option.carrier.methodTitle),
    error_message: option.error ? localize(ctx, option.error) : '',
    amount: money(option.amount, currency),
    base_amount: money(option.amount, currency),
    price_excl_tax: money(option.amountExclTax, currency),
    price_incl_tax: money(option.amount, currency),
    available: option.available,
    delivery_slots: option.slots,
  };
}

export interface CartCheckoutFields {
  shipping_addresses: ShippingCartAddress[];
  billing_address: BillingCartAddress | null;
  available_payment_methods: AvailablePaymentMethod[];
  selected_payment_method: SelectedPaymentMethod;
  state: CheckoutState;
}

/** The Cart's checkout fields (Magento's shapes), from the cart's checkout state (loadCheckoutState). */
export async function cartCheckoutFields(ctx: GraphQLContext, snapshot: CartSnapshot, customerId: number | null, state: CheckoutState): Promise<CartCheckoutFields> {
  const currency = snapshot.cart.currency;
  const { data, selected, slot } = state;
  const shipping: ShippingCartAddress[] = data.shipping
    ? [
        {
          ...addressFields(ctx, data.shipping, `${snapshot.cart.masked_id}-shipping`),
          time_slot_from: data.shipping.time_slot_from ?? slot?.from ?? null,
          time_slot_to: data.shipping.time_slot_to ?? slot?.to ?? null,
          time_slot_optional_from: data.shipping.time_slot_optional_from,
          time_slot_optional_to: data.shipping.time_slot_optional_to,
          operating_time: data.shipping.operating_time,
          name_address: data.shipping.name_address,
          same_as_billing: data.billingSameAsShipping,
          customer_notes: null,
          available_shipping_methods: state.options.map((o) => availableMethod(ctx, o, currency)),
          selected_shipping_method: selected
            ? {
                carrier_code: selected.carrier.carrierCode,
                method_code: selected.carrier.methodCode,
                carrier_title: localize(ctx, selected.carrier.carrierTitle),
                method_title: localize(ctx, selected.carrier.methodTitle),
                amount: money(selected.amount, currency),
                base_amount: money(selected.amount, currency),
                price_excl_tax: money(selected.amountExclTax, currency),
                price_incl_tax: money(selected.amount, currency),
                delivery_date: slot?.date ?? null,
                time_slot: slot?.option ?? null,
              }
            : null,
        },
      ]
    : [];
  const billing = data.billing ? addressFields(ctx, data.billing, `${snapshot.cart.masked_id}-billing`) : null;
  const customerType = customerId
    ? ((await ctx.db.selectFrom('customer').select('customer_type').where('customer_id', '=', customerId).executeTakeFirst())?.customer_type ?? null)
    : null;
  const repayment = Boolean(data.checkout?.repayment_order_id);
  const credit = repayment ? null : await availableCredit(ctx.db, customerId);
  const methods = snapshot.lines.length > 0 || repayment ? availablePaymentMethods(state.figures.grandTotal, customerType, credit) : [];
  const chosen = data.checkout?.payment_method_code ? findPaymentMethod(data.checkout.payment_method_code) : undefined;
  return {
    shipping_addresses: shipping,
    billing_address: billing,
    available_payment_methods: methods.map((m) => ({ code: m.code, title: localize(ctx, m.title) })),
    selected_payment_method: chosen
      ? { code: chosen.code, title: localize(ctx, chosen.title), purchase_order_number: data.checkout?.purchase_order_number ?? null }
      : { code: '', title: '', purchase_order_number: null },
    state,
  };
}
