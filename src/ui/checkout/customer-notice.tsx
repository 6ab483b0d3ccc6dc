// The operator's notice for the signed-in customer (storefront spec section 3 "Customer for checkout":
// customer_notice format, content_text, url): plain text, stored HTML shown sanitised, or the text as a link.
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { CustomerNotice } from '../../domain/checkout-types';
import { SanitizedHtml } from '../common/sanitized-html';
import { checkoutText } from './messages';

/** A path of this shop goes through the router (it keeps the store view's prefix); another site opens as a link. */
function NoticeLink({ url, text }: { url: string; text: string }) {
  if (url.startsWith('/') && !url.startsWith('//')) return <Link to={url}>{text}</Link>;
  return (
    <a href={url} rel="noopener noreferrer">
      {text}
    </a>
  );
}

export function CustomerNoticeView({ notice }: { notice: CustomerNotice }) {
  const intl = useIntl();
  return (
    <div className="checkout-notice" role="note" aria-label={intl.formatMessage(checkoutText.customerNotice)}>
      {notice.format === 'html' ? (
        <SanitizedHtml html={notice.text} />
      ) : notice.format === 'link' && notice.url ? (
        <p>
          <NoticeLink url={notice.url} text={notice.text} />
        </p>
      ) : (
        <p>{notice.text}</p>
      )}
    </div>
  );
}
