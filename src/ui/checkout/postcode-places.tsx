// Postcode first: once five digits are typed, the server's Thai address lookup lists the sub-districts the
// postcode serves; choosing one fills the district and province.
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { lookUpPostcode } from '../../api/checkout/checkout-calls';
import type { ThaiAddressOption } from '../../domain/checkout-types';
import { useResource } from '../catalog/use-resource';
import { useShellDeps } from '../providers/shell-deps';
import { checkoutText } from './messages';

interface Props {
  postcode: string;
  value: ThaiAddressOption | null;
  onChange: (place: ThaiAddressOption | null) => void;
  error?: string | undefined;
  /** Distinguishes the delivery and billing forms' radio names. */
  idPrefix: string;
}

const keyOf = (place: ThaiAddressOption) => `${place.subDistrictId}`;

export function PostcodePlaces({ postcode, value, onChange, error, idPrefix }: Props) {
  const intl = useIntl();
  const { client } = useShellDeps();
  const { status, data, retry } = useResource(async () => {
    const places = await lookUpPostcode(client, postcode);
    // A single sub-district needs no choice.
    if (places.length === 1 && places[0] && value?.subDistrictId !== places[0].subDistrictId) onChange(places[0]);
    return places;
  });
  if (status === 'loading') return <p className="checkout-hint" role="status">{intl.formatMessage(checkoutText.postcodeLooking)}</p>;
  if (status === 'failed')
    return (
      <p className="checkout-error" role="alert">
        {intl.formatMessage(checkoutText.postcodeFailed)}{' '}
        <button type="button" className="button" onClick={retry}>
          {intl.formatMessage(checkoutText.saveAddress)}
        </button>
      </p>
    );
  const places = data ?? [];
  if (places.length === 0) return <p className="checkout-error" role="alert">{intl.formatMessage(checkoutText.postcodeUnknown)}</p>;
  return (
    <div className="checkout-places">
      <RadioGroup
        className="checkout-radios"
        name={`${idPrefix}-sub-district`}
        value={value && value.postcode === postcode ? keyOf(value) : null}
        onChange={(key) => onChange(places.find((place) => keyOf(place) === key) ?? null)}
        isRequired
        isInvalid={!!error}
        validationBehavior="aria"
      >
        <Label>{intl.formatMessage(checkoutText.subDistrict)}</Label>
        {places.map((place) => (
          <Radio key={keyOf(place)} value={keyOf(place)} className="checkout-radio">
            {`${place.subDistrict}, ${place.city}, ${place.region}`}
            {place.delivers ? '' : ` ${intl.formatMessage(checkoutText.outsideArea)}`}
          </Radio>
        ))}
        <FieldError>{error}</FieldError>
      </RadioGroup>
      {value && value.postcode === postcode ? (
        <dl className="checkout-place">
          <dt>{intl.formatMessage(checkoutText.district)}</dt>
          <dd>{value.city}</dd>
          <dt>{intl.formatMessage(checkoutText.province)}</dt>
          <dd>{value.region}</dd>
        </dl>
      ) : null}
    </div>
  );
}
