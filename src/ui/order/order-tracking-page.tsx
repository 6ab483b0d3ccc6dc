// /order-tracking/: a guest finds an order by number, email and delivery postal code (guestOrder), then may print
// it. The query is form input; loading and errors are the resource machine's.
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { findGuestOrder } from '../../api/checkout/order-calls';
import { useResource } from '../common/use-resource';
import { FormField } from '../checkout/form-field';
import { useShellDeps } from '../providers/shell-deps';
import { orderText } from './messages';
import { OrderDocument } from './order-document';

export interface TrackingQuery {
  number: string;
  email: string;
  postcode: string;
}

function FoundOrder({ query }: { query: TrackingQuery }) {
  const intl = useIntl();
  const { client } = useShellDeps();
  const { status, data } = useResource(() => findGuestOrder(client, query));
  if (status === 'loading') return <p role="status">{intl.formatMessage(orderText.finding)}</p>;
  if (!data) return <p role="alert">{intl.formatMessage(orderText.notFound)}</p>;
  return (
    <>
      <p className="no-print">
        <Link className="button" to="/orderAndReturn/print/view/" state={query}>
          {intl.formatMessage(orderText.print)}
        </Link>
      </p>
      <OrderDocument order={data} />
    </>
  );
}

export function OrderTrackingPage() {
  const intl = useIntl();
  const [draft, setDraft] = useState<TrackingQuery>({ number: '', email: '', postcode: '' });
  const [query, setQuery] = useState<TrackingQuery | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.number.trim() && draft.email.trim() && draft.postcode.trim()) setQuery({ number: draft.number.trim(), email: draft.email.trim(), postcode: draft.postcode.trim() });
  };
  return (
    <section className="order-page">
      <h1>{intl.formatMessage(orderText.trackingTitle)}</h1>
      <p>{intl.formatMessage(orderText.trackingIntro)}</p>
      <Form className="checkout-form no-print" onSubmit={submit}>
        <FormField name="number" label={intl.formatMessage(orderText.orderNumber)} value={draft.number} onChange={(number) => setDraft({ ...draft, number })} />
        <FormField name="email" type="email" inputMode="email" autoComplete="email" label={intl.formatMessage(orderText.email)} value={draft.email} onChange={(email) => setDraft({ ...draft, email })} />
        <FormField name="postcode" inputMode="numeric" autoComplete="postal-code" maxLength={5} label={intl.formatMessage(orderText.postcode)} value={draft.postcode} onChange={(postcode) => setDraft({ ...draft, postcode: postcode.replace(/\D/g, '') })} />
        <Button type="submit" className="button button--primary">
          {intl.formatMessage(orderText.find)}
        </Button>
      </Form>
      {query ? <FoundOrder key={JSON.stringify(query)} query={query} /> : null}
    </section>
  );
}
