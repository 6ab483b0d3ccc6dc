// The address form's input (what the shopper typed, not flow state) and its checks, kept apart from the view so
// both address forms (delivery and billing) and their tests share them.
import type { CheckoutAddress, TaxInvoice, ThaiAddressOption } from '../../domain/checkout-types';
import { BRANCH_PATTERN, POSTCODE_PATTERN, TELEPHONE_PATTERN, isEmail, isThaiTaxId } from './address-validation';
import type { checkoutText } from './messages';

export interface AddressDraft {
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
  postcode: string;
  /** The chosen sub-district of the postcode (with its district and province). */
  place: ThaiAddressOption | null;
  street: string;
  invoiceWanted: boolean;
  invoiceType: 'company' | 'personal';
  companyName: string;
  taxId: string;
  headOffice: boolean;
  branchOffice: string;
}

export type DraftField = keyof AddressDraft;
export type DraftErrors = Partial<Record<DraftField, keyof typeof checkoutText>>;

export function draftOf(address: CheckoutAddress | null, email: string | null): AddressDraft {
  const invoice = address?.invoice ?? null;
  return {
    email: email ?? address?.email ?? '',
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    telephone: address?.telephone ?? '',
    postcode: address?.postcode ?? '',
    place:
      address && address.region_id !== null && address.subDistrict
        ? {
            postcode: address.postcode,
            subDistrict: address.subDistrict,
            subDistrictId: address.subDistrictId ?? 0,
            city: address.city,
            cityId: address.cityId ?? 0,
            region: address.region ?? '',
            regionId: address.region_id,
            regionCode: address.region_code,
            delivers: true,
          }
        : null,
    street: address?.street.join(' ') ?? '',
    invoiceWanted: invoice !== null,
    invoiceType: invoice?.type ?? 'personal',
    companyName: invoice?.companyName ?? '',
    taxId: invoice?.taxId ?? '',
    headOffice: invoice?.headOffice ?? true,
    branchOffice: invoice?.branchOffice ?? '',
  };
}

export function validateDraft(draft: AddressDraft, withEmail: boolean): DraftErrors {
  const errors: DraftErrors = {};
  const need = (field: DraftField, ok: boolean, message: keyof typeof checkoutText) => {
    if (!ok && !errors[field]) errors[field] = message;
  };
  if (withEmail) need('email', isEmail(draft.email), draft.email.trim() ? 'invalidEmail' : 'required');
  need('firstname', !!draft.firstname.trim(), 'required');
  need('lastname', !!draft.lastname.trim(), 'required');
  need('telephone', TELEPHONE_PATTERN.test(draft.telephone), draft.telephone ? 'invalidTelephone' : 'required');
  need('postcode', POSTCODE_PATTERN.test(draft.postcode), draft.postcode ? 'invalidPostcode' : 'required');
  need('place', draft.place !== null && draft.place.postcode === draft.postcode, 'chooseSubDistrict');
  need('street', !!draft.street.trim(), 'required');
  if (draft.invoiceWanted) {
    need('taxId', isThaiTaxId(draft.taxId), 'invalidTaxId');
    if (draft.invoiceType === 'company') need('companyName', !!draft.companyName.trim(), 'required');
    if (!draft.headOffice) need('branchOffice', BRANCH_PATTERN.test(draft.branchOffice), 'invalidBranch');
  }
  return errors;
}

export function addressOf(draft: AddressDraft, withEmail: boolean): CheckoutAddress {
  const place = draft.place;
  const invoice: TaxInvoice | null = draft.invoiceWanted
    ? {
        type: draft.invoiceType,
        taxId: draft.taxId,
        companyName: draft.invoiceType === 'company' ? draft.companyName.trim() : null,
        personalFirstname: draft.invoiceType === 'personal' ? draft.firstname.trim() : null,
        personalLastname: draft.invoiceType === 'personal' ? draft.lastname.trim() : null,
        headOffice: draft.headOffice,
        branchOffice: draft.headOffice ? null : draft.branchOffice,
      }
    : null;
  return {
    firstname: draft.firstname.trim(),
    lastname: draft.lastname.trim(),
    street: [draft.street.trim()],
    city: place?.city ?? '',
    cityId: place?.cityId ?? null,
    subDistrict: place?.subDistrict ?? null,
    subDistrictId: place?.subDistrictId ?? null,
    region_code: place?.regionCode ?? '',
    region_id: place?.regionId ?? null,
    region: place?.region ?? null,
    postcode: draft.postcode,
    telephone: draft.telephone,
    country_id: 'TH',
    email: withEmail ? draft.email.trim() : null,
    company: invoice?.companyName ?? null,
    invoice,
  };
}
