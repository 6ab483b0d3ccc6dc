import type { CurrencyEnum, Resolvers, ScbPaymentStatusEnum } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { isP2c2pMethod, P2C2P_CHANNELS, p2c2pPaymentForm } from '../../payments/2c2p/p2c2p-request';
import { isKbankMethod, KBANK_METHODS, kbankQrOrderId } from '../../payments/kbank/kbank-merchant';
import { paymentRuntimeFor, type PaymentRuntime } from '../../payments/payment-runtime';
import { inquireScbPayment, scbDeeplinkUrl, scbQrRawData, scbSandboxAppUrl } from '../../payments/scb/scb-merchant';
import { thaiQrImage } from '../../payments/thai-qr';
import { expireIfDue, findTransaction, openTransaction, syncOrder, type PaymentTransaction } from '../../payments/transactions';
import { orderForPayment, payerLanguage, type PayableOrder } from './payment-access';

const unavailable = () => new GraphQlInputException(msg('The payment provider is not available right now. Please try again.'));

/** A provider call that failed is the shopper's "try again", not an internal error. */
async function fromProvider<T>(runtime: PaymentRuntime, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    runtime.app.log.warn({ err: error }, 'payment provider call failed');
    throw unavailable();
  }
}

function expiry(runtime: PaymentRuntime): Date {
  return new Date(Date.now() + runtime.config.qrLifetimeSeconds * 1000);
}

function open(runtime: PaymentRuntime, order: PayableOrder, provider: PaymentTransaction['provider'], expiresAt: Date | null) {
  return openTransaction(runtime.db, {
    orderNumber: order.number,
    provider,
    methodCode: order.paymentMethodCode,
    amountSatang: order.grandTotalSatang,
    currency: order.currency,
    expiresAt,
  });
}

const STATUS: Readonly<Record<PaymentTransaction['status'], ScbPaymentStatusEnum>> = {
  pending: 'PENDING',
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'FAILED',
  expired: 'EXPIRED',
};

/**
 * The payment-start fields of schema/extensions/payment-*.graphqls. Each checks the order and its owner
 * (payment-access.ts), opens or reuses the payment attempt, and asks the provider (our sandbox unless live
 * credentials are configured) for what the storefront's redirect screen needs.
 */
export const resolvers: Resolvers = {
  Query: {
    kpaymentCheckout: async (_parent, args, ctx) => {
      const runtime = paymentRuntimeFor(ctx.db);
      const order = await orderForPayment(ctx, args.cart_id, args.order_number, Object.keys(KBANK_METHODS));
      if (!isKbankMethod(order.paymentMethodCode)) throw unavailable();
      const kind = KBANK_METHODS[order.paymentMethodCode];
      const { transaction } = await open(runtime, order, 'kbank', kind === 'qr' ? expiry(runtime) : null);
      const orderId = kind === 'qr' ? await fromProvider(runtime, () => kbankQrOrderId(runtime, transaction)) : null;
      return {
        order_number: order.number,
        script_url: runtime.config.kbank.scriptUrl,
        api_key: runtime.config.kbank.publicKey,
        amount: transaction.amount_satang / 100,
        currency: transaction.currency,
        payment_methods: kind,
        action_url: `/payment/kbank/charge/${transaction.reference}`,
        merchant_name: runtime.config.merchantName,
        order_id: orderId,
      };
    },
    scbPaymentStatus: async (_parent, args, ctx) => {
      const runtime = paymentRuntimeFor(ctx.db);
      const order = await orderForPayment(ctx, args.cart_id, args.order_number, ['scb_qrcode', 'scb_deeplink'], { allowSettled: true });
      const latest = await runtime.db
        .selectFrom('payment_transaction')
        .selectAll()
        .where('order_number', '=', order.number)
        .where('provider', '=', 'scb')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!latest) return { order_number: order.number, status: order.status === 'processing' ? 'PAID' : order.status === 'canceled' ? 'FAILED' : 'PENDING' };
      await inquireScbPayment(runtime, latest);
      const transaction = await expireIfDue(runtime.db, (await findTransaction(runtime.db, latest.reference)) ?? latest);
      await syncOrder(runtime.db, transaction);
      return { order_number: order.number, status: STATUS[transaction.status] };
    },
  },
  Mutation: {
    createP2c2pPaymentRequest: async (_parent, args, ctx) => {
      const runtime = paymentRuntimeFor(ctx.db);
      const order = await orderForPayment(ctx, args.cart_id, args.order_number, Object.keys(P2C2P_CHANNELS));
      if (!isP2c2pMethod(order.paymentMethodCode)) throw unavailable();
      const { transaction } = await open(runtime, order, '2c2p', null);
      const form = await p2c2pPaymentForm(runtime, transaction, { methodCode: order.paymentMethodCode, email: order.email, lang: payerLanguage(ctx) });
      return { order_number: order.number, ...form };
    },
    createScbQrCode: async (_parent, args, ctx) => {
      const runtime = paymentRuntimeFor(ctx.db);
      const order = await orderForPayment(ctx, args.cart_id, args.order_number, ['scb_qrcode']);
      const { transaction } = await open(runtime, order, 'scb', expiry(runtime));
      const raw = await fromProvider(runtime, () => scbQrRawData(runtime, transaction));
      return {
        order_number: order.number,
        qr_image: await thaiQrImage(raw),
        qr_raw_data: raw,
        amount: { value: transaction.amount_satang / 100, currency: transaction.currency as CurrencyEnum },
        expires_at: transaction.expires_at ? new Date(transaction.expires_at).toISOString() : null,
        sandbox_app_url: scbSandboxAppUrl(runtime, raw, payerLanguage(ctx)),
      };
    },
    createScbDeeplink: async (_parent, args, ctx) => {
      const runtime = paymentRuntimeFor(ctx.db);
      const order = await orderForPayment(ctx, args.cart_id, args.order_number, ['scb_deeplink']);
      const { transaction } = await open(runtime, order, 'scb', expiry(runtime));
      const url = await fromProvider(runtime, () => scbDeeplinkUrl(runtime, transaction));
      return {
        order_number: order.number,
        // The simulated SCB EASY page speaks the store's language; a real deeplink is passed on untouched.
        deeplink_url: runtime.config.scb.mode === 'sandbox' ? `${url}?lang=${payerLanguage(ctx)}` : url,
        expires_at: transaction.expires_at ? new Date(transaction.expires_at).toISOString() : null,
      };
    },
  },
};
