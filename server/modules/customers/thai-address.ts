import { validateAddress, type AddressField } from 'thai-address-universal';
import { msg, type Message } from '../../i18n/message';

/**
 * Thai address rules shared by every address form on the server (the customer's address book; checkout
 * addresses may call the same function): a 5-digit postcode, a 10-digit mobile or 9-digit landline
 * number starting with 0, and a province (Magento's region), district (city) and sub-district that exist
 * and belong together with the postcode, by thai-address-universal's dataset (Thai or English names).
 */
export interface ThaiAddressParts {
  province: string | null;
  district: string;
  subDistrict: string | null;
  postcode: string;
  telephone: string;
}

export interface ThaiAddressProblem {
  field: 'region' | 'city' | 'sub_district' | 'postcode' | 'telephone';
  message: Message;
}

const FIELD_OF: Record<AddressField, ThaiAddressProblem['field']> = {
  province: 'region',
  district: 'city',
  subDistrict: 'sub_district',
  postalCode: 'postcode',
};

/** Digits only: shoppers type 081-234-5678 or +66 81 234 5678. */
export function normalizeThaiPhone(value: string): string {
  const digits = value.replace(/[\s\-().]/g, '');
  return digits.startsWith('+66') ? `0${digits.slice(3)}` : digits;
}

export async function thaiAddressProblems(parts: ThaiAddressParts): Promise<ThaiAddressProblem[]> {
  const problems: ThaiAddressProblem[] = [];
  if (!/^0\d{8,9}$/.test(normalizeThaiPhone(parts.telephone))) problems.push({ field: 'telephone', message: msg('Invalid mobile number.') });
  if (!/^\d{5}$/.test(parts.postcode)) {
    problems.push({ field: 'postcode', message: msg('Provided Zip/Postal Code seems to be invalid. Example: {example}.', { example: '10330' }) });
    return problems;
  }
  const input = {
    postalCode: parts.postcode,
    district: parts.district,
    ...(parts.province ? { province: parts.province } : {}),
    ...(parts.subDistrict ? { subDistrict: parts.subDistrict } : {}),
  };
  const thai = await validateAddress(input);
  if (thai.valid) return problems;
  const english = await validateAddress(input, { language: 'eng' });
  if (english.valid) return problems;
  const [field] = Object.keys(thai.errors) as AddressField[];
  problems.push(mismatch(field ?? 'district', parts));
  return problems;
}

function mismatch(field: AddressField, parts: ThaiAddressParts): ThaiAddressProblem {
  switch (field) {
    case 'province':
      return { field: 'region', message: msg('Unknown province "{value}".', { value: parts.province ?? '' }) };
    case 'subDistrict':
      return { field: 'sub_district', message: msg('Sub-district "{value}" is not in district "{district}".', { value: parts.subDistrict ?? '', district: parts.district }) };
    case 'postalCode':
      return { field: 'postcode', message: msg('Postcode {value} does not serve this sub-district.', { value: parts.postcode }) };
    default:
      return { field: FIELD_OF.district, message: msg('District "{value}" is not in province "{province}".', { value: parts.district, province: parts.province ?? '' }) };
  }
}
