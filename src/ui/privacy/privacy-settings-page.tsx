// /privacy-settings (account spec sections 2, 5 and 7): the server's privacy actions, each a small form with
// the password (and a confirmation checkbox where the action has one). The chart decides what is sent; the
// personal data arrives as a CSV file; an anonymised account is signed out. The cookie choice can be changed here.
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { loadPrivacySettings, runPrivacyAction } from '../../api/privacy/account-privacy-calls';
import { PERSONAL_DATA_FILE_NAME, personalDataCsv } from '../../api/privacy/personal-data-file';
import type { PersonalDataGroup, PrivacyAction } from '../../domain/privacy-types';
import { privacySettingsMachine } from '../../machines/privacy-settings.machine';
import { PageHeading } from '../account/page-heading';
import { useSession } from '../providers/session-context';
import { useAccountClient } from '../account/use-account-client';
import { privacyText } from './messages';
import { useOptionalPrivacyActors } from './privacy-context';
import './privacy.css';
import '../common/checkbox.css';
import { inspected } from '../providers/inspection';

function saveFile(data: PersonalDataGroup[]): void {
  const url = URL.createObjectURL(new Blob([personalDataCsv(data)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = PERSONAL_DATA_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Actor = ReturnType<typeof useActorRef<typeof privacySettingsMachine>>;

function ActionForm({ actor, action }: { actor: Actor; action: PrivacyAction }) {
  const intl = useIntl();
  const view = useSelector(actor, (snapshot) => ({
    mine: snapshot.context.active === action.code,
    busy: snapshot.matches('submitting') && snapshot.context.active === action.code,
    invalid: snapshot.context.invalid,
    result: snapshot.context.result,
  }), (a, b) => a.mine === b.mine && a.busy === b.busy && a.invalid === b.invalid && a.result === b.result);
  const invalid = view.mine ? view.invalid : { password: false, confirm: false };
  const headingId = `privacy-action-${action.code}`;
  return (
    <section className="privacy-settings__action" aria-labelledby={headingId}>
      <h2 id={headingId}>{action.title}</h2>
      {action.content ? <p>{action.content}</p> : null}
      <div aria-live="polite">
        {view.mine && view.result ? (
          <p className={view.result.ok ? 'privacy-settings__message' : 'privacy-settings__message privacy-settings__message--error'} role={view.result.ok ? 'status' : 'alert'}>
            {view.result.message ?? intl.formatMessage(privacyText.downloaded)}
          </p>
        ) : null}
      </div>
      {action.needPassword ? (
        <Form
          validationBehavior="aria"
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const password = form.get('password');
            actor.send({ type: 'privacy.submit', code: action.code, password: typeof password === 'string' ? password : '', confirmed: form.get('confirm') === 'on' });
          }}
        >
          <TextField className="field" name="password" type="password" autoComplete="current-password" isRequired isInvalid={invalid.password}>
            <Label>{intl.formatMessage(privacyText.password)}</Label>
            <Input />
            <FieldError>{intl.formatMessage(privacyText.passwordRequired)}</FieldError>
          </TextField>
          {action.hasCheckbox ? (
            <>
              <Checkbox className="account-checkbox" name="confirm" value="on" isInvalid={invalid.confirm}>
                <span className="account-checkbox__box" aria-hidden="true" />
                {action.checkboxText}
              </Checkbox>
              {invalid.confirm ? <p className="field-error" role="alert">{intl.formatMessage(privacyText.mustBeChecked)}</p> : null}
            </>
          ) : null}
          <Button type="submit" className="button button--primary" isPending={view.busy}>
            {view.busy ? intl.formatMessage(privacyText.working) : action.submitText}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

export function PrivacySettingsPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const session = useSession();
  const privacy = useOptionalPrivacyActors();
  const actor = useActorRef(
    privacySettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(() => loadPrivacySettings(client)),
        runAction: fromPromise(({ input }) => runPrivacyAction(client, input.code, input.password)),
      },
      actions: {
        deliverFile: (_, params) => saveFile(params.data),
        signOut: () => session.send({ type: 'session.signOut' }),
      },
    }), inspected(),
  );
  const view = useSelector(actor, (snapshot) => ({ phase: snapshot.matches('failed') ? 'failed' : snapshot.context.settings ? 'ready' : 'loading', settings: snapshot.context.settings }));
  return (
    <div className="privacy-settings">
      <PageHeading>{intl.formatMessage(privacyText.settingsTitle)}</PageHeading>
      {view.phase === 'loading' ? <p role="status">{intl.formatMessage(privacyText.settingsLoading)}</p> : null}
      {view.phase === 'failed' ? (
        <p role="alert">
          {intl.formatMessage(privacyText.settingsFailed)}{' '}
          <Button className="link-button" onPress={() => actor.send({ type: 'privacy.retry' })}>
            {intl.formatMessage(privacyText.retry)}
          </Button>
        </p>
      ) : null}
      {view.settings?.actions.map((action) => <ActionForm key={action.code} actor={actor} action={action} />)}
      {privacy ? (
        <section className="privacy-settings__action" aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">{intl.formatMessage(privacyText.cookieSection)}</h2>
          <p>{intl.formatMessage(privacyText.cookieSectionText)}</p>
          <Button className="button button--secondary" onPress={() => privacy.cookies.send({ type: 'cookies.openSettings' })}>
            {intl.formatMessage(privacyText.cookieSettingsLink)}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
