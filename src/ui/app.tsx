// Minimal shell placeholder: the shell engineer replaces this with the real layout and router.
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { hideSplash } from '../lib/splash';

const messages = defineMessages({
  heading: { id: 'shell.app.heading', defaultMessage: 'talat: fresh food and supplies' },
});

export function App() {
  const intl = useIntl();
  useEffect(() => hideSplash(), []);
  return (
    <main>
      <h1>{intl.formatMessage(messages.heading)}</h1>
    </main>
  );
}
