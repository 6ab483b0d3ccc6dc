// /checkout/onepage/success: the thank-you page. The order number comes from the receipt (or lastOrderNumber after
// a provider's return), with the order's summary as the server totals it; "Create an account" goes through the
// machine (reset, then /create-account prefilled); a customer is sent to the order among theirs.
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { findCustomerOrder, findGuestOrder } from '../../api/checkout/order-calls';
import { useResource } from '../common/use-resource';
import { OrderTotals } from '../order/order-document';
import { useShellDeps } from '../providers/shell-deps';
import './checkout.css';
import { resultText } from './result-messages';
import { useCheckoutActor } from './use-checkout-actor';

/**
 * The placed order's summary, read back from the server: a customer's order by number, a guest's with the email
 * and postcode of this checkout's receipt (after a provider's return the receipt is gone and so is the summary).
 */
function PlacedOrderTotals({ orderNumber, signedIn, guest }: { orderNumber: string; signedIn: boolean; guest: { email: string; postcode: string } | null }) {
  const { client } = useShellDeps();
  const { data } = useResource(() =>
    signedIn ? findCustomerOrder(client, orderNumber) : guest ? findGuestOrder(client, { number: orderNumber, ...guest }) : Promise.resolve(null),
  );
  return data ? <OrderTotals order={data} /> : null;
}

export function SuccessPage() {
  const intl = useIntl();
  const { persistence } = useShellDeps();
  const checkout = useCheckoutActor();
  const receipt = useSelector(checkout, (s) => s.context.receipt);
  const canCreate = useSelector(checkout, (s) => s.can({ type: 'checkout.createAccount' }));
  const signedIn = !!persistence.get('signin_token');
  const orderNumber = receipt?.orderNumber ?? persistence.get('lastOrderNumber') ?? null;
  return (
    <section className="checkout-result">
      <h1>{intl.formatMessage(resultText.successTitle)}</h1>
      <p>{intl.formatMessage(resultText.successBody)}</p>
      {orderNumber ? (
        <p>
          {intl.formatMessage(resultText.orderNumberLabel)}: <strong data-testid="order-number">{orderNumber}</strong>
        </p>
      ) : null}
      {orderNumber ? (
        <PlacedOrderTotals
          orderNumber={orderNumber}
          signedIn={signedIn}
          guest={receipt?.email && receipt.shippingAddress?.postcode ? { email: receipt.email, postcode: receipt.shippingAddress.postcode } : null}
        />
      ) : null}
      {!signedIn && canCreate ? (
        <section aria-labelledby="success-create-account">
          <h2 id="success-create-account">{intl.formatMessage(resultText.createAccountTitle)}</h2>
          <Button className="button" onPress={() => checkout.send({ type: 'checkout.createAccount' })}>
            {intl.formatMessage(resultText.createAccount)}
          </Button>
        </section>
      ) : null}
      <p className="checkout-result__links">
        {/* A customer finds the order among theirs; a guest with the tracking form. */}
        {signedIn ? (
          <Link to={orderNumber ? `/sales/order/view/order_id/${encodeURIComponent(orderNumber)}` : '/sales/order/history'}>{intl.formatMessage(resultText.viewOrder)}</Link>
        ) : (
          <Link to="/order-tracking/">{intl.formatMessage(resultText.trackOrder)}</Link>
        )}
        {' · '}
        <Link to="/">{intl.formatMessage(resultText.continueShopping)}</Link>
      </p>
    </section>
  );
}
