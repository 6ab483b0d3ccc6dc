// "/" (storefront spec section 2, the rule is the page table's shownAtHome): a guest goes to /landing unless the
// stored data-id-redirect equals the business identifier; everyone else gets the home page (or, without a home
// page module, the CMS home page through route resolution).
//
// "/" and "/landing" both render this component, so a guest's "/" shows the landing page at once (the server
// renders it too: "/" is then readable before any script runs) and the move to /landing afterwards keeps the
// same mounted page: React Router renders the two routes' elements at the same place, and elements of the same
// type keep their state, so the landing page is neither fetched nor drawn twice.
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import type { BrowserPersistence } from '../../../lib/browser-persistence';
import { shownAtHome } from '../../../pages/page-table';
import { useIsSignedIn } from '../../providers/session';
import { useStoreConfig } from '../../providers/shell-data';
import { useShellDeps } from '../../providers/shell-deps';
import { Shimmer } from '../../common/shimmer';
import { shellText } from '../messages';
import { catalogPages } from './catalog-pages';
import { ResolvedRoute } from './resolved-route';

/** Whether a shopper, at "/", is a guest to send on to /landing (the page table's one rule, shownAtHome). */
export function guestGoesToLanding(signedIn: boolean, persistence: Pick<BrowserPersistence, 'get'>, businessIdentifier: string | null): boolean {
  return shownAtHome({ signedIn, redirectValue: persistence.get('data-id-redirect') ?? null, businessIdentifier }) === 'landing';
}

/** Whether this shopper, at "/", is a guest to send on to /landing (spec section 2). */
export function useGuestGoesToLanding(): boolean {
  const signedIn = useIsSignedIn();
  const { persistence } = useShellDeps();
  const { businessIdentifier } = useStoreConfig();
  return guestGoesToLanding(signedIn, persistence, businessIdentifier);
}

export function HomeRoute({ at = 'home' }: { at?: 'home' | 'landing' }) {
  const intl = useIntl();
  const goesToLanding = useGuestGoesToLanding();
  const navigate = useNavigate();
  const Landing = catalogPages.landing;
  const guestToLanding = at === 'home' && goesToLanding;
  useEffect(() => {
    if (guestToLanding && Landing) void navigate('/landing', { replace: true });
  }, [guestToLanding, Landing, navigate]);
  // Its own boundary (the layout's fallback), so "/" commits, and moves on, before the landing chunk has loaded.
  if (at === 'landing' || guestToLanding) {
    return Landing ? (
      <Suspense fallback={<Shimmer label={intl.formatMessage(shellText.loadingPage)} lines={6} />}>
        <Landing />
      </Suspense>
    ) : (
      <Navigate to="/landing" replace />
    );
  }
  return catalogPages.home ? <catalogPages.home /> : <ResolvedRoute />;
}
