// A Thai address form (names, mobile number, postcode, house and street, sub-district, district, province) bound
// to a form actor of the account form chart with addressRules (src/machines/account-forms.ts). Shared by the
// address book and checkout: the caller starts the actor with its submit call and places the buttons. Postcode
// first, as at checkout: five digits list the sub-districts the postcode serves (checkout's PostcodePlaces), and
// choosing one fills sub-district, district and province, which stay editable.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ThaiAddressOption } from '../../../domain/checkout-types';
import type { FormValues } from '../../../domain/account-types';
import { FormTextField, type FormActor } from '../form-parts';
import { PostcodePlaces } from './postcode-places';
import { commonText } from '../messages';

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const POSTCODE = /^\d{5}$/;

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

/** The place the form's values already name (an address being edited), so its radio starts chosen. */
function placeMatches(place: ThaiAddressOption, values: FormValues): boolean {
  return place.subDistrict === values.subdistrict && place.city === values.city && place.region === values.region;
}

function PostcodeLookup({ form }: { form: FormActor }) {
  const postcode = useSelector(form, (snapshot) => String(snapshot.context.values.postcode ?? ''));
  const [place, setPlace] = useState<ThaiAddressOption | null>(null);
  if (!POSTCODE.test(postcode)) return null;
  const choose = (next: ThaiAddressOption | null) => {
    setPlace(next);
    if (!next) return;
    form.send({ type: 'form.change', field: 'subdistrict', value: next.subDistrict });
    form.send({ type: 'form.change', field: 'city', value: next.city });
    form.send({ type: 'form.change', field: 'region', value: next.region });
  };
  return (
    <PostcodePlaces
      key={postcode}
      idPrefix="account-address"
      postcode={postcode}
      value={place}
      onChange={choose}
      isChosen={(option) => placeMatches(option, form.getSnapshot().context.values)}
    />
  );
}

export function ThaiAddressFields({ form }: { form: FormActor }) {
  const intl = useIntl();
  return (
    <fieldset className="address-fields">
      <legend className="visually-hidden">{intl.formatMessage(commonText.addressBook)}</legend>
      <FormTextField form={form} name="firstname" autoComplete="given-name" label={commonText.firstname} />
      <FormTextField form={form} name="lastname" autoComplete="family-name" label={commonText.lastname} />
      <FormTextField form={form} name="telephone" type="tel" inputMode="numeric" autoComplete="tel-national" label={commonText.telephone} filter={digitsOnly} />
      <FormTextField form={form} name="postcode" inputMode="numeric" autoComplete="postal-code" label={commonText.postcode} filter={(value) => digitsOnly(value).slice(0, 5)} />
      <PostcodeLookup form={form} />
      <FormTextField form={form} name="street" autoComplete="address-line1" label={commonText.street} />
      <FormTextField form={form} name="subdistrict" autoComplete="address-level4" label={commonText.subdistrict} />
      <FormTextField form={form} name="city" autoComplete="address-level2" label={commonText.district} />
      <FormTextField form={form} name="region" autoComplete="address-level1" label={commonText.province} />
    </fieldset>
  );
}
