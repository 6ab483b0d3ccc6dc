// The printable order: /orderAndReturn/print/view/ (the order found by tracking, passed in the navigation state)
// and /print-order/:id (a signed-in customer's order by number). A print stylesheet hides the shop around it.
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { findCustomerOrder, findGuestOrder } from '../../api/checkout/order-calls';
import { useResource } from '../common/use-resource';
import { useShellDeps } from '../providers/shell-deps';
import { orderText } from './messages';
import { OrderDocument } from './order-document';
import type { TrackingQuery } from './order-tracking-page';

function isQuery(value: unknown): value is TrackingQuery {
  return typeof value === 'object' && value !== null && 'number' in value && 'email' in value && 'postcode' in value;
}

export function PrintOrderPage() {
  const intl = useIntl();
  const { client } = useShellDeps();
  const { id } = useParams();
  const state: unknown = useLocation().state;
  const query = isQuery(state) ? state : null;
  const { status, data } = useResource(() => (query ? findGuestOrder(client, query) : id ? findCustomerOrder(client, id) : Promise.resolve(null)));
  useEffect(() => {
    document.body.classList.add('printing-order');
    return () => document.body.classList.remove('printing-order');
  }, []);
  return (
    <section className="order-page">
      {status === 'loading' ? <p role="status">{intl.formatMessage(orderText.finding)}</p> : null}
      {status !== 'loading' && !data ? <p role="alert">{intl.formatMessage(orderText.printMissing)}</p> : null}
      {data ? (
        <>
          <p className="no-print">
            <Button className="button button--primary" onPress={() => window.print()}>
              {intl.formatMessage(orderText.print)}
            </Button>
          </p>
          <OrderDocument order={data} />
        </>
      ) : null}
    </section>
  );
}
