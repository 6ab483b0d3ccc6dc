// /wishlist: the customer's shopping lists, the create form ("Create" only with a name and while nothing is being
// saved) and "No shopping list yet." when there are none. Everything is the shopping-lists machine's state.
import { useSelector } from '@xstate/react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHeading } from '../account/page-heading';
import { Shimmer } from '../common/shimmer';
import { useDisplayMessage } from '../shell/display-message';
import { useShoppingLists, type ShoppingListsActor } from './lists-context';
import { RemoveListDialog } from './remove-list-dialog';
import { listText, listValueText } from './messages';
import '../cart/cart.css';
import './lists.css';

export const listDetailsPath = (id: number): string => `/shoppinglist/details/group_id/${id}`;

/** Loading, failed (with retry) or the children once the lists are there. */
export function ListsLoaded({ lists, children }: { lists: ShoppingListsActor; children: React.ReactNode }) {
  const intl = useIntl();
  const display = useDisplayMessage();
  const status = useSelector(lists, (s) => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading'));
  const loadError = useSelector(lists, (s) => s.context.loadError);
  if (status === 'loading') return <Shimmer lines={4} label={intl.formatMessage(listText.loading)} />;
  if (status === 'failed') {
    return (
      <div role="alert" className="list-error">
        <p>{intl.formatMessage(listText.loadFailed)}</p>
        {loadError ? <p>{display(loadError)}</p> : null}
        <Button className="cart-button" onPress={() => lists.send({ type: 'lists.retry' })}>
          {intl.formatMessage(listText.retry)}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}

function CreateListForm({ lists }: { lists: ShoppingListsActor }) {
  const intl = useIntl();
  const draftName = useSelector(lists, (s) => s.context.draftName);
  const canCreate = useSelector(lists, (s) => s.can({ type: 'lists.create' }));
  const creating = useSelector(lists, (s) => s.matches({ ready: 'busy' }) && s.context.pending?.kind === 'create');
  return (
    <Form
      className="list-create"
      onSubmit={(event) => {
        event.preventDefault();
        lists.send({ type: 'lists.create' });
      }}
    >
      <TextField className="list-field" value={draftName} onChange={(value) => lists.send({ type: 'lists.draftName', value })}>
        <Label>{intl.formatMessage(listText.newListName)}</Label>
        <Input maxLength={255} />
      </TextField>
      <Button type="submit" className="cart-button cart-button--primary" isDisabled={!canCreate}>
        {intl.formatMessage(creating ? listText.creating : listText.create)}
      </Button>
    </Form>
  );
}

export function ShoppingListsPage() {
  const intl = useIntl();
  const { lists } = useShoppingLists();
  const all = useSelector(lists, (s) => s.context.lists);
  const idle = useSelector(lists, (s) => s.matches({ ready: 'idle' }));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(listText.title)}</PageHeading>
      <ListsLoaded lists={lists}>
        <CreateListForm lists={lists} />
        {all.length === 0 ? (
          <p className="list-empty">{intl.formatMessage(listText.empty)}</p>
        ) : (
          <ul className="list-cards">
            {all.map((list) => (
              <li key={list.id} className="list-card">
                <h2 className="list-card__name">
                  <Link to={listDetailsPath(list.id)}>{list.name}</Link>
                  {list.isDefault ? <span className="badge">{intl.formatMessage(listText.defaultList)}</span> : null}
                </h2>
                <p>{intl.formatMessage(listValueText.itemCount, { count: list.items.length })}</p>
                <Button
                  className="cart-button"
                  isDisabled={!idle}
                  aria-label={intl.formatMessage(listValueText.removeList, { name: list.name })}
                  onPress={() => lists.send({ type: 'lists.askRemove', groupId: list.id })}
                >
                  {intl.formatMessage(listText.remove)}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <RemoveListDialog lists={lists} />
      </ListsLoaded>
    </div>
  );
}
