// Texts of the communications page (th and en catalogues in src/i18n/messages).
import { defineMessages } from 'react-intl';

export const communicationsText = defineMessages({
  title: { id: 'account.communications.title', defaultMessage: 'Communications' },
  subscribe: { id: 'account.communications.subscribe', defaultMessage: 'Send me the newsletter' },
  subscribed: { id: 'account.communications.subscribed', defaultMessage: 'You are subscribed to the newsletter.' },
  unsubscribed: { id: 'account.communications.unsubscribed', defaultMessage: 'You will not receive the newsletter.' },
});

type Values = {
  intro: { email: string };
  awaitingConfirmation: { email: string };
};

export const communicationsValueText = defineMessages<Values>({
  intro: {
    id: 'account.communications.intro',
    defaultMessage: 'Our newsletter brings offers, new products and recipes to {email}. You can stop it here at any time.',
  },
  awaitingConfirmation: {
    id: 'account.communications.awaitingConfirmation',
    defaultMessage: 'We sent a confirmation link to {email}. Your subscription starts once you open it.',
  },
});
