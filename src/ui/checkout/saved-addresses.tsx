// The signed-in customer's address book at the delivery step: choosing one sends savedAddress.choose, and the
// chart gives the delivery form that address to start from (the shopper checks it and continues).
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SavedAddress } from '../../domain/checkout-types';
import { checkoutText } from './messages';

/** One line a shopper recognises their address by. */
export function addressLine({ address }: SavedAddress): string {
  const place = [address.subDistrict, address.city, address.region].filter(Boolean).join(' ');
  return [`${address.firstname} ${address.lastname}`, address.street.join(' '), `${place} ${address.postcode}`.trim()].filter(Boolean).join(', ');
}

interface Props {
  addresses: SavedAddress[];
  chosenId: number | null;
  isDisabled: boolean;
  onChoose: (addressId: number) => void;
}

export function SavedAddresses({ addresses, chosenId, isDisabled, onChoose }: Props) {
  const intl = useIntl();
  return (
    <RadioGroup
      className="checkout-radios checkout-saved-addresses"
      name="shipping-saved-address"
      value={chosenId === null ? null : String(chosenId)}
      isDisabled={isDisabled}
      onChange={(value) => onChoose(Number(value))}
    >
      <Label>{intl.formatMessage(checkoutText.savedAddresses)}</Label>
      <Text slot="description" className="checkout-hint">
        {intl.formatMessage(checkoutText.savedAddressesHint)}
      </Text>
      {addresses.map((saved) => (
        <Radio key={saved.id} value={String(saved.id)} className="checkout-radio checkout-saved-address">
          <span>{addressLine(saved)}</span>
          {saved.defaultShipping || saved.defaultBilling ? (
            <span className="checkout-saved-address__defaults">
              {[saved.defaultShipping ? intl.formatMessage(checkoutText.defaultShipping) : null, saved.defaultBilling ? intl.formatMessage(checkoutText.defaultBilling) : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </Radio>
      ))}
    </RadioGroup>
  );
}
