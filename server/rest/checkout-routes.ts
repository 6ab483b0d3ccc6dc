import { consentAnswersOf } from '../modules/gdpr/location-consents';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { GraphQLContext } from '../graphql/context';
import { MagentoGraphQlError, GraphQlAuthorizationException, GraphQlAuthenticationException, GraphQlNoSuchEntityException } from '../graphql/errors';
import { buildContext, readSelectors } from '../graphql/request-context';
import { localize } from '../i18n/translate';
import { customerActiveCart } from '../modules/cart/cart-lifecycle';
import { loadCartSnapshot } from '../modules/cart/cart-snapshot';
import { withCartWrite } from '../modules/cart/cart-write';
import { loadCheckoutState } from '../modules/checkout/checkout-state';
import { checkEmail, setBillingAddress, setPaymentMethod, setShippingAddress, setShippingMethod } from '../modules/checkout/checkout-writes';
import { availablePaymentMethods } from '../modules/checkout/payment-methods';
import { currentCustomerId, requireCustomerId } from '../modules/customers/current-customer';
import { placeOrderAdmitted } from '../modules/orders/place-order-admitted';
import { PlaceOrderRefusal, refusalText } from '../modules/orders/place-order-checks';
import { qty4ToNumber, satangToValue } from '../modules/pricing/satang';
import { restAddressInput, type RestAddress } from './rest-address';

/** The request's selectors; /rest/{store}/V1/… names the store view in the path, as Magento allows. */
function selectorsOf(request: FastifyRequest) {
  const selectors = readSelectors(request);
  const store = (request.params as { store?: string }).store;
  return store && store !== 'default' && store !== 'all' ? { ...selectors, storeCode: store } : selectors;
}

interface ShippingInformationBody {
  addressInformation?: {
    shipping_address?: RestAddress;
    billing_address?: RestAddress;
    shipping_carrier_code?: string;
    shipping_method_code?: string;
    /** The delivery date (YYYY-MM-DD) and slot (from-to): module fields ride in extension_attributes over REST. */
    extension_attributes?: { delivery_date?: unknown; time_slot?: unknown } | null;
  };
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

interface PaymentInformationBody {
  cartId?: string;
  email?: string;
  /** extension_attributes.amgdpr_consents: the answers to the checkout consents ([{consent_code, is_agreed}]). */
  paymentMethod?: { method?: string; po_number?: string | null; additional_data?: Record<string, unknown> | null; extension_attributes?: Record<string, unknown> | null };
  billingAddress?: RestAddress;
}

/** Magento's REST error body ({ message }) with the HTTP status its exception maps to. */
function sendError(reply: FastifyReply, ctx: GraphQLContext | null, error: unknown): FastifyReply {
  if (error instanceof PlaceOrderRefusal && ctx) return reply.code(400).send({ message: refusalText(ctx, error) });
  if (error instanceof MagentoGraphQlError) {
    const status = error instanceof GraphQlNoSuchEntityException ? 404 : error instanceof GraphQlAuthorizationException || error instanceof GraphQlAuthenticationException ? 401 : 400;
    return reply.code(status).send({ message: error.localizedMessage(ctx?.store.locale ?? null) });
  }
  reply.log.error(error);
  return reply.code(500).send({ message: 'Internal server error' });
}

/** Magento's PaymentDetails: the methods the cart can now be paid with and its totals. */
async function paymentDetails(ctx: GraphQLContext, maskedId: string) {
  const cart = await ctx.db.selectFrom('cart').selectAll().where('masked_id', '=', maskedId).executeTakeFirstOrThrow();
  const customerId = await currentCustomerId(ctx);
  const snapshot = await loadCartSnapshot(ctx.db, cart, customerId);
  const state = await loadCheckoutState(ctx.db, snapshot);
  const customerType = customerId ? ((await ctx.db.selectFrom('customer').select('customer_type').where('customer_id', '=', customerId).executeTakeFirst())?.customer_type ?? null) : null;
  const { totals } = snapshot;
  const { figures } = state;
  const v = satangToValue;
  return {
    payment_methods: availablePaymentMethods(figures.grandTotal, customerType).map((m) => ({ code: m.code, title: localize(ctx, m.title) })),
    totals: {
      grand_total: v(figures.grandTotal),
      base_grand_total: v(figures.grandTotal),
      subtotal: v(totals.subtotalExclTax),
      subtotal_incl_tax: v(totals.subtotalInclTax),
      discount_amount: -v(totals.discountTotal),
      shipping_amount: v(figures.shippingExclTax),
      shipping_incl_tax: v(figures.shippingInclTax),
      tax_amount: v(figures.vatTotal),
      quote_currency_code: cart.currency,
      base_currency_code: cart.currency,
      items_qty: qty4ToNumber(snapshot.lines.reduce((sum, l) => sum + l.qty4, 0)),
      items: snapshot.lines.map((line, i) => ({
        item_id: line.row.item_id,
        name: line.product.name,
        qty: qty4ToNumber(line.qty4),
        price: v(totals.lines[i]?.unitPriceExclTax ?? 0),
        price_incl_tax: v(totals.lines[i]?.unitPrice ?? 0),
        row_total_incl_tax: v(totals.lines[i]?.rowTotal ?? 0),
      })),
    },
  };
}

/**
 * The REST checkout calls of storefront spec section 7, in Magento's shapes: shipping-information saves the
 * addresses and delivery and answers PaymentDetails; payment-information saves email, billing address and
 * payment method and places the order, answering its id. `carts/mine` are the signed-in twins (bearer token).
 */
export async function checkoutRestRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;

