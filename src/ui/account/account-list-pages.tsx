// My reviews (/review/customer), my downloads (/downloadable/customer/products/, /downloadable-orders) and saved
// payment methods (/saved-payments, with delete): lists loaded on arrival.
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { deleteSavedPayment, fetchDownloads, fetchReviews, fetchSavedPayments, type CustomerReview, type SavedPayment } from '../../api/account/account-lists';
import { useStoreConfig } from '../providers/shell-data';
import { accountFormMachine } from '../../machines/account-form.machine';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { AccountForm, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountListText, accountListValueText } from './list-messages';
import { accountText } from './messages';
import { PageHeading } from './page-heading';
import { useAccountClient } from './use-account-client';
import './account.css';
import { orderDayText as dateText } from './order-date';

/** The review page of one review (/review/customer/view/review_id/:id). */
export const reviewPath = (id: number) => `/review/customer/view/review_id/${id}`;

function ReviewCard({ review, link }: { review: CustomerReview; link: boolean }) {
  const intl = useIntl();
  const { productUrlSuffix } = useStoreConfig();
  return (
    <li className="account-card">
      <h2>{review.productUrlKey ? <Link to={`/${review.productUrlKey}${productUrlSuffix}`}>{review.productName}</Link> : review.productName}</h2>
      <p>{intl.formatMessage(accountListValueText.rating, { rating: Math.round(review.averageRating / 20) })}</p>
      <p>
        <strong>{review.summary}</strong>
      </p>
      <p>{review.text}</p>
      <p>{dateText(review.createdAt, intl.locale)}</p>
      {link && review.id !== null ? (
        <p>
          <Link to={reviewPath(review.id)} aria-label={`${intl.formatMessage(accountListText.reviewDetails)}: ${review.productName}`}>
            {intl.formatMessage(accountListText.reviewDetails)}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** My reviews, or (with a review id in the path) that one review of the customer's, with the way back to all. */
export function ReviewsPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { id } = useParams();
  const { status, data, retry } = useResource(() => fetchReviews(client));
  const shown = data && id !== undefined ? data.filter((review) => String(review.id) === id) : data;
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountListText.reviews)}</PageHeading>
      {id !== undefined ? (
        <p>
          <Link to="/review/customer">{intl.formatMessage(accountListText.allReviews)}</Link>
        </p>
      ) : null}
      {status === 'ready' && shown && (shown.length > 0 || id === undefined) ? (
        shown.length === 0 ? (
          <p>{intl.formatMessage(accountListText.noReviews)}</p>
        ) : (
          <ul className="account-cards">
            {shown.map((review, index) => (
              <ReviewCard key={review.id ?? `${review.productName}-${index}`} review={review} link={id === undefined} />
            ))}
          </ul>
        )
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}

export function DownloadsPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data, retry } = useResource(() => fetchDownloads(client));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountListText.downloads)}</PageHeading>
      {status === 'ready' && data ? (
        data.length === 0 ? (
          <p>{intl.formatMessage(accountListText.noDownloads)}</p>
        ) : (
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(accountText.orderNumber)}</th>
                <th scope="col">{intl.formatMessage(accountText.orderDate)}</th>
                <th scope="col">{intl.formatMessage(accountText.orderStatus)}</th>
                <th scope="col">{intl.formatMessage(accountListText.remaining)}</th>
                <th scope="col">{intl.formatMessage(accountListText.download)}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((item, index) => (
                <tr key={`${item.orderNumber}-${index}`}>
                  <td>{item.orderNumber}</td>
                  <td>{dateText(item.date, intl.locale)}</td>
                  <td>{item.status}</td>
                  <td>{item.remaining}</td>
                  <td>{item.url ? <a href={item.url}>{intl.formatMessage(accountListValueText.downloadFor, { order: item.orderNumber })}</a> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}

function SavedPaymentCard({ payment, onDeleted }: { payment: SavedPayment; onDeleted: () => void }) {
  const intl = useIntl();
  const client = useAccountClient();
  const form = useAccountForm(accountFormMachine, {}, () => deleteSavedPayment(client, payment.publicHash), onDeleted);
  return (
    <li className="account-card">
      <p>
        <strong>{payment.methodCode}</strong> {payment.summary}
      </p>
      <AccountForm form={form} label={intl.formatMessage(accountText.delete)}>
        <SubmitError form={form} />
        <SubmitButton form={form} label={accountText.delete} busyLabel={accountText.saving} />
      </AccountForm>
    </li>
  );
}

export function SavedPaymentsPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data, retry, reload } = useResource(() => fetchSavedPayments(client));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountListText.savedPayments)}</PageHeading>
      {status === 'ready' && data ? (
        data.length === 0 ? (
          <p>{intl.formatMessage(accountListText.noSavedPayments)}</p>
        ) : (
          <ul className="account-cards">
            {data.map((payment) => (
              <SavedPaymentCard key={payment.publicHash} payment={payment} onDeleted={reload} />
            ))}
          </ul>
        )
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}
