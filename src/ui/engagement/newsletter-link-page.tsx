// /newsletter/subscriber/confirm and /newsletter/subscriber/unsubscribe: the pages the links of the newsletter
// mails open (?id=…&code=…). The link is followed once on arrival (the resource chart: working → done or failed);
// a wrong or stale link says so and points back to the newsletter form.
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { followNewsletterLink, type NewsletterLinkAction } from '../../api/engagement/newsletter-calls';
import { PageHeading } from '../account/page-heading';
import { useAccountClient } from '../account/use-account-client';
import { useResource } from '../common/use-resource';
import { engagementText } from './messages';
import './engagement.css';

function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const intl = useIntl();
  const client = useAccountClient();
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const code = params.get('code') ?? '';
  const { status, retry } = useResource(() => (Number.isSafeInteger(id) && code ? followNewsletterLink(client, action, id, code) : Promise.resolve(null)));
  const title = intl.formatMessage(action === 'confirm' ? engagementText.confirmTitle : engagementText.unsubscribeTitle);
  return (
    <div className="engagement-page">
      <PageHeading>{title}</PageHeading>
      {status === 'loading' ? <p role="status">{intl.formatMessage(engagementText.confirming)}</p> : null}
      {status === 'ready' ? (
        <p role="status">{intl.formatMessage(action === 'confirm' ? engagementText.confirmed : engagementText.unsubscribed)}</p>
      ) : null}
      {status === 'missing' || status === 'failed' ? (
        <div role="alert">
          <p>{intl.formatMessage(engagementText.linkInvalid)}</p>
          {status === 'failed' ? <Button onPress={retry}>{intl.formatMessage(engagementText.retry)}</Button> : null}
        </div>
      ) : null}
      <Link className="button" to="/">
        {intl.formatMessage(engagementText.continueShopping)}
      </Link>
    </div>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