  async function resolveCart(request: FastifyRequest<{ Params: { cartId?: string } }>, ctx: GraphQLContext): Promise<string> {
    if (request.params.cartId) return request.params.cartId;
    return (await customerActiveCart(ctx, await requireCustomerId(ctx))).masked_id;
  }

  const shippingInformation = async (request: FastifyRequest<{ Params: { cartId?: string }; Body: ShippingInformationBody }>, reply: FastifyReply) => {
    let ctx: GraphQLContext | null = null;
    try {
      ctx = await buildContext(db, selectorsOf(request));
      const context = ctx;
      const maskedId = await resolveCart(request, context);
      const info = request.body?.addressInformation ?? {};
      await withCartWrite(context, maskedId, async (trx, cart, customerId) => {
        await setShippingAddress(trx, cart, [{ address: restAddressInput(info.shipping_address ?? {}) }]);
        if (info.billing_address) await setBillingAddress(trx, cart, { address: restAddressInput(info.billing_address) });
        const extension = info.extension_attributes ?? {};
        await setShippingMethod(trx, cart, customerId, [
          {
            carrier_code: info.shipping_carrier_code ?? '',
            method_code: info.shipping_method_code ?? '',
            delivery_date: optionalText(extension.delivery_date),
            time_slot: optionalText(extension.time_slot),
          },
        ]);
      });
      return await paymentDetails(context, maskedId);
    } catch (error) {
      return sendError(reply, ctx, error);
    }
  };

  const paymentInformation = async (request: FastifyRequest<{ Params: { cartId?: string }; Body: PaymentInformationBody }>, reply: FastifyReply) => {
    let ctx: GraphQLContext | null = null;
    try {
      ctx = await buildContext(db, selectorsOf(request));
      const context = ctx;
      const maskedId = await resolveCart(request, context);
      const body = request.body ?? {};
      await withCartWrite(context, maskedId, async (trx, cart, customerId) => {
        if (customerId === null && body.email) await trx.updateTable('cart').set({ email: checkEmail(body.email) }).where('cart_id', '=', cart.cart_id).execute();
        if (body.billingAddress) await setBillingAddress(trx, { ...cart, email: body.email ?? cart.email }, { address: restAddressInput(body.billingAddress) });
        const comment = body.paymentMethod?.additional_data?.comment;
        await setPaymentMethod(trx, cart, customerId, {
          code: body.paymentMethod?.method ?? '',
          purchase_order_number: body.paymentMethod?.po_number ?? null,
          ...(typeof comment === 'string' ? { amasty_company_credit: { comment } } : {}),
        });
      });
      const placed = await placeOrderAdmitted(context, maskedId, consentAnswersOf(body.paymentMethod?.extension_attributes?.amgdpr_consents));
      // Magento answers the order's entity id, JSON-encoded as a string.
      return reply.type('application/json').send(JSON.stringify(String(placed.orderId)));
    } catch (error) {
      return sendError(reply, ctx, error);
    }
  };

  app.post('/rest/V1/guest-carts/:cartId/shipping-information', shippingInformation);
  app.post('/rest/V1/carts/mine/shipping-information', shippingInformation);
  app.post('/rest/V1/guest-carts/:cartId/payment-information', paymentInformation);
  app.post('/rest/V1/carts/mine/payment-information', paymentInformation);
  // The store code form Magento also accepts: /rest/{store}/V1/...
  app.post('/rest/:store/V1/guest-carts/:cartId/shipping-information', shippingInformation);
  app.post('/rest/:store/V1/carts/mine/shipping-information', shippingInformation);
  app.post('/rest/:store/V1/guest-carts/:cartId/payment-information', paymentInformation);
  app.post('/rest/:store/V1/carts/mine/payment-information', paymentInformation);
}
