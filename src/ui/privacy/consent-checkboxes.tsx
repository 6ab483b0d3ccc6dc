// The consent checkboxes of a location (registration, checkout, contact, newsletter): loaded from the server,
// each choice handed to the pending-consents chart (a guest's wait for sign-in, a customer's are sent at once).
// A link to the privacy policy in a consent text opens the policy modal to be read (no accept button at
// registration).
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from 'react-aria-components';
import { loadConsents, type Consent } from '../../api/privacy/policy-calls';
import { useAccountClient } from '../account/use-account-client';
import { SanitizedHtml } from '../catalog/sanitized-html';
import { useResource } from '../catalog/use-resource';
import { accountText } from '../account/messages';
import { privacyText } from './messages';
import { useOptionalPrivacyActors, type PrivacyActors } from './privacy-context';
import './privacy.css';

function ConsentBox({ consent, location, actors }: { consent: Consent; location: string; actors: PrivacyActors }) {
  const intl = useIntl();
  const chosen = useSelector(actors.pendingConsents, (snapshot) => snapshot.context.pending.find((c) => c.code === consent.code)?.agreed);
  // The policy link arrives inside the consent's HTML: its clicks (and Enter, which clicks a link) are caught here.
  const text = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = text.current;
    if (!container || consent.linkType !== 0) return;
    const openPolicy = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.getAttribute('href') !== '#privacy-policy') return;
      event.preventDefault();
      actors.policy.send({ type: 'policy.open', location });
    };
    container.addEventListener('click', openPolicy);
    return () => container.removeEventListener('click', openPolicy);
  }, [actors.policy, consent.linkType, location]);
  return (
    <div className="consent-checkbox">
      <Checkbox
        className="account-checkbox"
        isSelected={chosen ?? consent.agreed}
        aria-label={`${consent.name}${consent.required ? ` (${intl.formatMessage(accountText.required)})` : ''}`}
        aria-describedby={`consent-${location}-${consent.code}`}
        onChange={(agreed) => actors.pendingConsents.send({ type: 'consents.choose', choice: { code: consent.code, agreed, location } })}
      >
        <span className="account-checkbox__box" aria-hidden="true" />
      </Checkbox>
      {/* The text carries the policy link, so it sits beside the checkbox rather than inside its label. */}
      <div id={`consent-${location}-${consent.code}`} className="consent-checkbox__text" ref={text}>
        <SanitizedHtml html={consent.text} as="span" />
      </div>
    </div>
  );
}

/** Nothing without the privacy actors (a form rendered on its own, e.g. in view tests). */
export function ConsentCheckboxes({ location }: { location: string }) {
  const actors = useOptionalPrivacyActors();
  return actors ? <LoadedConsents location={location} actors={actors} /> : null;
}

function LoadedConsents({ location, actors }: { location: string; actors: PrivacyActors }) {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data } = useResource(() => loadConsents(client, location));
  if (status !== 'ready' || !data || data.length === 0) return null;
  return (
    <fieldset className="consent-checkboxes">
      <legend>{intl.formatMessage(privacyText.consentsLabel)}</legend>
      {data.map((consent) => (
        <ConsentBox key={consent.code} consent={consent} location={location} actors={actors} />
      ))}
    </fieldset>
  );
}
