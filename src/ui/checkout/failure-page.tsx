// /checkout/onepage/failure[/:errors]: the payment did not go through. :errors is a reason code set by our own
// server or screens (payment_failed, payment_cancelled, payment_expired, payment_pending); only known codes are
// shown, as translated texts, and anything else gets the generic text: a URL must not put arbitrary words on
// the shop's page (docs/decisions/checkout-failure-page.md).
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useShellDeps } from '../providers/shell-deps';
import './checkout.css';
import { resultText } from './result-messages';

const REASONS = {
  payment_failed: resultText.paymentFailed,
  payment_cancelled: resultText.paymentCancelled,
  payment_expired: resultText.paymentExpired,
  payment_pending: resultText.paymentPending,
} as const;

export function FailurePage() {
  const intl = useIntl();
  const { errors } = useParams();
  const { persistence } = useShellDeps();
  const orderNumber = persistence.get('lastOrderNumber');
  const reason = errors && errors in REASONS ? REASONS[errors as keyof typeof REASONS] : null;
  return (
    <section className="checkout-result">
      <h1>{intl.formatMessage(resultText.failureTitle)}</h1>
      <p role="alert">{intl.formatMessage(reason ?? resultText.failureGeneric)}</p>
      {orderNumber ? (
        <p>
          {intl.formatMessage(resultText.orderNumberLabel)}: <strong>{orderNumber}</strong>
        </p>
      ) : null}
      <p className="checkout-result__links">
        {orderNumber ? (
          <Link className="button button--primary" to={`/repayment/order_increment_id/${encodeURIComponent(orderNumber)}`}>
            {intl.formatMessage(resultText.payAgain)}
          </Link>
        ) : null}{' '}
        <Link to="/checkout/cart">{intl.formatMessage(resultText.backToCart)}</Link>
      </p>
    </section>
  );
}
