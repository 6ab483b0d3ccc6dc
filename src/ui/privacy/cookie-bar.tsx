// The footer cookie bar (account spec section 2): shown while the consent chart is in `bar`. Its text and button
// labels come from store config (Amasty GDPR Cookie settings) when set, else from the catalogues.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { NativeButton } from '../common/native-button';
import { useSanitizeAhead } from '../common/sanitized-ahead';
import { SanitizedHtml } from '../common/sanitized-html';
import { useHydrating } from '../common/use-hydrating';
import { useStoreConfig } from '../providers/shell-data';
import { privacyText } from './messages';
import { usePrivacyActors } from './privacy-context';
import './privacy.css';

export function CookieBar() {
  const intl = useIntl();
  const { cookies } = usePrivacyActors();
  const { cookieBar } = useStoreConfig();
  const shown = useSelector(cookies, (snapshot) => snapshot.matches('bar'));
  // Whether this browser has chosen is in its storage: the server never renders the bar, hydration neither.
  const hydrating = useHydrating();
  // The server renders no bar, but sends its text sanitised: the browser shows it without loading the sanitiser.
  useSanitizeAhead(cookieBar.text);
  if (!shown || hydrating) return null;
  return (
    <section className="cookie-bar" aria-label={intl.formatMessage(privacyText.cookieBarLabel)}>
      {cookieBar.text ? <SanitizedHtml className="cookie-bar__text" html={cookieBar.text} /> : <p className="cookie-bar__text">{intl.formatMessage(privacyText.cookieBarText)}</p>}
      <div className="cookie-bar__actions">
        <NativeButton className="button button--secondary" onPress={() => cookies.send({ type: 'cookies.customize' })}>
          {cookieBar.settingsText ?? intl.formatMessage(privacyText.customSettings)}
        </NativeButton>
        <NativeButton className="button button--primary" onPress={() => cookies.send({ type: 'cookies.acceptAll' })}>
          {cookieBar.acceptText ?? intl.formatMessage(privacyText.acceptAll)}
        </NativeButton>
      </div>
    </section>
  );
}

/** The footer link that reopens the cookie dialog at any time. */
export function CookieSettingsLink() {
  const intl = useIntl();
  const { cookies } = usePrivacyActors();
  return (
    <NativeButton className="footer__cookie-settings link-button" onPress={() => cookies.send({ type: 'cookies.openSettings' })}>
      {intl.formatMessage(privacyText.cookieSettingsLink)}
    </NativeButton>
  );
}
