// The notifications control of the account information page: the only place the browser's notification prompt
// is asked for, and only when the shopper presses the button. It renders the push registration chart's state.
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PushRegistrationActor } from './push-runtime';
import { pushText } from './push-messages';
import { usePushRegistration } from './push-shell';

type View = { note: MessageDescriptor | null; action: 'enable' | 'retry' | null };

function viewOf(snapshot: ReturnType<PushRegistrationActor['getSnapshot']>): View {
  const { permission } = snapshot.context;
  if (snapshot.matches('unsupported')) return { note: pushText.unsupported, action: null };
  if (snapshot.matches('askingPermission')) return { note: pushText.asking, action: null };
  if (snapshot.matches('registering')) return { note: pushText.registering, action: null };
  if (snapshot.matches('registered')) return { note: pushText.on, action: null };
  if (snapshot.matches('failed')) return { note: pushText.failed, action: 'retry' };
  if (permission === 'denied') return { note: pushText.blocked, action: null };
  if (snapshot.can({ type: 'push.enable' })) return { note: null, action: 'enable' };
  return { note: permission === 'granted' ? pushText.waitingForApp : null, action: null };
}

export function PushSettingsSection() {
  const intl = useIntl();
  const actor = usePushRegistration();
  const view = useSelector(actor ?? undefined, (snapshot) => (snapshot ? viewOf(snapshot) : null));
  return (
    <section className="account-form push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title">{intl.formatMessage(pushText.title)}</h2>
      <p>{intl.formatMessage(pushText.intro)}</p>
      <p role="status" className="push-settings__state">
        {view?.note ? intl.formatMessage(view.note) : null}
      </p>
      {view?.action === 'enable' ? (
        <Button className="button button--primary" onPress={() => actor?.send({ type: 'push.enable' })}>
          {intl.formatMessage(pushText.enable)}
        </Button>
      ) : null}
      {view?.action === 'retry' ? (
        <Button className="button" onPress={() => actor?.send({ type: 'push.retry' })}>
          {intl.formatMessage(pushText.retry)}
        </Button>
      ) : null}
    </section>
  );
}
