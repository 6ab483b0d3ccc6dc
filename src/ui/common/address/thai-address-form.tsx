// A Thai address form (names, mobile number, house and street, sub-district, district, province, postcode) bound to
// a form actor of the account form chart with addressRules (src/machines/account-forms.ts). Shared by the address
// book and checkout: the caller starts the actor with its submit call and places the buttons.
import { useIntl } from 'react-intl';
import { FormTextField, type FormActor } from '../../account/form-parts';
import { accountText } from '../../account/messages';
import type { FormValues } from '../../../machines/account-form.machine';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const EMPTY_THAI_ADDRESS: FormValues = {
  firstname: '',
  lastname: '',
  telephone: '',
  street: '',
  subdistrict: '',
  city: '',
  region: '',
  postcode: '',
  defaultShipping: false,
  defaultBilling: false,
};

export function ThaiAddressFields({ form }: { form: FormActor }) {
  const intl = useIntl();
  return (
    <fieldset className="address-fields">
      <legend className="visually-hidden">{intl.formatMessage(accountText.addressBook)}</legend>
      <FormTextField form={form} name="firstname" autoComplete="given-name" label={accountText.firstname} />
      <FormTextField form={form} name="lastname" autoComplete="family-name" label={accountText.lastname} />
      <FormTextField form={form} name="telephone" type="tel" inputMode="numeric" autoComplete="tel-national" label={accountText.telephone} filter={digitsOnly} />
      <FormTextField form={form} name="street" autoComplete="address-line1" label={accountText.street} />
      <FormTextField form={form} name="subdistrict" autoComplete="address-level4" label={accountText.subdistrict} />
      <FormTextField form={form} name="city" autoComplete="address-level2" label={accountText.district} />
      <FormTextField form={form} name="region" autoComplete="address-level1" label={accountText.province} />
      <FormTextField form={form} name="postcode" inputMode="numeric" autoComplete="postal-code" label={accountText.postcode} filter={digitsOnly} />
    </fieldset>
  );
}
