// The app root: waits for the store config and store views (the splash in index.html stays up meanwhile),
// switches to the store view's locale and catalogue, then renders the router with the shell layout.
// Browser storage is synchronous localStorage, so there is no persisted cache to wait for before this.
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { IntlRoot } from '../i18n/intl-root';
import { languageOf, resolveLocale, type AppLocale } from '../i18n/locale';
import { hideSplash } from '../lib/splash';
import { ErrorBoundary } from './providers/error-boundary';
import { BootstrapProvider, createShellData, ShellDataProvider, useShellData, type ShellData } from './providers/shell-data';
import { ShellDepsProvider, useShellDeps, type ShellDeps } from './providers/shell-deps';
import { shellRoutes, type ShellRouteOptions } from './routes';
import { shellText, shellValueText } from './shell/messages';
import { errorMessage } from '../domain/api-error';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  deps: ShellDeps;
  /** The locale picked before store config is known (src/i18n/startup-locale). */
  startupLocale: AppLocale;
  /** Browser router by default; tests pass a memory router, the server a static one. */
  createRouter?: (routes: RouteObject[]) => AppRouter;
  /** How the router is rendered: <RouterProvider> by default; the server renders <StaticRouterProvider>. */
  renderRouter?: (router: AppRouter) => ReactNode;
  /**
   * Watches the router once it is rendered; returns the unsubscribe. Not in createRouter: React Router keeps its
   * first update (lazy routes resolved) for its first subscriber, and a subscriber ahead of <RouterProvider>
   * would take it, leaving lazily loaded pages blank.
   */
  watchRouter?: (router: AppRouter) => () => void;
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

function Started({ createRouter, renderRouter, watchRouter, routeOptions, startupLocale }: Pick<AppProps, 'createRouter' | 'renderRouter' | 'watchRouter' | 'routeOptions' | 'startupLocale'>) {
  const bootstrap = use(useShellData().bootstrap());
  const { persistence } = useShellDeps();
  // Throws "Unable to locate locale" for a store view we have no catalogue for (spec section 8).
  const locale = resolveLocale(bootstrap.storeConfig.locale);
  const [router] = useState(() => (createRouter ?? createBrowserRouter)(shellRoutes(routeOptions)));
  // An effect runs after <RouterProvider>'s layout effect has subscribed, so this watcher comes second.
  useEffect(() => watchRouter?.(router), [router, watchRouter]);
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
      {renderRouter ? renderRouter(router) : <RouterProvider router={router} />}
    </BootstrapProvider>
  );
  return locale === startupLocale ? tree : <IntlRoot locale={locale}>{tree}</IntlRoot>;
}

export function App({ deps, startupLocale, createRouter, renderRouter, watchRouter, routeOptions, data }: AppProps) {
  const [shellData] = useState(() => data ?? createShellData(deps.client, () => deps.persistence.get('store_view_currency')));
  return (
    <ShellDepsProvider value={deps}>
      <ShellDataProvider value={shellData}>
        <Suspense fallback={null}>
          <IntlRoot locale={startupLocale}>
            <ErrorBoundary fallback={(error) => <StartupFailure error={error} />}>
              <Suspense fallback={null}>
                <Started createRouter={createRouter} renderRouter={renderRouter} watchRouter={watchRouter} routeOptions={routeOptions} startupLocale={startupLocale} />
              </Suspense>
            </ErrorBoundary>
          </IntlRoot>
        </Suspense>
      </ShellDataProvider>
    </ShellDepsProvider>
  );
}
