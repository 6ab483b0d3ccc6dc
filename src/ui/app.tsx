// The app root: waits for the store config and store views (the splash in index.html stays up meanwhile),
// switches to the store view's locale and catalogue, then renders the router with the shell layout.
// Browser storage is synchronous localStorage, so there is no persisted cache to wait for before this.
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRoutes, type RouteObject } from 'react-router';
import { IntlRoot } from '../i18n/intl-root';
import { languageOf, resolveLocale, type AppLocale } from '../i18n/locale';
import { hideSplash } from '../lib/splash';
import { ErrorBoundary } from './providers/error-boundary';
import { BootstrapProvider, createShellData, ShellDataProvider, useShellData, type ShellData } from './providers/shell-data';
import { ShellDepsProvider, useShellDeps, type ShellDeps } from './providers/shell-deps';
import { shellRoutes, type ShellRouteOptions } from './routes';
import type { AppHistory } from './shell/routing/app-history';
import { AppRouter } from './shell/routing/app-router';
import { shellText, shellValueText } from './shell/messages';
import { errorMessage } from '../domain/api-error';

export interface AppProps {
  deps: ShellDeps;
  /** The locale picked before store config is known (src/i18n/startup-locale). */
  startupLocale: AppLocale;
  /** The page view's address: the window's history in the browser, a memory one in tests, fixed on the server. */
  address: AppHistory;
  /** Renders the router itself: the server's static router (shell/routing/app-router.tsx). */
  renderRouter?: (routes: ReactNode) => ReactNode;
  routeOptions?: ShellRouteOptions;
  /** Defaults to data loaded through deps.client. */
  data?: ShellData;
}

function StartupFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  const deps = useShellDeps();
  useEffect(() => hideSplash(), []);
  return (
    <div className="render-error" role="alertdialog" aria-labelledby="startup-error-title">
      <h1 id="startup-error-title">{intl.formatMessage(shellText.renderError)}</h1>
      <p className="render-error__debug">{intl.formatMessage(shellValueText.renderErrorDebug, { message: errorMessage(error) })}</p>
      <button type="button" className="button button--primary" onClick={() => deps.reload()}>
        {intl.formatMessage(shellText.renderErrorDismiss)}
      </button>
    </div>
  );
}

/** The app's routes under the router (useRoutes must be called inside it). */
function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Started({ address, renderRouter, routeOptions, startupLocale }: Pick<AppProps, 'address' | 'renderRouter' | 'routeOptions' | 'startupLocale'>) {
  const bootstrap = use(useShellData().bootstrap());
  const { persistence } = useShellDeps();
  // Throws "Unable to locate locale" for a store view we have no catalogue for (spec section 8).
  const locale = resolveLocale(bootstrap.storeConfig.locale);
  const [routes] = useState(() => shellRoutes(routeOptions));
  // The app runs (hydrated or rendered): <html data-app="started">. A server-rendered page is on screen before its
  // scripts, so this is what says the page now does what only the app does (journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  useEffect(() => {
    persistence.set('store_locale_code', locale);
    document.documentElement.lang = languageOf(locale);
  }, [persistence, locale]);
  const tree: ReactNode = (
    <BootstrapProvider value={bootstrap}>
      <AppRouter address={address} renderRouter={renderRouter}>
        <ShellRoutes routes={routes} />
      </AppRouter>
    </BootstrapProvider>
  );
  return locale === startupLocale ? tree : <IntlRoot locale={locale}>{tree}</IntlRoot>;
}

export function App({ deps, startupLocale, address, renderRouter, routeOptions, data }: AppProps) {
  const [shellData] = useState(() => data ?? createShellData(deps.client, () => deps.persistence.get('store_view_currency')));
  return (
    <ShellDepsProvider value={deps}>
      <ShellDataProvider value={shellData}>
        <Suspense fallback={null}>
          <IntlRoot locale={startupLocale}>
            <ErrorBoundary fallback={(error) => <StartupFailure error={error} />}>
              <Suspense fallback={null}>
                <Started address={address} renderRouter={renderRouter} routeOptions={routeOptions} startupLocale={startupLocale} />
              </Suspense>
            </ErrorBoundary>
          </IntlRoot>
        </Suspense>
      </ShellDataProvider>
    </ShellDepsProvider>
  );
}
