// Consents by location as form fields: each consent of a location is a checkbox named `consent:<code>` in the
// form's values, so the form chart checks the required ones like any rule and the answers travel with the
// form's submission (the server refuses it without a required one).

export const CONSENT_FIELD_PREFIX = 'consent:';

export const consentField = (code: string): string => `${CONSENT_FIELD_PREFIX}${code}`;

export interface ConsentAnswer {
  consent_code: string;
  is_agreed: boolean;
}

/** The answers in a form's values (only the consents shown: their fields exist once loaded). */
export function consentAnswersOf(values: Readonly<Record<string, unknown>>): ConsentAnswer[] {
  return Object.entries(values)
    .filter(([field]) => field.startsWith(CONSENT_FIELD_PREFIX))
    // true from a form chart's checkbox, "on" from a plain form's FormData (an unticked one is not in it).
    .map(([field, value]) => ({ consent_code: field.slice(CONSENT_FIELD_PREFIX.length), is_agreed: value === true || value === 'on' }));
}

/** The same answers as choices to keep for a guest's sign-in (src/machines/pending-consents.machine.ts). */
export function consentChoicesOf(values: Readonly<Record<string, unknown>>, location: string): { code: string; agreed: boolean; location: string }[] {
  return consentAnswersOf(values).map((answer) => ({ code: answer.consent_code, agreed: answer.is_agreed, location }));
}
