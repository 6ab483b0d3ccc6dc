import type { AmGdprConsentInput } from '../../graphql/generated/resolvers-types';
import { checkLocationConsents, recordSubmissionConsents } from '../gdpr/location-consents';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQlAuthorizationException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import { getCartForUser, type CartRow } from '../cart/cart-access';
import { loadCartSnapshot } from '../cart/cart-snapshot';
import type { Trx } from '../cart/cart-write';
import { loadCheckoutState } from '../checkout/checkout-state';
import { currentCustomerId } from '../customers/current-customer';
import { keepCheckoutAddresses } from '../customers/keep-checkout-address';
import { takeStock } from '../inventory/stock';
import { dataVersionFor } from '../../graphql/data-version';
import { qty4ToNumber, VAT_LABEL } from '../pricing/satang';
import { queueOrderConfirmation } from './order-mail';
import { selectedOptions, stockNeeds } from './order-lines';
import { checkCartCanBeOrdered, NOT_ENOUGH_CREDIT_MESSAGE, PlaceOrderRefusal } from './place-order-checks';
import { availableCredit, chargeCredit } from '../company-credit/credit-ledger';
import { COMPANY_CREDIT_METHOD } from '../checkout/payment-methods';
import { ORDER_STATES } from './order-states';
import type { OrderRecord } from './order-records';
import { repayOrder } from './repayment';
import type { PlacedOrder } from './place-order-checks';


