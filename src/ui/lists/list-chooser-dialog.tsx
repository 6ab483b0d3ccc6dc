// The shopping list popup: the customer's lists as checkboxes (the product's ones ticked), a field for a new list,
// Save (only when something changed), then the success state with Continue Shopping and See shopping lists.
// Every step is an event of the list-chooser machine.
import { useSelector } from '@xstate/react';
import { Button, Checkbox, CheckboxGroup, Dialog, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useAriaLabels } from '../../i18n/aria-labels';
import { useDisplayMessage } from '../shell/display-message';
import { useShoppingLists } from './lists-context';
import { listText, listValueText } from './messages';
import '../cart/cart.css';
import './lists.css';

export function ListChooserDialog() {
  const intl = useIntl();
  const aria = useAriaLabels();
  const display = useDisplayMessage();
  const { lists: listsActor, chooser } = useShoppingLists();
  const lists = useSelector(listsActor, (snapshot) => snapshot.context.lists);
  const state = useSelector(chooser, (snapshot) => snapshot);
  const { product, chosen, newListName, error } = state.context;
  const succeeded = state.matches('succeeded');
  const saving = state.matches('saving');
  const close = () => chooser.send({ type: 'chooser.close' });
  return (
    <ModalOverlay className="modal-overlay" isDismissable={!saving} isOpen onOpenChange={(open) => (open ? undefined : close())}>
      <Modal className="modal">
        <Dialog className="list-chooser" aria-label={intl.formatMessage(listText.popupTitle)}>
          <div className="list-chooser__head">
            <Heading slot="title">{intl.formatMessage(listText.popupTitle)}</Heading>
            <Button className="list-chooser__close" aria-label={aria.close} isDisabled={saving} onPress={close}>
              ×
            </Button>
          </div>
          {product ? <p className="list-chooser__product">{product.name}</p> : null}
          {succeeded ? (
            <>
              <p role="status">{intl.formatMessage(listText.popupSuccess)}</p>
              <div className="list-chooser__actions">
                <Button className="cart-button" onPress={() => chooser.send({ type: 'chooser.continueShopping' })}>
                  {intl.formatMessage(listText.continueShopping)}
                </Button>
                <Button className="cart-button cart-button--primary" onPress={() => chooser.send({ type: 'chooser.seeLists' })}>
                  {intl.formatMessage(listText.seeLists)}
                </Button>
              </div>
            </>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                chooser.send({ type: 'chooser.save' });
              }}
            >
              {lists.length ? (
                <CheckboxGroup
                  className="list-chooser__lists"
                  aria-label={intl.formatMessage(listValueText.chooseList, { name: product?.name ?? '' })}
                  value={chosen.map(String)}
                  isDisabled={saving}
                  onChange={(values) => {
                    // The one list ticked or unticked: the chart keeps the choice.
                    const next = values.map(Number);
                    const changed = [...next.filter((id) => !chosen.includes(id)), ...chosen.filter((id) => !next.includes(id))];
                    changed.forEach((groupId) => chooser.send({ type: 'chooser.toggle', groupId }));
                  }}
                >
                  {lists.map((list) => (
                    <Checkbox key={list.id} value={String(list.id)} className="list-chooser__list">
                      <span className="list-chooser__box" aria-hidden="true" />
                      {list.name}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              ) : (
                <p>{intl.formatMessage(listText.empty)}</p>
              )}
              <TextField className="list-field" value={newListName} onChange={(value) => chooser.send({ type: 'chooser.newListName', value })} isDisabled={saving}>
                <Label>{intl.formatMessage(listText.popupNewList)}</Label>
                <Input maxLength={255} />
              </TextField>
              {error ? (
                <p className="form-error" role="alert">
                  {display(error)}
                </p>
              ) : null}
              <div className="list-chooser__actions">
                <Button type="submit" className="cart-button cart-button--primary" isDisabled={!state.can({ type: 'chooser.save' })}>
                  {intl.formatMessage(saving ? listText.popupSaving : listText.popupSave)}
                </Button>
              </div>
            </form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
