// The payment-redirect machine's actors: the payment start fields of schema/extensions/payment-*.graphqls,
// asked for the masked id of the cart that became the order, and the SCB status poll.
import {
  CreateP2c2pPaymentRequestDocument,
  CreateScbDeeplinkDocument,
  CreateScbQrCodeDocument,
  KpaymentCheckoutDocument,
  ScbPaymentStatusDocument,
} from '../../gql/generated/graphql';
import type { GraphQLClient } from '../graphql-client';
import type { PaymentStart, PaymentStatus, PaymentTarget } from '../../domain/payment-types';

function missing(what: string): Error {
  return new Error(`The payment provider did not answer a ${what}.`);
}

export async function startPayment(client: GraphQLClient, target: PaymentTarget): Promise<PaymentStart> {
  const variables = { cartId: target.cartId, orderNumber: target.orderNumber };
  switch (target.kind) {
    case 'kpayment':
    case 'kpaymentQr': {
      const { kpaymentCheckout: k } = await client.request(KpaymentCheckoutDocument, variables);
      if (!k) throw missing('K-Payment checkout');
      return {
        kind: 'kpayment',
        orderNumber: k.order_number,
        scriptUrl: k.script_url,
        apiKey: k.api_key,
        amount: k.amount,
        currency: k.currency,
        methods: k.payment_methods,
        actionUrl: k.action_url,
        merchantName: k.merchant_name ?? null,
        qrOrderId: k.order_id ?? null,
      };
    }
    case 'p2c2p': {
      const { createP2c2pPaymentRequest: p } = await client.request(CreateP2c2pPaymentRequestDocument, variables);
      if (!p) throw missing('2C2P payment request');
      return {
        kind: 'form',
        orderNumber: p.order_number,
        form: { actionUrl: p.action_url, method: p.method.toUpperCase() === 'GET' ? 'GET' : 'POST', fields: p.fields },
      };
    }
    case 'scbQr': {
      const { createScbQrCode: q } = await client.request(CreateScbQrCodeDocument, variables);
      if (!q) throw missing('QR code');
      return {
        kind: 'scbQr',
        orderNumber: q.order_number,
        qrImage: q.qr_image,
        qrData: q.qr_raw_data,
        amount: { value: q.amount.value ?? 0, currency: q.amount.currency ?? 'THB' },
        expiresAt: q.expires_at ?? null,
        sandboxAppUrl: q.sandbox_app_url ?? null,
      };
    }
    case 'scbDeeplink': {
      const { createScbDeeplink: d } = await client.request(CreateScbDeeplinkDocument, variables);
      if (!d) throw missing('deeplink');
      return { kind: 'scbDeeplink', orderNumber: d.order_number, deeplinkUrl: d.deeplink_url, expiresAt: d.expires_at ?? null };
    }
  }
}

export async function checkPaymentStatus(client: GraphQLClient, target: PaymentTarget): Promise<PaymentStatus> {
  const { scbPaymentStatus } = await client.request(ScbPaymentStatusDocument, { cartId: target.cartId, orderNumber: target.orderNumber });
  return scbPaymentStatus?.status ?? 'PENDING';
}
