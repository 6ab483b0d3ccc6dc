// The parts of a product page that depend on its type: bundle items, customizable options (FIXED or PERCENT
// prices), grouped items and downloadable links. They describe what the product offers; choosing among them
// belongs to the add-to-cart work (add-to-cart-slot.tsx).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BundleItem, CustomOptionValue, DownloadableLink, GroupedItem, PriceRule } from '../../api/catalog/catalog-types';
import { formatMoney } from '../../i18n/money';
import { catalogText } from './messages';
import { PriceDisplay } from './price-display';
import { StockStatus } from './stock-status';

function useOptionPrice(currency: string) {
  const intl = useIntl();
  return (value: Pick<CustomOptionValue, 'price' | 'priceType'>) =>
    value.price === 0
      ? ''
      : value.priceType === 'PERCENT'
        ? intl.formatMessage(catalogText.percentPrice, { percent: intl.formatNumber(value.price) })
        : intl.formatMessage(catalogText.fixedPrice, { amount: formatMoney(value.price, currency, intl.locale) });
}

export function BundleItems({ items, currency }: { items: BundleItem[]; currency: string }) {
  const intl = useIntl();
  const price = useOptionPrice(currency);
  if (items.length === 0) return null;
  return (
    <section className="product-extras" aria-labelledby="bundle-heading">
      <h2 id="bundle-heading">{intl.formatMessage(catalogText.bundleOptions)}</h2>
      {items.map((item) => (
        <fieldset key={item.uid} className="bundle-item">
          <legend>
            {item.title}
            {item.required ? <span className="required"> ({intl.formatMessage(catalogText.required)})</span> : null}
          </legend>
          <ul>
            {item.choices.map((choice) => (
              <li key={choice.uid} className={choice.isDefault ? 'bundle-choice bundle-choice--default' : 'bundle-choice'}>
                <span>{intl.formatMessage(catalogText.quantityEach, { quantity: choice.quantity })} {choice.label}</span> <span className="option-price">{price(choice)}</span>{' '}
                <StockStatus stock={choice.stock} />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}

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

export function DownloadableLinks({ links, title, currency }: { links: DownloadableLink[]; title: string | null; currency: string }) {
  const intl = useIntl();
  const price = useOptionPrice(currency);
  if (links.length === 0) return null;
  return (
    <section className="product-extras" aria-labelledby="downloads-heading">
      <h2 id="downloads-heading">{title || intl.formatMessage(catalogText.downloads)}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.uid}>
            {link.title} <span className="option-price">{price({ price: link.price, priceType: 'FIXED' })}</span>
            {link.sampleUrl ? (
              <>
                {' '}
                <a href={link.sampleUrl} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(catalogText.sample)}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
