// Step 1: the delivery address. A signed-in customer's saved addresses are offered above the form; the form starts
// from the chart's addressStart (stored or submitted, else the default shipping address, else the customer's name),
// and choosing a saved address gives the form a new key, so it starts again from that address. A customer may keep
// the address in their address book (ticked at first while the book is empty; the server adds it with the order
// unless the book has it word for word).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useDisplayMessage } from '../shell/display-message';
import { AddressForm } from './address-form';
import type { CheckoutActor } from './checkout-runtime';
import { checkoutText } from './messages';
import { SavedAddresses } from './saved-addresses';

export function DeliveryStep({ checkout, signedIn }: { checkout: CheckoutActor; signedIn: boolean }) {
  const intl = useIntl();
  const display = useDisplayMessage();
  const addressStart = useSelector(checkout, (s) => s.context.addressStart);
  const chosenAddressId = useSelector(checkout, (s) => s.context.chosenAddressId);
  const savedAddresses = useSelector(checkout, (s) => s.context.savedAddresses);
  const canChoose = useSelector(checkout, (s) => s.context.savedAddresses.some((saved) => s.can({ type: 'savedAddress.choose', addressId: saved.id })));
  const email = useSelector(checkout, (s) => s.context.email);
  const addressError = useSelector(checkout, (s) => s.context.errors.shippingAddress);
  const submitting = useSelector(checkout, (s) => s.matches('submittingShippingAddress'));
  return (
    <>
      {savedAddresses.length > 0 ? (
        <SavedAddresses
          addresses={savedAddresses}
          chosenId={chosenAddressId}
          isDisabled={!canChoose}
          onChoose={(addressId) => checkout.send({ type: 'savedAddress.choose', addressId })}
        />
      ) : null}
      <AddressForm
        key={chosenAddressId ?? 'typed'}
        idPrefix="shipping"
        initial={addressStart}
        initialEmail={email}
        withEmail={!signedIn}
        submitLabel={intl.formatMessage(checkoutText.saveAddress)}
        isSubmitting={submitting}
        serverError={addressError ? display(addressError) : null}
        onSubmit={(address, givenEmail) => checkout.send({ type: 'shippingAddress.submit', address, email: givenEmail })}
        addressBook={signedIn ? { initiallySaved: savedAddresses.length === 0 } : undefined}
      />
    </>
  );
}
