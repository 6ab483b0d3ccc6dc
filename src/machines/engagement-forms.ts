import { combine, isEmail, isMobileNumber, isRequired, optional, type Rule } from '../lib/validation';
import { createAccountFormMachine, type FormRules } from './account-form.machine';

// The engagement forms (account spec section 5), each the shared form chart with its rules: the newsletter
// (footer and popups: the email, checked with the shared email rule) and the contact form (fullname and email
// required; telephone optional, a Thai mobile number when given; comment optional).

const email = combine(isRequired as Rule<string>, isEmail) as Rule<never>;

export const newsletterRules: FormRules = { email };

export const contactRules: FormRules = {
  fullname: isRequired,
  email,
  telephone: optional(isMobileNumber),
};

export const newsletterFormMachine = createAccountFormMachine('newsletterForm', newsletterRules);
export const contactFormMachine = createAccountFormMachine('contactForm', contactRules);
/** The checkout's consents before Place order: only the required consents of 'checkout' are checked. */
export const checkoutConsentsFormMachine = createAccountFormMachine('checkoutConsentsForm', {});
