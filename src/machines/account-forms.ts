import {
  combine,
  confirmsNewPassword,
  confirmsPassword,
  hasLengthAtLeast,
  isEmail,
  isMobileNumber,
  isNotEqualToField,
  isRequired,
  validatePassword,
  type Rule,
} from '../lib/validation';
import { createAccountFormMachine, type FormRules } from './account-form.machine';
import { shellMessages } from './messages';

// The account forms, each the form chart with its fields' rules (account spec section 5). Passwords: at least
// 8 characters (Magento's default minimum) and 3 of the 4 character classes; confirmations compare with the
// password field.

export const PASSWORD_MIN_LENGTH = 8;

const required: Rule<never> = isRequired;
const email = combine(isRequired as Rule<string>, isEmail) as Rule<never>;
const newPassword = combine(isRequired as Rule<string>, hasLengthAtLeast(PASSWORD_MIN_LENGTH), validatePassword) as Rule<never>;
const r = (rule: Rule<string>) => rule as Rule<never>;

export const signInRules: FormRules = { email, password: required };

export const registrationRules: FormRules = {
  firstname: required,
  lastname: required,
  email,
  password: newPassword,
  confirmPassword: r(combine(isRequired as Rule<string>, confirmsPassword('password'))),
};

export const forgotPasswordRules: FormRules = { email };

export const resetPasswordRules: FormRules = {
  email,
  newPassword,
  confirmNewPassword: r(combine(isRequired as Rule<string>, confirmsNewPassword('newPassword'))),
};

export const accountInformationRules: FormRules = { firstname: required, lastname: required };

export const changeEmailRules: FormRules = { email, password: required };

export const changePasswordRules: FormRules = {
  currentPassword: required,
  newPassword: combine(
    isRequired as Rule<string>,
    hasLengthAtLeast(PASSWORD_MIN_LENGTH),
    validatePassword,
    isNotEqualToField('currentPassword', 'New password'),
  ),
  confirmNewPassword: r(combine(isRequired as Rule<string>, confirmsNewPassword('newPassword'))),
};

/** A Thai address: names, phone (10 digits from 0), street, sub-district, district, province, postcode. */
export const addressRules: FormRules = {
  firstname: required,
  lastname: required,
  telephone: r(combine(isRequired as Rule<string>, isMobileNumber)),
  street: required,
  subdistrict: required,
  city: required,
  region: required,
  postcode: r(combine(isRequired as Rule<string>, (value: string) => (/^\d{5}$/.test(value) ? undefined : { message: shellMessages.postcodeInvalid }))),
};

export const signInFormMachine = createAccountFormMachine('signInForm', signInRules);
export const registrationFormMachine = createAccountFormMachine('registrationForm', registrationRules);
export const forgotPasswordFormMachine = createAccountFormMachine('forgotPasswordForm', forgotPasswordRules);
export const resetPasswordFormMachine = createAccountFormMachine('resetPasswordForm', resetPasswordRules);
export const accountInformationFormMachine = createAccountFormMachine('accountInformationForm', accountInformationRules);
export const changeEmailFormMachine = createAccountFormMachine('changeEmailForm', changeEmailRules);
export const changePasswordFormMachine = createAccountFormMachine('changePasswordForm', changePasswordRules);
export const addressFormMachine = createAccountFormMachine('addressForm', addressRules);
