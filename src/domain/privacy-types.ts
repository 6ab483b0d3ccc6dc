// Privacy as the adapter answers it and the charts hold it (account spec sections 2, 4, 5 and 7): cookie groups and
// the stored acceptance (Amasty GDPR Cookie), the privacy policy, consent choices, and the account's privacy actions.

// Cookie consent.

export interface CookieGroup {
  groupId: number;
  code: string;
  name: string;
  description: string | null;
  isEssential: boolean;
  /** The server's record of this shopper's choice (essential groups always true). */
  checked: boolean;
}

export interface CookieGroupsData {
  groups: CookieGroup[];
  /** When the groups last changed; an acceptance stored against another value is void. */
  lastUpdate: string | null;
}

export interface CookieAcceptance {
  all: boolean;
  /** Codes of the accepted groups (all codes known at the time when `all`). */
  codes: string[];
  lastUpdate: string | null;
}

export type CookieSave = { kind: 'all' } | { kind: 'custom'; groupIds: number[] };

// The privacy policy and consents.

export interface PolicyText {
  title: string | null;
  content: string | null;
  headerTitle: string | null;
  headerDescription: string | null;
  needShow: boolean;
  version: string | null;
  versionChanged: boolean;
  /** ISO date of the version. */
  date: string | null;
}

export interface ConsentChoice {
  code: string;
  agreed: boolean;
  location: string;
}

// Account privacy settings (/privacy-settings).

export type PrivacyActionCode = 'download' | 'anonymise' | 'delete';

export interface PrivacyAction {
  code: PrivacyActionCode;
  title: string;
  content: string | null;
  hasCheckbox: boolean;
  checkboxText: string | null;
  needPassword: boolean;
  submitText: string;
}

export interface PrivacySettings {
  title: string;
  actions: PrivacyAction[];
}

export interface PersonalDataGroup {
  name: string;
  parts: { label: string; value: string | null }[];
}

export interface PrivacyActionResult {
  message: string | null;
  /** The personal data, for download. */
  data?: PersonalDataGroup[];
}
