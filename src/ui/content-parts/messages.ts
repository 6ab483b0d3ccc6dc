// Shopper-visible strings of the content parts (the app's side of the Page Builder rich types).
import { defineMessages } from 'react-intl';

export const partsText = defineMessages({
  buyOftenSignIn: { id: 'contentParts.buyOften.signIn', defaultMessage: 'Sign in to see the products you buy often' },
  brandsLabel: { id: 'contentParts.brands.label', defaultMessage: 'Brands' },
  formFullname: { id: 'contentParts.form.fullname', defaultMessage: 'Full name' },
  formEmail: { id: 'contentParts.form.email', defaultMessage: 'Email' },
  formTelephone: { id: 'contentParts.form.telephone', defaultMessage: 'Telephone' },
  formComment: { id: 'contentParts.form.comment', defaultMessage: 'Message' },
  formSubmit: { id: 'contentParts.form.submit', defaultMessage: 'Send' },
  formSending: { id: 'contentParts.form.sending', defaultMessage: 'Sending…' },
  formFailed: { id: 'contentParts.form.failed', defaultMessage: 'Your message could not be sent. Please try again.' },
});
