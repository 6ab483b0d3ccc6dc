// Form rules of account spec section 5. A rule returns undefined when the value passes, else a message to show,
// as a message reference (react-intl's descriptor shape) with its values so the view can call intl.formatMessage(result.message, result.values).
import type { MessageRef } from '../domain/message-ref';
import { validationMessages as m } from './validation-messages';

export interface ValidationFailure {
  message: MessageRef;
  values?: Record<string, string | number>;
}
export type ValidationResult = ValidationFailure | undefined;
/** value: this field; values: the whole form, for rules comparing fields. */
export type Rule<V = string> = (value: V, values?: Readonly<Record<string, unknown>>) => ValidationResult;

const fail = (message: MessageRef, values?: ValidationFailure['values']): ValidationFailure =>
  values ? { message, values } : { message };

export const isRequired: Rule<string | null | undefined> = (value) =>
  value === null || value === undefined || value.trim() === '' ? fail(m.required) : undefined;

export const hasLengthAtLeast =
  (min: number): Rule =>
  (value) =>
    value.length < min ? fail(m.minLength, { value: min }) : undefined;

export const mustBeChecked: Rule<boolean> = (checked) => (checked ? undefined : fail(m.mustBeChecked));

/** Number of character classes (lowercase, uppercase, digits, anything else) present in a password. */
export function passwordClassCount(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

export const validatePassword: Rule = (value) => (passwordClassCount(value) >= 3 ? undefined : fail(m.passwordClasses));

/** The field must differ from another one; label names that field in the message ("{value} must be different."). */
export const isNotEqualToField =
  (otherField: string, label: string): Rule =>
  (value, values) =>
    values?.[otherField] === value ? fail(m.mustDiffer, { value: label }) : undefined;

/** Confirmation at sign-up, compared with `password`. */
export const confirmsPassword =
  (passwordField = 'password'): Rule =>
  (value, values) =>
    values?.[passwordField] === value ? undefined : fail(m.sameValueAgain);

/** Confirmation of a new password, compared with `newPassword`. */
export const confirmsNewPassword =
  (passwordField = 'newPassword'): Rule =>
  (value, values) =>
    values?.[passwordField] === value ? undefined : fail(m.passwordMustMatch);

/** Thai mobile numbers: exactly 10 digits starting with 0. */
export const isMobileNumber: Rule = (value) => (/^0\d{9}$/.test(value) ? undefined : fail(m.invalidMobile));

export const EMAIL_EXAMPLE = 'johndoe@domain.com';
// The WHATWG "valid e-mail address" pattern (what <input type=email> accepts), plus a dot in the domain as shops
// never take mail for dotless hosts.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isEmail: Rule = (value) => (EMAIL.test(value.trim()) ? undefined : fail(m.invalidEmail, { email: EMAIL_EXAMPLE }));

/** Runs rules in order and returns the first failure. */
export function combine<V extends string>(...rules: Rule<V>[]): Rule<V> {
  return (value, values) => {
    for (const rule of rules) {
      const result = rule(value, values);
      if (result) return result;
    }
    return undefined;
  };
}

/** Wraps rules so that an empty value passes (for optional fields such as telephone on the contact form). */
export function optional(rule: Rule): Rule {
  return (value, values) => (value.trim() === '' ? undefined : rule(value, values));
}
