// /checkout/onepage/success: the thank-you page. The order number comes from the receipt (or lastOrderNumber after
// a provider's return); "Create an account" goes through the machine (reset, then /create-account prefilled).
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useShellDeps } from '../providers/shell-deps';
import './checkout.css';
import { resultText } from './result-messages';
import { useCheckoutActor } from './use-checkout-actor';

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
      {!signedIn && canCreate ? (
        <section aria-labelledby="success-create-account">
          <h2 id="success-create-account">{intl.formatMessage(resultText.createAccountTitle)}</h2>
          <Button className="button" onPress={() => checkout.send({ type: 'checkout.createAccount' })}>
            {intl.formatMessage(resultText.createAccount)}
          </Button>
        </section>
      ) : null}
      <p className="checkout-result__links">
        <Link to="/order-tracking/">{intl.formatMessage(resultText.trackOrder)}</Link>
        {' · '}
        <Link to="/">{intl.formatMessage(resultText.continueShopping)}</Link>
      </p>
    </section>
  );
}
