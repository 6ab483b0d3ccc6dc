// The engagement pieces of the footer (its `extras` slot): the newsletter form, loaded when the footer mounts
// (the footer itself mounts only when the shopper scrolls near it), so a first view carries none of it.
import { lazy, Suspense } from 'react';
import { Optional } from '../providers/error-boundary';

const FooterNewsletter = lazy(() => import('./newsletter-form'));

export function EngagementFooterExtras() {
  return (
    <Optional>
      <Suspense fallback={null}>
        <FooterNewsletter />
      </Suspense>
    </Optional>
  );
}
