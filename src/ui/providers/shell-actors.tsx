// The shell's statecharts, started once for the page view and given their real side effects here through
// machine.provide(): network lookups, cookies, storage, reloads and router replaces. Notices that machines emit
// (`toast.request`, `pageLoading.*`) are forwarded to the toasts and page-loading actors. Views read the actors
// with useSelector and send events; they keep no flow state of their own.
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { lookupLocations } from '../../api/services/regions';
import { lookupRoute } from '../../api/services/route-lookup';
import { getCookie, LOCATION_KEY_COOKIE, LOCATION_VALUE_COOKIE, setCookie } from '../../lib/cookies';
import { connectivityMachine, type ConnectivityEvent } from '../../machines/connectivity.machine';
import { currencySwitchMachine } from '../../machines/currency-switch.machine';
import {
  deliveryAreaMachine,
  type LookupLocationsInput,
  type LookupLocationsOutput,
  type SavedLocation,
} from '../../machines/delivery-area.machine';
import { navigationDrawerMachine } from '../../machines/navigation-drawer.machine';
import { pageLoadingMachine } from '../../machines/page-loading.machine';
import {
  routeResolutionMachine,
  type RouteLookupInput,
  type RouteLookupOutput,
} from '../../machines/route-resolution.machine';
import { storeSwitchMachine } from '../../machines/store-switch.machine';
import { toastsMachine, type ToastRequest } from '../../machines/toasts.machine';
import { usePageActorRef, usePageSnapshots } from './page-snapshots';
import { useShellDeps, type ShellDeps } from './shell-deps';
import { useBootstrap } from './shell-data';

export interface ShellActors {
  toasts: ActorRefFrom<typeof toastsMachine>;
  connectivity: ActorRefFrom<typeof connectivityMachine>;
  pageLoading: ActorRefFrom<typeof pageLoadingMachine>;
  drawer: ActorRefFrom<typeof navigationDrawerMachine>;
  deliveryArea: ActorRefFrom<typeof deliveryAreaMachine>;
  storeSwitch: ActorRefFrom<typeof storeSwitchMachine>;
  currencySwitch: ActorRefFrom<typeof currencySwitchMachine>;
  routeResolution: ActorRefFrom<typeof routeResolutionMachine>;
}

function savedLocationOf(deps: ShellDeps): SavedLocation | null {
  const key = getCookie(LOCATION_KEY_COOKIE, deps.cookies);
  const value = getCookie(LOCATION_VALUE_COOKIE, deps.cookies);
  return key && value ? { key, value } : null;
}

const Context = createContext<ShellActors | null>(null);

export function ShellActorsProvider({ children }: { children: ReactNode }) {
  const deps = useShellDeps();
  const { storeConfig, storeViews } = useBootstrap();
  const navigate = useNavigate();

  const toasts = useActorRef(toastsMachine);
  const pageLoading = useActorRef(pageLoadingMachine);
  const drawer = useActorRef(navigationDrawerMachine);
  const connectivity = useActorRef(
    connectivityMachine.provide({
      actors: {
        watchConnectivity: fromCallback<ConnectivityEvent>(({ sendBack }) => {
          const online = () => sendBack({ type: 'connectivity.online' });
          const offline = () => sendBack({ type: 'connectivity.offline' });
          deps.connectivityTarget.addEventListener('online', online);
          deps.connectivityTarget.addEventListener('offline', offline);
          return () => {
            deps.connectivityTarget.removeEventListener('online', online);
            deps.connectivityTarget.removeEventListener('offline', offline);
          };
        }),
      },
    }),
    { input: { online: deps.isOnline() } },
  );
  const deliveryArea = useActorRef(
    deliveryAreaMachine.provide({
      actors: {
        lookupLocations: fromPromise<LookupLocationsOutput, LookupLocationsInput>(({ input }) =>
          lookupLocations(deps.client, input.postcode),
        ),
      },
      actions: {
        saveLocation: (_, params) => {
          setCookie(LOCATION_KEY_COOKIE, params.location.key, { maxAge: params.maxAgeSeconds }, deps.cookies);
          setCookie(LOCATION_VALUE_COOKIE, params.location.value, { maxAge: params.maxAgeSeconds }, deps.cookies);
        },
      },
    }),
    { input: { savedLocation: savedLocationOf(deps), preLaunch: storeConfig.preLaunch } },
  );
  const storeSwitch = useActorRef(
    storeSwitchMachine.provide({
      actions: {
        persistStoreCode: (_, params) => {
          deps.persistence.set('store_view_code', params.storeCode);
          // The new view's locale comes from its store config after the reload.
          deps.persistence.remove('store_locale_code');
        },
        reloadPage: () => deps.reload(),
        loadPath: (_, params) => deps.loadPage(params.path),
      },
    }),
    {
      input: {
        storeCode: deps.persistence.get('store_view_code') ?? storeConfig.storeCode,
        availableStoreCodes: storeViews.map((view) => view.code),
      },
    },
  );
  const currencySwitch = useActorRef(
    currencySwitchMachine.provide({
      actions: {
        persistCurrency: (_, params) => deps.persistence.set('store_view_currency', params.code),
        reloadPage: () => deps.reload(),
      },
    }),
    { input: { currencyCode: deps.persistence.get('store_view_currency') ?? null, availableCodes: [] } },
  );
  // A server render resolves the request's path here (the view's effect does it in the browser), so the page
  // and its snapshot are part of the HTML (src/ui/providers/page-snapshots.tsx).
  const routePath = usePageSnapshots()?.routePath ?? null;
  const routeResolution = usePageActorRef(
    routeResolutionMachine.provide({
      actors: {
        lookupRoute: fromPromise<RouteLookupOutput, RouteLookupInput>(({ input }) => lookupRoute(deps.client, input.pathname)),
      },
      actions: {
        replaceLocation: (_, params) => {
          void navigate(params.to, { replace: true });
        },
      },
    }),
    undefined,
    routePath === null ? undefined : (actor) => actor.send({ type: 'route.resolve', pathname: routePath }),
  );

  // Forward the machines' notices to the toast area and the loading indicator. A layout effect: it runs before
  // any passive effect, so the subscriptions exist before the actors start (useActorRef starts them in a
  // passive effect) and before child views send their first events.
  useLayoutEffect(() => {
    const forwardToast = ({ toast }: { toast: ToastRequest }) => toasts.send({ type: 'toast.add', toast });
    const subscriptions = [
      connectivity.on('toast.request', forwardToast),
      deliveryArea.on('toast.request', forwardToast),
      routeResolution.on('pageLoading.start', () => pageLoading.send({ type: 'pageLoading.start' })),
      routeResolution.on('pageLoading.stop', () => pageLoading.send({ type: 'pageLoading.stop' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [toasts, connectivity, deliveryArea, routeResolution, pageLoading]);

  const value: ShellActors = { toasts, connectivity, pageLoading, drawer, deliveryArea, storeSwitch, currencySwitch, routeResolution };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellActors(): ShellActors {
  const actors = useContext(Context);
  if (!actors) throw new Error('Shell views need a <ShellActorsProvider> above them.');
  return actors;
}
