// Postcode first: once five digits are typed, the server's Thai address lookup lists the sub-districts the
// postcode serves; choosing one fills the district and province. Shared by checkout's address form and the
// account's address book (thai-address-form.tsx).
// Its look (radios, place list) is checkout's; the stylesheet is small and comes along.
import '../form-choices.css';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { lookUpPostcode } from '../../../api/checkout/checkout-calls';
import type { ThaiAddressOption } from '../../../domain/checkout-types';
import { useResource } from '../use-resource';
import { useShellDeps } from '../../providers/shell-deps';
import { commonText } from '../messages';

interface Props {
  postcode: string;
  value: ThaiAddressOption | null;
  onChange: (place: ThaiAddressOption | null) => void;
  error?: string | undefined;
  /** Distinguishes the delivery and billing forms' radio names. */
  idPrefix: string;
  /** With no choice made yet, the place the form already names (an address being edited). */
  isChosen?: (place: ThaiAddressOption) => boolean;
}

const keyOf = (place: ThaiAddressOption) => `${place.subDistrictId}`;

export function PostcodePlaces({ postcode, value, onChange, error, idPrefix, isChosen }: Props) {
  const intl = useIntl();
  const { client } = useShellDeps();
  const { status, data, retry } = useResource(async () => {
    const places = await lookUpPostcode(client, postcode);
    // A single sub-district needs no choice.
    if (places.length === 1 && places[0] && value?.subDistrictId !== places[0].subDistrictId) onChange(places[0]);
    return places;
  });
  if (status === 'loading') return <p className="checkout-hint" role="status">{intl.formatMessage(commonText.postcodeLooking)}</p>;
  if (status === 'failed')
    return (
      <p className="checkout-error" role="alert">
        {intl.formatMessage(commonText.postcodeFailed)}{' '}
        <button type="button" className="button" onClick={retry}>
          {intl.formatMessage(commonText.postcodeRetry)}
        </button>
      </p>
    );
  const places = data ?? [];
  const chosen = value && value.postcode === postcode ? value : (isChosen && places.find(isChosen)) || null;
  if (places.length === 0) return <p className="checkout-error" role="alert">{intl.formatMessage(commonText.postcodeUnknown)}</p>;
  return (
    <div className="checkout-places">
      <RadioGroup
        className="checkout-radios"
        name={`${idPrefix}-sub-district`}
        value={chosen ? keyOf(chosen) : null}
        onChange={(key) => onChange(places.find((place) => keyOf(place) === key) ?? null)}
        isRequired
        isInvalid={!!error}
        validationBehavior="aria"
      >
        <Label>{intl.formatMessage(commonText.placeSubDistrict)}</Label>
        {places.map((place) => (
          <Radio key={keyOf(place)} value={keyOf(place)} className="checkout-radio">
            {`${place.subDistrict}, ${place.city}, ${place.region}`}
            {place.delivers ? '' : ` ${intl.formatMessage(commonText.outsideArea)}`}
          </Radio>
        ))}
        <FieldError>{error}</FieldError>
      </RadioGroup>
      {chosen ? (
        <dl className="checkout-place">
          <dt>{intl.formatMessage(commonText.placeDistrict)}</dt>
          <dd>{chosen.city}</dd>
          <dt>{intl.formatMessage(commonText.placeProvince)}</dt>
          <dd>{chosen.region}</dd>
        </dl>
      ) : null}
    </div>
  );
}
