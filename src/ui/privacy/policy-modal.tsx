// The privacy-policy modal (account spec section 2): title, header title and description, 'Version {version}
// Date {date}', the amended-policy notice when the version changed, and the body. 'I have read and accept'
// is hidden when the chart says it cannot be accepted (the registration location).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAriaLabels } from '../../i18n/aria-labels';
import { SanitizedHtml } from '../common/sanitized-html';
import { privacyText, privacyValueText } from './messages';
import { usePrivacyActors } from './privacy-context';
import './privacy.css';

export function PolicyModal() {
  const intl = useIntl();
  const aria = useAriaLabels();
  const { policy } = usePrivacyActors();
  const view = useSelector(
    policy,
    (snapshot) => ({
      phase: snapshot.matches({ reading: 'loading' }) ? 'loading' : snapshot.matches({ reading: 'failed' }) ? 'failed' : 'ready',
      text: snapshot.context.policy,
      canAccept: snapshot.can({ type: 'policy.accept' }),
    }),
    (a, b) => a.phase === b.phase && a.text === b.text && a.canAccept === b.canAccept,
  );
  const close = () => policy.send({ type: 'policy.close' });
  const text = view.text;
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => (open ? undefined : close())}>
      <Modal className="modal policy-modal">
        <Dialog aria-labelledby="policy-modal-title">
          <div className="dialog__header">
            <Heading slot="title" id="policy-modal-title">
              {text?.title ?? intl.formatMessage(privacyText.settingsTitle)}
            </Heading>
            <Button className="dialog__close" aria-label={aria.close} onPress={close}>
              ×
            </Button>
          </div>
          <div aria-live="polite">
            {view.phase === 'loading' ? <p>{intl.formatMessage(privacyText.policyLoading)}</p> : null}
            {view.phase === 'failed' ? (
              <p>
                {intl.formatMessage(privacyText.policyFailed)}{' '}
                <Button className="link-button" onPress={() => policy.send({ type: 'policy.retry' })}>
                  {intl.formatMessage(privacyText.retry)}
                </Button>
              </p>
            ) : null}
          </div>
          {view.phase === 'ready' && text ? (
            <>
              {text.versionChanged ? <p className="policy-modal__notice">{intl.formatMessage(privacyText.policyAmended)}</p> : null}
              {text.headerTitle ? <h3>{text.headerTitle}</h3> : null}
              {text.headerDescription ? <p>{text.headerDescription}</p> : null}
              {text.version ? (
                <p className="policy-modal__version">
                  {intl.formatMessage(privacyValueText.policyVersion, {
                    version: text.version,
                    date: text.date ? intl.formatDate(text.date, { dateStyle: 'medium' }) : '',
                  })}
                </p>
              ) : null}
              {text.content ? <SanitizedHtml html={text.content} /> : null}
              {view.canAccept ? (
                <Button className="button button--primary" onPress={() => policy.send({ type: 'policy.accept' })}>
                  {intl.formatMessage(privacyText.policyAccept)}
                </Button>
              ) : null}
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
