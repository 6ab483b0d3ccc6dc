// Texts of the engagement views: the newsletter forms, the newsletter links' page and the contact page (th and en
// catalogues in src/i18n/messages).
import { defineMessages } from 'react-intl';

export const engagementText = defineMessages({
  newsletterTitle: { id: 'engagement.newsletter.title', defaultMessage: 'Newsletter' },
  newsletterIntro: { id: 'engagement.newsletter.intro', defaultMessage: 'News, offers and new products, straight to your inbox.' },
  newsletterEmail: { id: 'engagement.newsletter.email', defaultMessage: 'Email address for the newsletter' },
  newsletterSubmit: { id: 'engagement.newsletter.submit', defaultMessage: 'Subscribe' },
  newsletterSending: { id: 'engagement.newsletter.sending', defaultMessage: 'Subscribing…' },
  newsletterSubscribed: { id: 'engagement.newsletter.subscribed', defaultMessage: 'The email address is subscribed.' },
  newsletterConfirmSent: {
    id: 'engagement.newsletter.confirmSent',
    defaultMessage: 'Thank you! Please open the link in the email we sent you to confirm the subscription.',
  },
  newsletterFailed: { id: 'engagement.newsletter.failed', defaultMessage: 'The subscription could not be saved. Please try again.' },
  confirmTitle: { id: 'engagement.newsletterLink.confirmTitle', defaultMessage: 'Newsletter subscription' },
  unsubscribeTitle: { id: 'engagement.newsletterLink.unsubscribeTitle', defaultMessage: 'Unsubscribe from the newsletter' },
  confirming: { id: 'engagement.newsletterLink.working', defaultMessage: 'One moment…' },
  confirmed: { id: 'engagement.newsletterLink.confirmed', defaultMessage: 'Thank you for your subscription.' },
  unsubscribed: { id: 'engagement.newsletterLink.unsubscribed', defaultMessage: 'You have been unsubscribed from the newsletter.' },
  linkInvalid: {
    id: 'engagement.newsletterLink.invalid',
    defaultMessage: 'This link is not valid any more. Subscribe again from the newsletter form at the bottom of any page.',
  },
  retry: { id: 'engagement.newsletterLink.retry', defaultMessage: 'Try again' },
  popupLabel: { id: 'engagement.popup.label', defaultMessage: 'Special offer' },
  popupClose: { id: 'engagement.popup.close', defaultMessage: 'Close' },
  continueShopping: { id: 'engagement.continueShopping', defaultMessage: 'Continue Shopping' },
  contactTitle: { id: 'engagement.contact.title', defaultMessage: 'Contact Us' },
  contactIntro: {
    id: 'engagement.contact.intro',
    defaultMessage: "Jot us a note and we'll get back to you as quickly as possible.",
  },
  contactFullname: { id: 'engagement.contact.fullname', defaultMessage: 'Name' },
  contactEmail: { id: 'engagement.contact.email', defaultMessage: 'Email' },
  contactTelephone: { id: 'engagement.contact.telephone', defaultMessage: 'Phone Number' },
  contactComment: { id: 'engagement.contact.comment', defaultMessage: "What's on your mind?" },
  contactSubmit: { id: 'engagement.contact.submit', defaultMessage: 'Submit' },
  contactSending: { id: 'engagement.contact.sending', defaultMessage: 'Sending…' },
  contactFailed: { id: 'engagement.contact.failed', defaultMessage: 'Your message could not be sent. Please try again.' },
  contactAnother: { id: 'engagement.contact.another', defaultMessage: 'Send another message' },
});