/** 9 digits, zero-padded, like Magento's increment ids (000000001). */
async function nextOrderNumber(trx: Trx): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('sales_order_number_seq')::int as n`.execute(trx);
  return String(rows[0]?.n ?? 0).padStart(9, '0');
}

/** The cart for placing: locked, or a refusal with Magento's code when it is unknown or already ordered. */
async function lockCart(trx: Trx, ctx: GraphQLContext, maskedId: string, customerId: number | null): Promise<CartRow> {
  try {
    return await getCartForUser(trx, maskedId, customerId, ctx.store.id, true);
  } catch (error) {
    if (error instanceof GraphQlAuthorizationException) throw error;
    if (error instanceof GraphQlNoSuchEntityException) {
      const inactive = error.text?.key === "The cart isn't active.";
      throw new PlaceOrderRefusal(inactive ? 'CART_NOT_ACTIVE' : 'CART_NOT_FOUND', error.text ?? error.message);
    }
    throw error;
  }
}

/**
 * Places an order from a cart in one transaction: the cart row is locked first (a second placeOrder for the
 * same cart waits, then finds it inactive), every check runs on that locked state, stock is taken with
 * conditional updates, the totals are copied from the priced cart, the cart is deactivated and the
 * confirmation mail queued. Either all of it commits or none of it does; sales_order.cart_id is unique
 * besides, so one cart can never become two orders.
 */
export async function placeOrder(ctx: GraphQLContext, maskedId: string, consents: readonly AmGdprConsentInput[] | null = null): Promise<PlacedOrder> {
  const customerId = await currentCustomerId(ctx);
  const placed = await ctx.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, ctx, maskedId, customerId);
    const snapshot = await loadCartSnapshot(trx, cart, customerId);
    const state = await loadCheckoutState(trx, snapshot);
    if (state.data.checkout?.repayment_order_id) return repayOrder(trx, ctx, cart, snapshot, state);

    const customer = customerId
      ? await trx.selectFrom('customer').select(['email', 'firstname', 'lastname', 'customer_type']).where('customer_id', '=', customerId).executeTakeFirstOrThrow()
      : null;
    const email = customer?.email ?? cart.email;
    // Checkout consents are asked at the first placing only (a repayment returned above).
    const answers = await checkLocationConsents(ctx, trx, 'checkout', consents, customerId);
    const method = checkCartCanBeOrdered(ctx, snapshot, state, email, customer?.customer_type ?? null, await availableCredit(trx, customerId));

    const { short, taken } = await takeStock(trx, snapshot.lines.flatMap((line) => stockNeeds(line, snapshot)));
    if (short.length > 0) throw new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', msg('The requested qty is not available'));

    const number = await nextOrderNumber(trx);
    const { totals } = snapshot;
    const { figures, data, selected, slot } = state;
    // Company credit is the payment itself: taken here with a conditional update, or the order is refused.
    const paidWithCredit = method.code === COMPANY_CREDIT_METHOD;
    if (paidWithCredit && (customerId === null || !(await chargeCredit(trx, customerId, number, figures.grandTotal)))) {
      throw new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', NOT_ENOUGH_CREDIT_MESSAGE);
    }
    const billing = data.billing ?? data.shipping;
    if (!billing) throw new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', msg('Please check the billing address information.'));
    const paidNow = method.code === 'free' || paidWithCredit;
    const status = method.online ? ORDER_STATES.pendingPayment : paidNow ? ORDER_STATES.processing : ORDER_STATES.new;
    const order = await trx
      .insertInto('sales_order')
      .values({
        increment_id: number,
        cart_id: cart.cart_id,
        masked_cart_id: cart.masked_id,
        access_secret: cart.masked_id,
        store_id: ctx.store.id,
        store_code: ctx.store.code,
        customer_id: customerId,
        email: email ?? '',
        customer_firstname: customer?.firstname ?? billing.firstname,
        customer_lastname: customer?.lastname ?? billing.lastname,
        state: status.state,
        status: status.status,
        currency: cart.currency,
        subtotal_incl_tax: totals.subtotalInclTax,
        subtotal_excl_tax: totals.subtotalExclTax,
        discount_amount: totals.discountTotal,
        shipping_incl_tax: figures.shippingInclTax,
        shipping_excl_tax: figures.shippingExclTax,
        fee_total: totals.feeTotal,
        tax_amount: figures.vatTotal,
        grand_total: figures.grandTotal,
        grand_total_excl_tax: figures.grandTotalExclTax,
        totals: JSON.stringify({
          discounts: totals.discounts.map((d) => ({ label: d.label, amount: d.amount })),
          fees: totals.fees.map((f) => ({ label: f.label, amount: f.price, tax: f.vat })),
          taxes: figures.vatTotal > 0 ? [{ label: VAT_LABEL, amount: figures.vatTotal }] : [],
        }),
        coupon_code: snapshot.couponApplied ? cart.coupon_code : null,
        shipping_carrier_code: selected?.carrier.carrierCode ?? null,
        shipping_method_code: selected?.carrier.methodCode ?? null,
        shipping_description: selected ? `${localize(ctx, selected.carrier.carrierTitle)} - ${localize(ctx, selected.carrier.methodTitle)}` : null,
        delivery_date: slot?.date ?? null,
        time_slot: slot?.option ?? null,
        payment_method_code: method.code,
        payment_method_title: localize(ctx, method.title),
        purchase_order_number: data.checkout?.purchase_order_number ?? null,
        payment_additional: JSON.stringify(data.checkout?.payment_additional ?? {}),
        paid_at: paidNow ? new Date() : null,
        stock_taken: JSON.stringify(taken),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordSubmissionConsents(trx, { location: 'checkout', reference: number, customerId, email, answers });

    const addresses = [
      ...(data.shipping && !state.isVirtual
        ? [{ type: 'shipping' as const, address: { ...data.shipping, email, time_slot_from: data.shipping.time_slot_from ?? slot?.from ?? null, time_slot_to: data.shipping.time_slot_to ?? slot?.to ?? null } }]
        : []),
      { type: 'billing' as const, address: { ...billing, email } },
    ];
    // The rows come back from the inserts (returning *): the mail and the answer are built from them, not
    // from reading the order again (profiled: those reads were a fifth of the statements of placeOrder).
    const addressRows = await trx
      .insertInto('sales_order_address')
      .values(addresses.map((a) => ({ order_id: order.order_id, address_type: a.type, postcode: a.address.postcode, data: JSON.stringify(a.address) })))
      .returningAll()
      .execute();
    const itemRows = await trx
      .insertInto('sales_order_item')
      .values(
        snapshot.lines.map((line, index) => {
          const lineTotals = totals.lines[index];
          const item = line.variant ?? line.product;
          return {
            order_id: order.order_id,
            product_id: line.product.product_id,
            sku: item.sku,
            name: line.product.name,
            product_type: line.product.type_id,
            url_key: line.product.url_key,
            qty_ordered: qty4ToNumber(line.qty4),
            price_incl_tax: lineTotals?.unitPrice ?? 0,
            price_excl_tax: lineTotals?.unitPriceExclTax ?? 0,
            row_total_incl_tax: lineTotals?.rowTotal ?? 0,
            row_total_excl_tax: lineTotals?.rowTotalExclTax ?? 0,
            discount_amount: lineTotals?.discountTotal ?? 0,
            tax_amount: lineTotals?.vat ?? 0,
            selected_options: JSON.stringify(selectedOptions(line, snapshot)),
            is_free_gift: line.row.is_free_gift,
            preorder_release_date: line.product.is_preorder ? line.product.preorder_release_date : null,
            position: index,
          };
        }),
      )
      .returningAll()
      .execute();

    // The addresses the customer asked to keep join their address book with the order.
    if (customerId) await keepCheckoutAddresses(trx, customerId, [state.isVirtual ? null : data.shipping, data.billing]);
    // Coupon uses count per customer (cart rules with uses_per_customer).
    if (customerId) {
      for (const discount of totals.discounts) {
        await trx
          .insertInto('cart_rule_usage')
          .values({ rule_id: discount.ruleId, customer_id: customerId, times_used: 1 })
          .onConflict((oc) => oc.columns(['rule_id', 'customer_id']).doUpdateSet({ times_used: sql`cart_rule_usage.times_used + 1` }))
          .execute();
      }
    }
    await trx.updateTable('cart').set({ is_active: false, updated_at: new Date(), version: sql`version + 1` }).where('cart_id', '=', cart.cart_id).execute();
    const record: OrderRecord = {
      order,
      shipping: addressRows.find((row) => row.address_type === 'shipping')?.data ?? null,
      billing: addressRows.find((row) => row.address_type === 'billing')?.data ?? null,
      items: [...itemRows].sort((a, b) => a.position - b.position || a.item_id - b.item_id),
    };
    await queueOrderConfirmation(trx, ctx, record);
    return { orderId: order.order_id, number, snapshot, state, record };
  });
  // The stock taken bumped its products' cache tags (migration 0132): this node's caches hear it now.
  void dataVersionFor(ctx.db).refresh().catch(() => undefined);
  return placed;
}
