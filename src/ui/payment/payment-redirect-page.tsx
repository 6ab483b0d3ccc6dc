// The payment redirect screens. Which provider comes from the path; the order is the last one placed in this
// browser (lastOrderNumber, lastCartId; a repayment's cartIdRepayment). The machine owns the start, the
// hand-over, the SCB polling and the expiry; this view shows its state.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { checkPaymentStatus, startPayment } from '../../api/checkout/payment-calls';
import { formatMoney } from '../../i18n/money';
import { paymentRedirectMachine } from '../../machines/payment-redirect.machine';
import { redirectKindOfPath } from '../../domain/payment-routes';
import { useShellDeps } from '../providers/shell-deps';
import '../checkout/checkout.css';
import { handOver } from './hand-over';
import { paymentText, paymentValueText } from './messages';
import { inspected } from '../providers/inspection';

export function PaymentRedirectPage() {
  const intl = useIntl();
  const { client, persistence } = useShellDeps();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const kind = redirectKindOfPath(pathname) ?? 'p2c2p';
  const actor = useActorRef(
    // eslint-disable-next-line react-hooks/refs -- handOver runs as an action after render, when the container exists
    paymentRedirectMachine.provide({
      actors: {
        startPayment: fromPromise(({ input }) => startPayment(client, input)),
        checkStatus: fromPromise(({ input }) => checkPaymentStatus(client, input)),
      },
      actions: {
        handOver: (_, params) => handOver(params.start, container.current, intl.locale.slice(0, 2)),
        navigate: (_, params) => void navigate(params.to, { replace: true }),
      },
    }),
    inspected({
      input: {
        kind,
        orderNumber: persistence.get('lastOrderNumber') ?? null,
        cartId: persistence.get('cartIdRepayment') ?? persistence.get('lastCartId') ?? null,
        // eslint-disable-next-line react-hooks/purity -- input is read once, when useActorRef creates the actor
        now: Date.now(),
      },
    }),
  );
  const state = useSelector(actor, (s) => s);
  const start = state.context.start;

  return (
    <section className="checkout-result payment-redirect">
      <h1>{intl.formatMessage(paymentText.title)}</h1>
      {state.context.orderNumber ? <p>{intl.formatMessage(paymentValueText.orderNumber, { number: state.context.orderNumber })}</p> : null}
      {state.matches('noOrder') ? <p role="alert">{intl.formatMessage(paymentText.noOrder)}</p> : null}
      {state.matches('starting') ? <p role="status">{intl.formatMessage(paymentText.starting)}</p> : null}
      {state.matches('startFailed') ? (
        <div role="alert">
          <p>{intl.formatMessage(paymentText.startFailed)}</p>
          {state.context.error && 'text' in state.context.error ? <p>{state.context.error.text}</p> : null}
          <Button className="button" onPress={() => actor.send({ type: 'payer.retry' })}>
            {intl.formatMessage(paymentText.retry)}
          </Button>
        </div>
      ) : null}
      {state.matches('handingOver') || state.matches('stalled') ? (
        <p role="status">{intl.formatMessage(start?.kind === 'kpayment' ? paymentText.kpaymentHint : paymentText.handingOver)}</p>
      ) : null}
      {state.matches('stalled') && start?.kind === 'form' ? (
        <div>
          <p>{intl.formatMessage(paymentText.stalled)}</p>
          <Button className="button button--primary" onPress={() => actor.send({ type: 'payer.continue' })}>
            {intl.formatMessage(paymentText.continue)}
          </Button>
        </div>
      ) : null}
      <div ref={container} className="payment-redirect__provider" />
      {state.matches('waiting') && start?.kind === 'scbQr' ? (
        <div className="payment-qr">
          <p>{intl.formatMessage(paymentText.scanQr)}</p>
          <img src={start.qrImage} alt={intl.formatMessage(paymentText.qrAlt)} width={280} height={280} />
          <p>{intl.formatMessage(paymentValueText.amount, { amount: formatMoney(start.amount.value, start.amount.currency, intl.locale) })}</p>
          {start.expiresAt ? (
            <p>{intl.formatMessage(paymentValueText.expires, { time: new Date(start.expiresAt).toLocaleTimeString(intl.locale, { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' }) })}</p>
          ) : null}
          {start.sandboxAppUrl ? (
            <a className="button" href={start.sandboxAppUrl} target="_blank" rel="noopener">
              {intl.formatMessage(paymentText.openSandboxApp)}
            </a>
          ) : null}
        </div>
      ) : null}
      {state.matches('waiting') && start?.kind === 'scbDeeplink' ? (
        <p>
          <a className="button button--primary" href={start.deeplinkUrl} target="_blank" rel="noopener">
            {intl.formatMessage(paymentText.openBankApp)}
          </a>
        </p>
      ) : null}
      {state.matches('waiting') ? (
        <>
          <p role="status">{intl.formatMessage(paymentText.waiting)}</p>
          <Button className="button" onPress={() => actor.send({ type: 'payer.cancel' })}>
            {intl.formatMessage(paymentText.cancel)}
          </Button>
        </>
      ) : null}
    </section>
  );
}
