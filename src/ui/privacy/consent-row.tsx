// One consent as the shop shows it in every form: the platform's checkbox, visually hidden inside its label (the
// box is drawn), named by the consent, described by its stored text (which may carry the policy link, so it sits
// beside the checkbox rather than inside its label) and by its message when it must be ticked. The text is a second
// label of the box, so clicking the sentence ticks it as shoppers expect; a click on its link stays the link's
// (a label does nothing for a click on interactive content inside it), and the box keeps its own name. The forms decide
// how the box is bound: to a form chart (consent-checkboxes.tsx) or to a plain HTML form
// (native-consent-checkboxes.tsx).
import type { InputHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { Consent } from '../../api/privacy/policy-calls';
import { accountText } from '../account/messages';
import { SanitizedHtml } from '../common/sanitized-html';
import './privacy.css';
import '../common/checkbox.css';

interface ConsentRowProps {
  consent: Consent;
  /** Distinguishes two forms of one location on a page (the footer and a popup newsletter). */
  idPrefix: string;
  /** The message shown under it (must be ticked), or null. */
  error: string | null;
  /** How the checkbox is bound (name, checked, events). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'aria-label' | 'aria-describedby' | 'aria-invalid'>;
  /** The text's element, for a form that catches the policy link's clicks. */
  textRef?: Ref<HTMLLabelElement>;
}

export function ConsentRow({ consent, idPrefix, error, input, textRef }: ConsentRowProps) {
  const intl = useIntl();
  const textId = `${idPrefix}-consent-${consent.code}`;
  const errorId = `${textId}-error`;
  const boxId = input.id ?? `${textId}-box`;
  return (
    <div className="consent-checkbox" data-invalid={error ? true : undefined}>
      <label className="account-checkbox">
        <input
          {...input}
          id={boxId}
          type="checkbox"
          className="visually-hidden"
          aria-invalid={error ? true : undefined}
          aria-label={`${consent.name}${consent.required ? ` (${intl.formatMessage(accountText.required)})` : ''}`}
          aria-describedby={error ? `${textId} ${errorId}` : textId}
        />
        <span className="account-checkbox__box" aria-hidden="true" />
      </label>
      <div className="consent-checkbox__body">
        <label id={textId} htmlFor={boxId} className="consent-checkbox__text" ref={textRef}>
          <SanitizedHtml html={consent.text} as="span" />
          {consent.required ? (
            <span className="account-field__required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
        {error ? (
          <p id={errorId} className="consent-checkbox__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
