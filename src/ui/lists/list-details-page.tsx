// /shoppinglist/details/group_id/:id: one list. Quantities start at and step by the product's qty_increments;
// rows move up and down with buttons (keyboard reordering); each row or the whole list goes to the cart; the
// list can be renamed, printed, shared (read-only link) and deleted. Every change is a `lists.run`.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Form, Input, Label, NumberField, Group, TextField, TextArea } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { ListOperation, ShoppingList, ShoppingListItem } from '../../domain/list-types';
import { useAriaLabels } from '../../i18n/aria-labels';
import { PageHeading } from '../account/page-heading';
import { ListItemTable, itemName } from './list-item-table';
import { useShoppingLists } from './lists-context';
import { RemoveListDialog } from './remove-list-dialog';
import { listText, listValueText } from './messages';
import { ListsLoaded } from './shopping-lists-page';
import '../cart/cart.css';
import './lists.css';

export const listPrintPath = (id: number): string => `/shoppinglist/print?group_id=${id}`;
export const sharedListPath = (code: string): string => `/shoppinglist/shared/code/${code}`;

function QuantityField({ item, name, onCommit }: { item: ShoppingListItem; name: string; onCommit: (qty: number) => void }) {
  const intl = useIntl();
  const aria = useAriaLabels();
  return (
    <NumberField
      className="list-qty"
      aria-label={intl.formatMessage(listValueText.quantityOf, { name })}
      value={item.qty}
      minValue={item.qtyIncrements}
      step={item.qtyIncrements}
      onChange={(qty) => {
        if (Number.isFinite(qty) && qty !== item.qty) onCommit(qty);
      }}
    >
      <Group className="list-qty__group">
        <Button slot="decrement" aria-label={aria.decrease}>
          −
        </Button>
        <Input />
        <Button slot="increment" aria-label={aria.increase}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}

function RenameForm({ list, run }: { list: ShoppingList; run: (operation: ListOperation) => void }) {
  const intl = useIntl();
  // The field's text while typing (form input, not flow state); saved with the rename operation.
  const [name, setName] = useState(list.name);
  return (
    <Form
      className="list-inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        run({ kind: 'rename', groupId: list.id, name });
      }}
    >
      <TextField className="list-field" value={name} onChange={setName} isRequired>
        <Label>{intl.formatMessage(listText.listName)}</Label>
        <Input maxLength={255} />
      </TextField>
      <Button type="submit" className="cart-button" isDisabled={name.trim() === '' || name.trim() === list.name}>
        {intl.formatMessage(listText.rename)}
      </Button>
    </Form>
  );
}

function ShareForm({ list, run, idle }: { list: ShoppingList; run: (operation: ListOperation) => void; idle: boolean }) {
  const intl = useIntl();
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const link = list.sharingCode ? `${window.location.origin}${sharedListPath(list.sharingCode)}` : null;
  return (
    <section className="list-share" aria-labelledby="list-share-title">
      <h2 id="list-share-title">{intl.formatMessage(listText.shareTitle)}</h2>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'share', groupId: list.id, emails: emails.split(/[,\s]+/).filter(Boolean), message });
        }}
      >
        <TextField className="list-field" value={emails} onChange={setEmails}>
          <Label>{intl.formatMessage(listText.shareEmails)}</Label>
          <Input type="text" inputMode="email" />
        </TextField>
        <TextField className="list-field" value={message} onChange={setMessage}>
          <Label>{intl.formatMessage(listText.shareMessage)}</Label>
          <TextArea maxLength={1000} />
        </TextField>
        <Button type="submit" className="cart-button">
          {intl.formatMessage(listText.shareSubmit)}
        </Button>
      </Form>
      {link ? (
        <p className="list-share__link">
          {intl.formatMessage(listText.shareLink)}: <a href={link}>{link}</a>
          <br />
          {intl.formatMessage(listText.shareHint)}
        </p>
      ) : null}
      {link ? (
        <p className="list-share__stop">
          <Button className="cart-button" isDisabled={!idle} aria-describedby="list-share-stop-hint" onPress={() => run({ kind: 'unshare', groupId: list.id })}>
            {intl.formatMessage(listText.stopSharing)}
          </Button>{' '}
          <span id="list-share-stop-hint">{intl.formatMessage(listText.stopSharingHint)}</span>
        </p>
      ) : null}
    </section>
  );
}

