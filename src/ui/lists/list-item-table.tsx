// The products of a list as a table: the owner's editable rows (details page) or read-only rows (print, shared).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ShoppingListItem } from '../../domain/list-types';
import { MoneyText } from '../cart/money-text';
import { listText } from './messages';

export function itemName(item: ShoppingListItem, fallback: string): string {
  return item.product?.name ?? fallback;
}

export function ListItemTable({ items, caption, actions, quantity }: {
  items: ShoppingListItem[];
  caption: string;
  /** The owner's controls for a row; none on read-only tables. */
  actions?: (item: ShoppingListItem, index: number) => ReactNode;
  /** The owner's quantity field; the number otherwise. */
  quantity?: (item: ShoppingListItem) => ReactNode;
}) {
  const intl = useIntl();
  const unavailable = intl.formatMessage(listText.unavailable);
  return (
    <table className="list-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(listText.product)}</th>
          <th scope="col">{intl.formatMessage(listText.quantity)}</th>
          {actions ? <th scope="col">{intl.formatMessage(listText.actions)}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.itemId}>
            <td>
              <div className="list-table__product">
                {/* Decorative: the name is beside it. */}
                {item.product?.image ? <img src={item.product.image.url} alt="" width={56} height={56} loading="lazy" /> : null}
                <div>
                  {item.product ? <Link to={item.product.path}>{item.product.name}</Link> : <span>{unavailable}</span>}
                  {item.product ? (
                    <div className="list-table__meta">
                      <span>{item.product.sku}</span> <MoneyText money={item.product.price.minimum.final} />
                    </div>
                  ) : null}
                </div>
              </div>
            </td>
            <td>{quantity ? quantity(item) : intl.formatNumber(item.qty)}</td>
            {actions ? <td className="list-table__actions">{actions(item, index)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
