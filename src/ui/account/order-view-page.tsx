// One order (/sales/order/view/order_id/:id): its lines, totals, shipping address and payment (with the buyer's
// comment on a company-credit payment), and Reorder, which puts the order's items back into the cart and opens it.
import './account.css';
import { useParams, useNavigate, Link } from 'react-router';
import { useIntl } from 'react-intl';
import { addOrderToCart, fetchOrder, type OrderDetails } from '../../api/account/orders-api';
import { formatMoney } from '../../i18n/money';
import { accountFormMachine } from '../../machines/account-form.machine';
import type { Money } from '../../domain/cart-types';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../catalog/use-resource';
import { useCartActor } from '../cart/cart-provider';
import { AccountForm, SubmitButton, SubmitError, useAccountForm } from './form-parts';
import { accountText, accountValueText } from './messages';
import { PageHeading } from './page-heading';
import { useAccountClient } from './use-account-client';

function Amount({ money }: { money: Money | null }) {
  const intl = useIntl();
  return <>{money ? formatMoney(money.value, money.currency, intl.locale) : ''}</>;
}

function Reorder({ order }: { order: OrderDetails }) {
  const intl = useIntl();
  const client = useAccountClient();
  const cart = useCartActor();
  const navigate = useNavigate();
  const form = useAccountForm(
    accountFormMachine,
    {},
    async () => {
      const cartId = cart.getSnapshot().context.cartId;
      if (!cartId) throw new Error('Unable to create cart');
      await addOrderToCart(client, cartId, order);
    },
    () => {
      cart.send({ type: 'cart.refresh' });
      void navigate('/cart');
    },
  );
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.reorder)}>
      <SubmitError form={form} />
      <SubmitButton form={form} label={accountText.reorder} busyLabel={accountText.saving} />
    </AccountForm>
  );
}

function OrderView({ order }: { order: OrderDetails }) {
  const intl = useIntl();
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountValueText.orderTitle, { number: order.number })}</PageHeading>
      <p>
        {intl.formatMessage(accountText.orderStatus)}: {order.status}
      </p>
      <Reorder order={order} />
      <h2>{intl.formatMessage(accountText.items)}</h2>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(accountText.items)}</th>
            <th scope="col">{intl.formatMessage(accountText.sku)}</th>
            <th scope="col">{intl.formatMessage(accountText.price)}</th>
            <th scope="col">{intl.formatMessage(accountText.qty)}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name}
                {line.options.map((option) => (
                  <div key={option.label} className="account-table__option">
                    {option.label}: {option.value}
                  </div>
                ))}
              </td>
              <td>{line.sku}</td>
              <td>
                <Amount money={line.price} />
              </td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="account-totals">
        <dt>{intl.formatMessage(accountText.orderTotal)}</dt>
        <dd>
          <Amount money={order.total} />
        </dd>
      </dl>
      {order.shippingAddress ? (
        <section>
          <h2>{intl.formatMessage(accountText.shippingAddress)}</h2>
          <p>
            {order.shippingAddress.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </p>
        </section>
      ) : null}
      {order.payment ? (
        <section aria-labelledby="order-payment-title">
          <h2 id="order-payment-title">{intl.formatMessage(accountText.paymentMethod)}</h2>
          <p>{order.payment.title}</p>
          {order.payment.creditComment ? (
            <dl className="account-totals">
              <dt>{intl.formatMessage(accountText.creditComment)}</dt>
              <dd>{order.payment.creditComment}</dd>
            </dl>
          ) : null}
        </section>
      ) : null}
      <Link to="/sales/order/history">{intl.formatMessage(accountText.backToOrders)}</Link>
    </div>
  );
}

export function OrderViewPage() {
  const { id = '' } = useParams();
  const client = useAccountClient();
  const { status, data, retry } = useResource(() => fetchOrder(client, id));
  if (status === 'ready' && data) return <OrderView order={data} />;
  return <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />;
}
