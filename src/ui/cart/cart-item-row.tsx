// One cart line: image, name, options, server messages, price, per-item discounts, quantity stepper and remove.
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PriceRule } from '../../domain/catalog-types';
import type { CartItem } from '../../domain/cart-types';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';
import { MoneyText } from './money-text';
import { PriceRulePrice } from './price-rule-price';
import { QuantityStepper } from './quantity-stepper';

function productPath(item: CartItem): string | null {
  return item.product.urlKey ? `/${item.product.urlKey}${item.product.urlSuffix ?? ''}` : null;
}

export function CartItemRow({ item, rules, compact = false }: { item: CartItem; rules: Promise<Record<string, PriceRule>>; compact?: boolean }) {
  const intl = useIntl();
  const cart = useCartActor();
  const canRemove = useSelector(cart, (snapshot) => snapshot.can({ type: 'cart.remove', itemUid: item.uid }));
  const error = useSelector(cart, (snapshot) => {
    const { update, remove } = snapshot.context.errors;
    return [update, remove].find((entry) => entry?.itemUid === item.uid) ?? null;
  });
  const path = productPath(item);
  const unitPrice = item.priceInclTax ?? item.price;
  return (
    <li className="cart-item" data-testid="cart-item" data-sku={item.product.sku}>
      {/* The name beside it says what the picture shows, so the image is decorative (no repeated name). */}
      {item.product.image ? (
        <img className="cart-item__image" src={item.product.image.url} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className="cart-item__image cart-item__image--none" aria-hidden="true" />
      )}
      <div className="cart-item__body">
        <p className="cart-item__name">{path ? <Link to={path}>{item.product.name}</Link> : item.product.name}</p>
        {item.isFreeGift ? <p className="cart-item__badge">{intl.formatMessage(cartText.freeGift)}</p> : null}
        {!compact && item.options.length > 0 ? (
          <dl className="cart-item__options">
            {item.options.map((option) => (
              <div key={`${option.label}:${option.value}`}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {item.messages.map((message) => (
          <p key={message.text} className={`cart-item__message cart-item__message--${message.type.toLowerCase()}`} role="status">
            {message.text}
          </p>
        ))}
        {error ? (
          <p className="cart-item__message cart-item__message--error" role="alert">
            {'text' in error.message ? error.message.text : intl.formatMessage(error.message)}
          </p>
        ) : null}
        <p className="cart-item__price">
          {/* VAT-inclusive, as the catalogue shows it; the excl. VAT price only when the server sends no other. */}
          {unitPrice ? (
            <PriceRulePrice rules={rules} sku={item.product.sku}>
              <MoneyText money={unitPrice} />
            </PriceRulePrice>
          ) : null}
        </p>
        {!compact && item.discounts.length > 0 ? (
          <ul className="cart-item__discounts">
            {item.discounts.map((discount) => (
              <li key={discount.label}>
                {discount.label}: −<MoneyText money={discount.amount} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="cart-item__actions">
        <QuantityStepper item={item} />
        {item.isFreeGift ? null : (
          <Button
            className="cart-button cart-button--link cart-item__remove"
            isDisabled={!canRemove}
            aria-label={intl.formatMessage(cartValueText.removeItem, { name: item.product.name })}
            onPress={() => cart.send({ type: 'cart.remove', itemUid: item.uid })}
          >
            {intl.formatMessage(cartText.remove)}
          </Button>
        )}
      </div>
    </li>
  );
}
