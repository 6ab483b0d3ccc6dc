// The main layout: page-loading bar, the header for the path, the page (inside the render-error overlay's
// boundary), the lazily mounted footer, the drawer and the toast area. Mounting it hides the splash screen.
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { hideSplash } from '../../lib/splash';
import { parseStorePrefix } from '../../lib/store-path';
import { LoadedWhen } from '../common/lazy-view';
import { lazyModule } from '../common/lazy-module';
import { Shimmer } from '../common/shimmer';
import { useShellActors } from '../providers/shell-actors';
import { useBootstrap } from '../providers/shell-data';
import { RenderErrorBoundary } from './errors/render-error-overlay';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { headerVariantOf } from './header/header-variant';
import { CustomerHeader, SimplifiedHeader } from './header/simple-headers';
import { shellText } from './messages';
import { PageLoadingIndicator } from './page-loading/page-loading-indicator';
import { useScrollRestoration } from './scroll/use-scroll-restoration';
import { ToastArea } from './toasts/toast-area';
import './layout.css';

/** Route changes the shell machines care about: the delivery-area popup and a store prefix left in the path. */
function useRouteSignals(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { deliveryArea, storeSwitch } = useShellActors();
  const { storeViews } = useBootstrap();
  useEffect(() => {
    deliveryArea.send({ type: 'route.changed' });
  }, [deliveryArea, pathname]);
  useEffect(() => {
    // The router's basename already removed the prefix the page was loaded with; one still here came from an
    // in-app link: another view reloads through the machine, the same view just drops the prefix.
    const { storeCode, path } = parseStorePrefix(pathname, storeViews.map((view) => view.code));
    if (!storeCode) return;
    storeSwitch.send({ type: 'store.prefix.detected', storeCode });
    if (!storeSwitch.getSnapshot().matches('reloading')) void navigate(`${path}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate, storeSwitch, storeViews]);
}

// The drawer's code (its views, the modal and focus handling) loads the first time it opens.
const NavigationDrawer = lazyModule('shell/navigation-drawer', async () => (await import('./drawer/navigation-drawer')).NavigationDrawer);

function DrawerWhenOpen() {
  const { drawer } = useShellActors();
  const open = useSelector(drawer, (snapshot) => snapshot.matches('open'));
  return (
    <LoadedWhen when={open}>
      <NavigationDrawer />
    </LoadedWhen>
  );
}

export function AppLayout({ footerExtras }: { footerExtras?: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useRouteSignals();
  // A new page opens at its top (or #anchor), Back returns to where the shopper was.
  useScrollRestoration();
  useLayoutEffect(() => hideSplash(), []);
  const variant = headerVariantOf(pathname);
  return (
    <AriaRouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      <a className="skip-link" href="#main">
        {intl.formatMessage(shellText.skipToContent)}
      </a>
      <PageLoadingIndicator />
      {variant === 'full' ? <Header /> : variant === 'customer' ? <CustomerHeader /> : <SimplifiedHeader />}
      <main id="main" className="main" tabIndex={-1}>
        <RenderErrorBoundary>
          <Suspense fallback={<Shimmer label={intl.formatMessage(shellText.loadingPage)} lines={6} />}>
            <Outlet />
          </Suspense>
        </RenderErrorBoundary>
      </main>
      <Footer extras={footerExtras} />
      <DrawerWhenOpen />
      <ToastArea />
    </AriaRouterProvider>
  );
}
