// The consent checkboxes of a location (registration, checkout, contactus, subscription): loaded from the server
// and bound to the form they sit in as `consent:<code>` fields. The required ones are handed to the form chart
// (form.requireChecked), which blocks the submit with 'Must be checked.' until they are ticked; the answers go
// with the form's submission. A link to the privacy policy in a consent text opens the policy modal to be read.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { loadConsents, type Consent } from '../../api/privacy/policy-calls';
import { consentField } from '../../domain/consent-answers';
import { useAccountClient } from '../account/use-account-client';
import type { FormActor } from '../common/form-parts';
import { useResource } from '../common/use-resource';
import { privacyText } from './messages';
import { useOptionalPrivacyActors, type PrivacyActors } from './privacy-context';
import { ConsentRow } from './consent-row';

interface BoxProps {
  consent: Consent;
  location: string;
  form: FormActor;
  actors: PrivacyActors | null;
  /** Distinguishes two forms of one location on a page (the footer and a popup newsletter). */
  idPrefix: string;
}

function ConsentBox({ consent, location, form, actors, idPrefix }: BoxProps) {
  const intl = useIntl();
  const field = consentField(consent.code);
  const checked = useSelector(form, (snapshot) => snapshot.context.values[field] === true);
  const error = useSelector(form, (snapshot) => snapshot.context.errors[field]);
  const busy = useSelector(form, (snapshot) => snapshot.matches('submitting'));
  // The policy link arrives inside the consent's HTML: its clicks (and Enter, which clicks a link) are caught here.
  const text = useRef<HTMLLabelElement>(null);
  useEffect(() => {
    const container = text.current;
    if (!container || consent.linkType !== 0 || !actors) return;
    const openPolicy = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.getAttribute('href') !== '#privacy-policy') return;
      event.preventDefault();
      actors.policy.send({ type: 'policy.open', location });
    };
    container.addEventListener('click', openPolicy);
    return () => container.removeEventListener('click', openPolicy);
  }, [actors, consent.linkType, location]);
  return (
    <ConsentRow
      consent={consent}
      idPrefix={idPrefix}
      error={error ? intl.formatMessage(error.message, error.values) : null}
      textRef={text}
      input={{
        name: field,
        checked,
        // While the form is sent its answers stay as they were sent (React Aria's isReadOnly did the same).
        onChange: (event) => {
          if (!busy) form.send({ type: 'form.change', field, value: event.target.checked });
        },
      }}
    />
  );
}

export function ConsentCheckboxes({ location, form, idPrefix = location }: { location: string; form: FormActor; idPrefix?: string }) {
  const intl = useIntl();
  const client = useAccountClient();
  const actors = useOptionalPrivacyActors();
  const { status, data } = useResource(() => loadConsents(client, location));
  // Once loaded: the required ones become the form's required checks; each shown consent gets its field
  // (ticked when the signed-in customer agreed before), so its answer goes with the submission.
  useEffect(() => {
    if (status !== 'ready' || !data) return;
    const values = form.getSnapshot().context.values;
    for (const consent of data) {
      if (values[consentField(consent.code)] === undefined) form.send({ type: 'form.change', field: consentField(consent.code), value: consent.agreed });
    }
    form.send({ type: 'form.requireChecked', fields: data.filter((consent) => consent.required).map((consent) => consentField(consent.code)) });
  }, [status, data, form]);
  if (status !== 'ready' || !data || data.length === 0) return null;
  return (
    <fieldset className="consent-checkboxes">
      <legend>{intl.formatMessage(privacyText.consentsLabel)}</legend>
      {data.map((consent) => (
        <ConsentBox key={consent.code} consent={consent} location={location} form={form} actors={actors} idPrefix={idPrefix} />
      ))}
    </fieldset>
  );
}
