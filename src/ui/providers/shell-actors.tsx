// The shell's statecharts, started once for the page view and given their real side effects here through
// machine.provide(): network lookups, cookies, storage, reloads and router replaces. The notices a chart names
// (`announceOffline`, `showPageLoading`, …) are provided here as explicit messages (sendTo) to the toast area and
// the page-loading actor, so no effect sits between two actors. The toast area is the shop system's when there is
// one (ShellDeps.toasts, shared with the cart's notices). Views read the actors with useSelector and send events;
// they keep no flow state of their own.
import { useActorRef } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fromCallback, fromPromise, sendTo, type ActorRefFrom } from 'xstate';
import { lookupLocations } from '../../api/services/regions';
import { lookupRoute } from '../../api/services/route-lookup';
import { getCookie, LOCATION_KEY_COOKIE, LOCATION_VALUE_COOKIE, setCookie } from '../../lib/cookies';
import { connectivityMachine, offlineToast, onlineToast, type ConnectivityEvent } from '../../machines/connectivity.machine';
import { currencySwitchMachine, type CurrencyCodes } from '../../machines/currency-switch.machine';
import type { LookupLocationsOutput } from '../../domain/location-types';
import {
  deliveryAreaMachine,
  locationSavedToast,
  lookupFailureToast,
  type LookupLocationsInput,
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
import { toastsMachine } from '../../machines/toasts.machine';
import { usePageActorRef, usePageSnapshots } from './page-snapshots';
import { useShellDeps, type ShellDeps } from './shell-deps';
import { useBootstrap, useShellData } from './shell-data';
import { inspected } from './inspection';

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
  const shellData = useShellData();
  const navigate = useNavigate();

  const ownToasts = useActorRef(toastsMachine, inspected());
  const toasts = deps.toasts ?? ownToasts;
  const pageLoading = useActorRef(pageLoadingMachine, inspected());
  const drawer = useActorRef(navigationDrawerMachine, inspected());
  const connectivity = useActorRef(
    connectivityMachine.provide({
      actors: {
        watchConnectivity: fromCallback<ConnectivityEvent>(({ sendBack }) => {
          const online = () => sendBack({ type: 'connectivity.online' });
          const offline = () => sendBack({ type: 'connectivity.offline' });
          deps.connectivityTarget.addEventListener('online', online);
          deps.connectivityTarget.addEventListener('offline', offline);
          // The chart read navigator.onLine when it was made (first render); it starts listening later (after
          // hydration on a server-rendered page). A change in between is told now, or it would be missed. The
          // chart ignores a status it is already in.
          if (deps.isOnline()) online();
          else offline();
          return () => {
            deps.connectivityTarget.removeEventListener('online', online);
            deps.connectivityTarget.removeEventListener('offline', offline);
          };
        }),
      },
      actions: {
        announceOffline: sendTo(toasts, { type: 'toast.add', toast: offlineToast }),
        announceOnline: sendTo(toasts, { type: 'toast.add', toast: onlineToast }),
      },
    }),
    inspected({ input: { online: deps.isOnline() } }),
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
        announceLocationSaved: sendTo(toasts, { type: 'toast.add', toast: locationSavedToast }),
        announceLookupFailure: sendTo(toasts, (_, params: { error: unknown }) => ({ type: 'toast.add' as const, toast: lookupFailureToast(params.error) })),
      },
    }),
    inspected({ input: { savedLocation: savedLocationOf(deps), preLaunch: storeConfig.preLaunch } }),
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
    inspected({
      input: {
        storeCode: deps.persistence.get('store_view_code') ?? storeConfig.storeCode,
        availableStoreCodes: storeViews.map((view) => view.code),
      },
    }),
  );
  // Its `currency` query settles on the server like a page's data (page-snapshots.tsx), so the switcher is in the
  // HTML and the hydrated chart starts from the same answer instead of asking again.
  const currencySwitch = usePageActorRef(
    currencySwitchMachine.provide({
      actors: {
        loadCurrencies: fromPromise<CurrencyCodes, void>(async () => {
          const info = await shellData.currency();
          return { currencyCode: info.currentCode, availableCodes: info.availableCodes };
        }),
      },
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
        showPageLoading: sendTo(pageLoading, { type: 'pageLoading.start' }),
        hidePageLoading: sendTo(pageLoading, { type: 'pageLoading.stop' }),
      },
    }),
    undefined,
    routePath === null ? undefined : (actor) => actor.send({ type: 'route.resolve', pathname: routePath }),
  );

  const value: ShellActors = { toasts, connectivity, pageLoading, drawer, deliveryArea, storeSwitch, currencySwitch, routeResolution };
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellActors(): ShellActors {
  const actors = useContext(Context);
  if (!actors) throw new Error('Shell views need a <ShellActorsProvider> above them.');
  return actors;
}
