// Server only (src/entry-server.tsx provides it to the popup host through popups-ahead-slot.ts): the popups of the page's type are fetched while the
// page renders and their content is parsed, so in the browser the popup chart's request is answered from the
// page's data (its recorded GET) and the popup shows from the parsed tree, without loading the Page Builder
// parser and DOMPurify (~18 KB gzip) on a first visit. The popup itself is not rendered on the server: which
// popups a shopper has seen is in their cookies, and the chart chooses in the browser (popup-host.tsx).
//
// Only for page types known from the path alone (home, search, cart): a catalogue URL's type follows the route
// resolution, which the shell's actor does not run on the server. Renders nothing, so the page's HTML is the same
// with or without it; it suspends its parent boundary until the answer is in, as every part of a render does.
import { use, useContext } from 'react';
import type { GraphQLClient } from '../../api/graphql-client';
import { fetchPopups } from '../../api/engagement/popup-calls';
import type { PopupItem } from '../../machines/popup.machine';
import { popupPageType } from '../../machines/popup-page-types';
import { loadedParser } from '../content/parse/parser-loader';
import { parsedAhead } from '../content/render/parsed-ahead';
import { useStoreConfig } from '../providers/shell-data';
import { useShellDeps } from '../providers/shell-deps';
import { useAppHistory } from '../shell/routing/app-router';
import { guestGoesToLanding } from '../shell/routing/home-route';

/** One request per render and page type: a suspended render renders again and must find the same promise. */
const requested = new WeakMap<GraphQLClient, Map<string, Promise<PopupItem[]>>>();

function popupsOf(client: GraphQLClient, pageType: string): Promise<PopupItem[]> {
  let byType = requested.get(client);
  if (!byType) requested.set(client, (byType = new Map<string, Promise<PopupItem[]>>()));
  let popups = byType.get(pageType);
  // A failure leaves the browser to ask, as without this.
  if (!popups) byType.set(pageType, (popups = fetchPopups(client, pageType).catch(() => [])));
  return popups;
}

export function PopupsAhead() {
  const parsed = useContext(parsedAhead.Context);
  const { popupsEnabled, businessIdentifier } = useStoreConfig();
  const { client, persistence } = useShellDeps();
  const { pathname } = useAppHistory().location();
  const parse = loadedParser();
  if (!parsed || !parse || !popupsEnabled) return null;
  // A guest's "/" only passes through on the way to /landing: no home popup (engagement/follow-page.ts).
  if (pathname === '/' && guestGoesToLanding(!!persistence.get('signin_token'), persistence, businessIdentifier)) return null;
  const pageType = popupPageType(pathname, null);
  if (pageType === 'default') return null;
  for (const popup of use(popupsOf(client, pageType))) {
    if (!popup.content || parsed.has(popup.content)) continue;
    try {
      parsed.set(popup.content, parse(popup.content));
    } catch {
      // Content the parser refuses is parsed (and refused) in the browser, as without this.
    }
  }
  return null;
}
