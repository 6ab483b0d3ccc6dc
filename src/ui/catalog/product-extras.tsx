// The grouped items of a product page: what the set holds and at which default quantities. Choices the shopper
// makes (bundle items, downloadable links) are in purchase-choice-fields.tsx.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { GroupedItem, PriceRule } from '../../domain/catalog-types';
import { catalogText } from './messages';
import { PriceDisplay } from './price-display';
import { StockStatus } from './stock-status';

export function GroupedItems({ items, rules }: { items: GroupedItem[]; rules: Record<string, PriceRule> }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <section className="product-extras" aria-labelledby="grouped-heading">
      <h2 id="grouped-heading">{intl.formatMessage(catalogText.groupedItems)}</h2>
      <table className="grouped-items">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(catalogText.groupedProduct)}</th>
            <th scope="col">{intl.formatMessage(catalogText.groupedPrice)}</th>
            <th scope="col">{intl.formatMessage(catalogText.groupedQuantity)}</th>
          </tr>
        </thead>
        <tbody>
          {items.map(({ product, quantity }) => (
            <tr key={product.uid}>
              <th scope="row">
                <Link to={product.path}>{product.name}</Link> <StockStatus stock={product.stock} />
              </th>
              <td>
                <PriceDisplay price={product.price} kind={product.kind} excludingVat={product.excludingVat} rule={rules[product.sku]} />
              </td>
              <td>{quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
