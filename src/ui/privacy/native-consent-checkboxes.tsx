// The consents of a location inside a plain HTML form (the CMS am-form, sent from its FormData): each a
// checkbox named `consent:<code>`, the required ones `required`, so the form's own validation stops the submit
// until they are ticked; the answers go with the form (src/domain/consent-answers.ts reads "on" as agreed).
// The platform's checkbox, visually hidden inside its label (the box is drawn): the form is plain, and React Aria's
// Checkbox only added its toggle and validation code to the first visit of a page with the form (landing). A
// required one unticked shows the shop's message under it, not the browser's bubble (in the browser's language).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loadConsents, type Consent } from '../../api/privacy/policy-calls';
import { consentField } from '../../domain/consent-answers';
import { mustBeChecked } from '../../lib/validation';
import { focusIfFirstInvalid } from '../common/first-invalid';
import { useAccountClient } from '../account/use-account-client';
import { useResource } from '../common/use-resource';
import { privacyText } from './messages';
import { ConsentRow } from './consent-row';

/**
 * One consent. A required one left unticked stops the submit (the browser's own validation); the shop's message
 * shows under it in the shopper's language instead of the browser's bubble, until it is ticked.
 */
function NativeConsentBox({ consent, idPrefix }: { consent: Consent; idPrefix: string }) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const message = (checked: boolean) => {
    const failure = mustBeChecked(checked);
    return failure ? intl.formatMessage(failure.message, failure.values) : null;
  };
  return (
    <ConsentRow
      consent={consent}
      idPrefix={idPrefix}
      error={error}
      input={{
        name: consentField(consent.code),
        value: 'on',
        defaultChecked: consent.agreed,
        required: consent.required,
        onInvalid: (event) => {
          event.preventDefault();
          setError(message(event.currentTarget.checked));
          focusIfFirstInvalid(event.currentTarget);
        },
        onChange: (event) => {
          if (error !== null) setError(message(event.currentTarget.checked));
        },
      }}
    />
  );
}

export function NativeConsentCheckboxes({ location, idPrefix }: { location: string; idPrefix: string }) {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data } = useResource(() => loadConsents(client, location));
  if (status !== 'ready' || !data || data.length === 0) return null;
  return (
    <fieldset className="consent-checkboxes">
      <legend>{intl.formatMessage(privacyText.consentsLabel)}</legend>
      {data.map((consent) => (
        <NativeConsentBox key={consent.code} consent={consent} idPrefix={idPrefix} />
      ))}
    </fieldset>
  );
}
