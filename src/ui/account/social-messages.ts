// Texts of the social-account pages.
import { defineMessages } from 'react-intl';

export const accountSocialText = defineMessages({
  unlink: { id: 'account.social.unlink', defaultMessage: 'Unlink' },
  none: { id: 'account.social.none', defaultMessage: 'No social accounts are linked to your account.' },
});

export const accountSocialValueText = defineMessages<{ updateIntro: { provider: string }; completeIntro: { provider: string }; consentsIntro: { provider: string } }>({
  consentsIntro: {
    id: 'account.social.consentsIntro',
    defaultMessage: 'One step before your account is created with {provider}: check your details and answer the consents below.',
  },
  completeIntro: {
    id: 'account.social.completeIntro',
    defaultMessage: 'Your {provider} account did not share an email address. Check your name and enter your email address to finish your account.',
  },
  updateIntro: {
    id: 'account.social.updateIntro',
    defaultMessage: 'Your {provider} account is not linked to a shop account yet. Create an account or sign in, then link it from Linked Social Accounts.',
  },
});
