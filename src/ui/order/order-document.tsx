// An order as a document: shown after tracking and on the printable pages. Amounts come from the server as they
// are; dates in Bangkok time (Buddhist era in the Thai view); on the Thai store view the grand total is also written in Thai words (bahttext), as on a Thai invoice.
import { bahttext } from 'bahttext';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import type { Money } from '../../domain/cart-types';
import type { OrderAddressView, OrderView } from '../../domain/order-types';
import { formatMoney } from '../../i18n/money';
import { formatDate } from '../../i18n/numbers';
import { orderText, orderValueText } from './messages';
import './order.css';

function Amount({ money }: { money: Money | null }) {
  const intl = useIntl();
  return <>{money ? formatMoney(money.value, money.currency, intl.locale) : '—'}</>;
}

function AddressBlock({ title, address }: { title: string; address: OrderAddressView | null }) {
  const intl = useIntl();
  if (!address) return null;
  return (
    <section className="order-doc__address">
      <h2>{title}</h2>
      <p>
        {address.name}
        {address.company ? <><br />{address.company}</> : null}
        {address.lines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
        {address.telephone ? <><br />{address.telephone}</> : null}
      </p>
      {address.invoice ? (
        <p>
          {intl.formatMessage(orderText.taxInvoice)} · {intl.formatMessage(orderText.taxId)} {address.invoice.taxId} ·{' '}
          {address.invoice.headOffice ? intl.formatMessage(orderText.headOffice) : intl.formatMessage(orderValueText.branch, { branch: address.invoice.branchOffice ?? '' })}
        </p>
      ) : null}
    </section>
  );
}

/** The order's totals, each line VAT-inclusive as the server priced it; also the repayment page's summary. */
export function OrderTotals({ order }: { order: Pick<OrderView, 'subtotal' | 'discounts' | 'shipping' | 'fees' | 'grandTotal' | 'tax'> }) {
  const intl = useIntl();
  const thai = intl.locale.startsWith('th');
  // Each line is VAT-inclusive, as the server priced it: subtotal − discounts + delivery + fees = grand total.
  // The VAT the total holds follows it as a note, not as a line to add.
  return (
    <dl className="order-doc__totals">
      <TotalLine label={intl.formatMessage(orderText.subtotal)}><Amount money={order.subtotal} /></TotalLine>
      {order.discounts.map((discount) => (
        <TotalLine key={`discount:${discount.label}`} kind="order-doc__discount" label={discount.label}>−<Amount money={discount.amount} /></TotalLine>
      ))}
      <TotalLine label={intl.formatMessage(orderText.shippingFee)}><Amount money={order.shipping} /></TotalLine>
      {order.fees.map((fee) => (
        <TotalLine key={`fee:${fee.label}`} kind="order-doc__fee" label={fee.label}><Amount money={fee.amount} /></TotalLine>
      ))}
      <TotalLine kind="order-doc__grand" label={intl.formatMessage(orderText.grandTotal)} testId="order-grand-total"><Amount money={order.grandTotal} /></TotalLine>
      <TotalLine kind="order-doc__note" label={intl.formatMessage(orderText.vat)}><Amount money={order.tax} /></TotalLine>
      {thai && order.grandTotal ? (
        <TotalLine label={intl.formatMessage(orderText.inWords)} testId="baht-text">({bahttext(order.grandTotal.value)})</TotalLine>
      ) : null}
    </dl>
  );
}

/** One line of the totals: a <div> holds its dt and dd, the only wrapper a <dl> may have (axe definition-list). */
function TotalLine({ label, kind, testId, children }: { label: string; kind?: string; testId?: string; children: ReactNode }) {
  return (
    <div className="order-doc__pair">
      <dt className={kind}>{label}</dt>
      <dd className={kind} data-testid={testId}>{children}</dd>
    </div>
  );
}

/** `titled={false}` where the page has its own heading for the order (the account's order page). */
export function OrderDocument({ order, titled = true }: { order: OrderView; titled?: boolean }) {
  const intl = useIntl();
  return (
    <article className="order-doc" aria-labelledby={titled ? 'order-doc-title' : undefined}>
      {titled ? <h1 id="order-doc-title">{intl.formatMessage(orderValueText.orderTitle, { number: order.number })}</h1> : null}
      <dl className="order-doc__facts">
        <dt>{intl.formatMessage(orderText.date)}</dt>
        <dd>{formatDate(order.date, intl.locale, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        <dt>{intl.formatMessage(orderText.status)}</dt>
        <dd>{order.status}</dd>
        {order.shippingMethod ? (
          <>
            <dt>{intl.formatMessage(orderText.delivery)}</dt>
            <dd>{order.shippingMethod}</dd>
          </>
        ) : null}
        {order.timeSlot?.date ? (
          <>
            <dt>{intl.formatMessage(orderText.deliverySlot)}</dt>
            <dd>{`${formatDate(order.timeSlot.date, intl.locale, { dateStyle: 'medium' })} ${order.timeSlot.option ?? ''}`.trim()}</dd>
          </>
        ) : null}
        {order.paymentMethods.length ? (
          <>
            <dt>{intl.formatMessage(orderText.payment)}</dt>
            <dd>{order.paymentMethods.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <div className="order-doc__addresses">
        <AddressBlock title={intl.formatMessage(orderText.shippingAddress)} address={order.shippingAddress} />
        <AddressBlock title={intl.formatMessage(orderText.billingAddress)} address={order.billingAddress} />
      </div>
      <table className="order-doc__items">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(orderText.item)}</th>
            <th scope="col">{intl.formatMessage(orderText.sku)}</th>
            <th scope="col">{intl.formatMessage(orderText.quantity)}</th>
            <th scope="col">{intl.formatMessage(orderText.price)}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.name}
                {item.options.map((option) => (
                  <div key={option.label} className="order-doc__option">{`${option.label}: ${option.value}`}</div>
                ))}
              </td>
              <td>{item.sku}</td>
              <td>{item.quantity}</td>
              <td>
                <Amount money={item.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} />
    </article>
  );
}
