// One order (/sales/order/view/order_id/:id): the order document (lines, every total line, addresses, delivery
// time, payment), the buyer's comment on a company-credit payment, a print link, and Reorder, which puts the
// order's items back into the cart and opens it.
import './account.css';
import { useParams, useNavigate, Link } from 'react-router';
import { useIntl } from 'react-intl';
import { addOrderToCart, fetchOrder, type OrderDetails } from '../../api/account/orders-api';
import { accountFormMachine } from '../../machines/account-form.machine';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { useCartActor } from '../cart/cart-provider';
import { AccountForm, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText, accountValueText } from './messages';
import { PageHeading } from './page-heading';
import { useAccountClient } from './use-account-client';
import { OrderDocument } from '../order/order-document';

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
      <p className="account-order__actions">
        <Link to={`/print-order/${encodeURIComponent(order.number)}`}>{intl.formatMessage(accountText.printOrder)}</Link>
      </p>
      <Reorder order={order} />
      {/* The tracking and printable pages' document: date and delivery time in Bangkok time, the address with its
          sub-district, each line of the totals down to the grand total. */}
      <OrderDocument order={order.document} titled={false} />
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
