// Step 3: billing address (same as delivery by default) and the payment method, then Place order. Choosing a
// method sends it at once (paymentMethod.submit); placing is the machine's `placing` state, so a second press
// while it runs does nothing.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useDisplayMessage } from '../shell/display-message';
import { AddressForm } from './address-form';
import type { CheckoutActor } from './checkout-runtime';
import { checkoutText } from './messages';
import { CreditMethodNote } from '../credit/credit-panel';
import { COMPANY_CREDIT_CODE } from '../../domain/payment-routes';
import { consentAnswersOf, consentChoicesOf } from '../../domain/consent-answers';
import { checkoutConsentsFormMachine } from '../../machines/engagement-forms';
import { useAccountForm } from '../common/form-parts';
import { ConsentCheckboxes } from '../privacy/consent-checkboxes';
import { CreditCommentField } from './credit-comment-field';
import { useOptionalPrivacyActors } from '../privacy/privacy-context';

export function PaymentStep({ checkout }: { checkout: CheckoutActor }) {
  const intl = useIntl();
  const display = useDisplayMessage();
  const sameAsShipping = useSelector(checkout, (s) => s.context.sameAsShipping);
  const billing = useSelector(checkout, (s) => s.context.billingAddress);
  // A signed-in customer's default billing address, when it is not the delivery one, prefills the billing form.
  const billingStart = useSelector(checkout, (s) => s.context.billingStart);
  const methods = useSelector(checkout, (s) => s.context.availablePaymentMethods);
  const chosen = useSelector(checkout, (s) => s.context.pendingPayment?.code ?? s.context.paymentMethod?.code ?? null);
  const errors = useSelector(checkout, (s) => s.context.errors);
  const busy = useSelector(checkout, (s) => s.hasTag('submitting'));
  // The chart's placingOrder tag: placing, or waiting to place again after a "busy" answer (a flash sale).
  const placing = useSelector(checkout, (s) => s.hasTag('placingOrder'));
  const canPlace = useSelector(checkout, (s) => s.can({ type: 'order.submit' }) && s.context.billingAddress !== null && s.context.paymentMethod !== null);
  // Whether the billing form is open is a view matter: the cart keeps "same as delivery" until the form is sent.
  const [separateBilling, setSeparateBilling] = useState(!sameAsShipping);
  const canChoose = useSelector(checkout, (s) => s.can({ type: 'paymentMethod.submit', method: { code: 'x', data: {} } }));
  const privacy = useOptionalPrivacyActors();
  // Place order goes through the consents' form: it blocks on an unticked required consent ('Must be checked.'),
  // else hands the answers to the checkout chart with order.submit (the server checks them again).
  const consents = useAccountForm(
    checkoutConsentsFormMachine,
    {},
    async (values) => values,
    (_output, values) => {
      checkout.send({ type: 'order.submit', consents: consentAnswersOf(values) });
      // A guest's answers are kept for their account (submitted once they sign in); a customer's go with the order.
      privacy?.pendingConsents.send({ type: 'consents.given', choices: consentChoicesOf(values, 'checkout') });
    },
  );

  return (
    <div className="checkout-payment">
      <Checkbox
        className="checkout-checkbox"
        isSelected={!separateBilling}
        isDisabled={busy}
        onChange={(same) => {
          setSeparateBilling(!same);
          if (same && !sameAsShipping) checkout.send({ type: 'billingAddress.submit', address: null, sameAsShipping: true });
        }}
      >
        <span className="checkout-checkbox__box" aria-hidden="true" />
        {intl.formatMessage(checkoutText.sameAsShipping)}
      </Checkbox>
      {!separateBilling ? null : (
        <section aria-labelledby="checkout-billing-title" className="checkout-billing">
          <h3 id="checkout-billing-title">{intl.formatMessage(checkoutText.billingTitle)}</h3>
          <AddressForm
            idPrefix="billing"
            initial={billing && !billing.sameAsShippingAddress ? billing : billingStart}
            initialEmail={null}
            withEmail={false}
            submitLabel={intl.formatMessage(checkoutText.saveBilling)}
            isSubmitting={busy}
            serverError={errors.billingAddress ? display(errors.billingAddress) : null}
            onSubmit={(address) => checkout.send({ type: 'billingAddress.submit', address, sameAsShipping: false })}
          />
        </section>
      )}
      {errors.billingAddress && sameAsShipping ? (
        <p className="checkout-error" role="alert">
          {display(errors.billingAddress)}
        </p>
      ) : null}
      {methods.length === 0 ? (
        <p className="checkout-error" role="alert">{intl.formatMessage(checkoutText.noPaymentMethods)}</p>
      ) : (
        <RadioGroup
          className="checkout-radios"
          name="payment-method"
          value={chosen}
          isDisabled={!canChoose}
          onChange={(code) => checkout.send({ type: 'paymentMethod.submit', method: { code, data: {} } })}
        >
          <Label>{intl.formatMessage(checkoutText.paymentLabel)}</Label>
          {methods.map((method) => (
            <Radio key={method.code} value={method.code} className="checkout-radio">
              {method.title}
              {method.code === COMPANY_CREDIT_CODE ? <CreditMethodNote /> : null}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <CreditCommentField checkout={checkout} />
      {errors.paymentMethod ? (
        <p className="checkout-error" role="alert">
          {display(errors.paymentMethod)}
        </p>
      ) : null}
      {errors.order ? (
        <p className="checkout-error" role="alert">
          {display(errors.order)}
        </p>
      ) : null}
      <ConsentCheckboxes location="checkout" form={consents} />
      <Button className="button button--primary checkout-place" isDisabled={!canPlace} onPress={() => consents.send({ type: 'form.submit' })}>
        {placing ? intl.formatMessage(checkoutText.placing) : intl.formatMessage(checkoutText.placeOrder)}
      </Button>
    </div>
  );
}
