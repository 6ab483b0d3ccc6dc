// The page a popup is chosen for, as the popup chart's invoked `followPage` (issue 13, "Coordination is a chart
// too"): it follows the address, the route-resolution actor (what a catalogue or CMS URL turned out to
// be) and the session (a guest's "/" only passes through on its way to /landing), and sends the chart
// `page.changed` whenever the page type changes. So no React effect stands between the route resolution and the
// popup chart.
import { fromCallback, type ActorRefFrom } from 'xstate';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import type { PopupEvent } from '../../machines/popup.machine';
import { popupPageType, type RouteType } from '../../pages/page-table';
import type { routeResolutionMachine } from '../../machines/route-resolution.machine';
import { signedInNow } from '../providers/follow-session';
import type { SessionActor } from '../providers/session-runtime';
import type { AppHistory } from '../shell/routing/app-history';
import { guestGoesToLanding } from '../shell/routing/home-route';

/** The page view's address (shell/routing/app-history.ts): where the page is, and when it moves. */
export type PathSource = Pick<AppHistory, 'location' | 'subscribe'>;

export interface FollowPageDeps {
  paths: PathSource;
  routeResolution: ActorRefFrom<typeof routeResolutionMachine>;
  session: SessionActor | null;
  persistence: Pick<BrowserPersistence, 'get'>;
  businessIdentifier: string | null;
}

/** The page type now, or null while a guest's "/" passes through to /landing (no home popup for a page never shown). */
export function currentPageType({ paths, routeResolution, session, persistence, businessIdentifier }: FollowPageDeps): string | null {
  const { pathname } = paths.location();
  if (pathname === '/' && guestGoesToLanding(signedInNow(session, persistence), persistence, businessIdentifier)) return null;
  const resolved = routeResolution.getSnapshot().context;
  // The resolved route's type counts only once it belongs to this path (not the page being left).
  const routed: RouteType | null = resolved.pathname === pathname ? (resolved.page?.type ?? null) : null;
  return popupPageType(pathname, routed);
}

/** The popup chart's followPage: page.changed now and at each change of the page type. */
export function followPage(deps: FollowPageDeps) {
  return fromCallback<PopupEvent>(({ sendBack }) => {
    let last: string | null = null;
    const report = () => {
      const pageType = currentPageType(deps);
      if (pageType === last) return;
      last = pageType;
      if (pageType !== null) sendBack({ type: 'page.changed', pageType });
    };
    report();
    const stopPaths = deps.paths.subscribe(report);
    const resolution = deps.routeResolution.subscribe(report);
    const session = deps.session?.subscribe(report);
    return () => {
      stopPaths();
      resolution.unsubscribe();
      session?.unsubscribe();
    };
  });
}
