// Server only (src/entry-server.tsx provides it to the popup host through popups-ahead-slot.ts): the popups of the
// page's type are fetched while the page renders and their content is parsed, so in the browser the popup chart's
// request is answered from the page's data (its recorded GET) and the popup shows from the parsed tree, without
// loading the Page Builder parser and DOMPurify (~18 KB gzip) on a first visit; a popup with the newsletter form
// gets that form's consent texts sanitised ahead as well (catalog/sanitized-ahead.ts). The popup itself is not
// rendered on the server: which popups a shopper has seen is in their cookies, and the chart chooses in the
// browser (popup-host.tsx).
//
// Only for page types known from the path alone (of the pages the server renders: home and search): a catalogue
// URL's type follows the route resolution, which the shell's actor does not run on the server. Renders nothing,
// so the page's HTML is the same with or without it; it suspends its parent boundary until the answer is in, as
// every part of a render does.
import { use, useContext } from 'react';
import type { GraphQLClient } from '../../api/graphql-client';
import { fetchPopups } from '../../api/engagement/popup-calls';
import { loadConsents, type Consent } from '../../api/privacy/policy-calls';
import type { PopupItem } from '../../machines/popup.machine';
import { popupPageType } from '../../pages/page-table';
import { signedInNow } from '../account/follow-session';
import { sanitizedAhead } from '../catalog/sanitized-ahead';
import { loadedSanitizer } from '../catalog/sanitizer-loader';
import { loadedParser } from '../content/parse/parser-loader';
import { parsedAhead } from '../content/render/parsed-ahead';
import { useStoreConfig } from '../providers/shell-data';
import { useShellDeps } from '../providers/shell-deps';
import { useAppHistory } from '../shell/routing/app-router';
import { guestGoesToLanding } from '../shell/routing/home-route';

/**
 * One request per render and key: a suspended render renders again and must find the same promise. A failure
 * answers nothing, which leaves the browser to ask and work it out, as without this.
 */
function oncePerRender<T>(load: (client: GraphQLClient, key: string) => Promise<T[]>) {
  const requested = new WeakMap<GraphQLClient, Map<string, Promise<T[]>>>();
  return (client: GraphQLClient, key: string): Promise<T[]> => {
    let byKey = requested.get(client);
    if (!byKey) requested.set(client, (byKey = new Map<string, Promise<T[]>>()));
    let answer = byKey.get(key);
    if (!answer) byKey.set(key, (answer = load(client, key).catch((): T[] => [])));
    return answer;
  };
}

const popupsOf = oncePerRender<PopupItem>(fetchPopups);
const consentsOf = oncePerRender<Consent>(loadConsents);

/** Records `work(source)` under `source` once per render; what fails is left to the browser. */
function recordAhead<T>(record: Map<string, T>, source: string, work: (source: string) => T): void {
  if (!source || record.has(source)) return;
  try {
    record.set(source, work(source));
  } catch {
    // Left to the browser, as without this.
  }
}

export function PopupsAhead() {
  const parsed = useContext(parsedAhead.Context);
  const sanitized = useContext(sanitizedAhead.Context);
  const { popupsEnabled, businessIdentifier } = useStoreConfig();
  const { client, persistence } = useShellDeps();
  const { pathname } = useAppHistory().location();
  const parse = loadedParser();
  const sanitize = loadedSanitizer();
  if (!parsed || !sanitized || !parse || !sanitize || !popupsEnabled) return null;
  // A guest's "/" only passes through on the way to /landing: no home popup (engagement/follow-page.ts).
  if (pathname === '/' && guestGoesToLanding(signedInNow(null, persistence), persistence, businessIdentifier)) return null;
  const pageType = popupPageType(pathname, null);
  if (pageType === 'default') return null;
  const popups = use(popupsOf(client, pageType));
  for (const popup of popups) recordAhead(parsed, popup.content, parse);
  // The newsletter form in a popup shows the subscription consents, as the footer's form does (the same request).
  if (popups.some((popup) => popup.hasNewsletter)) {
    for (const consent of use(consentsOf(client, 'subscription'))) recordAhead(sanitized, consent.text, sanitize);
  }
  return null;
}