export function ListDetailsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const { lists } = useShoppingLists();
  const list = useSelector(lists, (s) => s.context.lists.find((entry) => String(entry.id) === id) ?? null);
  const idle = useSelector(lists, (s) => s.matches({ ready: 'idle' }));
  const run = (operation: ListOperation) => lists.send({ type: 'lists.run', operation });
  const unavailable = intl.formatMessage(listText.unavailable);
  return (
    <div className="account-page">
      <PageHeading>{list?.name ?? intl.formatMessage(listText.title)}</PageHeading>
      <ListsLoaded lists={lists}>
        {!list ? (
          <p>
            {intl.formatMessage(listText.notFound)} <Link to="/wishlist">{intl.formatMessage(listText.backToLists)}</Link>
          </p>
        ) : (
          <>
            <p>
              <Link to="/wishlist">{intl.formatMessage(listText.backToLists)}</Link>
            </p>
            <div className="list-toolbar">
              <Button className="cart-button cart-button--primary" isDisabled={!idle || list.items.length === 0} onPress={() => run({ kind: 'addListToCart', groupId: list.id })}>
                {intl.formatMessage(listText.addAllToCart)}
              </Button>
              <Link className="cart-button" to={listPrintPath(list.id)}>
                {intl.formatMessage(listText.print)}
              </Link>
              <Button
                className="cart-button"
                isDisabled={!idle}
                aria-label={intl.formatMessage(listValueText.removeList, { name: list.name })}
                onPress={() => lists.send({ type: 'lists.askRemove', groupId: list.id })}
              >
                {intl.formatMessage(listText.remove)}
              </Button>
            </div>
            {list.items.length === 0 ? (
              <p>{intl.formatMessage(listText.noItems)}</p>
            ) : (
              <ListItemTable
                items={list.items}
                caption={list.name}
                quantity={(item) => (
                  <QuantityField item={item} name={itemName(item, unavailable)} onCommit={(qty) => run({ kind: 'setQty', groupId: list.id, itemId: item.itemId, qty })} />
                )}
                actions={(item, index) => {
                  const name = itemName(item, unavailable);
                  return (
                    <>
                      <Button className="list-icon-button" isDisabled={!idle || index === 0} aria-label={intl.formatMessage(listValueText.moveUp, { name })} onPress={() => run({ kind: 'move', groupId: list.id, itemId: item.itemId, position: index - 1 })}>
                        ↑
                      </Button>
                      <Button
                        className="list-icon-button"
                        isDisabled={!idle || index === list.items.length - 1}
                        aria-label={intl.formatMessage(listValueText.moveDown, { name })}
                        onPress={() => run({ kind: 'move', groupId: list.id, itemId: item.itemId, position: index + 1 })}
                      >
                        ↓
                      </Button>
                      <Button className="cart-button" isDisabled={!idle || !item.product || item.product.stock === 'OUT_OF_STOCK'} aria-label={intl.formatMessage(listValueText.addToCartOne, { name })} onPress={() => run({ kind: 'addItemToCart', groupId: list.id, itemId: item.itemId })}>
                        {intl.formatMessage(listText.addToCart)}
                      </Button>
                      <Button className="cart-button" isDisabled={!idle} aria-label={intl.formatMessage(listValueText.removeItem, { name })} onPress={() => run({ kind: 'removeItem', groupId: list.id, itemId: item.itemId })}>
                        ×
                      </Button>
                    </>
                  );
                }}
              />
            )}
            <RenameForm key={list.name} list={list} run={run} />
            <ShareForm list={list} run={run} idle={idle} />
            <RemoveListDialog lists={lists} onRemoved={() => void navigate('/wishlist')} />
          </>
        )}
      </ListsLoaded>
    </div>
  );
}
