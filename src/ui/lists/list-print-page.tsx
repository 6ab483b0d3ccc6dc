// /shoppinglist/print?group_id=: a list as plain rows to print (the shop's header and footer are left off paper).
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ListItemTable } from './list-item-table';
import { useShoppingLists } from './lists-context';
import { listText } from './messages';
import { ListsLoaded } from './shopping-lists-page';
import '../cart/cart.css';
import './lists.css';

export function ListPrintPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('group_id');
  const { lists } = useShoppingLists();
  const list = useSelector(lists, (s) => s.context.lists.find((entry) => String(entry.id) === id) ?? null);
  const title = list?.name ?? intl.formatMessage(listText.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="list-print">
      <h1>{title}</h1>
      <ListsLoaded lists={lists}>
        {!list ? (
          <p>
            {intl.formatMessage(id ? listText.notFound : listText.printMissingGroup)} <Link to="/wishlist">{intl.formatMessage(listText.backToLists)}</Link>
          </p>
        ) : (
          <>
            <div className="list-toolbar list-print__controls">
              <Button className="cart-button cart-button--primary" onPress={() => window.print()}>
                {intl.formatMessage(listText.printNow)}
              </Button>
              <Link to={`/shoppinglist/details/group_id/${list.id}`}>{intl.formatMessage(listText.backToLists)}</Link>
            </div>
            {list.items.length === 0 ? <p>{intl.formatMessage(listText.noItems)}</p> : <ListItemTable items={list.items} caption={list.name} />}
          </>
        )}
      </ListsLoaded>
    </div>
  );
}
