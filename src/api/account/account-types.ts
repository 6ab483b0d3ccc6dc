// Domain shapes of the account area: what machines and views see instead of raw GraphQL answers.
import type { SessionUser } from '../../domain/account-types';

export interface CustomerAddress {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  /** Thai addresses: district (amphoe) in city, province in region, sub-district as the second street line. */
  city: string;
  subDistrict: string;
  region: string;
  regionId: number | null;
  postcode: string;
  telephone: string;
  company: string;
  countryCode: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

export interface Customer extends SessionUser {
  isSubscribed: boolean;
  addresses: CustomerAddress[];
}

export interface NewAccount {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  isSubscribed: boolean;
  /** Answers to the registration consents. */
  consents: { consent_code: string; is_agreed: boolean }[];
}
