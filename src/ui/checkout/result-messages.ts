// Texts of the thank-you and failure pages.
import { defineMessages } from 'react-intl';

export const resultText = defineMessages({
  successTitle: { id: 'checkout.success.title', defaultMessage: 'Thank you for your order!' },
  successBody: { id: 'checkout.success.body', defaultMessage: 'We have received your order and sent a confirmation by email.' },
  orderNumberLabel: { id: 'checkout.success.orderNumberLabel', defaultMessage: 'Your order number' },
  createAccountTitle: { id: 'checkout.success.createAccountTitle', defaultMessage: 'Save your details for next time' },
  createAccount: { id: 'checkout.success.createAccount', defaultMessage: 'Create an account' },
  trackOrder: { id: 'checkout.success.track', defaultMessage: 'Track your order' },
  viewOrder: { id: 'checkout.success.viewOrder', defaultMessage: 'View your order' },
  printOrder: { id: 'checkout.success.print', defaultMessage: 'Print your order' },
  continueShopping: { id: 'checkout.success.continue', defaultMessage: 'Continue shopping' },
  failureTitle: { id: 'checkout.failure.title', defaultMessage: 'Your payment was not completed' },
  failureGeneric: { id: 'checkout.failure.generic', defaultMessage: 'Something went wrong with your payment. Your order is kept: you can pay again.' },
  paymentFailed: { id: 'checkout.failure.paymentFailed', defaultMessage: 'The payment was declined.' },
  paymentCancelled: { id: 'checkout.failure.paymentCancelled', defaultMessage: 'The payment was cancelled.' },
  paymentExpired: { id: 'checkout.failure.paymentExpired', defaultMessage: 'The time to pay has run out.' },
  paymentPending: { id: 'checkout.failure.paymentPending', defaultMessage: 'We have not received the payment yet.' },
  payAgain: { id: 'checkout.failure.payAgain', defaultMessage: 'Pay again' },
  backToCart: { id: 'checkout.failure.backToCart', defaultMessage: 'Back to cart' },
});
