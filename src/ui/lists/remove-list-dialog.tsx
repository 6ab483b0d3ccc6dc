// The confirmation before a shopping list is deleted: an alert dialog while the lists chart is in
// `confirmingRemove`. Escape, a click outside or "Keep list" cancel (lists.cancelRemove); "Yes, delete it" confirms.
// Focus starts on the safe choice (Keep list) and returns to the button that opened it.
import { useSelector } from '@xstate/react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ShoppingListsActor } from './lists-context';
import { listText, listValueText } from './messages';
import './lists.css';

export function RemoveListDialog({ lists, onRemoved }: { lists: ShoppingListsActor; onRemoved?: () => void }) {
  const intl = useIntl();
  const list = useSelector(lists, (s) => (s.matches({ ready: 'confirmingRemove' }) ? (s.context.lists.find((entry) => entry.id === s.context.removing) ?? null) : null));
  if (!list) return null;
  const cancel = () => lists.send({ type: 'lists.cancelRemove' });
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen onOpenChange={(open) => (open ? undefined : cancel())}>
      <Modal className="modal">
        <Dialog role="alertdialog" className="list-remove-dialog">
          <Heading slot="title">{intl.formatMessage(listText.confirmRemoveTitle)}</Heading>
          <p>{intl.formatMessage(listValueText.confirmRemoveBody, { name: list.name })}</p>
          <div className="list-remove-dialog__actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- WAI-ARIA's alert dialog pattern: focus starts on the least destructive action */}
            <Button className="cart-button" autoFocus onPress={cancel}>
              {intl.formatMessage(listText.confirmRemoveCancel)}
            </Button>
            <Button
              className="cart-button cart-button--danger"
              onPress={() => {
                lists.send({ type: 'lists.confirmRemove' });
                onRemoved?.();
              }}
            >
              {intl.formatMessage(listText.confirmRemoveAction)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
