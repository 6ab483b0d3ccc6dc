// The 404-style view (storefront spec section 2). `detail` carries the route lookup's own not-found text.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { shellText } from '../messages';

export function NotFoundView({ detail }: { detail?: string }) {
  const intl = useIntl();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{intl.formatMessage(shellText.notFoundTitle)}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>{intl.formatMessage(shellText.notFoundHint)}</p>
      <Link className="button button--primary" to="/">
        {intl.formatMessage(shellText.notFoundButton)}
      </Link>
    </section>
  );
}
