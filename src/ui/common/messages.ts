// Texts of the views shared by several areas (src/ui/common): name and address fields, the postcode lookup, form
// parts. Their ids are the ones they had in the area they came from, so the th and en catalogues are unchanged.
import { defineMessages } from 'react-intl';

export const commonText = defineMessages({
  /** What a page, a list or a lookup says while its data comes (storefront spec section 2: 'Fetching Data...'). */
  fetchingData: { id: 'shell.loading.fetching', defaultMessage: 'Fetching Data...' },
  firstname: { id: 'account.field.firstname', defaultMessage: 'First name' },
  lastname: { id: 'account.field.lastname', defaultMessage: 'Last name' },
  optional: { id: 'account.field.optional', defaultMessage: 'Optional' },
  addressBook: { id: 'account.nav.addresses', defaultMessage: 'Address Book' },
  telephone: { id: 'account.field.telephone', defaultMessage: 'Mobile number' },
  street: { id: 'account.field.street', defaultMessage: 'House number, building, street' },
  subdistrict: { id: 'account.field.subdistrict', defaultMessage: 'Sub-district' },
  district: { id: 'account.field.district', defaultMessage: 'District' },
  province: { id: 'account.field.province', defaultMessage: 'Province' },
  postcode: { id: 'account.field.postcode', defaultMessage: 'Postal code' },
  postcodeLooking: { id: 'checkout.address.postcodeLooking', defaultMessage: 'Looking up the postal code…' },
  postcodeUnknown: { id: 'checkout.address.postcodeUnknown', defaultMessage: 'We could not find this postal code in Thailand.' },
  postcodeFailed: { id: 'checkout.address.postcodeFailed', defaultMessage: 'The postal code could not be looked up. Please try again.' },
  postcodeRetry: { id: 'checkout.address.postcodeRetry', defaultMessage: 'Look up again' },
  placeSubDistrict: { id: 'checkout.address.subDistrict', defaultMessage: 'Sub-district' },
  placeDistrict: { id: 'checkout.address.district', defaultMessage: 'District' },
  placeProvince: { id: 'checkout.address.province', defaultMessage: 'Province' },
  outsideArea: { id: 'checkout.address.outsideArea', defaultMessage: '(Outside delivery area)' },
});
