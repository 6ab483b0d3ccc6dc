// Texts of the payment redirect screens.
import { defineMessages } from 'react-intl';

export const paymentText = defineMessages({
  title: { id: 'payment.title', defaultMessage: 'Payment' },
  starting: { id: 'payment.starting', defaultMessage: 'Preparing your payment…' },
  handingOver: { id: 'payment.handingOver', defaultMessage: 'Taking you to the payment page…' },
  stalled: { id: 'payment.stalled', defaultMessage: 'The payment page did not open by itself.' },
  continue: { id: 'payment.continue', defaultMessage: 'Continue to payment' },
  startFailed: { id: 'payment.startFailed', defaultMessage: 'The payment could not be started.' },
  retry: { id: 'payment.retry', defaultMessage: 'Try again' },
  noOrder: { id: 'payment.noOrder', defaultMessage: 'There is no order waiting for payment in this browser.' },
  scanQr: { id: 'payment.scanQr', defaultMessage: 'Scan this Thai QR code with your banking app to pay' },
  qrAlt: { id: 'payment.qrAlt', defaultMessage: 'Thai QR code for the payment' },
  waiting: { id: 'payment.waiting', defaultMessage: 'Waiting for your payment… This page updates by itself.' },
  openBankApp: { id: 'payment.openBankApp', defaultMessage: 'Open the banking app' },
  openSandboxApp: { id: 'payment.openSandboxApp', defaultMessage: 'Open the test banking app' },
  cancel: { id: 'payment.cancel', defaultMessage: 'Cancel payment' },
  done: { id: 'payment.done', defaultMessage: 'Payment finished.' },
  kpaymentHint: { id: 'payment.kpaymentHint', defaultMessage: 'Pay in the KBank window. If it did not open, press its pay button below.' },
});

type Values = {
  amount: { amount: string };
  orderNumber: { number: string };
  expires: { time: string };
};

export const paymentValueText = defineMessages<Values>({
  amount: { id: 'payment.amount', defaultMessage: 'Amount to pay: {amount}' },
  orderNumber: { id: 'payment.orderNumber', defaultMessage: 'Order {number}' },
  expires: { id: 'payment.expires', defaultMessage: 'This code is valid until {time}' },
});
