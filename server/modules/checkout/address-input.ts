import type { CheckoutAddressData } from '../../db/types';
import type { CartAddressInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { findProvince, normaliseName, placesByPostcode, type ThaiPlace } from './thai-address';
import { isValidThaiTaxId, taxIdDigits } from './tax-id';

const trimmed = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

const required = (name: string): GraphQlInputException => new GraphQlInputException(msg('Required parameter "{name}" is missing', { name }));

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Thai phone numbers as people write them (081-234-5678, 02 123 4567) reduced to their 10 digits. */
export function telephoneDigits(value: string): string {
  return value.replace(/[\s\-()]/g, '').replace(/^\+66/, '0');
}

/**
 * The place an address names, checked against the Thai address data: the postcode must exist, the
 * province (region) and district (city) must be those of the postcode, and the sub-district, when given,
 * one the postcode serves in that district. Missing parts are filled when the postcode leaves one choice.
 */
async function resolvePlace(input: CartAddressInput): Promise<ThaiPlace> {
  const postcode = trimmed(input.postcode);
  if (!postcode) throw required('postcode');
  if (!/^\d{5}$/.test(postcode)) throw new GraphQlInputException(msg('Please enter a valid 5-digit postal code.'));
  let places = await placesByPostcode(postcode);
  if (places.length === 0) throw new GraphQlInputException(msg('The postal code {postcode} does not exist in Thailand.', { postcode }));

  const region = trimmed(input.region);
  if (region || input.region_id) {
    const province = await findProvince(region, input.region_id);
    if (!province) throw new GraphQlInputException(msg('"{region}" is not a province of Thailand.', { region: region ?? String(input.region_id) }));
    places = places.filter((p) => p.province.regionId === province.regionId);
    if (places.length === 0) throw new GraphQlInputException(msg('The postal code {postcode} is not in {province}.', { postcode, province: province.nameTh }));
  }

  const city = normaliseName(input.city);
  const inDistrict = places.filter((p) => (input.city_id ? p.districtId === input.city_id : normaliseName(p.districtTh) === city || normaliseName(p.districtEn) === city));
  if (inDistrict.length === 0) throw new GraphQlInputException(msg('The district "{city}" does not match postal code {postcode}.', { city: input.city.trim(), postcode }));

  const sub = trimmed(input.sub_district);
  if (sub || input.sub_district_id) {
    const wanted = sub ? normaliseName(sub) : '';
    const match = inDistrict.find((p) => (input.sub_district_id ? p.subDistrictId === input.sub_district_id : normaliseName(p.subDistrictTh) === wanted || normaliseName(p.subDistrictEn) === wanted));
    if (!match) throw new GraphQlInputException(msg('The sub-district "{subDistrict}" is not in {city} with postal code {postcode}.', { subDistrict: sub ?? String(input.sub_district_id), city: input.city.trim(), postcode }));
    return match;
  }
  const subDistricts = new Set(inDistrict.map((p) => p.subDistrictId));
  if (subDistricts.size > 1) throw new GraphQlInputException(msg('Please choose the sub-district for postal code {postcode}.', { postcode }));
  return inDistrict[0] as ThaiPlace;
}

type InvoiceFields = Pick<
  CheckoutAddressData,
  'is_full_invoice' | 'invoice_type' | 'tax_identification_number' | 'head_office' | 'branch_office' | 'personal_firstname' | 'personal_lastname' | 'contact_name' | 'contact_surname' | 'vat_id'
>;

/**
 * A full Thai tax invoice (ใบกำกับภาษีเต็มรูป) names the buyer, their 13-digit TIN and, for a company,
 * whether it is the head office or which 5-digit branch. Without is_full_invoice the fields are dropped.
 */
function invoiceFields(input: CartAddressInput, company: string | null): InvoiceFields {
  if (!input.is_full_invoice) {
    return { is_full_invoice: false, invoice_type: null, tax_identification_number: null, head_office: null, branch_office: null, personal_firstname: null, personal_lastname: null, contact_name: null, contact_surname: null, vat_id: trimmed(input.vat_id) };
  }
  const type = trimmed(input.invoice_type);
  if (type !== 'company' && type !== 'personal') throw new GraphQlInputException(msg('Choose the tax invoice type: company or personal.'));
  const tin = taxIdDigits(trimmed(input.tax_identification_number) ?? trimmed(input.vat_id) ?? '');
  if (!/^\d{13}$/.test(tin)) throw new GraphQlInputException(msg('The tax identification number must have 13 digits.'));
  if (!isValidThaiTaxId(tin)) throw new GraphQlInputException(msg('The tax identification number {tin} is not valid: its check digit does not match.', { tin }));
  if (type === 'personal') {
    const first = trimmed(input.personal_firstname) ?? trimmed(input.firstname);
    const last = trimmed(input.personal_lastname) ?? trimmed(input.lastname);
    if (!first || !last) throw new GraphQlInputException(msg('A personal tax invoice needs the first and last name.'));
    return { is_full_invoice: true, invoice_type: 'personal', tax_identification_number: tin, head_office: null, branch_office: null, personal_firstname: first, personal_lastname: last, contact_name: trimmed(input.contact_name), contact_surname: trimmed(input.contact_surname), vat_id: tin };
  }
  if (!company) throw new GraphQlInputException(msg('A company tax invoice needs the company name.'));
  const branch = trimmed(input.branch_office);
  const headOffice = input.head_office ?? !branch;
  if (!headOffice && !(branch && /^\d{5}$/.test(branch))) throw new GraphQlInputException(msg('Enter the 5-digit branch number, or choose head office.'));
  return {
    is_full_invoice: true,
    invoice_type: 'company',
    tax_identification_number: tin,
    head_office: headOffice,
    branch_office: headOffice ? '00000' : branch,
    personal_firstname: null,
    personal_lastname: null,
    contact_name: trimmed(input.contact_name),
    contact_surname: trimmed(input.contact_surname),
    vat_id: tin,
  };
}

function timeField(name: string, value: string | null | undefined): string | null {
  const text = trimmed(value);
  if (text && !HH_MM.test(text)) throw new GraphQlInputException(msg('"{field}" must be a time of day (HH:mm).', { field: name }));
  return text;
}

/** A checkout address from Magento's CartAddressInput: Thai place checked and completed, invoice checked. */
export async function checkoutAddress(input: CartAddressInput, email: string | null, customerAddressId: number | null = null): Promise<CheckoutAddressData> {
  const firstname = trimmed(input.firstname);
  const lastname = trimmed(input.lastname);
  if (!firstname) throw required('firstname');
  if (!lastname) throw required('lastname');
  const street = input.street.map((line) => line.trim()).filter(Boolean);
  if (street.length === 0) throw required('street');
  if (input.country_code.trim().toUpperCase() !== 'TH') throw new GraphQlInputException(msg('We deliver only within Thailand: the country must be TH.'));
  const telephone = telephoneDigits(trimmed(input.telephone) ?? '');
  if (!/^0\d{9}$/.test(telephone)) throw new GraphQlInputException(msg('The telephone number must have 10 digits and start with 0.'));
  const place = await resolvePlace(input);
  const company = trimmed(input.company);
  return {
    firstname,
    lastname,
    company,
    street,
    city: place.districtTh,
    city_id: place.districtId,
    region: place.province.nameTh,
    region_id: place.province.regionId,
    region_code: place.province.regionCode,
    postcode: place.postcode,
    country_code: 'TH',
    telephone,
    fax: trimmed(input.fax),
    sub_district: place.subDistrictTh,
    sub_district_id: place.subDistrictId,
    email,
    customer_address_id: customerAddressId,
    save_in_address_book: input.save_in_address_book ?? false,
    ...invoiceFields(input, company),
    time_slot_from: timeField('time_slot_from', input.time_slot_from),
    time_slot_to: timeField('time_slot_to', input.time_slot_to),
    time_slot_optional_from: timeField('time_slot_optional_from', input.time_slot_optional_from),
    time_slot_optional_to: timeField('time_slot_optional_to', input.time_slot_optional_to),
    operating_time: trimmed(input.operating_time),
    name_address: trimmed(input.name_address),
  };
}
