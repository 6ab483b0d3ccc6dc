// Server only: a step of the render (src/entry-server.tsx runs it beside React's render, not inside it). For a
// page whose popup type the page table fixes by its path (popupTypeAhead: of the pages the server renders, home
// and search), the popups of that type are fetched and their content parsed, so in the browser the popup chart's
// request is answered from the page's data (its recorded GET) and the popup shows from the parsed tree, without
// loading the Page Builder parser and DOMPurify (~18 KB gzip) on a first visit; a popup with the newsletter form
// gets that form's consent texts sanitised ahead as well (catalog/sanitized-ahead.ts). The popup itself is not
// rendered on the server: which popups a shopper has seen is in their cookies, and the chart chooses in the
// browser (popup-host.tsx). A failure leaves the browser to ask and work it out, as without this.
import type { GraphQLClient } from '../../api/graphql-client';
import { fetchPopups } from '../../api/engagement/popup-calls';
import { loadConsents } from '../../api/privacy/policy-calls';
import { fetchStoreConfig } from '../../api/services/store-config';
import { appPageOf, popupTypeAhead, shownAtHome } from '../../pages/page-table';
import type { ContentTree } from '../content/parse/content-node';

export interface PopupsAheadInput {
  client: GraphQLClient;
  /** The page's path below the store prefix. */
  path: string;
  /** The data-id-redirect value the page is rendered with ("/" is home or landing by it). */
  redirectValue: string;
  parse: (html: string) => ContentTree;
  sanitize: (html: string) => string;
  /** The page's records of parsed content and sanitised HTML (parsedAhead, sanitizedAhead). */
  parsed: Map<string, ContentTree>;
  sanitized: Map<string, string>;
}

/** Records `work(source)` under `source` once; what fails is left to the browser. */
function recordAhead<T>(record: Map<string, T>, source: string, work: (source: string) => T): void {
  if (!source || record.has(source)) return;
  try {
    record.set(source, work(source));
  } catch {
    // Left to the browser, as without this.
  }
}

export async function popupsAhead({ client, path, redirectValue, parse, sanitize, parsed, sanitized }: PopupsAheadInput): Promise<void> {
  const kind = appPageOf(path);
  if (!kind) return;
  try {
    const config = await fetchStoreConfig(client);
    if (!config.popupsEnabled) return;
    // A guest's "/" only passes through on the way to /landing: no home popup (engagement/follow-page.ts).
    const shown = kind === 'home' ? shownAtHome({ signedIn: false, redirectValue, businessIdentifier: config.businessIdentifier }) : kind;
    const pageType = popupTypeAhead(shown);
    if (!pageType) return;
    const popups = await fetchPopups(client, pageType);
    for (const popup of popups) recordAhead(parsed, popup.content, parse);
    // The newsletter form in a popup shows the subscription consents, as the footer's form does (the same request).
    if (popups.some((popup) => popup.hasNewsletter)) {
      for (const consent of await loadConsents(client, 'subscription')) recordAhead(sanitized, consent.text, sanitize);
    }
  } catch {
    // Left to the browser, as without this.
  }
}
