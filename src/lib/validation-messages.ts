import { defineMessages } from '../domain/message-ref';

// Texts of account spec section 5; Thai in src/i18n/messages/th.json. Declared React-free (the machines' own
// defineMessages) because machines use them too, e.g. the delivery-area postcode check. Where the spec lists two wordings we keep
// the first one (the second is the same rule worded by a different Magento module).
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Is required.' },
  minLength: { id: 'validation.minLength', defaultMessage: 'Must contain at least {value} character(s).' },
  mustBeChecked: { id: 'validation.mustBeChecked', defaultMessage: 'Must be checked.' },
  passwordClasses: {
    id: 'validation.passwordClasses',
    defaultMessage: 'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
  },
  mustDiffer: { id: 'validation.mustDiffer', defaultMessage: '{value} must be different.' },
  sameValueAgain: { id: 'validation.sameValueAgain', defaultMessage: 'Please enter the same value again.' },
  passwordMustMatch: { id: 'validation.passwordMustMatch', defaultMessage: 'Password must match.' },
  invalidMobile: { id: 'validation.invalidMobile', defaultMessage: 'Invalid mobile number.' },
  invalidEmail: { id: 'validation.invalidEmail', defaultMessage: 'Please enter a valid email address (Ex {email}).' },
});
