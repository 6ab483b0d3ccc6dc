// The cookie dialog 'Privacy settings for cookies' (account spec section 2): the groups with their
// descriptions, essential ones checked and read-only; accept all, or 'Agree' to the ticked groups.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAriaLabels } from '../../i18n/aria-labels';
import { privacyText } from './messages';
import { usePrivacyActors } from './privacy-context';
import './privacy.css';
import '../common/checkbox.css';

export function CookieDialog() {
  const intl = useIntl();
  const aria = useAriaLabels();
  const { cookies } = usePrivacyActors();
  const view = useSelector(
    cookies,
    (snapshot) => ({
      phase: snapshot.matches({ dialog: 'editing' }) ? 'editing' : snapshot.matches({ dialog: 'failed' }) ? 'failed' : 'loading',
      groups: snapshot.context.groups,
      chosen: snapshot.context.chosen,
    }),
    (a, b) => a.phase === b.phase && a.groups === b.groups && a.chosen === b.chosen,
  );
  const close = () => cookies.send({ type: 'cookies.close' });
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => (open ? undefined : close())}>
      <Modal className="modal cookie-dialog">
        <Dialog aria-labelledby="cookie-dialog-title">
          <div className="dialog__header">
            <Heading slot="title" id="cookie-dialog-title">
              {intl.formatMessage(privacyText.dialogTitle)}
            </Heading>
            <Button className="dialog__close" aria-label={aria.close} onPress={close}>
              ×
            </Button>
          </div>
          <p>{intl.formatMessage(privacyText.dialogIntro)}</p>
          <div aria-live="polite">
            {view.phase === 'loading' ? <p>{intl.formatMessage(privacyText.loadingGroups)}</p> : null}
            {view.phase === 'failed' ? (
              <p>
                {intl.formatMessage(privacyText.loadFailed)}{' '}
                <Button className="link-button" onPress={() => cookies.send({ type: 'cookies.retry' })}>
                  {intl.formatMessage(privacyText.retry)}
                </Button>
              </p>
            ) : null}
          </div>
          {view.phase === 'editing' ? (
            <ul className="cookie-dialog__groups" aria-label={intl.formatMessage(privacyText.groupsLabel)}>
              {view.groups.map((group) => (
                <li key={group.groupId} className="cookie-dialog__group">
                  <Checkbox
                    className="account-checkbox"
                    isSelected={group.isEssential || view.chosen.includes(group.groupId)}
                    isReadOnly={group.isEssential}
                    aria-describedby={`cookie-group-${group.groupId}`}
                    onChange={() => cookies.send({ type: 'cookies.toggle', groupId: group.groupId })}
                  >
                    <span className="account-checkbox__box" aria-hidden="true" />
                    {group.name}
                    {group.isEssential ? <span className="cookie-dialog__always"> ({intl.formatMessage(privacyText.alwaysOn)})</span> : null}
                  </Checkbox>
                  {group.description ? (
                    <p id={`cookie-group-${group.groupId}`} className="cookie-dialog__description">
                      {group.description}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="cookie-dialog__actions">
            <Button className="button button--secondary" isDisabled={view.phase !== 'editing'} onPress={() => cookies.send({ type: 'cookies.agree' })}>
              {intl.formatMessage(privacyText.agree)}
            </Button>
            <Button className="button button--primary" onPress={() => cookies.send({ type: 'cookies.acceptAll' })}>
              {intl.formatMessage(privacyText.acceptAll)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
