// "/" (storefront spec section 2): a guest goes to /landing unless the stored data-id-redirect equals the
// business identifier; everyone else gets the home page (or, without a home page module, the CMS home page
// through route resolution).
import { Navigate } from 'react-router';
import { useIsSignedIn } from '../../providers/session';
import { useStoreConfig } from '../../providers/shell-data';
import { useShellDeps } from '../../providers/shell-deps';
import { catalogPages } from './catalog-pages';
import { ResolvedRoute } from './resolved-route';

export function HomeRoute() {
  const signedIn = useIsSignedIn();
  const { persistence } = useShellDeps();
  const { businessIdentifier } = useStoreConfig();
  if (!signedIn && (!businessIdentifier || persistence.get('data-id-redirect') !== businessIdentifier)) return <Navigate to="/landing" replace />;
  return catalogPages.home ? <catalogPages.home /> : <ResolvedRoute />;
}
