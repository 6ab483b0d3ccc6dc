// Generic route resolution (storefront spec section 2) for every path the router does not know: the route
// machine looks the path up; this view shows a shimmer while it resolves or redirects, the page for a found
// route (CMS page, category, product), the 404 view when not found, and the error text on failure.
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { ResolvedPage } from '../../../machines/route-resolution.machine';
import { Shimmer } from '../../common/shimmer';
import { useShellActors } from '../../providers/shell-actors';
import { useDisplayMessage } from '../display-message';
import { shellText } from '../messages';
import { machineText } from '../machine-messages';
import { catalogPages } from './catalog-pages';
import { NotFoundView } from './not-found-view';

function FoundPage({ page }: { page: ResolvedPage }) {
  const intl = useIntl();
  if (page.type === 'CMS_PAGE' && catalogPages.cms) return <catalogPages.cms identifier={page.identifier} />;
  if (page.type === 'CATEGORY' && catalogPages.category) return <catalogPages.category uid={page.uid} />;
  // The route answer's url_key addresses the product page (the machine keeps it; no URL parsing here).
  if (page.type === 'PRODUCT' && catalogPages.product) return <catalogPages.product urlKey={page.urlKey} />;
  // The page's module is missing from this build: say so rather than show an empty screen.
  return <p className="route-message">{intl.formatMessage(machineText.routeError)}</p>;
}

export function ResolvedRoute() {
  const { routeResolution } = useShellActors();
  const { pathname } = useLocation();
  const intl = useIntl();
  const format = useDisplayMessage();
  const view = useSelector(routeResolution, (snapshot) => ({
    status: snapshot.matches('found')
      ? 'found'
      : snapshot.matches('notFound')
        ? 'notFound'
        : snapshot.matches('error')
          ? 'error'
          : 'pending',
    page: snapshot.context.page,
    message: snapshot.context.message,
    pathname: snapshot.context.pathname,
  }), (a, b) => a.status === b.status && a.page === b.page && a.message === b.message && a.pathname === b.pathname);

  useEffect(() => {
    // A page the server rendered (or this view already resolved) is not looked up again for the same path.
    const current = routeResolution.getSnapshot();
    if (current.context.pathname === pathname && (current.matches('found') || current.matches('notFound'))) return;
    routeResolution.send({ type: 'route.resolve', pathname });
  }, [routeResolution, pathname]);

  const shimmer = <Shimmer label={intl.formatMessage(shellText.loadingPage)} lines={6} />;
  // Until the machine has taken this path, what it holds belongs to the previous one.
  if (view.status === 'pending' || view.pathname !== pathname) return shimmer;
  if (view.status === 'found' && view.page) {
    return (
      <Suspense fallback={shimmer}>
        <FoundPage page={view.page} />
      </Suspense>
    );
  }
  if (view.status === 'notFound') return <NotFoundView detail={view.message ? format(view.message) : undefined} />;
  return (
    <p className="route-message" role="alert">
      {format(view.message ?? machineText.routeError)}
    </p>
  );
}
