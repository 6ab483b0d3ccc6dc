// The engagement area's routes (account spec section 2), for ShellRouteOptions.children; each page loads its
// code when first visited. The contact page is server-rendered: the browser loads it before hydrating.
import type { RouteObject } from 'react-router';
import { routePage } from '../shell/routing/route-page';

const Contact = routePage('engagement/contact', async () => (await import('./contact-page')).ContactPage);
const newsletterLinks = async () => import('./newsletter-link-page');
const Confirm = routePage('engagement/newsletter-confirm', async () => (await newsletterLinks()).NewsletterConfirmPage);
const Unsubscribe = routePage('engagement/newsletter-unsubscribe', async () => (await newsletterLinks()).NewsletterUnsubscribePage);

export function engagementRoutes(): RouteObject[] {
  return [
    { path: 'contact-us', Component: Contact },
    { path: 'contact', Component: Contact },
    { path: 'newsletter/subscriber/confirm', Component: Confirm },
    { path: 'newsletter/subscriber/unsubscribe', Component: Unsubscribe },
  ];
}
