// The delivery (or billing) address form: postcode first, then the sub-district, the street, the telephone and
// the tax-invoice option. What is typed is form input; submitting, accepting and errors belong to the machine.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CheckoutAddress } from '../../domain/checkout-types';
import { PostcodePlaces } from '../common/address/postcode-places';
import { addressOf, draftOf, validateDraft, type AddressDraft, type DraftErrors } from './address-draft';
import { POSTCODE_PATTERN, digitsOnly } from './address-validation';
import { FormField } from './form-field';
import { InvoiceFields } from './invoice-fields';
import { checkoutText } from './messages';

export interface AddressFormProps {
  idPrefix: string;
  initial: CheckoutAddress | null;
  initialEmail: string | null;
  withEmail: boolean;
  submitLabel: string;
  isSubmitting: boolean;
  serverError: string | null;
  onSubmit: (address: CheckoutAddress, email: string | null) => void;
  /**
   * A signed-in customer's delivery form: "save this address in my address book", ticked at first when the book
   * is empty (the address they type is most likely the one they deliver to again).
   */
  addressBook?: { initiallySaved: boolean };
}

export function AddressForm({ idPrefix, initial, initialEmail, withEmail, submitLabel, isSubmitting, serverError, onSubmit, addressBook }: AddressFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(initial, initialEmail));
  const [keep, setKeep] = useState(addressBook?.initiallySaved ?? false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const update = (patch: Partial<AddressDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof AddressDraft)[]) delete next[key];
      return next;
    });
  };
  const error = (field: keyof DraftErrors) => {
    const key = errors[field];
    return key ? intl.formatMessage(checkoutText[key]) : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDraft(draft, withEmail);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      // Keyboard and screen-reader users land on the first field to fix.
      event.currentTarget.querySelector<HTMLElement>(`[name="${idPrefix}-${first === 'place' ? 'sub-district' : first}"]`)?.focus();
      return;
    }
    const address = addressOf(draft, withEmail);
    onSubmit(addressBook ? { ...address, saveInAddressBook: keep } : address, withEmail ? address.email : null);
  };
  const field = (name: Extract<keyof AddressDraft, string>) => `${idPrefix}-${name}`;
  return (
    <Form className="checkout-form" onSubmit={submit} validationBehavior="aria" aria-busy={isSubmitting}>
      {withEmail ? (
        <FormField name={field('email')} label={intl.formatMessage(checkoutText.email)} value={draft.email} onChange={(email) => update({ email })} error={error('email')} type="email" inputMode="email" autoComplete="email" />
      ) : null}
      <div className="checkout-form__row">
        <FormField name={field('firstname')} label={intl.formatMessage(checkoutText.firstname)} value={draft.firstname} onChange={(firstname) => update({ firstname })} error={error('firstname')} autoComplete="given-name" />
        <FormField name={field('lastname')} label={intl.formatMessage(checkoutText.lastname)} value={draft.lastname} onChange={(lastname) => update({ lastname })} error={error('lastname')} autoComplete="family-name" />
      </div>
      <FormField
        name={field('telephone')}
        label={intl.formatMessage(checkoutText.telephone)}
        hint={intl.formatMessage(checkoutText.telephoneHint)}
        value={draft.telephone}
        onChange={(value) => update({ telephone: digitsOnly(value, 10) })}
        error={error('telephone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={10}
      />
      <FormField
        name={field('postcode')}
        label={intl.formatMessage(checkoutText.postcode)}
        hint={intl.formatMessage(checkoutText.postcodeHint)}
        value={draft.postcode}
        onChange={(value) => update({ postcode: digitsOnly(value, 5) })}
        error={error('postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
      />
      {POSTCODE_PATTERN.test(draft.postcode) ? (
        <PostcodePlaces key={draft.postcode} idPrefix={idPrefix} postcode={draft.postcode} value={draft.place} onChange={(place) => update({ place })} error={error('place')} />
      ) : null}
      <FormField name={field('street')} label={intl.formatMessage(checkoutText.street)} value={draft.street} onChange={(street) => update({ street })} error={error('street')} autoComplete="street-address" />
      <InvoiceFields draft={draft} errors={errors} update={update} idPrefix={idPrefix} />
      {addressBook ? (
        <Checkbox className="checkout-checkbox" isSelected={keep} onChange={setKeep}>
          <span className="checkout-checkbox__box" aria-hidden="true" />
          {intl.formatMessage(checkoutText.saveInAddressBook)}
        </Checkbox>
      ) : null}
      {serverError ? (
        <p className="checkout-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" className="button button--primary checkout-submit" isDisabled={isSubmitting}>
        {isSubmitting ? intl.formatMessage(checkoutText.saving) : submitLabel}
      </Button>
    </Form>
  );
}
