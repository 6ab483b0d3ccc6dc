// The consents of a location inside a plain HTML form (the CMS am-form, sent from its FormData): each a
// checkbox named `consent:<code>`, the required ones `required`, so the form's own validation stops the submit
// until they are ticked; the answers go with the form (src/domain/consent-answers.ts reads "on" as agreed).
// The platform's checkbox, visually hidden inside its label (the box is drawn): the form is plain, and React Aria's
// Checkbox only added its toggle and validation code to the first visit of a page with the form (landing).
import { useIntl } from 'react-intl';
import { loadConsents } from '../../api/privacy/policy-calls';
import { consentField } from '../../domain/consent-answers';
import { accountText } from '../account/messages';
import { useAccountClient } from '../account/use-account-client';
import { SanitizedHtml } from '../catalog/sanitized-html';
import { useResource } from '../catalog/use-resource';
import { privacyText } from './messages';
import './privacy.css';
import '../common/checkbox.css';

export function NativeConsentCheckboxes({ location, idPrefix }: { location: string; idPrefix: string }) {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data } = useResource(() => loadConsents(client, location));
  if (status !== 'ready' || !data || data.length === 0) return null;
  return (
    <fieldset className="consent-checkboxes">
      <legend>{intl.formatMessage(privacyText.consentsLabel)}</legend>
      {data.map((consent) => (
        <div key={consent.code} className="consent-checkbox">
          <label className="account-checkbox">
            <input
              type="checkbox"
              className="visually-hidden"
              name={consentField(consent.code)}
              value="on"
              defaultChecked={consent.agreed}
              required={consent.required}
              aria-label={`${consent.name}${consent.required ? ` (${intl.formatMessage(accountText.required)})` : ''}`}
              aria-describedby={`${idPrefix}-consent-${consent.code}`}
            />
            <span className="account-checkbox__box" aria-hidden="true" />
          </label>
          <div id={`${idPrefix}-consent-${consent.code}`} className="consent-checkbox__text">
            <SanitizedHtml html={consent.text} as="span" />
            {consent.required ? <span aria-hidden="true"> *</span> : null}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
