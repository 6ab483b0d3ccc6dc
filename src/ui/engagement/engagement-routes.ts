// The engagement area's routes (account spec section 2), for ShellRouteOptions.children; each page loads its
// code when first visited.
import type { RouteObject } from 'react-router';

const contact = async () => ({ Component: (await import('./contact-page')).ContactPage });
const confirm = async () => ({ Component: (await import('./newsletter-link-page')).NewsletterConfirmPage });
const unsubscribe = async () => ({ Component: (await import('./newsletter-link-page')).NewsletterUnsubscribePage });

export function engagementRoutes(): RouteObject[] {
  return [
    { path: 'contact-us', lazy: contact },
    { path: 'contact', lazy: contact },
    { path: 'newsletter/subscriber/confirm', lazy: confirm },
    { path: 'newsletter/subscriber/unsubscribe', lazy: unsubscribe },
  ];
}
