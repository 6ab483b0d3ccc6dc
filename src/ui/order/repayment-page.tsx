// /repayment/order_increment_id/:orderId: pay an order again with its own cart (cartIdRepayment). The machine
// loads the order (the transport adds the is-repayment header on this path), sets the chosen method on the
// repayment cart, places, and moves the payer on; failures are error toasts for 4 s.
import { useActorRef, useSelector } from '@xstate/react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fromPromise, sendTo } from 'xstate';
import { placeOrder, submitPaymentMethod } from '../../api/checkout/checkout-calls';
import { loadRepayment } from '../../api/checkout/repayment-calls';
import { repaymentMachine } from '../../machines/repayment.machine';
import type { ToastRequest } from '../../machines/toasts.machine';
import { useShellActors } from '../providers/shell-actors';
import { useShellDeps } from '../providers/shell-deps';
import '../common/form-choices.css';
import '../checkout/checkout.css';
import { orderText, orderValueText } from './messages';
import { OrderTotals } from './order-document';
import './order.css';
import { inspected } from '../providers/inspection';

export function RepaymentPage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const { search } = useLocation();
  const { client, persistence } = useShellDeps();
  const { toasts } = useShellActors();
  const navigate = useNavigate();
  const signedIn = !!persistence.get('signin_token');
  // A guest proves the order with its link's token: ?token= (the order mail's link) or this browser's last order
  // (docs/decisions/checkout-repayment-guests.md).
  const linkToken = new URLSearchParams(search).get('token');
  const guestOrderToken = linkToken || (persistence.get('lastOrderNumber') === orderId ? (persistence.get('lastOrderToken') ?? null) : null);
  const actor = useActorRef(
    repaymentMachine.provide({
      actors: {
        load: fromPromise(({ input }) => loadRepayment(client, input)),
        setPaymentMethod: fromPromise(({ input }) => submitPaymentMethod(client, { cartId: input.cartId, method: { code: input.code, data: {} } })),
        placeOrder: fromPromise(({ input }) => placeOrder(client, input.cartId)),
      },
      actions: {
        persistRepaymentCartId: (_, params) => persistence.set('cartIdRepayment', params.cartId),
        storeLastOrderNumber: (_, params) => persistence.set('lastOrderNumber', params.orderNumber),
        navigate: (_, params) => void navigate(params.to),
        // Failures go to the toast area as an explicit message.
        toastError: sendTo(toasts, (_, params: { toast: ToastRequest }) => ({ type: 'toast.add' as const, toast: params.toast })),
      },
    }),
    inspected({ input: { orderNumber: orderId, signedIn, guestOrderToken } }),
  );
  const state = useSelector(actor, (s) => s);
  const { data, method } = state.context;
  const busy = state.hasTag('busy');
  return (
    <section className="order-page">
      <h1>{intl.formatMessage(orderText.repaymentTitle)}</h1>
      <p>{intl.formatMessage(orderValueText.orderTitle, { number: orderId })}</p>
      {state.matches('loading') ? <p role="status">{intl.formatMessage(orderText.repaymentLoading)}</p> : null}
      {state.matches('unavailable') ? <p role="alert">{intl.formatMessage(orderText.repaymentUnavailable)}</p> : null}
      {state.matches('notRepayable') ? <p role="alert">{intl.formatMessage(orderText.repaymentNotRepayable)}</p> : null}
      {state.matches('loadFailed') ? (
        <div role="alert">
          <p>{intl.formatMessage(orderText.repaymentLoadFailed)}</p>
          <Button className="button" onPress={() => actor.send({ type: 'repayment.retry' })}>
            {intl.formatMessage(orderText.retry)}
          </Button>
        </div>
      ) : null}
      {/* The whole summary, not only its total: subtotal, discounts, delivery and each fee add up to what is paid. */}
      {data?.order ? <OrderTotals order={data.order.document} /> : null}
      {data && (state.matches('choosing') || state.matches('settingMethod') || state.matches('ready') || state.matches('placing')) ? (
        <div className="checkout-payment">
          <RadioGroup
            className="checkout-radios"
            name="repayment-method"
            value={method}
            isDisabled={busy}
            onChange={(code) => actor.send({ type: 'repayment.choose', code })}
          >
            <Label>{intl.formatMessage(orderText.chooseMethod)}</Label>
            {data.methods.map((option) => (
              <Radio key={option.code} value={option.code} className="checkout-radio">
                {option.title}
              </Radio>
            ))}
          </RadioGroup>
          <Button className="button button--primary" isDisabled={!state.can({ type: 'repayment.place' })} onPress={() => actor.send({ type: 'repayment.place' })}>
            {state.matches('placing') ? intl.formatMessage(orderText.paying) : intl.formatMessage(orderText.payNow)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
