// Texts of the notifications control in the account (th and en catalogues in src/i18n/messages).
import { defineMessages } from 'react-intl';

export const pushText = defineMessages({
  title: { id: 'engagement.push.title', defaultMessage: 'Notifications' },
  intro: { id: 'engagement.push.intro', defaultMessage: 'Get a notification in this browser when your order is paid, and news from the shop.' },
  enable: { id: 'engagement.push.enable', defaultMessage: 'Turn on notifications' },
  asking: { id: 'engagement.push.asking', defaultMessage: 'Please answer the browser’s question about notifications.' },
  registering: { id: 'engagement.push.registering', defaultMessage: 'Turning on notifications…' },
  waitingForApp: { id: 'engagement.push.waitingForApp', defaultMessage: 'Notifications will be turned on once the shop’s app has finished loading in this browser.' },
  on: { id: 'engagement.push.on', defaultMessage: 'Notifications are on for this browser.' },
  blocked: { id: 'engagement.push.blocked', defaultMessage: 'Notifications are blocked for this shop in your browser settings. Allow them there to turn them on.' },
  unsupported: { id: 'engagement.push.unsupported', defaultMessage: 'This browser cannot show notifications.' },
  failed: { id: 'engagement.push.failed', defaultMessage: 'Notifications could not be turned on.' },
  retry: { id: 'engagement.push.retry', defaultMessage: 'Try turning on notifications again' },
});
