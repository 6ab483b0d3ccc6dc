// /checkout: delivery address → delivery method and slot → billing and payment → place order, beside the order
// summary. The page only shows the checkout machine's state and sends its events: opening it sends checkout.open,
// and the chart (which follows the cart itself) restores the stored data once the cart id is known, and for a
// signed-in customer their notice and saved addresses (customer_type is never shown).
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { useCartActor } from '../cart/cart-provider';
import { CustomerNoticeView } from './customer-notice';
import { DeliveryStep } from './delivery-step';
import '../common/form-choices.css';
import './checkout.css';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingMethodStep } from './shipping-method-step';
import { checkoutText } from './messages';
import { useCheckoutActor } from './use-checkout-actor';

export function CheckoutPage() {
  const intl = useIntl();
  const checkout = useCheckoutActor();
  const cart = useCartActor();
  const cartLoaded = useSelector(cart, (s) => s.context.details !== null);
  const itemCount = useSelector(cart, (s) => s.context.details?.items.length ?? 0);
  const signedIn = useSelector(cart, (s) => s.context.signedIn);
  const idle = useSelector(checkout, (s) => s.matches('idle') || s.matches('waitingForCart') || s.matches('placed'));
  const restoring = useSelector(checkout, (s) => s.matches('restoring'));
  const step = useSelector(checkout, (s) =>
    s.matches('shippingAddress') || s.matches('submittingShippingAddress') ? 1 : s.matches('shippingMethod') || s.matches('submittingShippingMethod') ? 2 : 3,
  );
  const notice = useSelector(checkout, (s) => s.context.customerNotice);
  const cartReplaced = useSelector(checkout, (s) => s.context.cartReplaced);
  const replacedNotice = cartReplaced ? (
    <p className="checkout-notice" role="status">
      {intl.formatMessage(checkoutText.cartReplaced)}
    </p>
  ) : null;

  // Opening the page is the view's own event (like a press); the cart reaches the chart through its followCart.
  useEffect(() => checkout.send({ type: 'checkout.open' }), [checkout]);

  // Move focus to the step that opens, so keyboard and screen-reader users follow the flow.
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const previousStep = useRef(step);
  useEffect(() => {
    if (step !== previousStep.current) headings.current[step - 1]?.focus();
    previousStep.current = step;
  }, [step]);

  if (cartLoaded && itemCount === 0) {
    return (
      <section className="checkout-page">
        <h1>{intl.formatMessage(checkoutText.title)}</h1>
        {replacedNotice}
        <p>{intl.formatMessage(checkoutText.emptyCart)}</p>
        <Link className="button" to="/">
          {intl.formatMessage(checkoutText.continueShopping)}
        </Link>
      </section>
    );
  }
  if (idle || restoring || !cartLoaded) {
    return (
      <section className="checkout-page" aria-busy="true">
        <h1>{intl.formatMessage(checkoutText.title)}</h1>
        <p role="status">{intl.formatMessage(checkoutText.loading)}</p>
      </section>
    );
  }

  return (
    <section className="checkout-page">
      <h1>{intl.formatMessage(checkoutText.title)}</h1>
      <p>
        <Link to="/checkout/cart">{intl.formatMessage(checkoutText.backToCart)}</Link>
      </p>
      {replacedNotice}
      {notice ? <CustomerNoticeView notice={notice} /> : null}
      <div className="checkout-layout">
        <div className="checkout-steps">
          <section className="checkout-step" aria-labelledby="checkout-step-1">
            <h2 id="checkout-step-1" tabIndex={-1} ref={(el) => void (headings.current[0] = el)}>
              {intl.formatMessage(checkoutText.shippingTitle)}
            </h2>
            <DeliveryStep checkout={checkout} signedIn={signedIn} />
          </section>
          <section className="checkout-step" aria-labelledby="checkout-step-2">
            <h2 id="checkout-step-2" tabIndex={-1} ref={(el) => void (headings.current[1] = el)}>
              {intl.formatMessage(checkoutText.methodTitle)}
            </h2>
            {step >= 2 ? <ShippingMethodStep checkout={checkout} /> : <p className="checkout-hint">{intl.formatMessage(checkoutText.enterAddressFirst)}</p>}
          </section>
          <section className="checkout-step" aria-labelledby="checkout-step-3">
            <h2 id="checkout-step-3" tabIndex={-1} ref={(el) => void (headings.current[2] = el)}>
              {intl.formatMessage(checkoutText.paymentTitle)}
            </h2>
            {step >= 3 ? <PaymentStep checkout={checkout} /> : <p className="checkout-hint">{intl.formatMessage(checkoutText.chooseMethodFirst)}</p>}
          </section>
        </div>
        <OrderSummary />
      </div>
    </section>
  );
}
